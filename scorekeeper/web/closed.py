"""A session that takes no new game, as the web face says it: over (its target or deals
reached, a pool won) or settled. Its change forms, reached by their address or sent after
another scorer closed it, answer 409 with one sentence in the board's words: the way on is
on the computer, never a command to run."""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.present.calendar_dates import day
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.ending import Ending
from scorekeeper.web.render import render
from scorekeeper.web.text import over_sentence

if TYPE_CHECKING:
    from scorekeeper.ledger.read_models import SessionInfo


def settled_page(request: Request, info: SessionInfo) -> Response | None:
    """A settled session's change form, reached by its address, says so as the board does
    (409: the session's state, not the form, stands in the way); None while it is open."""
    if info.settled_at is None:
        return None
    said = _("{name} was settled on {day}: reopen it on the computer to play on.").format(
        name=info.name, day=shown_digits(day(info.settled_at))
    )
    return render(request, "message.html", 409, title=_("Session settled"), text=said)


def over_page(request: Request, info: SessionInfo, end: Ending) -> Response:
    """An over session takes no game: said as the web face says it (409: the session's
    state, not the form, is what stands in the way)."""
    return render(request, "message.html", 409, title=_("Session over"),
                  text=over_sentence(info.name, end))  # fmt: skip

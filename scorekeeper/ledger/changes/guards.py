"""Many hands, one ledger: the guards every change to a game passes, in its own transaction.

Two phones, the TUI and a script may change one session at the same moment. A change
carries what its form was built on (``Expect``) and, from the web face, the id of the form
itself. Inside the write transaction, before anything is written:

- a form id already applied in this session changes nothing: the change answers with the
  game that form made or changed (a double tap, a resend after the Wi-Fi dropped);
- an expectation that no longer holds changes nothing (``Stale``): "Save game 7" when game 7
  was recorded elsewhere, a correction or void of a game corrected, voided or undone since
  the form was opened.

The guards live here, in the ledger, so every face gets them the same way; a face only says
what its form showed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorekeeper.ledger.core.game_rows import GameState, next_number
from scorekeeper.ledger.read_models import ACTION_NOUNS, SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.store.units import Connection

# What a form id may be: the web face makes 22 URL-safe characters; a script may choose its
# own (a retry sends the same one), within reason.
_FORM_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")


class Stale(RuleError):
    """What a form or a script expected no longer holds: nothing was changed.

    ``game`` is the game the change was about (the one now in the way, for a record), so a
    face can show it beside what was typed.
    """

    def __init__(self, field: str, message: str, game: int | None = None) -> None:
        super().__init__(field, message)
        self.game = game


@dataclass(frozen=True)
class Expect:
    """What a change's form was built on, and the form's id; every part optional.

    ``game``: for a record, the number the new game will get ("Save game 7").
    ``revision``: for a correction or a void, the game's revision the form showed.
    """

    game: int | None = None
    revision: int | None = None
    form_id: str | None = None


NOTHING = Expect()


def checked_form_id(form_id: str | None) -> str | None:
    if form_id is None:
        return None
    if not _FORM_ID.fullmatch(form_id):
        raise RuleError("form_id", N_("must be 8–64 letters, digits, '-' or '_'"))
    return form_id


_APPLIED = """
    SELECT g.number FROM revision r JOIN game g ON g.id = r.game_id
    WHERE r.session_id = ? AND r.form_id = ?
"""


def applied(conn: Connection, info: SessionInfo, form_id: str | None) -> int | None:
    """The number of the game a form already made or changed in this session, if any."""
    if form_id is None:
        return None
    row = conn.execute(_APPLIED, (info.id, checked_form_id(form_id))).fetchone()
    return row[0] if row else None


_LAST_GAME = """
    SELECT g.number, g.voided, p.name FROM game g LEFT JOIN player p ON p.id = g.winner_id
    WHERE g.session_id = ? AND g.number >= ? ORDER BY g.number
"""


def _counted(field: str, value: int) -> None:
    if value < 1:
        raise RuleError(field, N_("must be a number from 1 up, got {value}", value=value))


def require_next(conn: Connection, info: SessionInfo, expected: int | None) -> None:
    """Refuse a record whose form said "Save game N" once game N exists already."""
    if expected is None:
        return
    _counted("expect-game", expected)
    coming = next_number(conn, info.id)
    if coming == expected:
        return
    if coming < expected:  # a form from the future: an undo took games away, or a typo
        raise Stale(
            "expect-game",
            f"the next game in {info.name} is game {coming}, not game {expected}; "
            "nothing was recorded",
        )
    made = conn.execute(_LAST_GAME, (info.id, expected)).fetchall()
    number, voided, winner = made[0]
    what = "" if voided or winner is None else f" ({winner} won)"
    more = f" and {len(made) - 1} more" if len(made) > 1 else ""
    raise Stale(
        "expect-game",
        f"game {number}{what}{more} was recorded elsewhere since this entry was begun; it "
        f"would now be game {coming}: nothing was recorded",
        game=number,
    )


_CHANGED_SINCE = """
    SELECT action, undone FROM revision WHERE game_id = ? AND number > ? ORDER BY number
"""


def require_revision(
    conn: Connection, info: SessionInfo, game: GameState, expected: int | None, doing: str
) -> None:
    """Refuse a correction or void built on revision ``expected`` of a game that has moved
    on since (corrected, voided or undone elsewhere). ``doing``: "corrected", "voided"."""
    if expected is None:
        return
    _counted("expect-revision", expected)
    if game.revision == expected:
        return
    if game.revision < expected:
        raise Stale(
            "expect-revision",
            f"game {game.number} is at revision {game.revision}, not {expected}; "
            f"nothing was {doing}",
            game=game.number,
        )
    since = [row[0] for row in conn.execute(_CHANGED_SINCE, (game.id, expected))]
    nouns = ", ".join(dict.fromkeys(ACTION_NOUNS.get(action, action) for action in since))
    state = " it is now out of the totals;" if game.voided else ""
    raise Stale(
        "expect-revision",
        f"game {game.number} was changed elsewhere since this form was opened "
        f"(revision {expected} → {game.revision}: {nouns});{state} nothing was {doing}",
        game=game.number,
    )

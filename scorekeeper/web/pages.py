"""The pages that only read: sessions, a session's board (and its live fragment), a
game, history, settle up, and the view-only link to share."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.ledger.service import Ledger
from scorekeeper.present import language
from scorekeeper.present.form_words import form_sentence
from scorekeeper.present.language import _
from scorekeeper.rules import RuleError
from scorekeeper.rules.digits import number_or_none
from scorekeeper.rules.errors import N_
from scorekeeper.web.board_sums import board_sums
from scorekeeper.web.render import fragment, guarded, render, run

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.session_view import SessionView

# The board shows the latest games; the rest are in history.
SHOWN_GAMES = 40
# The settle page's boxes, named in a refusal in the reader's words ("stake" in English).
SETTLE_FIELDS = (language.N_("stake"), language.N_("currency"))
# How often an open board asks whether anything changed, in seconds.
POLL_SECONDS = 2


@guarded
async def sessions(request: Request) -> Response:
    rows = await run(request, Ledger.sessions)
    return render(request, "sessions.html", sessions=rows)


def _gone(sid: int) -> RuleError:
    return RuleError("SESSION", N_("no session {sid}; it may have been removed", sid=sid))


async def _view(request: Request) -> SessionView:
    """The session's board, its totals moved on from the sums the last board of it left
    (``board_sums``): the season is summed once per server, not once per phone per poll."""
    sid = request.path_params["sid"]
    kept = board_sums(request.app)
    view = await run(request, Ledger.session_view, sid, -SHOWN_GAMES, kept.get(sid))
    kept.put(sid, view.running if view is not None else None)
    if view is None:
        raise _gone(sid)
    return view


def _version(request: Request, stamp: str) -> str:
    """What the poll sends back: the session's stamp (``Ledger.session_stamp``), which
    moves with any change the board shows, and the reader's role, which decides its
    buttons."""
    return hashlib.sha256(f"{stamp}|{request.state.role}".encode()).hexdigest()[:16]


def _board(request: Request, view: SessionView) -> tuple[str, str]:
    """The live part of a session's page, and its version."""
    version = _version(request, view.stamp)
    return fragment(request, "_board.html", view=view, version=version), version


@guarded
async def session(request: Request) -> Response:
    view = await _view(request)
    board, _ = _board(request, view)
    done = request.query_params.get("did"), request.query_params.get("game")
    return render(request, "session.html", view=view, board=board, done=done)


@guarded
async def live(request: Request) -> Response:
    """The board again, or 204 (htmx leaves the page alone) when nothing changed: told
    from the stamp alone, one indexed query, before anything of the season is read."""
    sent = request.query_params.get("v")
    if sent:
        stamp = await run(request, Ledger.session_stamp, request.path_params["sid"])
        if stamp is None:
            raise _gone(request.path_params["sid"])
        if sent == _version(request, stamp):
            return Response(status_code=204)
    board, _ = _board(request, await _view(request))
    return Response(board, media_type="text/html")


@guarded
async def game(request: Request) -> Response:
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await run(request, Ledger.session, sid)
    row = await run(request, Ledger.game, sid, number)
    revisions = await run(request, Ledger.history, sid, number)
    return render(request, "game.html", info=info, game=row, revisions=revisions)


@guarded
async def history(request: Request) -> Response:
    """One page of history, newest first (``?page=2`` the older ones); the session's own
    changes (stake, settled, players renamed) under the first page."""
    sid = request.path_params["sid"]
    info = await run(request, Ledger.session, sid)
    wanted = request.query_params.get("page", "1")
    # digits only, and short: int() refuses "²", and an engine an offset past 2**63
    number = number_or_none(wanted) or 0
    page = await run(request, Ledger.history_page, sid, number) if number else None
    if page is None:
        said = N_("history has no page {page!r}; the first is page 1", page=wanted[:20])
        raise RuleError("GAME", said)
    events = await run(request, Ledger.events, sid) if page.number == 1 else []
    return render(request, "history.html", info=info, page=page, revisions=page.revisions,
                  events=events[::-1])  # fmt: skip


@guarded
async def settle(request: Request) -> Response:
    """Who pays whom, at the session's stake or at one typed here (nothing is stored)."""
    sid = request.path_params["sid"]
    info = await run(request, Ledger.session, sid)
    if not info.settles_in_money:  # no stake can settle scores that do not sum to zero
        return render(request, "settle.html", info=info, plan=None, problem=None, stake="",
                      currency="", totals=await run(request, Ledger.totals, sid))  # fmt: skip
    stake = request.query_params.get("stake") or None
    currency = request.query_params.get("currency") or None
    try:
        plan = await run(request, Ledger.settle, sid, stake, currency)
        problem = None
    except RuleError as error:  # the options it names, as this page's boxes
        field = _(error.field) if error.field in SETTLE_FIELDS else error.field  # as the box
        plan, problem = None, f"{field}: {form_sentence(error, ())}"
    return render(
        request,
        "settle.html",
        info=info,
        plan=plan,
        problem=problem,
        stake=stake or "",
        currency=currency or "",
    )


@guarded
async def share(request: Request) -> Response:
    """The view-only link to this session, as text and as a QR code to scan; to a writer,
    the full link too (for a second scorer), folded away.

    The links use the address the server printed, never this request's Host: a page
    elsewhere that reached us under its own name must not turn our link into its own.
    """
    import segno

    from scorekeeper.web.access import WRITE

    sid = request.path_params["sid"]
    info = await run(request, Ledger.session, sid)
    access = request.app.state.access
    page = f"{request.app.state.base_url}/s/{sid}"
    url, full_url = f"{page}?token={access.view_token}", f"{page}?token={access.write_token}"

    def qr(link: str) -> str:
        return segno.make(link, error="m").svg_inline(scale=5, border=2, omitsize=True)

    can_write = request.state.role == WRITE
    return render(
        request,
        "share.html",
        info=info,
        url=url,
        qr_svg=qr(url),
        full_url=full_url if can_write else None,
        full_qr_svg=qr(full_url) if can_write else None,
        local=access.loopback_only,  # no other phone can reach a loopback server
    )

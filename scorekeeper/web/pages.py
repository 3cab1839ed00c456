"""The pages that only read: sessions, a session's board (and its live fragment), a
game, history, settle up, and the view-only link to share."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.rules import RuleError
from scorekeeper.web.render import call, fragment, guarded, render

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.session_view import SessionView

# The board shows the latest games; the rest are in history.
SHOWN_GAMES = 40
# How often an open board asks whether anything changed, in seconds.
POLL_SECONDS = 2


@guarded
async def sessions(request: Request) -> Response:
    rows = await call(request, "sessions")
    return render(request, "sessions.html", sessions=rows)


async def _view(request: Request) -> SessionView:
    sid = request.path_params["sid"]
    view = await call(request, "session_view", sid, -SHOWN_GAMES)
    if view is None:
        raise RuleError("SESSION", f"no session {sid}; it may have been removed")
    return view


def _board(request: Request, view: SessionView) -> tuple[str, str]:
    """The live part of a session's page, and a short digest of it."""
    body = fragment(request, "_board.html", view=view, version="")
    version = hashlib.sha256(body.encode()).hexdigest()[:16]
    return fragment(request, "_board.html", view=view, version=version), version


@guarded
async def session(request: Request) -> Response:
    view = await _view(request)
    board, _ = _board(request, view)
    done = request.query_params.get("did"), request.query_params.get("game")
    return render(request, "session.html", view=view, board=board, done=done)


@guarded
async def live(request: Request) -> Response:
    """The board again, or 204 (htmx leaves the page alone) when nothing changed."""
    view = await _view(request)
    board, version = _board(request, view)
    if request.query_params.get("v") == version:
        return Response(status_code=204)
    return Response(board, media_type="text/html")


@guarded
async def game(request: Request) -> Response:
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await call(request, "session", sid)
    row = await call(request, "game", sid, number)
    revisions = await call(request, "history", sid, number)
    return render(request, "game.html", info=info, game=row, revisions=revisions)


@guarded
async def history(request: Request) -> Response:
    sid = request.path_params["sid"]
    info = await call(request, "session", sid)
    revisions = await call(request, "history", sid)
    events = await call(request, "events", sid)
    return render(
        request, "history.html", info=info, revisions=revisions[::-1], events=events[::-1]
    )


@guarded
async def settle(request: Request) -> Response:
    """Who pays whom, at the session's stake or at one typed here (nothing is stored)."""
    sid = request.path_params["sid"]
    info = await call(request, "session", sid)
    stake = request.query_params.get("stake") or None
    currency = request.query_params.get("currency") or None
    try:
        plan = await call(request, "settle", sid, stake, currency)
        problem = None
    except RuleError as error:
        plan, problem = None, str(error)
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
    """The view-only link to this session, as text and as a QR code to scan."""
    import segno

    sid = request.path_params["sid"]
    info = await call(request, "session", sid)
    access = request.app.state.access
    url = f"{str(request.base_url).rstrip('/')}/s/{sid}?token={access.view_token}"
    svg = segno.make(url, error="m").svg_inline(scale=5, border=2, omitsize=True)
    local = access.write_token is None  # on loopback no other phone can reach this server
    return render(request, "share.html", info=info, url=url, qr_svg=svg, local=local)

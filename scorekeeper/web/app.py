"""The Starlette application: routes, templates, static files and the one error policy.

Every page is a function of the ledger (``Ledger``'s public methods) and the request;
the ledger runs in Starlette's thread pool, so a busy database never stalls the others.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from scorekeeper.web.access import Access, Guard

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

HERE = Path(__file__).parent


def build_app(db: Path | str, access: Access, ledger: Ledger | None = None) -> Starlette:
    from scorekeeper.ledger import Ledger
    from scorekeeper.web import changes, pages

    routes = [
        Route("/", pages.sessions),
        Route("/s/{sid:int}", pages.session),
        Route("/s/{sid:int}/live", pages.live),
        Route("/s/{sid:int}/g/{number:int}", pages.game),
        Route("/s/{sid:int}/history", pages.history),
        Route("/s/{sid:int}/settle", pages.settle),
        Route("/s/{sid:int}/share", pages.share),
        Route("/s/{sid:int}/record", changes.record_form),
        Route("/s/{sid:int}/record", changes.record, methods=["POST"]),
        Route("/s/{sid:int}/preview", changes.preview, methods=["POST"]),
        Route("/s/{sid:int}/g/{number:int}/correct", changes.correct_form),
        Route("/s/{sid:int}/g/{number:int}/correct", changes.correct, methods=["POST"]),
        Route("/s/{sid:int}/g/{number:int}/void", changes.void_form),
        Route("/s/{sid:int}/g/{number:int}/void", changes.void, methods=["POST"]),
        Route("/s/{sid:int}/undo", changes.undo_form),
        Route("/s/{sid:int}/undo", changes.undo, methods=["POST"]),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[Middleware(Guard, access=access)])
    app.state.access = access
    app.state.ledger = ledger if ledger is not None else Ledger(db)
    return app

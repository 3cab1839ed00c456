"""The Starlette application: routes, templates, static files and the one error policy.

Every page is a function of the ledger (``Ledger``'s public methods) and the request;
the ledger runs in Starlette's thread pool, so a busy database never stalls the others.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.convertors import Convertor, register_url_convertor
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from scorekeeper.present.language import _
from scorekeeper.web.access import Access, Guard
from scorekeeper.web.headers import STATIC_CACHE, small_page
from scorekeeper.web.language import Language, switch

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

HERE = Path(__file__).parent


class NumberConvertor(Convertor[int]):
    """A session or game number in a path: at most nine digits.

    Starlette's ``int`` takes any run of digits, and a number past 2**63 overflows
    SQLite (a 500 where a 404 belongs); no evening reaches a billion sessions or games,
    so a longer number matches no route and is simply not found.
    """

    regex = "[0-9]{1,9}"

    def convert(self, value: str) -> int:
        return int(value)

    def to_string(self, value: int) -> str:
        return str(value)


register_url_convertor("num", NumberConvertor())


class CachedStaticFiles(StaticFiles):
    """The program's own scripts and style, which a phone may keep a while."""

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        response.headers["Cache-Control"] = STATIC_CACHE
        return response


async def _not_found(request: Request, exc: Exception) -> Response:
    return small_page(404, _("Not found"), _("There is no such page, session or game here."))


async def _http_error(request: Request, exc: Exception) -> Response:
    """Starlette's own refusals (a method a route does not take) as small pages too."""
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    headers = exc.headers if isinstance(exc, HTTPException) else None
    said = _("This address does not answer that request.")
    page = small_page(status, _("Not answered"), said)
    page.headers.update(headers or {})
    return page


async def _server_error(request: Request, exc: Exception) -> Response:
    return small_page(500, _("Something went wrong"), _("The server failed; the log says why."))


def build_app(
    db: Path | str, access: Access, ledger: Ledger | None = None, *, port: int = 8000
) -> Starlette:
    """The app on ``db``; ``port`` is where it is served, for the links the Share page gives."""
    from scorekeeper.ledger import Ledger
    from scorekeeper.web import changes, pages, print_page, ratings_pages, takebacks
    from scorekeeper.web.addresses import base_url

    static = GZipMiddleware(CachedStaticFiles(directory=HERE / "static"), minimum_size=500)
    routes = [
        Route("/", pages.sessions),
        Route("/language", switch),
        Route("/ratings", ratings_pages.ratings),
        Route("/ratings.csv", ratings_pages.ratings_csv),
        Route("/players/{name:path}", ratings_pages.player),
        Route("/s/{sid:num}", pages.session),
        Route("/s/{sid:num}/live", pages.live),
        Route("/s/{sid:num}/g/{number:num}", pages.game),
        Route("/s/{sid:num}/history", pages.history),
        Route("/s/{sid:num}/settle", pages.settle),
        Route("/s/{sid:num}/share", pages.share),
        Route("/s/{sid:num}/print", print_page.print_view),
        Route("/s/{sid:num}/report.pdf", print_page.report_pdf),
        Route("/paper/devanagari.ttf", print_page.font),
        Route("/s/{sid:num}/record", changes.record_form),
        Route("/s/{sid:num}/record", changes.record, methods=["POST"]),
        Route("/s/{sid:num}/preview", changes.preview, methods=["POST"]),
        Route("/s/{sid:num}/g/{number:num}/correct", changes.correct_form),
        Route("/s/{sid:num}/g/{number:num}/correct", changes.correct, methods=["POST"]),
        Route("/s/{sid:num}/g/{number:num}/void", takebacks.void_form),
        Route("/s/{sid:num}/g/{number:num}/void", takebacks.void, methods=["POST"]),
        Route("/s/{sid:num}/undo", takebacks.undo_form),
        Route("/s/{sid:num}/undo", takebacks.undo, methods=["POST"]),
        # Only the files are compressed: a page holds the CSRF token beside what a visitor
        # typed, the mix that compression leaks (BREACH), and a page is small anyway.
        Mount("/static", app=static, name="static"),
    ]
    app = Starlette(
        routes=routes,
        # the language outermost, so that even a refusal at the door is in the reader's words
        middleware=[Middleware(Language), Middleware(Guard, access=access)],
        exception_handlers={
            404: _not_found,
            HTTPException: _http_error,
            Exception: _server_error,
        },
    )
    app.state.access = access
    app.state.ledger = ledger if ledger is not None else Ledger(db)
    app.state.base_url = base_url(access.host, port)
    return app

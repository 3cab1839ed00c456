"""The Starlette application: routes, templates, static files and the one error policy.

Every page is a function of the ledger (``Ledger``'s public methods) and the request;
the ledger runs in Starlette's thread pool, so a busy database never stalls the others.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.store.errors import StorageError
from scorekeeper.web.access import WRITE, Access, Guard, Refused
from scorekeeper.web.text import FILTERS

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

HERE = Path(__file__).parent
Handler = Callable[[Request], Awaitable[Response]]


def _printable(value: Any) -> Any:
    """Text as a page may show it: a control character or bidi override that an older file
    holds is written as ``\\x1b`` or ``\\u202e``, as the other faces do, never raw (an
    override would turn "50" into "05" on screen). Markup is the pages' own HTML (a fragment
    rendered through here already); newlines and tabs are only white space in a page."""
    if not isinstance(value, str) or isinstance(value, Markup):
        return value
    return shown(value, keep="\t\r\n")


_env = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    autoescape=select_autoescape(default=True),
    trim_blocks=True,
    lstrip_blocks=True,
    finalize=_printable,  # every {{ value }} of every page
)
_env.filters.update(FILTERS)


def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
    return HTMLResponse(fragment(request, name, **context), status_code=status)


def fragment(request: Request, name: str, **context: Any) -> str:
    state = request.state
    return _env.get_template(name).render(
        request=request, can_write=state.role == WRITE, csrf=state.csrf, **context
    )


async def call(request: Request, method: str, *args: Any, **kwargs: Any) -> Any:
    """One of the ledger's public methods, off the event loop."""
    ledger: Ledger = request.app.state.ledger
    return await run_in_threadpool(getattr(ledger, method), *args, **kwargs)


def guarded(handler: Handler) -> Handler:
    """A refusal, a locked file or an unknown session becomes one sentence on a page."""

    async def wrapper(request: Request) -> Response:
        try:
            return await handler(request)
        except Refused as error:
            return render(request, "message.html", 403, title="Not allowed", text=str(error))
        except RuleError as error:  # an unknown session or game, a settled session
            status = 404 if error.field in ("SESSION", "GAME") else 400
            return render(request, "message.html", status, title="Refused", text=str(error))
        except StorageError as error:
            return render(request, "message.html", 503, title="Database busy", text=str(error))

    return wrapper


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

"""How a page is made: the templates, the one error policy, and the ledger off the loop.

The handlers (``pages``, ``changes``) and the application that routes to them
(``app``) both use these; they live apart from both so that neither imports the other.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from scorekeeper.present.language import _, current, ngettext, refusal
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import Said
from scorekeeper.rules.escapes import shown
from scorekeeper.store.errors import StorageError
from scorekeeper.web.access import WRITE, Refused
from scorekeeper.web.text import FILTERS

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

HERE = Path(__file__).parent
Handler = Callable[[Request], Awaitable[Response]]
P = ParamSpec("P")
R = TypeVar("R")


def _printable(value: Any) -> Any:
    """Text as a page may show it: a control character or bidi override that an older file
    holds is written as ``\\x1b`` or ``\\u202e``, as the other faces do, never raw (an
    override would turn "50" into "05" on screen). Markup is the pages' own HTML (a fragment
    rendered through here already); newlines and tabs are only white space in a page."""
    if isinstance(value, Markup):  # a marked sentence may hold a name: escape what it holds
        return Markup(shown(value, keep="\t\r\n"))
    if not isinstance(value, str):
        return value
    if isinstance(value, Said):  # a sentence of the rules: said in the request's language
        value = format(value)
    return shown(value, keep="\t\r\n")


_env = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    autoescape=select_autoescape(default=True),
    trim_blocks=True,
    lstrip_blocks=True,
    finalize=_printable,  # every {{ value }} of every page
    # {{ _("…") }} and {% trans %}: said in the request's language (web/language.py)
    extensions=["jinja2.ext.i18n"],
)
_env.install_gettext_callables(gettext=_, ngettext=ngettext, newstyle=True)  # type: ignore[attr-defined]
_env.filters.update(FILTERS)


def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
    return HTMLResponse(fragment(request, name, **context), status_code=status)


def fragment(request: Request, name: str, **context: Any) -> str:
    state = request.state
    return _env.get_template(name).render(
        request=request, can_write=state.role == WRITE, csrf=state.csrf,
        lang=current().lang, **context,
    )  # fmt: skip


async def run(
    request: Request,
    method: Callable[Concatenate[Ledger, P], R],
    *args: P.args,
    **kwargs: P.kwargs,
) -> R:
    """One of the ledger's methods, named by the method itself (``Ledger.record``), run on
    this app's ledger off the event loop. Passing the function rather than its name lets a
    type checker hold the arguments and the result to its signature, and a misspelt method
    fail where it is written, not on the first request that reaches it."""
    ledger: Ledger = request.app.state.ledger
    return await run_in_threadpool(method, ledger, *args, **kwargs)


def guarded(handler: Handler) -> Handler:
    """A refusal, a locked file or an unknown session becomes one sentence on a page."""

    async def wrapper(request: Request) -> Response:
        try:
            return await handler(request)
        except Refused as error:
            return render(request, "message.html", 403, title=_("Not allowed"), text=str(error))
        except RuleError as error:  # an unknown session or game, a settled session
            status = 404 if error.field in ("SESSION", "GAME") else 400
            said = f"{error.field}: {refusal(error)}"
            return render(request, "message.html", status, title=_("Refused"), text=said)
        except StorageError as error:
            busy = _("Database busy")
            return render(request, "message.html", 503, title=busy, text=str(error))

    return wrapper

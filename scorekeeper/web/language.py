"""Each request's language: the one the page's switch kept in a cookie, else the best the
browser's ``Accept-Language`` names among ours, else English.

The choice is set for the request alone (``present/language.py`` keeps it in a context
variable, which Starlette's thread pool carries to the ledger's work), so two phones at
one table can read the same page in two languages. Digits follow the language's default
(Devanagari under Nepali) and dates stay Gregorian, as the command line's defaults.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

from scorekeeper.present.language import LANGUAGES, Choice, restore, use

COOKIE = "lang"
YEAR = 365 * 24 * 3600


def accepted(header: str) -> str:
    """The language of ours an ``Accept-Language`` header prefers (``ne-NP,ne;q=0.9,en;q=0.8``
    → ``ne``); ``en`` when it names none of ours or cannot be read."""
    weighed: list[tuple[float, int, str]] = []
    for order, part in enumerate(header.split(",")[:20]):
        tag, _sep, params = part.strip().partition(";")
        code = tag.strip().split("-")[0].lower()
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        if code in LANGUAGES and 0 < q <= 1:
            weighed.append((q, -order, code))  # of equal weights, the one listed first
    return max(weighed)[2] if weighed else "en"


def request_choice(cookie: str | None, header: str) -> Choice:
    lang = cookie if cookie in LANGUAGES else accepted(header)
    return Choice(lang=lang, digits="deva" if lang == "ne" else "latin")


class Language:
    """ASGI middleware: the request's language, set while it is answered."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        choice = request_choice(
            request.cookies.get(COOKIE), request.headers.get("accept-language", "")
        )
        token = use(choice)
        try:
            await self.app(scope, receive, send)
        finally:
            restore(token)


async def switch(request: Request) -> Response:
    """``/language?to=ne&next=/s/1``: keep the language in a cookie, back to the page."""
    chosen = request.query_params.get("to", "")
    if chosen not in LANGUAGES:
        from scorekeeper.web.headers import small_page

        return small_page(400, "Refused", f"to: must be {' or '.join(LANGUAGES)}")
    back = request.query_params.get("next", "/")
    if not back.startswith("/") or back.startswith("//") or "\\" in back:
        back = "/"  # only a page of this server: never a link out
    response = RedirectResponse(back, status_code=303)
    response.set_cookie(COOKIE, chosen, max_age=YEAR, httponly=True, samesite="lax")
    return response

"""Who may see and who may change: the tokens, the view-only link, CSRF and the Host check.

Bound to the loopback address, only this computer can reach the server, so no token is
asked for. Bound to any other address, every request needs the secret token (full
access) or the view token (the view-only link): given once in the URL, then kept in a
cookie. Every change is a POST that must carry this browser's CSRF token, so a page on
another site cannot make a phone here change a game.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
TOKEN_COOKIE = "sk_token"
CLIENT_COOKIE = "sk_client"
WRITE, VIEW = "write", "view"


def is_loopback(host: str) -> bool:
    return host in LOOPBACK or host.startswith("127.")


@dataclass(frozen=True)
class Access:
    """The server's secrets, made once at start."""

    host: str
    write_token: str | None  # None: loopback, no token needed to change
    view_token: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    csrf_secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))

    @classmethod
    def for_host(cls, host: str) -> Access:
        return cls(host, None if is_loopback(host) else secrets.token_urlsafe(24))

    def role_of(self, token: str | None) -> str | None:
        """WRITE, VIEW or None (refused) for a request carrying ``token``."""
        if token and self.write_token and hmac.compare_digest(token, self.write_token):
            return WRITE
        if token and hmac.compare_digest(token, self.view_token):
            return VIEW
        return WRITE if self.write_token is None else None

    def csrf_for(self, client: str) -> str:
        return hmac.new(self.csrf_secret, client.encode(), hashlib.sha256).hexdigest()[:32]

    def csrf_ok(self, client: str, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(self.csrf_for(client), str(given))


def _host_name(host_header: str) -> str:
    """The name in a Host header, without its port ([::1]:8000 -> ::1)."""
    return urlsplit(f"//{host_header}").hostname or ""


class Guard:
    """ASGI middleware: the Host check, the token (to a role) and this browser's id."""

    def __init__(self, app: ASGIApp, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        response = self._refusal(request)
        if response is not None:
            await response(scope, receive, send)
            return
        given = request.query_params.get("token")
        token = given or request.cookies.get(TOKEN_COOKIE)
        role = self.access.role_of(token)
        if request.url.path.startswith("/static/"):
            role = role or VIEW  # htmx and the style sheet are no secret
        if role is None:
            await _refused(401, "This page needs the link with its token.")(scope, receive, send)
            return
        if given:  # keep the token in a cookie, and out of the address bar and history
            bare = request.url.remove_query_params("token")
            response = RedirectResponse(str(bare), status_code=303)
            response.set_cookie(TOKEN_COOKIE, given, httponly=True, samesite="lax")
            await response(scope, receive, send)
            return
        client = request.cookies.get(CLIENT_COOKIE)
        new_client = None if client else secrets.token_urlsafe(18)
        scope.setdefault("state", {})
        scope["state"]["role"] = role
        scope["state"]["client"] = client or new_client
        scope["state"]["csrf"] = self.access.csrf_for(client or new_client or "")

        async def send_with_cookie(message: dict) -> None:
            if new_client and message["type"] == "http.response.start":
                cookie = f"{CLIENT_COOKIE}={new_client}; Path=/; HttpOnly; SameSite=Lax"
                message.setdefault("headers", []).append((b"set-cookie", cookie.encode()))
            await send(message)

        await self.app(scope, receive, send_with_cookie)

    def _refusal(self, request: Request) -> Response | None:
        host = _host_name(request.headers.get("host", ""))
        # Bound to loopback, a page elsewhere could rebind its own name to 127.0.0.1 and
        # read this server as its own origin: only the loopback names are answered.
        if self.access.write_token is None and not is_loopback(host):
            return _refused(400, f"This server answers 127.0.0.1 only, not {host or '?'}.")
        origin = request.headers.get("origin")
        if request.method == "POST" and origin and _host_name(urlsplit(origin).netloc) != host:
            return _refused(403, "A change must come from this server's own page.")
        if request.method not in ("GET", "HEAD", "POST"):
            return _refused(405, "Only GET and POST are answered.")
        return None


def _refused(status: int, sentence: str) -> Response:
    return PlainTextResponse(sentence, status_code=status)


async def change_form(request: Request) -> dict[str, str | list[str]]:
    """The form of a change, once its sender may write and its CSRF token is right.

    Raises ``Refused`` (403) otherwise, before anything is read from the database.
    """
    if request.state.role != WRITE:
        raise Refused("This is the view-only link: it cannot change anything.")
    form = await request.form()
    access: Access = request.app.state.access
    given = request.headers.get("x-csrf-token") or form.get("csrf")
    if not access.csrf_ok(request.state.client or "", str(given) if given else None):
        raise Refused("The form is out of date (CSRF check failed): reload the page and retry.")
    data: dict[str, str | list[str]] = {}
    for key in form:
        values = [str(value) for value in form.getlist(key)]
        data[key] = values if len(values) > 1 else values[0]
    return data


class Refused(Exception):
    """A change that this sender may not make (403)."""

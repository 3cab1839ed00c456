"""Who may see and who may change: the tokens, the view-only link, CSRF, the Host and
Origin checks.

Every request needs the secret token (full access) or the view token (the view-only link),
on every address, loopback too: another account on this computer is also "local", and it
must not change a ledger whose file only its owner can read. The token is given once in
the URL, then kept in a cookie. Every change is a POST that must carry this browser's CSRF
token and, when the browser names it, come from this server's own origin, so a page on
another site cannot make a phone here change a game. The secrets are kept between starts
(``token_store``), so a phone's cookie and an open form outlive a restart.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import logging
import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from starlette.requests import ClientDisconnect, Request
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorekeeper.present.language import _
from scorekeeper.web import token_store
from scorekeeper.web.headers import add_security_headers, small_page

TOKEN_COOKIE = "sk_token"
CLIENT_COOKIE = "sk_client"
WRITE, VIEW = "write", "view"
# The token cookie outlives the browser's session: a phone that closes its browser between
# two evenings still opens the board. A new token (serve --new-token) ends it sooner.
TOKEN_COOKIE_DAYS = 30
DEFAULT_PORTS = {"http": 80, "https": 443}
# What a Host header may hold at all: a name, an IPv4 address or a bracketed IPv6 one, and a
# port. Anything else (a user part, a path, spaces) is not the name of this server.
_HOST_HEADER = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?")
log = logging.getLogger("scorekeeper.web")


def is_loopback(host: str) -> bool:
    """Whether an address to listen on (``--host``) is this computer's loopback."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class Access:
    """The server's secrets, and the address it listens on."""

    host: str
    write_token: str
    view_token: str
    csrf_secret: bytes

    @classmethod
    def for_host(cls, host: str) -> Access:
        """New secrets kept nowhere: for one run of the app (tests, a throwaway server)."""
        return cls._of(host, token_store.Secrets.new())

    @classmethod
    def kept(cls, host: str, path: Path | None = None, *, renew: bool = False) -> Access:
        """The secrets kept in the user's data folder (new ones, written there, with
        ``renew`` or on the first start)."""
        return cls._of(host, token_store.load_or_create(path, renew=renew))

    @classmethod
    def _of(cls, host: str, kept: token_store.Secrets) -> Access:
        return cls(host, kept.write_token, kept.view_token, kept.csrf_secret)

    @property
    def loopback_only(self) -> bool:
        return is_loopback(self.host)

    def role_of(self, token: str | None) -> str | None:
        """WRITE, VIEW or None (refused) for a request carrying ``token``."""
        if not token:
            return None
        if hmac.compare_digest(token.encode(), self.write_token.encode()):
            return WRITE
        if hmac.compare_digest(token.encode(), self.view_token.encode()):
            return VIEW
        return None

    def csrf_for(self, client: str) -> str:
        return hmac.new(self.csrf_secret, client.encode(), hashlib.sha256).hexdigest()[:32]

    def csrf_ok(self, client: str, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(self.csrf_for(client), str(given))


def split_host(header: str) -> tuple[str, int | None] | None:
    """The name and port of a Host header (``[::1]:8000`` -> ``("[::1]", 8000)``), or None
    when it is not one. The name keeps its brackets: ``::1`` alone is not a Host."""
    found = _HOST_HEADER.fullmatch(header)
    if found is None:
        return None
    port = int(found.group(2)[1:]) if found.group(2) else None
    return found.group(1).lower(), port


def is_loopback_name(name: str) -> bool:
    """``localhost``, a literal 127.x.y.z, or ``[::1]``: the names that cannot be another
    site's. ``127.0.0.1.example.org`` is a name its owner points wherever they like, and
    ``127.1`` is no literal address (browsers write 127.0.0.1 for it)."""
    if name == "localhost":
        return True
    try:
        if name.startswith("["):
            return ipaddress.IPv6Address(name[1:-1]) == ipaddress.IPv6Address("::1")
        return ipaddress.IPv4Address(name).is_loopback
    except ValueError:
        return False


def same_origin(origin: str, scheme: str, host_header: str) -> bool:
    """Whether an Origin header names this server: the same scheme, host and port."""
    own = split_host(host_header)
    try:
        parts = urlsplit(origin)
        port = parts.port
    except ValueError:
        return False
    if own is None or parts.scheme not in DEFAULT_PORTS or not parts.netloc:
        return False
    if parts.path or parts.query or parts.username:  # an Origin is scheme://host[:port] only
        return False
    name = parts.netloc.rsplit(":", 1)[0] if port is not None else parts.netloc
    own_name, own_port = own
    return (
        parts.scheme == scheme
        and name.lower() == own_name
        and (port or DEFAULT_PORTS[parts.scheme]) == (own_port or DEFAULT_PORTS.get(scheme))
    )


class Guard:
    """ASGI middleware: the headers, the Host check, the token (to a role), the method and
    Origin of a change, and this browser's id."""

    def __init__(self, app: ASGIApp, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            add_security_headers(message)
            await send(message)

        try:
            await self._guarded(scope, receive, send_with_headers)
        except ClientDisconnect:
            # A phone that walks out of Wi-Fi mid-save: nothing was changed (the form was
            # never read whole), and it is not the program's fault. One line, no traceback.
            log.warning("a browser left before its request was read: %s", scope.get("path"))

    async def _guarded(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope)
        refusal = self._wrong_host(request)
        if refusal is None and scope["path"].startswith("/static/"):
            await self.app(scope, receive, send)  # htmx and the style sheet are no secret
            return
        if refusal is None:
            refusal = await self._enter(request, scope, receive, send)
        if refusal is not None:
            await refusal(scope, receive, send)

    async def _enter(
        self, request: Request, scope: Scope, receive: Receive, send: Send
    ) -> Response | None:
        """Runs the app for a request that may enter; else the refusal to answer."""
        given = request.query_params.get("token")
        role = self.access.role_of(given or request.cookies.get(TOKEN_COOKIE))
        if role is None:
            return small_page(
                401,
                _("Token needed"),
                _(
                    "This page needs the link with its token: open the link scorekeeper serve "
                    "printed (it ends in ?token=…) or scan its QR code."
                ),
            )
        if request.method not in ("GET", "HEAD", "POST"):
            return small_page(405, _("Method not allowed"), _("Only GET and POST are answered."))
        if request.method == "POST" and not self._own_page(request, scope["scheme"]):
            said = _("A change must come from this server's own page.")
            return small_page(403, _("Not allowed"), said)
        if given:  # keep the token in a cookie, and out of the address bar and history
            response = RedirectResponse(str(request.url.remove_query_params("token")), 303)
            response.set_cookie(
                TOKEN_COOKIE,
                given,
                max_age=TOKEN_COOKIE_DAYS * 24 * 3600,
                httponly=True,
                samesite="lax",
            )
            return response
        client = request.cookies.get(CLIENT_COOKIE)
        new_client = None if client else secrets.token_urlsafe(18)
        scope.setdefault("state", {})
        scope["state"]["role"] = role
        scope["state"]["client"] = client or new_client
        scope["state"]["csrf"] = self.access.csrf_for(client or new_client or "")

        async def send_with_cookie(message: Message) -> None:
            if new_client and message["type"] == "http.response.start":
                cookie = f"{CLIENT_COOKIE}={new_client}; Path=/; HttpOnly; SameSite=Lax"
                message.setdefault("headers", []).append((b"set-cookie", cookie.encode()))
            await send(message)

        await self.app(scope, receive, send_with_cookie)
        return None

    @staticmethod
    def _own_page(request: Request, scheme: str) -> bool:
        """Whether a POST comes from this server's pages, as far as the browser tells.

        Under ``Referrer-Policy: no-referrer`` a browser sends ``Origin: null`` with its own
        pages' forms too, so "null" proves nothing either way; then the Fetch metadata
        (``Sec-Fetch-Site``, which that policy leaves alone) still tells another site's page,
        or another port's, from ours. A client that sends neither still needs the CSRF token.
        """
        origin = request.headers.get("origin")
        if origin and origin != "null":
            return same_origin(origin, scheme, request.headers.get("host", ""))
        return request.headers.get("sec-fetch-site", "same-origin") in ("same-origin", "none")

    def _wrong_host(self, request: Request) -> Response | None:
        """Bound to loopback, a page elsewhere could point its own name at 127.0.0.1 and read
        this server as its own origin (DNS rebinding): only loopback names are answered.
        Bound to the network, phones use its address (or a name): the token guards it."""
        if not self.access.loopback_only:
            return None
        header = request.headers.get("host", "")
        parts = split_host(header)
        if parts is not None and is_loopback_name(parts[0]):
            return None
        shown = header.encode("ascii", "backslashreplace").decode()[:100] or "no name"
        return small_page(
            400, "Wrong address", f"This server answers 127.0.0.1 and localhost only, not {shown}."
        )


async def change_form(request: Request) -> dict[str, str | list[str]]:
    """The form of a change, once its sender may write and its CSRF token is right.

    Raises ``Refused`` (403) otherwise, before anything is read from the database.
    """
    if request.state.role != WRITE:
        raise Refused(_("This is the view-only link: it cannot change anything."))
    form = await request.form()
    access: Access = request.app.state.access
    given = request.headers.get("x-csrf-token") or form.get("csrf")
    if not access.csrf_ok(request.state.client or "", str(given) if given else None):
        said = _("The form is out of date (CSRF check failed): reload the page and retry.")
        raise Refused(said)
    data: dict[str, str | list[str]] = {}
    for key in form:
        values = [str(value) for value in form.getlist(key)]
        data[key] = values if len(values) > 1 else values[0]
    return data


class Refused(Exception):
    """A change that this sender may not make (403)."""

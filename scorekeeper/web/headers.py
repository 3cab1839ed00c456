"""What every response says about itself (the headers), and the small page of a refusal.

The pages load only the program's own files: htmx and the style sheet under /static, no
inline script and no inline style of their own. The one exception is the little style
element htmx adds to the page for its loading indicators; its hash lets exactly that text
in and nothing else (a different htmx would need a new hash: the browser test would see
the refused style in the console).
"""

from __future__ import annotations

import html

from starlette.responses import HTMLResponse
from starlette.types import Message

# sha256 of the style htmx 2.0.11 inserts into <head> (includeIndicatorStyles).
HTMX_INDICATOR_STYLE = "'sha256-faU7yAF8NxuMTNEwVmBz+VcYeIoBQ2EMHW3WaVxCvnk='"
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        f"style-src 'self' {HTMX_INDICATOR_STYLE}",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
)
# Static files carry no version in their name: an hour spares a phone refetching htmx on
# every page of an evening, yet an upgraded program's files reach it the same night.
STATIC_CACHE = "public, max-age=3600"


def add_security_headers(message: Message) -> None:
    """Adds the headers to a response's start (unless the response set one itself)."""
    if message["type"] != "http.response.start":
        return
    headers = list(message.get("headers", []))
    present = {name.lower() for name, _ in headers}
    headers.extend(pair for pair in SECURITY_HEADERS if pair[0] not in present)
    message["headers"] = headers


def small_page(status: int, title: str, sentence: str) -> HTMLResponse:
    """A page of its own for a refusal: it needs no session, no template and no token, and
    it is still a page an accessibility checker accepts (a language, a title, one heading)."""
    body = (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{html.escape(title)} · Scorekeeper</title>\n"
        '<link rel="stylesheet" href="/static/app.css">\n</head>\n<body>\n<main>\n'
        f"<h1>{html.escape(title)}</h1>\n"
        f'<p class="problem" role="alert">{html.escape(sentence)}</p>\n'
        "</main>\n</body>\n</html>\n"
    )
    return HTMLResponse(body, status_code=status)

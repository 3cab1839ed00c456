"""Where the ledger lives: a SQLite file (a path) or a PostgreSQL database (a URL).

Told apart by the text alone, so that nothing here imports a driver: a family's file
never loads psycopg, and a club's server never needs a folder.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, unquote_plus, urlsplit, urlunsplit

Target = Path | str
SCHEMES = ("postgresql://", "postgres://")


def is_server(target: object) -> bool:
    """A PostgreSQL URL rather than a file's path."""
    return str(target).startswith(SCHEMES)


def label(target: Target) -> str:
    """How messages name the ledger: the path, or the URL without its password."""
    if not is_server(target):
        return str(target)
    return without_password(str(target))[0]


# A URL urlsplit refuses (an unclosed "[") is still shown with its secrets cut out.
_USERINFO_SECRET = re.compile(r"(://[^/@?#]*?):[^/@?#]*@")
_QUERY_SECRET = re.compile(r"([?&]password=)[^&#]*", re.IGNORECASE)


def without_password(url: str) -> tuple[str, str | None]:
    """The URL with every form of its password taken out (``user:pass@`` and
    ``?password=``), and that password (None: the URL holds none)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return _QUERY_SECRET.sub(r"\g<1>***", _USERINFO_SECRET.sub(r"\1@", url)), None
    secret: str | None = None
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, hosts = netloc.rsplit("@", 1)
        if ":" in userinfo:
            user, given = userinfo.split(":", 1)
            secret = unquote(given)
            netloc = f"{user}@{hosts}" if user else hosts
    kept = []
    for piece in parts.query.split("&") if parts.query else []:
        key, _, value = piece.partition("=")
        if unquote_plus(key) == "password":
            secret = unquote_plus(value)
        else:
            kept.append(piece)
    return urlunsplit(parts._replace(netloc=netloc, query="&".join(kept))), secret


def scrub(text: str, url: str) -> str:
    """``text`` (a driver's or a tool's message) with the URL's password cut out."""
    secret = without_password(url)[1]
    if secret:
        text = text.replace(secret, "***")
    return _QUERY_SECRET.sub(r"\g<1>***", _USERINFO_SECRET.sub(r"\1@", text))


def as_target(given: str) -> Target:
    """``--db``'s text: a URL stays text, anything else is a path (``~`` expanded)."""
    return given if is_server(given) else Path(given).expanduser()

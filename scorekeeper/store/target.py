"""Where the ledger lives: a SQLite file (a path) or a PostgreSQL database (a URL).

Told apart by the text alone, so that nothing here imports a driver: a family's file
never loads psycopg, and a club's server never needs a folder.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

Target = Path | str
SCHEMES = ("postgresql://", "postgres://")


def is_server(target: object) -> bool:
    """A PostgreSQL URL rather than a file's path."""
    return str(target).startswith(SCHEMES)


def label(target: Target) -> str:
    """How messages name the ledger: the path, or the URL without its password."""
    if not is_server(target):
        return str(target)
    parts = urlsplit(str(target))
    if parts.password is None:
        return str(target)
    user = f"{parts.username}@" if parts.username else ""
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    return urlunsplit(parts._replace(netloc=f"{user}{host}{port}"))


def as_target(given: str) -> Target:
    """``--db``'s text: a URL stays text, anything else is a path (``~`` expanded)."""
    return given if is_server(given) else Path(given).expanduser()

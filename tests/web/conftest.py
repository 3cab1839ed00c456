"""Fixtures of the web tests: a real SQLite file with a session, and the app on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import PLAYERS, WebClient

from scorekeeper.ledger import Ledger
from scorekeeper.web.access import Access
from scorekeeper.web.app import build_app

FIXED_AT = "2024-05-04T20:00:00+00:00"


@pytest.fixture
def web_db(db_path: Path | str) -> Path | str:
    """A file (or, in CI's second pass, a PostgreSQL database) holding "Friday"."""
    path = db_path
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Friday", PLAYERS)
    book.close()
    return path


def make_client(db: Path | str, host: str = "127.0.0.1") -> tuple[WebClient, Access, Ledger]:
    access = Access.for_host(host)
    book = Ledger(db, clock=lambda: FIXED_AT)
    return WebClient(build_app(db, access, book), db), access, book


@pytest.fixture
def web(web_db: Path) -> Iterator[WebClient]:
    client, _, book = make_client(web_db)
    with client:
        yield client
    book.close()

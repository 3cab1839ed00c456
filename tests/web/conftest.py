"""Fixtures of the web tests: a real SQLite file with a session, the app on it, and a real
browser (Debian's Chromium, driven by Playwright) for the tests that need one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import FIXED_AT, PLAYERS, WebClient, make_client

from scorekeeper.ledger import Ledger

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Headless Chromium, one for a test file; its tests skip, saying why, without it."""
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
    )
    if not CHROMIUM.exists():
        pytest.skip("no /usr/bin/chromium (apt-get install chromium)")
    with sync_api.sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        yield launched
        launched.close()


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user data folder (where ``serve`` keeps its token) in the test's tmp dir, for
    this process and every ``scorekeeper`` it starts: never the real home's."""
    folder = tmp_path / "data-home"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def web_db(db_path: Path | str) -> Path | str:
    """A file (or, in CI's second pass, a PostgreSQL database) holding "Friday"."""
    path = db_path
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Friday", PLAYERS)
    book.close()
    return path


@pytest.fixture
def web(web_db: Path) -> Iterator[WebClient]:
    client, _, book = make_client(web_db)
    with client:
        yield client
    book.close()

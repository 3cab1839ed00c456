"""Fixtures of the ledger unit tests: a ledger whose clock the test sets (season_book), and
a database with one game for the tests that run the script on one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from season_book import Clock

from scorekeeper.ledger import Ledger


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def book(db_path: Path, clock: Clock) -> Iterator[Ledger]:
    ledger = Ledger(db_path, clock=clock)
    yield ledger
    ledger.close()


@pytest.fixture
def one_game(tmp_path: Path) -> Path:
    """A database with session S (Asha, Bina, Chandra) and one game recorded."""
    db = tmp_path / "s.db"
    ledger = Ledger(db)
    ledger.new_session("S", ["Asha", "Bina", "Chandra"])
    ledger.record("S", ledger.build_entry("S", "Asha", {"hand": ["Bina=5", "Chandra=7"]}))
    ledger.close()
    return db

"""Fixtures of the ledger unit tests: a ledger whose clock the test sets (season_book)."""

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

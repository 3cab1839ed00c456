"""Shared fixtures: a ledger on a real temporary SQLite file, and a dump of that file."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from db_dump import dump_database

from scorekeeper.ledger import Ledger

FIXED_AT = "2024-05-04T20:00:00+00:00"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "scores.db"


@pytest.fixture
def ledger(db_path: Path) -> Iterator[Ledger]:
    book = Ledger(db_path, clock=lambda: FIXED_AT)
    yield book
    book.close()


@pytest.fixture
def dump(db_path: Path) -> Callable[[], list[str]]:
    return lambda: dump_database(db_path)

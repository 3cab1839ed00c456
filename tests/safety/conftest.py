"""Fixtures for the safety tests: a ledger with a few games, and the hostile-input template."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from hostile_harness import PLAYERS, Attempt
from safety_harness import NOON, play_evening, run

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import backup


@pytest.fixture
def evening(tmp_path: Path) -> Iterator[Ledger]:
    """Session "S" (Asha, Bina, Chandra, Dev) with games 1–3, game 2 corrected."""
    book = play_evening(tmp_path / "scores.db")
    yield book
    book.close()


@pytest.fixture
def at_noon(monkeypatch: pytest.MonkeyPatch) -> list[datetime]:
    """The backups' clock, fixed at NOON; append to the list to move it on."""
    clock = [NOON]
    monkeypatch.setattr(backup, "now", lambda: clock[-1])
    return clock


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """For the hostile-input tests: "Evening" (five players) with game 1, made once."""
    folder = tmp_path_factory.mktemp("hostile")
    path = folder / "template.db"
    assert run(path, "new", "Evening", *(a for p in PLAYERS for a in ("-p", p))).exit_code == 0
    base = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3"]
    assert run(path, "record", "Evening", *base, "--hand", "Esha=4").exit_code == 0
    return path


@pytest.fixture
def attempt(template: Path) -> Attempt:
    return Attempt(template)

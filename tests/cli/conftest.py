"""Fixtures for the CLI tests: a fresh database file per test, with or without a session.

Sessions are made once through the CLI into template files, and each test gets its own
copy: every test still has a real SQLite file to itself, without paying for the setup.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from cli_harness import ENTRY, PLAYERS, Cli


def _copy_database(source: Path, target: Path) -> None:
    for suffix in ("", "-wal"):
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


@pytest.fixture(scope="session")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("templates")
    five = Cli(folder / "five.db")
    five.ok("new", "Evening", *(arg for name in PLAYERS for arg in ("-p", name)))
    _copy_database(five.db, folder / "played.db")
    Cli(folder / "played.db").ok("record", "Evening", *ENTRY)
    return folder


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "cli.db"


@pytest.fixture
def cli(db: Path) -> Cli:
    """The CLI on a database file that does not exist yet."""
    return Cli(db)


@pytest.fixture
def five(templates: Path, db: Path) -> Cli:
    """Session 1, "Evening": Asha, Bina, Chandra, Dev, Esha (marriage-rummy), no games."""
    _copy_database(templates / "five.db", db)
    return Cli(db)


@pytest.fixture
def played(templates: Path, db: Path) -> Cli:
    """ "Evening" with game 1 recorded: ENTRY, Asha wins, dealer Asha."""
    _copy_database(templates / "played.db", db)
    return Cli(db)

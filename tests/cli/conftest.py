"""Fixtures for the CLI tests: a fresh database file per test, with or without a session.

Sessions are made once through the CLI into template files, and each test gets its own
copy: every test still has a real SQLite file to itself, without paying for the setup.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from cli_harness import ENTRY, PLAYERS, Cli

# SCOREKEEPER_TEST_ENGINE=postgresql runs every CLI test on a PostgreSQL database instead
# of a file (.ci/run does both); the tests read the same either way.
ON_SERVER = os.environ.get("SCOREKEEPER_TEST_ENGINE") == "postgresql"


def _copy_database(source: Path | str, target: Path | str) -> None:
    if ON_SERVER:
        from cli_harness import copy_server_database

        copy_server_database(str(source), str(target))
        return
    for suffix in ("", "-wal"):
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


@pytest.fixture(scope="session")
def templates(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> dict:
    folder = tmp_path_factory.mktemp("templates")
    names = {"five": folder / "five.db", "played": folder / "played.db"}
    if ON_SERVER:
        server = request.getfixturevalue("pg_server")
        names = {key: server.new_database() for key in names}
    five = Cli(names["five"])
    five.ok("new", "Evening", *(arg for name in PLAYERS for arg in ("-p", name)))
    _copy_database(five.db, names["played"])
    Cli(names["played"]).ok("record", "Evening", *ENTRY)
    return names


@pytest.fixture
def db(tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    if ON_SERVER:
        return request.getfixturevalue("pg_server").new_database()
    return tmp_path / "cli.db"


@pytest.fixture
def cli(db: Path) -> Cli:
    """The CLI on a database file that does not exist yet."""
    return Cli(db)


@pytest.fixture
def five(templates: Path, db: Path) -> Cli:
    """Session 1, "Evening": Asha, Bina, Chandra, Dev, Esha (marriage-rummy), no games."""
    _copy_database(templates["five"], db)
    return Cli(db)


@pytest.fixture
def played(templates: Path, db: Path) -> Cli:
    """ "Evening" with game 1 recorded: ENTRY, Asha wins, dealer Asha."""
    _copy_database(templates["played"], db)
    return Cli(db)

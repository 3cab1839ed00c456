"""Shared fixtures: a ledger on a real temporary SQLite file (or, in CI's second pass, a
PostgreSQL database), a dump of it, and a real PostgreSQL server (``pg_server``) with a
fresh database per test (``pg_url``)."""

from __future__ import annotations

import compileall
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from db_dump import dump_database
from postgres_server import Server, start_or_skip

import scorekeeper
from scorekeeper.ledger import Ledger

FIXED_AT = "2024-05-04T20:00:00+00:00"


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: two workers a core. Much of the suite waits rather than computes (the
    script, tmux, Chromium and PostgreSQL run as processes of their own), and a core
    whose worker waits would idle. PYTEST_XDIST_AUTO_NUM_WORKERS still decides if set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist's own hook reads it
    return 2 * len(os.sched_getaffinity(0))


# pytest keeps each test module's rewritten asserts as bytecode unless told not to, and
# this machine's PYTHONDONTWRITEBYTECODE tells it not to: every worker then rewrote every
# module, the larger part of collecting. Tests import their modules after this file.
sys.dont_write_bytecode = False


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the package's bytecode once, before any worker starts. This machine sets
    PYTHONDONTWRITEBYTECODE, and an editable install is never compiled, so every
    ``scorekeeper`` the tests start (thousands) compiled each module it imports again:
    about a third of a command's start-up. Python reads bytecode that exists whatever
    that variable says; a user's own first run writes it."""
    if not hasattr(session.config, "workerinput"):
        compileall.compile_dir(Path(scorekeeper.__file__).parent, quiet=1)


@pytest.fixture(scope="session")
def made_fonts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the paper keeps the static fonts it makes from the shipped variable one, one
    folder for all of a worker's tests. Making them takes fontTools seconds, and they
    depend on nothing but the font file: made per test, they were most of the paper's
    tests' time (the paper still makes them itself, once, in the first test here)."""
    return tmp_path_factory.mktemp("fonts")


@pytest.fixture(autouse=True)
def own_cache_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, made_fonts: Path
) -> None:
    """Each test keeps what the ledger caches (ratings) in a folder of its own, not the
    user's: a test never reads another's kept pass, nor one from an earlier run. Only the
    made fonts (``fonts``) are the worker's, shared (made_fonts)."""
    folder = tmp_path_factory.mktemp("cache")
    (folder / "scorekeeper").mkdir()
    (folder / "scorekeeper" / "fonts").symlink_to(made_fonts, target_is_directory=True)
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))


@pytest.fixture
def db_path(tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """A new SQLite file; or, with SCOREKEEPER_TEST_ENGINE=postgresql (.ci/run's second
    pass over the ledger and CLI suites), a new PostgreSQL database."""
    if os.environ.get("SCOREKEEPER_TEST_ENGINE") == "postgresql":
        return request.getfixturevalue("pg_url")
    return tmp_path / "scores.db"


@pytest.fixture
def ledger(db_path: Path) -> Iterator[Ledger]:
    book = Ledger(db_path, clock=lambda: FIXED_AT)
    yield book
    book.close()


@pytest.fixture
def dump(db_path: Path) -> Callable[[], list[str]]:
    return lambda: dump_database(db_path)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    server = start_or_skip()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: Server) -> str:
    return pg_server.new_database()

"""Fixtures for the TUI tests: a ledger on a temporary database with a fixed clock."""

from __future__ import annotations

import asyncio
import inspect
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Input
from tui_harness import PLAYERS, example_one, fixed_clock, keep_notes

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, Hand


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Run ``async def`` tests (Pilot) with asyncio; no async plugin is needed."""
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(pyfuncitem.obj(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True


@pytest.fixture(autouse=True)
def notes_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    keep_notes(monkeypatch)  # tui_harness.told reads them


@pytest.fixture(autouse=True)
def steady_cursors(monkeypatch: pytest.MonkeyPatch) -> None:
    """A text box's cursor blinks every half second, so a screenshot taken longer than that
    after the last key (a busy machine) caught it off and differed from the stored one. In
    the tests it does not blink: it shows exactly where a box has the focus."""
    made = Input.__init__

    def without_blink(self: Input, *args: object, **kwargs: object) -> None:
        made(self, *args, **kwargs)  # type: ignore[arg-type]
        self.cursor_blink = False

    monkeypatch.setattr(Input, "__init__", without_blink)


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    led = Ledger(tmp_path / "scores.db", clock=fixed_clock)
    yield led
    led.close()


@pytest.fixture(scope="session")
def evening_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The evening recorded once per worker, through the ledger as a test would."""
    path = tmp_path_factory.mktemp("evening") / "scores.db"
    led = Ledger(path, clock=fixed_clock)
    play_evening(led)
    led.close()  # the file whole, its log written back in: a copy is the evening
    return path


@pytest.fixture
def evening(evening_file: Path, tmp_path: Path) -> Iterator[Ledger]:
    """A copy of the evening's file, in the test's own folder as ``ledger`` has it: the
    tests read it or write on, and recording it again for each (a session, three games
    and a correction) cost more than most of their own steps."""
    path = tmp_path / "scores.db"
    shutil.copy(evening_file, path)
    led = Ledger(path, clock=fixed_clock)
    yield led
    led.close()


@pytest.fixture
def server_evening(pg_url: str) -> Iterator[Ledger]:
    """The same evening in a PostgreSQL ledger: a club's shared one."""
    led = Ledger(pg_url, clock=fixed_clock)
    yield play_evening(led)
    led.close()


def play_evening(ledger: Ledger) -> Ledger:
    """A four-player session with three games: example 1, a sit-out, and a correction."""
    ledger.new_session("Friday", PLAYERS)
    ledger.record("Friday", example_one())
    ledger.record(
        "Friday",
        Entry(
            (
                Hand("Asha", "winner", {"honors": 1}),
                Hand("Bina", "hand", {"points": 30}),
                Hand("Chandra", "surrender-later", {}),
            )
        ),
    )
    ledger.record(
        "Friday",
        Entry(
            (
                Hand("Asha", "hand", {"points": 20}),
                Hand("Bina", "hand", {"points": 5}),
                Hand("Chandra", "winner", {"marriages": 2}),
                Hand("Dev", "hand", {"points": 40}),
            )
        ),
    )
    ledger.correct(
        "Friday",
        3,
        Entry(
            (
                Hand("Asha", "hand", {"points": 25}),
                Hand("Bina", "hand", {"points": 5}),
                Hand("Chandra", "winner", {"marriages": 2}),
                Hand("Dev", "hand", {"points": 40}),
            )
        ),
        reason="Asha held 25, not 20",
    )
    return ledger

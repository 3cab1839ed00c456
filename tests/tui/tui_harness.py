"""Driving the app in tests: what the screen shows, as text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable
from textual.worker import WorkerCancelled

from scorekeeper.rules import Entry, Hand

FIXED_AT = "2024-05-10T20:15:00+00:00"
PLAYERS = ["Asha", "Bina", "Chandra", "Dev"]


def fixed_clock() -> str:
    return FIXED_AT


def example_one() -> Entry:
    """rules.md worked example 1: Asha −24, Bina +86, Chandra −36, Dev −26."""
    return Entry(
        (
            Hand("Asha", "hand", {"honors": 2, "points": 12}),
            Hand("Bina", "winner", {"marriages": 1}),
            Hand("Chandra", "surrender-first", {}),
            Hand("Dev", "hand", {"honors": 1, "points": 10, "unplayed": True}),
        )
    )


def table_rows(pilot: Pilot, selector: str) -> list[list[str]]:
    table = pilot.app.screen.query_one(selector, DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


def scoreboard(pilot: Pilot) -> dict[str, str]:
    """Player name -> total, as the session screen's scoreboard shows it."""
    return {row[1]: row[6] for row in table_rows(pilot, "#scoreboard")}


async def settle(pilot: Pilot) -> None:
    """Wait until the app is still: its workers done (a worker's result may start another),
    its animations (a scroll to the last game) run, and the messages they sent handled.
    Bounded by rounds, not by a clock, so a busy machine only takes more of them.
    An exclusive worker (a games load) may be cancelled by the newer one that replaces it,
    as when another writer's change arrives mid-load: that is the app working, so the wait
    goes on to the newer one rather than failing."""
    for _ in range(10):
        try:
            await pilot.app.workers.wait_for_complete()
        except WorkerCancelled:
            await pilot.pause()
            continue
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        if not any(worker.is_running for worker in pilot.app.workers) and measured(pilot):
            break


def measured(pilot: Pilot) -> bool:
    """Every table on the screen has measured the rows it was given. A DataTable sizes
    itself when its message queue next runs dry (Textual's Idle event), which a loaded
    machine can put after the test's look: the rows would show at the header's widths.
    Its virtual size is set then, so a look waits until that size holds every row."""
    return all(
        table.virtual_size.height
        == sum(row.height for row in table.rows.values())
        + (table.header_height if table.show_header else 0)
        for table in pilot.app.screen.query(DataTable)
    )


@dataclass(frozen=True)
class Told:
    title: str
    message: str
    severity: str


TOLD: WeakKeyDictionary[App, list[Told]] = WeakKeyDictionary()


def keep_notes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep every notification an app shows, to read with ``told``: Textual keeps its
    list private (and drops a toast once it has timed out)."""
    shown = App.notify

    def notify(self: App, message: str, *args: Any, **kwargs: Any) -> None:
        title, severity = kwargs.get("title", ""), kwargs.get("severity", "information")
        TOLD.setdefault(self, []).append(Told(title, str(message), severity))
        shown(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)


def told(app: App, title: str | None = None) -> list[str]:
    """The messages the app has shown (with that title), oldest first."""
    return [told.message for told in TOLD.get(app, []) if title in (None, told.title)]


def told_titles(app: App) -> list[str]:
    return [told.title for told in TOLD.get(app, [])]

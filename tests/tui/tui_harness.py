"""Driving the app in tests: what the screen shows, as text."""

from __future__ import annotations

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
    its columns when its message queue next runs dry (Textual's Idle event), which a
    loaded machine can put after the test's look: the rows would show at the header's
    widths. Private attributes, read only here, so that a look waits for the real one."""
    return not any(
        table._require_update_dimensions or table._updated_cells
        for table in pilot.app.screen.query(DataTable)
    )

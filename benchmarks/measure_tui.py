"""TUI start-up: from launching the app to the session screen showing its totals."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import bench_data

from scorekeeper.ledger import Ledger


async def _start_once(db: Path) -> float:
    from scorekeeper.tui.app import ScorekeeperApp

    ledger = Ledger(db)
    start = time.perf_counter()
    app = ScorekeeperApp(ledger, session=ledger.session(bench_data.SESSION).id)
    async with app.run_test(size=(120, 40)) as pilot:
        while not _totals_shown(app):
            await pilot.pause(0.005)
        elapsed = time.perf_counter() - start
    ledger.close()
    return elapsed


def _totals_shown(app: object) -> bool:
    """The scoreboard is on screen with a row per seat."""
    from textual.widgets import DataTable

    try:
        board = app.screen.query_one("#scoreboard", DataTable)  # type: ignore[attr-defined]
    except Exception:
        return False
    return board.row_count >= len(bench_data.SEATS)


def start(db: Path) -> Callable[[], float]:
    """One measure: seconds from launching the app on ``db`` to its totals on screen."""
    return lambda: asyncio.run(_start_once(db))

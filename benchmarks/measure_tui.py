"""The TUI as a person meets it, in a process of its own per measure (so its memory is
its own): launch → the ledger shows the last game, the longest the UI thread froze on
the way, a save → its totals on screen, and the peak memory.

    python benchmarks/measure_tui.py DB GAMES      # prints one JSON object

"Shows the last game": the games table holds the session's last game, the cursor on it
and the row inside the visible part of the table. The longest freeze is the longest
gap a 5 ms ticker on the app's own event loop saw, from launch until half a second
after the last game showed (a worker holding Python's lock counts, as a person feels
it). The save is the write the record form makes, then the form closing with its
result; it ends when the games title counts the new game.
"""

from __future__ import annotations

import asyncio
import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import bench_data

TICK_S = 0.005


def last_game_shown(app: object, last: int) -> bool:
    from textual.widgets import DataTable

    try:
        table = app.screen.query_one("#games", DataTable)  # type: ignore[attr-defined]
    except Exception:
        return False
    key = str(last)
    if key not in table.rows or table.size.height == 0 or table.cursor_row < 0:
        return False
    row = table.get_row_index(key)
    visible = table.size.height - table.header_height
    return table.cursor_row == row and table.scroll_y <= row < table.scroll_y + visible


def where(app: object) -> object:
    """What the games table shows, when a wait runs out."""
    try:
        t = app.screen.query_one("#games")  # type: ignore[attr-defined]
    except Exception as error:
        return f"{app.screen}: {error}"  # type: ignore[attr-defined]
    return dict(rows=t.row_count, cursor=t.cursor_row, scroll=t.scroll_y,
                max=t.max_scroll_y, height=t.size.height, first=t.first)  # fmt: skip


def title(screen: object) -> str:
    return str(screen.query_one("#games-title").render())  # type: ignore[attr-defined]


async def until(
    pilot: object, done: Callable[[], bool], state: Callable[[], object], limit_s: float = 120
) -> None:
    end = time.perf_counter() + limit_s
    while not done():
        if time.perf_counter() > end:
            raise TimeoutError(f"the TUI never got there: {state()}")
        await pilot.pause(0.002)  # type: ignore[attr-defined]


async def measure(db: Path, games: int, launched: float) -> dict[str, float]:
    from scorekeeper.ledger import Ledger
    from scorekeeper.tui.app import ScorekeeperApp

    ledger = Ledger(db)
    app = ScorekeeperApp(ledger, session=bench_data.SESSION)
    gaps = [0.0]
    ticking = True

    async def ticker() -> None:
        before = time.perf_counter()
        while ticking:
            await asyncio.sleep(TICK_S)
            now = time.perf_counter()
            gaps.append(now - before - TICK_S)
            before = now

    async with app.run_test(size=(120, 40)) as pilot:
        tick = asyncio.create_task(ticker())
        await until(pilot, lambda: last_game_shown(app, games), lambda: where(app))
        shown = time.time() - launched
        await pilot.pause(0.5)
        ticking = False
        await tick
        freeze = max(gaps)
        entry = ledger.build_entry(
            bench_data.SESSION, "Asha", {"hand": [f"{n}=7" for n in bench_data.SEATS[1:]]}
        )
        screen, before = app.screen, title(app.screen)
        await pilot.press("r")  # the record form, as for a game typed in
        await pilot.pause(0.2)
        start = time.perf_counter()
        row = ledger.record(bench_data.SESSION, entry)  # what ctrl+s writes
        app.screen.dismiss((row, f"Game {row.number} saved.", False))
        await until(
            pilot,
            lambda: app.screen is screen and title(screen) != before,
            lambda: (app.screen, title(screen), where(app)),
        )
        saved = time.perf_counter() - start
    ledger.close()
    return {"shown": shown, "freeze": freeze, "save": saved, "memory": peak_memory()}


def peak_memory() -> float:
    """Bytes at the most, this process since it started its program: VmHWM (getrusage's
    maxrss would count the harness this process was forked from, on Linux)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def run_once(db: Path, games: int) -> dict[str, float]:
    """One launch in a fresh process: its figures."""
    launched = time.time()
    done = subprocess.run(
        [sys.executable, __file__, str(db), str(games), str(launched)],
        capture_output=True, text=True,
    )  # fmt: skip
    if done.returncode:  # what went wrong, not only that it did
        raise RuntimeError(f"measure_tui at {games} games failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    db, games, launched = Path(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    print(json.dumps(asyncio.run(measure(db, games, launched))))

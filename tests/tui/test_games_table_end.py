"""The last game stays in view at launch, whenever the layout around the table settles.

At launch the table scrolls to its last game as soon as its rows are laid out; the
scoreboard above it measures its own rows when it is next idle, which on a busy machine
comes later, and the table then loses those rows of height. The last game must stay in
view however late that comes: here the scoreboard grows after the table has scrolled,
as it does when its layout arrives last.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from bench_loader import bench_data
from textual.pilot import Pilot
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.widgets.games_table import GamesTable
from scorekeeper.tui.widgets.scoreboard import Scoreboard

GAMES = 150  # more than one batch of rows, many screenfuls
BENCH = bench_data()


@pytest.fixture
def season(tmp_path: Path) -> Iterator[Ledger]:
    ledger = Ledger(tmp_path / "season.db")
    ledger.import_document(BENCH.document(GAMES))
    yield ledger
    ledger.close()


def last_game_in_view(table: GamesTable) -> bool:
    row = table.get_row_index(str(GAMES))
    visible = table.size.height - table.header_height
    return table.cursor_row == row and table.scroll_y <= row < table.scroll_y + visible


async def until(pilot: Pilot, done: object, rounds: int = 200) -> bool:
    """Wait for ``done()``, a frame at a time; bounded by rounds, not a clock."""
    for _ in range(rounds):
        if done():  # type: ignore[operator]
            return True
        await pilot.pause()
    return done()  # type: ignore[operator]


async def test_the_last_game_stays_in_view_when_the_table_shrinks_after_its_scroll(
    season: Ledger,
) -> None:
    app = ScorekeeperApp(season, session=BENCH.SESSION)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = app.screen.query_one("#games", GamesTable)
        assert await until(pilot, lambda: last_game_in_view(table)), "never shown at launch"
        height = table.size.height
        board = app.screen.query_one("#scoreboard", Scoreboard)
        board.styles.min_height = board.outer_size.height + 6  # its layout, come late
        assert await until(pilot, lambda: table.size.height == height - 6)
        await settle(pilot)
        assert await until(pilot, lambda: last_game_in_view(table)), (
            f"scrolled to {table.scroll_y} of {table.max_scroll_y}, the last game at row "
            f"{table.cursor_row}, {table.size.height} rows high"
        )

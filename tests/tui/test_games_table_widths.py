"""The games table sizes its columns as rows arrive, not when Textual next idles: a table
refilled under another writer's change is never drawn at its headers' widths."""

from __future__ import annotations

from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.widgets.games_table import GamesTable


def widths(table: GamesTable) -> list[int]:
    return [column.get_render_width(table) for column in table.columns.values()]


async def test_columns_fit_the_rows_the_moment_they_are_loaded(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = app.screen.query_one("#games", GamesTable)
        settled = widths(table)
        rows = list(table.games.values())
        table.set_seats(table.seats)  # a whole reload, as after a restore
        table.load(rows)
        assert widths(table) == settled  # no idle in between: already the right widths
        needed = [
            max(table.columns[key].label.cell_len, *(table.get_cell(row, key).cell_len
                                                     for row in table.rows))
            for key in table.columns
        ]  # fmt: skip
        assert [width - 2 * table.cell_padding for width in settled] == needed
        assert "Chandra" in [str(cell) for cell in table.get_row_at(2)]

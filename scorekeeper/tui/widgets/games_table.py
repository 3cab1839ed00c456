"""The games ledger: one row per game, newest last; corrected marked, voided struck."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.text import Text
from textual.widgets import DataTable
from textual.widgets.data_table import RowDoesNotExist

from scorekeeper.ledger.views import GameRow
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import signed


class GamesTable(DataTable):
    """Rows are keyed by game number, so one game can be replaced in place."""

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.seats: tuple[str, ...] = ()

    def set_seats(self, seats: Sequence[str]) -> None:
        self.clear(columns=True)
        self.seats = tuple(seats)
        self.add_column(Text("game", justify="right"), key="number")
        self.add_column(Text("rnd", justify="right"), key="round")
        self.add_column("dealer", key="dealer")
        self.add_column("winner", key="winner")
        for seat in self.seats:
            self.add_column(plain(seat, justify="right"), key=f"p:{seat}")

    def cells(self, row: GameRow) -> list[Text]:
        style = "strike dim" if row.voided else ""
        mark = " ✎" if row.corrected else ("  " if not row.voided else " ✗")
        scores = row.scores
        active = {line.player for line in row.lines if line.active}
        cells = [
            Text(f"{row.number}{mark}", justify="right", style=style),
            Text(str(row.round), justify="right", style=style),
            plain(row.dealer, style=style),
            plain(row.winner or "—", style=style),
        ]
        for seat in self.seats:
            shown = signed(scores.get(seat, 0)) if seat in active else "·"
            cells.append(Text(shown, justify="right", style=style))
        return cells

    def load(self, rows: Iterable[GameRow]) -> None:
        self.clear()
        for row in rows:
            self.add_row(*self.cells(row), key=str(row.number))
        if self.row_count:
            self.move_cursor(row=self.row_count - 1)

    def put(self, row: GameRow) -> None:
        """Add a new game at the end, or replace the row of an existing one."""
        try:
            index = self.get_row_index(str(row.number))
        except RowDoesNotExist:
            self.add_row(*self.cells(row), key=str(row.number))
            self.move_cursor(row=self.row_count - 1)
            return
        for column, cell in zip(self.columns, self.cells(row), strict=True):
            self.update_cell(str(row.number), column, cell)
        self.move_cursor(row=index)

    def selected_game(self) -> int | None:
        if not self.row_count:
            return None
        key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key
        return int(key.value) if key.value is not None else None

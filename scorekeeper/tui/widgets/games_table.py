"""The games ledger: one row per game, newest last; corrected marked, voided struck.

A season can hold 100,000 games, and a row of the table costs a dozen objects and its
share of every redraw. So the table holds the latest games (``BATCH`` of them, many
screenfuls) and reads older ones a batch at a time when the cursor or the scroll
reaches its top: opening a long season costs what opening a short one does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rich.text import Text
from textual import events
from textual.widgets import DataTable
from textual.widgets.data_table import RowDoesNotExist

from scorekeeper.ledger.read_models import GameRow
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.fitted import add_fitted_columns

BATCH = 100  # games read and shown at a time

# Reads the games numbered first..last (inclusive); None when it could not.
ReadGames = Callable[[int, int], Sequence[GameRow] | None]


def _number(cell: Text) -> int:
    return int(cell.plain.split()[0])


class GamesTable(DataTable):
    """Rows are keyed by game number, so one game can be replaced in place."""

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.seats: tuple[str, ...] = ()
        self.games: dict[int, GameRow] = {}  # the rows shown, by game number
        self.first = 1  # the oldest game shown; older ones are read when scrolled to
        self.read_older: ReadGames | None = None
        self.rows_added = 0  # every row ever added: tests count the work, not seconds

    def set_seats(self, seats: Sequence[str]) -> None:
        self.clear(columns=True)
        self.games = {}
        self.seats = tuple(seats)
        seat_heads = (plain(seat, justify="right") for seat in self.seats)
        heads = [Text(_("game"), justify="right"), Text(_("rnd"), justify="right"),
                 Text(_("dealer")), Text(_("winner")), *seat_heads]  # fmt: skip
        keys = ["number", "round", "dealer", "winner", *(f"p:{seat}" for seat in self.seats)]
        # Refilled by another writer's change: widths kept by the table itself (``_fit``
        # widens a column as its rows arrive), never left for Textual to measure later.
        add_fitted_columns(self, zip(keys, heads, strict=True))

    def cells(self, row: GameRow) -> list[Text]:
        # An undone recording never happened: dim and named so, not struck out like a void.
        undone = not row.dealt
        style = "dim" if undone else "strike dim" if row.voided else ""
        mark = " ✎" if row.corrected else (" ✗" if row.voided and not undone else "  ")
        scores = row.scores
        active = {line.player for line in row.lines if line.active}
        cells = [
            Text(shown_digits(f"{row.number}{mark}"), justify="right", style=style),
            Text(shown_digits(str(row.round)), justify="right", style=style),
            plain(row.dealer, style=style),
            Text(_("undone"), style="dim italic")
            if undone
            else plain(row.winner or "—", style=style),
        ]
        for seat in self.seats:
            # who sat the game out shows ·, unless a payment carried into this game
            # (nepali's foul paid in the next game) is theirs, as ``games`` shows it
            score = scores.get(seat, 0)
            shown = signed(score) if seat in active or score else "·"
            cells.append(Text(shown, justify="right", style=style))
        return cells

    def _fit(self, cells: Sequence[Text]) -> None:
        """Widen a column to a cell wider than it, before the cell is shown."""
        widened = False
        for column, cell in zip(self.columns.values(), cells, strict=True):
            if column.width < cell.cell_len:
                column.width, widened = cell.cell_len, True
        if widened:
            self.refresh(layout=True)

    def append(self, row: GameRow) -> None:
        cells = self.cells(row)
        self._fit(cells)
        self.add_row(*cells, key=str(row.number))
        self.games[row.number] = row
        self.rows_added += 1

    def replace(self, row: GameRow) -> None:
        cells = self.cells(row)
        self._fit(cells)
        for column, cell in zip(self.columns, cells, strict=True):
            self.update_cell(str(row.number), column, cell)
        self.games[row.number] = row

    def load(self, rows: Iterable[GameRow]) -> None:
        """Show ``rows`` (the latest games, in order), the cursor on the last."""
        self.clear()
        self.games = {}
        rows = list(rows)
        self.first = rows[0].number if rows else 1
        for row in rows:
            self.append(row)
        if self.row_count:
            self.move_cursor(row=self.row_count - 1)
            # The rows just added are laid out at the next refresh, and a scroll asked for
            # before that stops at the table's old height (seen on a busy machine: the last
            # game one screen below the view). Once they are, the end is scrolled to again.
            self.call_after_refresh(self._end_in_view)

    def on_resize(self, event: events.Resize) -> None:
        """The table's height settles only once the widgets above it are laid out: the
        scoreboard measures its rows when it is idle, which on a busy machine comes after
        the table scrolled to its end, and the table then shrinks by them (the last game
        six rows below the view at launch). Whenever the size changes, a cursor on the
        last game keeps it in view."""
        self.call_after_refresh(self._end_in_view)

    def watch_virtual_size(self) -> None:
        # The table measures its rows when it is idle, which may come after the scroll
        # above: once it has, the same.
        self.call_after_refresh(self._end_in_view)

    def _end_in_view(self) -> None:
        if self.row_count and self.cursor_row == self.row_count - 1:
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def put(self, row: GameRow) -> None:
        """Add a new game at the end, or replace the row of an existing one."""
        if row.number < self.first:
            return  # older than what is shown: read when scrolled to
        try:
            index = self.get_row_index(str(row.number))
        except RowDoesNotExist:
            self.append(row)
            self.move_cursor(row=self.row_count - 1)
            return
        self.replace(row)
        self.move_cursor(row=index)

    def show_older(self) -> int:
        """Read the batch of games before the oldest shown and put it above; the cursor
        stays on its game. How many rows came (0 at game 1)."""
        if self.first <= 1 or self.read_older is None:
            return 0
        start = max(1, self.first - BATCH)
        rows = self.read_older(start, self.first - 1)
        if not rows:
            return 0
        cursor = self.cursor_row
        for row in rows:
            self.append(row)
        self.first = min(start, rows[0].number)
        self.sort("number", key=_number)  # the new rows from the bottom to the top
        self.move_cursor(row=cursor + len(rows))
        return len(rows)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.cursor_row == 0 and self.first > 1:
            self.call_later(self._older_if, lambda: self.cursor_row == 0)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if new_value == 0 and old_value > 0 and self.first > 1:
            self.call_later(self._older_if, lambda: self.scroll_y == 0)

    def _older_if(self, still_at_top: Callable[[], bool]) -> None:
        if still_at_top() and self.first > 1:
            self.show_older()

    def selected_game(self) -> int | None:
        if not self.row_count:
            return None
        key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key
        return int(key.value) if key.value is not None else None

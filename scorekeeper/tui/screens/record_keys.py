"""The record form's own keys: spreadsheet moves, the next empty cell, "who won?".

The moves, ``n`` and ``ctrl+w`` are priority bindings, so they also work from a number
cell, whose text box would take the arrows, enter and ctrl+w for its own editing and
swallow every letter. Where a move means nothing (an arrow in the reason box or the
dealer choice, enter on a tick box, any key outside the grid) ``check_action`` declines
it and the widget gets the key as usual. A status's letters and digits are the status
cell's own keys (widgets/status_cell.py). A cell hidden by its row's status has
``can_focus`` off and is never a stop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label

from scorekeeper.present import entry_build
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import WINNER, RuleError
from scorekeeper.tui import entry_form, form_keys
from scorekeeper.tui.entry_form import label, shortcuts, statuses
from scorekeeper.tui.widgets.cycle import Cycle
from scorekeeper.tui.widgets.hand_row import HandRow, NumberCell
from scorekeeper.tui.widgets.status_cell import StatusCell

if TYPE_CHECKING:
    from textual.screen import Screen

    Base = Screen
else:
    Base = object

LEGEND_ROOM = 78  # an 80-column terminal less the form's padding
PICK_PROMPT = N_("Who won? Press the seat number or the first letter of the name (esc: never mind)")
MOVES = {"along", "side", "vertical", "enter", "next_empty"}  # only with the cursor in the grid


class FormKeys(Base):
    """Mixed into RecordScreen: the grid of cells and the keys that move over it."""

    KEYS: ClassVar[list[Binding]] = [
        Binding("n", "next_empty", N_("Next empty"), id="next-empty", priority=True),
        Binding("ctrl+w", "pick_winner", N_("Winner"), id="pick-winner", priority=True,
                tooltip=N_("Who won: then the seat number or the name's first letter")),
        Binding("tab", "along(1)", N_("Next cell"), show=False, priority=True),
        Binding("shift+tab", "along(-1)", N_("Previous cell"), show=False, priority=True),
        Binding("right", "side(1)", N_("Cell to the right"), show=False, priority=True),
        Binding("left", "side(-1)", N_("Cell to the left"), show=False, priority=True),
        Binding("down", "vertical(1)", N_("Cell below"), show=False, priority=True),
        Binding("up", "vertical(-1)", N_("Cell above"), show=False, priority=True),
        Binding("enter", "enter", N_("Down a row"), show=False, priority=True),
    ]  # fmt: skip
    picking = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A move only with the cursor in the grid, and not where the widget moves itself."""
        if action not in MOVES:
            return True
        if action == "next_empty" and self.picking:
            return False  # after ctrl+w, n names the winner (the status cell's key)
        focused = self.focused
        try:
            if self.where(self.grid()) is None:
                return False  # e.g. the scrolling list of hands: Textual's own tab
        except NoMatches:  # asked while the form is still being built, or taken down
            return False
        if action == "side":  # the reason box: ←/→ move in the text; the dealer's choose
            reason = isinstance(focused, Input) and not isinstance(focused, NumberCell)
            return not (reason or (isinstance(focused, Cycle) and focused.id == "dealer"))
        return not (action == "enter" and isinstance(focused, Checkbox))  # enter ticks it

    def legend(self) -> str:
        if self.picking:
            return _(PICK_PROMPT)
        outcomes = statuses(self.info.rules.preset.outcomes)
        keys = "  ".join(f"{key} {label(s)}" for s, key in shortcuts(outcomes).items())
        seats = len(self.info.seats)
        digits = f"1–{seats}" if seats < 10 else "1–9 0"
        line = _("Status: {keys}").format(keys=keys)
        # on its own line where both would not fit 80 columns: never cut mid-phrase
        gap = "  " if cell_len(line) + cell_len(digits) + 11 <= LEGEND_ROOM else "\n"
        return line + gap + _("{digits} seat won").format(digits=digits)

    # The grid -------------------------------------------------------------------
    _rows_found: tuple[HandRow, ...] = ()

    def hand_rows(self) -> list[HandRow]:
        """The form's rows, composed once: looked up once it is mounted (see HandRow.cells)."""
        if self._rows_found:
            return list(self._rows_found)
        rows = list(self.query(HandRow))
        if self.is_mounted:
            self._rows_found = tuple(rows)
        return rows

    _top_found: tuple[list[Widget], ...] = ()

    def grid(self) -> list[list[Widget]]:
        return [list(row) for row in self.top_rows()] + [row.cells() for row in self.hand_rows()]

    def top_rows(self) -> tuple[list[Widget], ...]:
        """The reason (a correction's), then the dealer and the game's own fields: composed
        once too, and looked up once mounted. Footer refreshes ask check_action for every
        key's binding, each a whole grid, and the queries walked the whole form."""
        if self._top_found:
            return self._top_found
        cells: list[list[Widget]] = []
        if self.number is not None:
            cells.append([self.query_one("#reason", Input)])
        cells.append([self.query_one("#dealer", Cycle), *self.query(".game-flag, .game-field")])
        if self.is_mounted:
            self._top_found = tuple(cells)
        return tuple(cells)

    @staticmethod
    def stop(widget: Widget) -> bool:
        return widget.can_focus and widget.display and not widget.disabled

    def where(self, cells: list[list[Widget]]) -> form_keys.Spot | None:
        for r, row in enumerate(cells):
            for c, widget in enumerate(row):
                if widget is self.focused:
                    return r, c
        return None

    def go(self, cells: list[list[Widget]], spot: form_keys.Spot | None) -> None:
        if spot is not None:
            self.set_focus(cells[spot[0]][spot[1]])  # at once: the next key lands there

    def shown(self, cells: list[list[Widget]]) -> list[list[bool]]:
        return [[self.stop(widget) for widget in row] for row in cells]

    def moving(self) -> tuple[list[list[Widget]], form_keys.Spot]:
        """The grid and the cursor's place in it (``check_action``: the cursor is in it)."""
        self.stop_picking()
        cells = self.grid()
        at = self.where(cells)
        return cells, at if at is not None else (0, 0)

    # Moves ----------------------------------------------------------------------
    def action_along(self, delta: int) -> None:
        cells, at = self.moving()
        self.go(cells, form_keys.along(self.shown(cells), at, delta))

    def action_side(self, delta: int) -> None:
        self.action_along(delta)

    def action_vertical(self, delta: int) -> None:
        cells, at = self.moving()
        self.go(cells, form_keys.vertical(self.shown(cells), at, delta))

    def action_enter(self) -> None:
        cells, at = self.moving()
        below = form_keys.vertical(self.shown(cells), at, 1)
        self.go(cells, below if below is not None else self.empty_after(cells, at))

    def needed(self, cells: list[list[Widget]], optional: bool = False) -> list[list[bool]]:
        """Cells still waiting for a value: a hand's points, a correction's reason; with
        ``optional``, every empty cell that means something (a count that is 0 if left)."""
        wanted = {id(w) for row in self.hand_rows() for spec, w in row.field_cells()
                  if (entry_form.applies if optional else entry_form.required)(
                      spec, row.status.value)}  # fmt: skip
        grid = []
        for row in cells:
            grid.append([
                self.stop(w) and isinstance(w, Input) and not w.value.strip()
                and (w.id == "reason" or id(w) in wanted)
                for w in row
            ])  # fmt: skip
        return grid

    def empty_after(self, cells: list[list[Widget]], at: form_keys.Spot) -> form_keys.Spot | None:
        spot = form_keys.next_needed(self.needed(cells), at)
        if spot is None:
            statuses_now = [row.status.value for row in self.hand_rows()]
            if WINNER not in statuses_now:
                self.notify(_("Who won? On a status, w or the seat number."), markup=False)
                return self.first_status(cells)
            # Nothing must be typed, but a count left empty (a Nepali player's maal) may
            # still be meant: n goes on to it, as a person walking the table expects.
            spot = form_keys.next_needed(self.needed(cells, optional=True), at)
        if spot is None:
            self.notify(_("Nothing left empty: ctrl+s saves."), markup=False)
        return spot

    def first_status(self, cells: list[list[Widget]]) -> form_keys.Spot:
        return len(cells) - len(self.hand_rows()), 0

    def action_next_empty(self) -> None:
        cells, at = self.moving()
        self.go(cells, self.empty_after(cells, at))

    # Who won --------------------------------------------------------------------
    def focused_row(self) -> HandRow | None:
        focused = self.focused
        return focused.query_ancestor(HandRow) if isinstance(focused, StatusCell) else None

    def on_status_cell_winner_named(self, event: StatusCell.WinnerNamed) -> None:
        self.stop_picking()
        rows = self.hand_rows()
        players = [row.state.player for row in rows]
        current = next((i for i, r in enumerate(rows) if r.status.value == WINNER), None)
        seat = form_keys.seat_by_initial(players, event.letter, current)
        if seat is None:
            self.notify(
                _("No player's name starts with {letter}.").format(letter=event.letter),
                markup=False,
            )
            return
        self.seat_won(seat)

    def on_status_cell_seat_won(self, event: StatusCell.SeatWon) -> None:
        self.stop_picking()
        self.seat_won(event.seat)

    def seat_won(self, index: int) -> None:
        """That seat's player won; the cursor goes to their row's first cell."""
        rows = self.hand_rows()
        if index >= len(rows):
            self.notify(
                _("There are {count} seats.").format(count=shown_digits(str(len(rows)))),
                markup=False,
            )
            return
        row = rows[index]
        self.set_status(row, WINNER)
        first = next((w for w in row.cells()[1:] if self.stop(w)), row.status)
        self.set_focus(first)

    def action_pick_winner(self) -> None:
        cells = self.grid()
        if self.focused_row() is None:
            self.go(cells, self.first_status(cells))
        self.naming(True)
        self.query_one("#legend", Label).update(_(PICK_PROMPT))

    def naming(self, on: bool) -> None:
        """After ctrl+w every status cell takes a letter as the winner's initial."""
        self.picking = on
        for cell in self.query(StatusCell):
            cell.naming = on

    def stop_picking(self) -> bool:
        if not self.picking:
            return False
        self.naming(False)
        self.query_one("#legend", Label).update(self.legend())
        return True

    # A refused save -------------------------------------------------------------
    def problem_cell(self, error: RuleError) -> Widget | None:
        """The cell to put the cursor on for this refusal."""
        rows = self.hand_rows()
        cell = entry_build.bad_cell(self.info.rules.preset, error)
        for row in rows:  # a refusal about one seat carries that player
            if error.player is not None and row.state.player == error.player:
                found = [w for _, w in row.field_cells() if w.name == cell]
                return found[0] if found and self.stop(found[0]) else row.status
        if error.field == "reason" and self.number is not None:
            return self.query_one("#reason", Input)
        if error.field == "dealer":
            return self.query_one("#dealer", Cycle)
        if error.field in {spec.key for spec in self.info.rules.preset.game_fields}:
            return self.query_one(f"#game-{error.field}")
        if error.field == "winner" and rows:
            return rows[0].status
        return None

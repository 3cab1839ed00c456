"""Where a key moves the cursor on the record form, worked out on a plain grid.

The form is rows of cells (the reason, the game line, one row per seat). A cell is
*shown* when it can take a value with the row's status; a hidden cell never gets the
cursor. No Textual here: the moves are tested as data.
"""

from __future__ import annotations

from collections.abc import Sequence

Spot = tuple[int, int]  # (row, column)
Grid = Sequence[Sequence[bool]]  # grid[row][column]: is that cell shown?


def _reading_order(grid: Grid) -> list[Spot]:
    return [(r, c) for r, row in enumerate(grid) for c, shown in enumerate(row) if shown]


def along(grid: Grid, at: Spot, delta: int) -> Spot:
    """Tab / shift+tab, right / left: the next shown cell in reading order, round the end."""
    order = _reading_order(grid)
    if not order:
        return at
    if at in order:
        return order[(order.index(at) + delta) % len(order)]
    after = [spot for spot in order if spot > at]  # from a hidden cell: the nearest shown
    if delta > 0:
        return after[0] if after else order[0]
    before = [spot for spot in order if spot < at]
    return before[-1] if before else order[-1]


def vertical(grid: Grid, at: Spot, delta: int) -> Spot | None:
    """Up / down: the same column in the nearest row where it is shown; None at the edge."""
    row, column = at
    row += delta
    while 0 <= row < len(grid):
        cells = grid[row]
        if column < len(cells) and cells[column]:
            return row, column
        row += delta
    return None


def next_needed(needed: Grid, at: Spot) -> Spot | None:
    """The first cell after ``at`` (round the end) that still needs a value, if any."""
    order = _reading_order(needed)
    if not order:
        return None
    later = [spot for spot in order if spot > at]
    return later[0] if later else order[0]


def seat_by_initial(players: Sequence[str], letter: str, current: int | None) -> int | None:
    """The seat whose name starts with ``letter``; pressed again, the next such seat."""
    matches = [i for i, name in enumerate(players) if name[:1].casefold() == letter.casefold()]
    if not matches:
        return None
    later = [i for i in matches if current is not None and i > current]
    return later[0] if later else matches[0]

"""A table as rich prints it into a pipe, written without rich: ``record``'s start-up.

Importing rich's console and table and building the table cost a command such as
``record`` a third of its start-up. Printed into a pipe or a file (no terminal, no
colours), rich's default table is plain text: the title padded to the table's width,
the heavy-headed box, each cell padded by one space and justified in a column as wide
as its widest cell. ``render`` writes exactly those characters, or answers None where
rich would do more than that (colours forced, a terminal, a table wider than the
console or a title wider than the table, which rich wraps; a cell rich would wrap or
trim): the caller then prints through rich as before. tests/cli/test_plain_table.py
holds the two to the same output.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence

# rich's box.HEAVY_HEAD: top, header row, below the header, body row, bottom
_TOP, _HEAD, _RULE, _ROW, _BOTTOM = "┏━┳┓", "┃ ┃┃", "┡━╇┩", "│ ││", "└─┴┘"
WIDTH = 200  # the console's width when printing into a pipe (tables._console)
# what makes rich's console print for a terminal (colours, styles) even into a pipe
_TERMINAL_VARIABLES = ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")


def plain_output() -> bool:
    """Whether stdout takes rich's plain output: a pipe or file, UTF-8, nothing forcing
    a terminal's colours."""
    stream = sys.stdout
    encoding = (getattr(stream, "encoding", None) or "").lower()
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):
        return False
    if terminal or not encoding.startswith("utf"):
        return False
    return not any(name in os.environ for name in _TERMINAL_VARIABLES)


def _plain_cell(text: str) -> bool:
    """A cell rich prints as it is: one line of printable characters (no control or
    format character, which rich may drop or measure its own way), no space at either end
    or doubled (rich's wrapping may drop or move those)."""
    return text.isprintable() and text == text.strip() and "  " not in text


# Characters rich gives one cell each, whatever its width table: every printable one
# below the combining marks (U+0300), and the dashes and dots the tables print.
_NARROW_PUNCTUATION = frozenset("—–·…")


def narrow(text: str) -> bool:
    """Whether every character of ``text`` takes one cell (no width table needed)."""
    return text.isprintable() and all(ch < "\u0300" or ch in _NARROW_PUNCTUATION for ch in text)


def _cell_len(
    columns: Sequence[str], rows: Sequence[Sequence[str]], title: str | None
) -> Callable[[str], int]:
    """rich's measure of a cell; ``len`` where every character takes one cell, without
    importing rich at all."""
    if all(map(narrow, [title or "", *columns, *(cell for row in rows for cell in row)])):
        return len
    from rich.cells import cell_len

    return cell_len


def render(
    columns: Sequence[str], rows: Sequence[Sequence[str]], numeric: int, title: str | None
) -> str | None:
    """The table's text, lines ending in newlines, or None where rich must draw it. The
    last ``numeric`` columns are right-justified; cells are already escaped (``shown``)."""
    cell_len = _cell_len(columns, rows, title)
    title = title or None  # an empty title is none (tables._table)
    cells = [cell for row in (columns, *rows) for cell in row]
    if not rows or not all(_plain_cell(cell) for cell in cells):
        return None
    if cell_len is not len and any(text and cell_len(text[0]) == 0 for text in [*cells, title]):
        return None  # a mark with nothing before it to sit on: rich drops it
    widths = [max(map(cell_len, cells)) for cells in zip(columns, *rows, strict=True)]
    total = sum(widths) + 3 * len(widths) + 1  # each cell's padding and the box's lines
    if total > WIDTH or (title is not None and cell_len(title) > total):
        return None
    if title is not None and not _plain_cell(title):
        return None
    right = len(columns) - numeric

    def line(cells: Sequence[str], box: str) -> str:
        padded = []
        for index, (cell, width) in enumerate(zip(cells, widths, strict=True)):
            gap = " " * (width - cell_len(cell))
            padded.append(f" {gap}{cell} " if index >= right else f" {cell}{gap} ")
        return box[0] + box[2].join(padded) + box[3] + "\n"

    def edge(box: str) -> str:
        return box[0] + box[2].join(box[1] * (width + 2) for width in widths) + box[3] + "\n"

    out = [] if title is None else [title + " " * (total - cell_len(title)) + "\n"]
    out += [edge(_TOP), line(columns, _HEAD), edge(_RULE)]
    out += [line(row, _ROW) for row in rows]
    out.append(edge(_BOTTOM))
    return "".join(out)

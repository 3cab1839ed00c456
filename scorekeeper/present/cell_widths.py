"""Count characters the way terminals do, so names in any script line up.

Terminals (xterm, tmux, VTE, through the C library's ``wcwidth``) give a *spacing*
combining mark (Unicode category Mc, such as the Devanagari vowel sign ा in आशा) one
cell, as Markus Kuhn's reference ``wcwidth`` does. Rich, which Textual measures with,
gives them none, so a row holding "आशा" came out one cell short and every column after
the name moved. ``install()`` gives Mc characters one cell in Rich's width table for as
long as the app runs (the TUI) or the command prints (the CLI's tables); ``restore()``
puts the table back.
"""

from __future__ import annotations

import unicodedata

from rich import cells
from rich._unicode_data import load

_saved: list[tuple[int, int, int]] | None = None


def _split(start: int, end: int) -> list[tuple[int, int, int]]:
    """A zero-width range with its spacing marks (Mc) given one cell."""
    spans: list[tuple[int, int, int]] = []
    for point in range(start, end + 1):
        width = 1 if unicodedata.category(chr(point)) == "Mc" else 0
        if spans and spans[-1][2] == width and spans[-1][1] == point - 1:
            spans[-1] = (spans[-1][0], point, width)
        else:
            spans.append((point, point, width))
    return spans


def _clear() -> None:
    for function in (cells.get_character_cell_size, cells.cached_cell_len):
        if hasattr(function, "cache_clear"):
            function.cache_clear()


def install() -> None:
    global _saved
    if _saved is not None:
        return
    table = load("auto").widths
    _saved = list(table)
    widened: list[tuple[int, int, int]] = []
    for start, end, width in table:
        widened.extend(_split(start, end) if width == 0 else [(start, end, width)])
    table[:] = widened
    _clear()


def restore() -> None:
    global _saved
    if _saved is None:
        return
    load("auto").widths[:] = _saved
    _saved = None
    _clear()

"""Table columns as wide as their widest cell, fixed as they are made.

A DataTable left to size its own columns measures them when its message queue next runs
dry (Textual's Idle event). A table filled or refilled in one go (a form closing, another
writer's change, a screen opening on a loaded machine) can be drawn before that, at its
headers' widths: names cut short, numbers clipped, marks hidden. The tables that are
refilled so give each column its width from the cells they hold at the time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.text import Text
from textual.widgets import DataTable


def add_fitted_columns(
    table: DataTable, heads: Iterable[tuple[str, Text]], rows: Sequence[Sequence[Text]] = ()
) -> None:
    """Add the columns ``heads`` (key, heading) to ``table``, each as wide as the widest
    of its heading and its cell in ``rows``."""
    for index, (key, head) in enumerate(heads):
        width = max([head.cell_len, *(row[index].cell_len for row in rows)])
        table.add_column(head, key=key, width=width)

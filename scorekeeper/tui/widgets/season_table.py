"""A season's table under the ratings: games, wins, points and money per player.

What ``stats --since --until --preset`` gives for the ratings screen's range; the money
column is there only when a session of the season had a stake.
"""

from __future__ import annotations

from typing import Literal

from rich.text import Text
from textual.widgets import DataTable

from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import money, signed
from scorekeeper.tui.widgets.fitted import add_fitted_columns

# (key, heading, right-justified?) in the order a player reads them
COLUMNS = (
    ("name", "player", False),
    ("games", "games", True),
    ("wins", "wins", True),
    ("total", "points", True),
    ("money", "money", True),
)


def cells(row: PlayerStats) -> dict[str, str]:
    return {
        "name": row.name,
        "games": str(row.games),
        "wins": str(row.wins),
        "total": signed(row.total),
        "money": money(row.money),
    }


def _side(right: bool) -> Literal["right", "left"]:
    return "right" if right else "left"


class SeasonTable(DataTable):
    """Filled in one go by ``show``, columns fitted to the cells (``fitted``)."""

    def show(self, rows: list[PlayerStats]) -> None:
        with_money = any(row.money for row in rows)
        shown = [c for c in COLUMNS if with_money or c[0] != "money"]
        lines = []
        for row in rows:
            text = cells(row)
            lines.append([plain(text[key], justify="right" if right else "left")
                          for key, _, right in shown])  # fmt: skip
        heads = [
            (key, Text(head, justify="right" if right else "left")) for key, head, right in shown
        ]
        self.clear(columns=True)
        add_fitted_columns(self, heads, lines)
        for row, line in zip(rows, lines, strict=True):
            self.add_row(*line, key=row.name)

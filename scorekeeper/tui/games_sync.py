"""Bringing the games table up to date with the file, touching only what changed.

The table is read again whenever the file changes, also after the app's own writes;
rewriting only the rows that differ keeps the cursor where the person left it (and
the screen still) when nothing did. ``rows`` are the games from the oldest one the
table shows to the newest (``GamesTable.first`` on): what it holds, not the season.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.ledger.read_models import GameRow
from scorekeeper.tui.widgets.games_table import GamesTable


def load_keeping_cursor(table: GamesTable, rows: Sequence[GameRow]) -> None:
    """Every row anew; the cursor stays on its game unless it followed the last one."""
    keep = table.selected_game()
    at_end = table.cursor_row >= table.row_count - 1
    table.load(rows)  # puts the cursor on the last game
    if keep is not None and not at_end and str(keep) in table.rows:
        table.move_cursor(row=table.get_row_index(str(keep)))


def sync_games(table: GamesTable, rows: Sequence[GameRow], first: int | None = None) -> bool:
    """Make ``table`` show ``rows``; with ``first``, ``rows`` are the games from ``first``
    on, and the rows before it stand. False when that part no longer lines up (a game
    gone, or one to go between others): the caller reads the table whole instead."""
    shown = table.games
    if first is not None:
        shown = {number: row for number, row in shown.items() if number >= first}
    fresh = {row.number: row for row in rows}
    added = sorted(number for number in fresh if number not in shown)
    if any(number not in fresh for number in shown) or (
        shown and added and min(added) < max(shown)
    ):  # a game gone (a restore) or one to go between others: the rows in order again
        if first is not None:
            return False
        load_keeping_cursor(table, rows)
        return True
    at_end = table.cursor_row >= table.row_count - 1
    for number, row in fresh.items():
        if number in shown and shown[number] != row:
            table.replace(row)
    for number in added:
        table.append(fresh[number])
    if added and at_end:  # following the evening: on to the newest game
        table.move_cursor(row=table.row_count - 1)
    return True

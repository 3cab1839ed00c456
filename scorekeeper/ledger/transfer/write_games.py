"""An import's games written in a few batched statements, the rows record would write.

The document was checked whole before (``checks.py``): every change replayed in
order and every entry scored again. What is written here is what ``add_revision``
writes change by change (the same columns, the same ids in the same order, lines in
the same form), gathered into one ``executemany`` per table: a year of games is
100,000 revisions and half a million lines, and a statement for each is most of the
time an import takes.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import chain
from json.encoder import encode_basestring_ascii as _ascii
from typing import TYPE_CHECKING

from scorekeeper.ledger.core.game_rows import player_seats
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.transfer.sealed import values_text
from scorekeeper.store.units import Connection, ids_written

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.checks import Checked

_SEEN: dict[str, str] = {}  # _values's, by the values' repr; cleared when it grows past:
SEEN_MOST = 10_000

# A game's row as its last revision left it, but for that revision's id: the revision
# refers to its game, so the game is written first and told its current revision after.
_INSERT_GAME = """
    INSERT INTO game (id, session_id, number, revision, dealer_id, winner_id, voided, dealt,
        position, note)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""
_INSERT_REVISION = """
    INSERT INTO revision (id, game_id, session_id, number, action, reason, at, dealer_id,
        winner_id, voided, dealt, flags_json, previous_id, undoes_id, undone, digest)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""
_INSERT_LINE = """
    INSERT INTO revision_entry (revision_id, player_id, seat, active, outcome, values_json,
        part_a, part_b, score)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
"""
# Each game's current revision: its last, the one of the highest id (ids are given in the
# order the changes were made). One statement the database works through on its own.
_CURRENT = """
    UPDATE game SET current_revision_id =
        (SELECT MAX(revision.id) FROM revision WHERE revision.game_id = game.id)
    WHERE session_id = ?
"""


def _next_id(conn: Connection, table: str) -> int:
    (found,) = conn.execute(f"SELECT COALESCE(MAX(id), 0) + 1 FROM {table}").fetchone()
    return found


def write_games(conn: Connection, info: SessionInfo, checked: Checked) -> None:
    """The games of ``checked`` into the new session ``info``, change by change in order."""
    # A seated person may be known here under another case of the name: seats decide.
    file_seats = checked.document.session.seats
    names = dict(zip(file_seats, info.seats, strict=True))
    seats = player_seats(conn, info.id)
    ids = {name: pid for pid, (name, _) in seats.items()}
    # Each seated player's line by its place in the file's lines, which the replay holds
    # to one a seat in seat order; its scores are those the rules gave (checked there).
    in_file = {ids[names[name]]: index for index, name in enumerate(file_seats)}
    order = [(pid, position, in_file[pid]) for pid, (_, position) in seats.items()]
    notes = {game.number: game.note for game in checked.document.games}
    game_id, revision_id = _next_id(conn, "game"), _next_id(conn, "revision")
    # game number -> [id, current revision id, revision, dealer, winner, voided, dealt]
    games: dict[int, list] = {}
    revisions, lines = [], []
    # Undo works as a stack of changes: each undo points at the change it reverted, the
    # last one not undone yet (ids are given in the order the changes were made).
    undoable: list[int] = []
    # Digests as the checks worked them out from the same content (transfer/sealed.py),
    # and each line's values as stored, worked out with them, line by line in file order.
    stored = checked.values_json
    seated = len(file_seats)
    for place, (change, digest) in enumerate(zip(checked.changes, checked.digests, strict=True)):
        revision = change.revision
        dealer_id = ids[names[revision.dealer]]
        game = games.get(change.game)
        if game is None:
            game = games[change.game] = [game_id, None, 0, dealer_id, None, False, True]
            game_id += 1
        # the declared winner the lines hold (the replay checked the two agree)
        winner_id = ids[names[revision.winner]]
        number = game[2] + 1
        if revision.action != "undo":
            undoes = None
            undoable.append(revision_id)
        else:
            undoes = undoable.pop() if undoable else None
        revisions.append(
            (revision_id, game[0], info.id, number, revision.action, revision.reason,
             revision.at, dealer_id, winner_id, revision.voided, revision.dealt,
             _flags(revision.flags) if revision.flags else "[]", game[1], undoes,
             revision.undone, digest)
        )  # fmt: skip
        held, first = revision.lines, place * seated
        for pid, position, index in order:
            line = held[index]
            values = stored[first + index] if stored else _values(line.values)
            lines.append(
                (revision_id, pid, position, line.active, line.outcome,
                 values, line.part_a, line.part_b, line.score)
            )  # fmt: skip
        game[1:] = [revision_id, number, dealer_id, winner_id, revision.voided, revision.dealt]
        revision_id += 1
    _insert(conn, _INSERT_GAME, _placed(info, seats, games, notes))
    _insert(conn, _INSERT_REVISION, revisions)
    _insert(conn, _INSERT_LINE, lines)
    conn.execute(_CURRENT, (info.id,))
    ids_written(conn, "game", "revision")


ROWS_A_STATEMENT = 50  # rows of one INSERT: 800 parameters at most, inside SQLite's oldest 999


def _insert(conn: Connection, sql: str, rows: list[tuple]) -> None:
    """``executemany(sql, rows)``, its rows sent ``ROWS_A_STATEMENT`` to a statement, then
    one a statement for the rest: each row bound and stepped alone costs the driver more
    than the row itself (a season's half a million lines). Two statements, however many
    rows: the same count for a long season as for a short one."""
    if not rows:
        return
    full = len(rows) - len(rows) % ROWS_A_STATEMENT
    head, values = sql.rsplit("VALUES", 1)
    many = f"{head}VALUES {', '.join([values.strip()] * ROWS_A_STATEMENT)}"
    conn.executemany(
        many,
        [tuple(chain.from_iterable(rows[start : start + ROWS_A_STATEMENT]))
         for start in range(0, full, ROWS_A_STATEMENT)],
    )  # fmt: skip
    conn.executemany(sql, rows[full:])


def _values(values: Mapping[str, int | bool]) -> str:
    """``json.dumps(values, sort_keys=True)``, as the ledger stores a line's values,
    each distinct set formatted once (a season's lines repeat the same few counts).
    ``repr`` tells every set apart, ``True`` from ``1`` too."""
    key = repr(values)
    found = _SEEN.get(key)
    if found is None:
        if len(_SEEN) >= SEEN_MOST:
            _SEEN.clear()
        found = _SEEN[key] = values_text(values)
    return found


def _flags(flags: list[str]) -> str:
    """``json.dumps(sorted(flags))``: the file's flags are sorted already (the replay)."""
    return "[" + ", ".join(map(_ascii, flags)) + "]"


def _placed(
    info: SessionInfo,
    seats: dict[int, tuple[str, int]],
    games: dict[int, list],
    notes: dict[int, str | None],
) -> list[tuple]:
    """Each game's final row with its position, as ``rotation.reposition`` from game 1
    works it out: the seat steps from the last game dealt before it. Written with the
    row, not updated game by game afterwards (10,000 statements for a season)."""
    table = info.table
    last: tuple[int, str] | None = None  # the last game dealt so far: (position, dealer)
    steps: dict[tuple[str, str], int] = {}  # a few seats, so a few pairs: each worked out once
    rows = []
    for number in sorted(games):
        game_id, *state = games[number]
        dealer, dealt = seats[state[2]][0], state[5]
        if last is None:
            position = 0
        else:
            pair = (last[1], dealer)
            step = steps.get(pair)
            if step is None:
                step = steps[pair] = table.steps_between(*pair)
            position = last[0] + step
        if dealt:
            last = (position, dealer)
        _, revision, dealer_id, winner_id, voided, dealt = state
        rows.append(
            (game_id, info.id, number, revision, dealer_id, winner_id, voided, dealt,
             position, notes[number])
        )  # fmt: skip
    return rows

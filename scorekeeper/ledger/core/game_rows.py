"""A game's rows in plain SQL on one connection: the game, its revisions, its lines.

Runs inside a unit of work opened by the caller (the Ledger's, through ``raw``, or
``write_plain``); nothing here commits. No row is ever deleted or overwritten except a
game's pointer to its current revision and the fields derived from it (and a new
revision's digest, set once its lines are written). The changes run
without SQLAlchemy, as the reads do, so a command that records a game starts quickly.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import NamedTuple

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import Entry, PlayerScore, RuleError
from scorekeeper.rules.digits import number_or_none
from scorekeeper.rules.errors import N_
from scorekeeper.store.units import Connection


class GameState(NamedTuple):
    """A game row as it stands: its current revision and the fields derived from it."""

    id: int
    session_id: int
    number: int
    current_revision_id: int | None
    revision: int
    dealer_id: int
    winner_id: int | None
    voided: bool
    dealt: bool
    position: int


GAME_COLUMNS = (
    "id, session_id, number, current_revision_id, revision, dealer_id, winner_id, voided, "
    "dealt, position"
)


def game_state(row: Sequence) -> GameState:
    *head, voided, dealt, position = row
    return GameState(*head, bool(voided), bool(dealt), position)


def find_game(conn: Connection, session: SessionInfo, number: int | str) -> GameState:
    text = str(number).strip()
    row = None
    wanted = number_or_none(text)  # ASCII or Devanagari digits, as every number typed
    if wanted is not None:
        sql = f"SELECT {GAME_COLUMNS} FROM game WHERE session_id = ? AND number = ?"
        row = conn.execute(sql, (session.id, wanted)).fetchone()
    if row is None:
        (last,) = conn.execute(
            "SELECT MAX(number) FROM game WHERE session_id = ?", (session.id,)
        ).fetchone()
        allowed = f"games are 1–{last}" if last else "no games are recorded yet"
        raise RuleError(
            "GAME",
            N_(
                "no game {typed!r} in {name}; {allowed}",
                typed=text[:20],
                name=session.name,
                allowed=allowed,
            ),
        )
    return game_state(row)


def next_number(conn: Connection, session_id: int) -> int:
    """The number the session's next game gets."""
    sql = "SELECT number FROM game WHERE session_id = ? ORDER BY number DESC LIMIT 1"
    top = conn.execute(sql, (session_id,)).fetchone()
    return (top[0] if top else 0) + 1


def insert_game(
    conn: Connection, session_id: int, number: int, dealer_id: int,
    position: int = 0, note: str | None = None,
) -> GameState:  # fmt: skip
    """A new game without a revision yet: ``add_revision`` gives it its first."""
    [(game_id,)] = conn.execute(
        "INSERT INTO game (session_id, number, dealer_id, position, note) VALUES (?, ?, ?, ?, ?)"
        " RETURNING id",
        (session_id, number, dealer_id, position, note),
    ).fetchall()
    return GameState(game_id, session_id, number, None, 0, dealer_id, None, False,
                     True, position)  # fmt: skip


_SEATS = """
    SELECT p.id, p.name, s.position FROM player p JOIN seat s ON s.player_id = p.id
    WHERE s.session_id = ?
"""


def player_seats(conn: Connection, session_id: int) -> dict[int, tuple[str, int]]:
    """The seated players of a session: id → (name, seat)."""
    return {pid: (name, seat) for pid, name, seat in conn.execute(_SEATS, (session_id,))}


def player_ids(conn: Connection, session_id: int) -> dict[str, int]:
    """The seated players of a session: name → id."""
    return {name: pid for pid, (name, _) in player_seats(conn, session_id).items()}


_INSERT_REVISION = """
    INSERT INTO revision (game_id, session_id, number, action, reason, at, dealer_id,
        winner_id, voided, dealt, flags_json, previous_id, undoes_id, undone, form_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
"""
_UPDATE_GAME = """
    UPDATE game SET current_revision_id = ?, revision = ?, dealer_id = ?, winner_id = ?,
        voided = ?, dealt = ?
    WHERE id = ?
"""


def add_revision(
    conn: Connection,
    game: GameState,
    *,
    action: str,
    at: str,
    dealer_id: int,
    reason: str | None = None,
    entry: Entry | None = None,
    scores: Sequence[PlayerScore] = (),
    copy_from: int | None = None,
    voided: bool = False,
    dealt: bool = True,
    undoes_id: int | None = None,
    undone: bool = False,
    form_id: str | None = None,
) -> int:
    """Append a revision to ``game``, make it the current one, and return its id.

    Its lines come from ``entry`` and ``scores`` (a new entry) or are copied from the
    revision ``copy_from`` (a void or an undo, which change no line). It is given its
    digest, chained to the session's revision before it (``store/digests.py``).
    """
    if copy_from is not None:
        sql = "SELECT winner_id, flags_json FROM revision WHERE id = ?"
        winner_id, flags_json = conn.execute(sql, (copy_from,)).fetchone()
        flags = json.loads(flags_json)
    elif entry is not None:
        seats = player_seats(conn, game.session_id)
        winner_id = {name: pid for pid, (name, _) in seats.items()}[entry.winner]
        flags = sorted(entry.flags)
    else:
        raise ValueError("a revision needs an entry or a revision to copy its lines from")
    number = game.revision + 1
    [(revision_id,)] = conn.execute(
        _INSERT_REVISION,
        (game.id, game.session_id, number, action, reason, at, dealer_id, winner_id, voided,
         dealt, json.dumps(flags), game.current_revision_id, undoes_id, undone, form_id),
    ).fetchall()  # fmt: skip
    if copy_from is not None:
        _copy_lines(conn, copy_from, revision_id)
    else:
        _write_lines(conn, revision_id, seats, entry, scores)
    # Digested from the rows as stored, so that ``check`` reads back the very same text;
    # imported here, where a revision is written, so that the reads start without it.
    from scorekeeper.store.digests import digest_of

    digest = digest_of(conn, game.session_id, revision_id)
    conn.execute("UPDATE revision SET digest = ? WHERE id = ?", (digest, revision_id))
    conn.execute(_UPDATE_GAME, (revision_id, number, dealer_id, winner_id, voided, dealt, game.id))
    return revision_id


_INSERT_LINE = """
    INSERT INTO revision_entry (revision_id, player_id, seat, active, outcome, values_json,
        part_a, part_b, score)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
"""


def _write_lines(
    conn: Connection,
    revision_id: int,
    seats: dict[int, tuple[str, int]],
    entry: Entry,
    scores: Sequence[PlayerScore],
) -> None:
    hands = {hand.player: hand for hand in entry.hands}
    by_player = {item.player: item for item in scores}
    rows = []
    for pid, (name, position) in seats.items():
        hand, result = hands.get(name), by_player.get(name)
        rows.append(
            (revision_id, pid, position, hand is not None, hand.outcome if hand else None,
             json.dumps(dict(hand.values) if hand else {}, sort_keys=True),
             result.part_a if result else 0, result.part_b if result else 0,
             result.score if result else 0)
        )  # fmt: skip
    conn.executemany(_INSERT_LINE, rows)


_COPY_LINES = """
    INSERT INTO revision_entry (revision_id, player_id, seat, active, outcome, values_json,
        part_a, part_b, score)
    SELECT ?, player_id, seat, active, outcome, values_json, part_a, part_b, score
    FROM revision_entry WHERE revision_id = ?
"""


def _copy_lines(conn: Connection, source_id: int, revision_id: int) -> None:
    conn.execute(_COPY_LINES, (revision_id, source_id))


def games_counted(conn: Connection, session_id: int) -> int:
    """How many of the session's games count (the voided ones do not)."""
    sql = "SELECT COUNT(*) FROM game WHERE session_id = ? AND NOT voided"
    (counted,) = conn.execute(sql, (session_id,)).fetchone()
    return int(counted)

"""The ledger's reads in plain SQL on one connection: a session, its games, totals.

The Ledger runs them inside its unit of work (``raw``); the commands that only read run
them through ``Reader`` on the driver alone, so ``games``, ``totals`` and the CSV exports
start without importing SQLAlchemy and SQLModel (half a second of start-up saved).
Rows stay tuples until the read models are built: a year of games is 50,000 lines.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import groupby
from operator import itemgetter
from typing import NamedTuple

from scorekeeper.ledger.core.carried import add_to, session_carry, with_carry
from scorekeeper.ledger.core.game_rows import find_game, games_counted
from scorekeeper.ledger.core.pool_play import pool_standing
from scorekeeper.ledger.core.session_lookup import (
    in_chunks,
    many_objects,
    names_by_id,
)
from scorekeeper.ledger.core.standing import session_ending
from scorekeeper.ledger.read_models import GameRow, Line, PlayerTotal, SessionInfo, Totals
from scorekeeper.store.units import Connection

_LINE_COLUMNS = (
    "e.revision_id, e.player_id, e.active, e.outcome, e.values_json, e.part_a, e.part_b, e.score"
)


def lines_by_revision(
    conn: Connection, revision_ids: Sequence[int], names: dict[int, str]
) -> dict[int, list[Line]]:
    """Every line of the given revisions, in seat order."""
    sql = (
        f"SELECT {_LINE_COLUMNS} FROM revision_entry e WHERE e.revision_id IN ({{ids}}) "
        "ORDER BY e.revision_id, e.seat"
    )
    return _lines(in_chunks(conn, sql, (), revision_ids), names)


def _lines(rows: Iterator[tuple] | list[tuple], names: dict[int, str]) -> dict[int, list[Line]]:
    lines: dict[int, list[Line]] = defaultdict(list)
    for revision_id, pid, active, outcome, values, part_a, part_b, score in rows:
        lines[revision_id].append(
            Line(names[pid], bool(active), outcome, values, part_a, part_b, score)
        )
    return lines


_GAMES = """
    SELECT g.id, g.number, g.position, g.dealer_id, g.winner_id, g.voided, g.dealt,
           g.revision, g.note, g.current_revision_id, r.action, r.flags_json
    FROM game g JOIN revision r ON r.id = g.current_revision_id
    WHERE g.session_id = ? {only} ORDER BY g.number
"""
_SESSION_LINES = f"""
    SELECT {_LINE_COLUMNS}
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? ORDER BY g.number, e.seat
"""
_CORRECTED = "SELECT game_id FROM revision WHERE {where} AND action = 'correct' AND NOT undone"


def games(
    conn: Connection, info: SessionInfo, numbers: Sequence[int] | None = None
) -> list[GameRow]:
    """The ledger, one row per game (only the games ``numbers``, if given)."""
    with many_objects():
        return _games(conn, info, numbers)


def _games(conn: Connection, info: SessionInfo, numbers: Sequence[int] | None) -> list[GameRow]:
    names = names_by_id(conn, info.id)
    if numbers is not None:
        only = _GAMES.format(only="AND g.number IN ({ids})")
        rows = sorted(in_chunks(conn, only, (info.id,), list(numbers)), key=itemgetter(1))
        lines = lines_by_revision(conn, [row[9] for row in rows], names)
        ids = [row[0] for row in rows]
        # By game (the revision (game_id, number) index): a few games cost the same in a
        # session of 10 or 10,000 games, as record, correct, void and undo must: a long
        # season of games must not slow down the table.
        some = _CORRECTED.format(where="game_id IN ({ids})")
        corrected = {game_id for (game_id,) in in_chunks(conn, some, (), ids)}
    else:
        rows = conn.execute(_GAMES.format(only=""), (info.id,)).fetchall()
        lines = _lines(conn.execute(_SESSION_LINES, (info.id,)).fetchall(), names)
        every = _CORRECTED.format(where="session_id = ?")
        corrected = {game_id for (game_id,) in conn.execute(every, (info.id,))}
    table = info.table
    carry = session_carry(conn, info)
    return [
        with_carry(GameRow(
            number=number,
            round=table.round_of(position),
            dealer=names[dealer_id],
            winner=names.get(winner_id),
            voided=bool(voided),
            dealt=bool(dealt),
            revision=revision,
            action=action,
            note=note,
            flags=tuple(json.loads(flags)) if flags != "[]" else (),
            lines=tuple(lines[current]),
            corrected=game_id in corrected,
        ), carry.get(number))
        for (game_id, number, position, dealer_id, winner_id, voided, dealt, revision, note,
             current, action, flags) in rows
    ]  # fmt: skip


class ScoreRow(NamedTuple):
    """A game as ``games --json`` and the games CSV show it: ``GameRow`` without its lines."""

    number: int
    round: int
    dealer: str
    winner: str | None
    voided: bool
    revision: int
    scores: dict[str, int]
    dealt: bool = True  # False: the recording itself was undone
    away: frozenset[str] = frozenset()  # who sat the game out (their score is 0)


_SHEET_GAMES = """
    SELECT number, position, dealer_id, winner_id, voided, revision, dealt
    FROM game WHERE session_id = ? ORDER BY number
"""
_SHEET_SCORES = """
    SELECT g.number, e.player_id, e.score, e.active
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? ORDER BY g.number, e.seat
"""


def score_sheet(conn: Connection, info: SessionInfo) -> list[ScoreRow]:
    """Every game's scores, in two narrow queries: no line objects, no JSON decoded."""
    names = names_by_id(conn, info.id)
    table = info.table
    carry = session_carry(conn, info)
    with many_objects():
        scores: dict[int, dict[str, int]] = {}
        away: dict[int, frozenset[str]] = {}
        for number, lines in groupby(conn.execute(_SHEET_SCORES, (info.id,)), itemgetter(0)):
            game = scores[number] = {}
            for _, player, score, active in lines:
                game[names[player]] = score
                if not active:
                    away[number] = away.get(number, frozenset()) | {names[player]}
        return [
            ScoreRow(number, table.round_of(position), names[dealer], names.get(winner),
                     bool(voided), revision,
                     add_to(scores.get(number, {}), None if voided else carry.get(number)),
                     bool(dealt),
                     away.get(number, frozenset()))
            for number, position, dealer, winner, voided, revision, dealt in conn.execute(
                _SHEET_GAMES, (info.id,)
            )
        ]  # fmt: skip


_TOTALS = """
    SELECT e.player_id, SUM(e.score), SUM(CASE WHEN e.active THEN 1 ELSE 0 END),
           SUM(CASE WHEN e.outcome = 'winner' THEN 1 ELSE 0 END),
           SUM(CASE WHEN e.active THEN 0 ELSE 1 END), SUM(e.part_a), SUM(e.part_b)
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? AND NOT g.voided GROUP BY e.player_id
"""
_LAST_DEALT = (
    "SELECT position FROM game WHERE session_id = ? AND dealt ORDER BY number DESC LIMIT 1"
)


def totals(conn: Connection, info: SessionInfo) -> Totals:
    """Summed by SQLite over each game's current revision: never a stale running figure."""
    return totals_of(conn, info, *total_sums(conn, info))


Sums = dict[int, tuple[int, ...]]  # player id -> the sums of _TOTALS, in its order


def total_sums(conn: Connection, info: SessionInfo) -> tuple[Sums, int]:
    """Each player's sums over every counted game, and how many games count: the one
    read of a whole season (``totals_delta`` moves them on by the changes since)."""
    sums = {row[0]: row[1:] for row in conn.execute(_TOTALS, (info.id,))}
    counted = games_counted(conn, info.id)
    return sums, counted


def totals_of(conn: Connection, info: SessionInfo, sums: Sums, counted: int) -> Totals:
    """The totals from the sums of the games: with what is paid outside them."""
    names = names_by_id(conn, info.id)
    by_name = {names[pid]: row for pid, row in sums.items()}
    for extra in session_carry(conn, info).values():  # paid in a later game: see carried
        for name, points in extra.items():
            total, *middle, part_b = by_name.get(name, (0,) * 6)
            by_name[name] = (total + points, *middle, part_b + points)
    players = tuple(
        PlayerTotal(name, seat, *(int(v) for v in by_name.get(name, (0,) * 6)))
        for seat, name in enumerate(info.seats)
    )
    pool = pool_standing(conn, info)  # rejoins add to a total outside any game
    if pool is not None:
        players = tuple(replace(p, total=p.total + pool.added(p.name)) for p in players)
    last = conn.execute(_LAST_DEALT, (info.id,)).fetchone()
    return Totals(
        session=info.name,
        preset=info.preset,
        breakdown=info.rules.preset.breakdown,
        games=counted,
        rounds_played=info.table.rounds_played(last[0] if last else None),
        players=players,
        ending=pool.ending if pool is not None else session_ending(conn, info),
        lowest_wins=info.rules.preset.lowest_wins,
        may_rejoin=pool.out if pool is not None and pool.may_rejoin else (),
        out=pool.out if pool is not None else (),
        rejoined=tuple((n, pool.added(n)) for n in info.seats) if pool is not None else (),
    )


def game(conn: Connection, info: SessionInfo, number: int | str) -> GameRow:
    """One game as the ledger shows it; an unknown number is refused in one sentence."""
    return games(conn, info, [find_game(conn, info, number).number])[0]

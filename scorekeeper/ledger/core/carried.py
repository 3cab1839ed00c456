"""Payments a game owes into the next counted game (nepali's next-game fouls), in order.

Each game's stored scores are its own entry's (``check`` scores each revision alone);
what a game owes onward is worked out afresh on every read from the counted games in
game order (``rules.carry``), so a correction, void or undo of either game shows in both.
A session whose rules carry nothing costs no query, and does not even import
``rules.carry``.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from itertools import groupby
from operator import itemgetter
from typing import TYPE_CHECKING, TypeVar

from scorekeeper.ledger.core.session_lookup import names_by_id
from scorekeeper.ledger.read_models import GameRow, SessionInfo
from scorekeeper.rules import Entry, Hand, RuleSet
from scorekeeper.rules.preset_module import hook
from scorekeeper.store.units import Connection

# Types only: a list's row is made when a list is read (read_models.py), and the carry's
# module is imported by a session whose rules carry.
if TYPE_CHECKING:
    from scorekeeper.ledger.list_rows import RevisionRow
    from scorekeeper.rules.carry import Counted

_FACTS = """
    SELECT g.number, r.flags_json, e.player_id, e.outcome
    FROM game g JOIN revision r ON r.id = g.current_revision_id
    JOIN revision_entry e ON e.revision_id = r.id
    WHERE g.session_id = ? AND NOT g.voided AND e.active ORDER BY g.number, e.seat
"""


def carries(info: SessionInfo) -> bool:
    module = info.rules.preset.module
    test = hook(module, "carries")
    return bool(test and test(info.rules.values))


_LAST_FACTS = """
    SELECT g.number, r.flags_json, e.player_id, e.outcome
    FROM game g JOIN revision r ON r.id = g.current_revision_id
    JOIN revision_entry e ON e.revision_id = r.id
    WHERE g.session_id = ? AND e.active
      AND g.number = (SELECT MAX(number) FROM game WHERE session_id = ? AND NOT voided)
    ORDER BY e.seat
"""


def _counted(conn: Connection, info: SessionInfo, facts: Iterable[Sequence]) -> list[Counted]:
    from scorekeeper.rules.carry import Counted

    names = names_by_id(conn, info.id)
    owed = info.rules.preset.module.carry_owed
    games = []
    for (number, flags), rows in groupby(facts, itemgetter(0, 1)):
        hands = tuple(Hand(names[pid], outcome or "") for *_, pid, outcome in rows)
        entry = Entry(hands, frozenset(json.loads(flags)))
        winner = next((h.player for h in hands if h.outcome == "winner"), "")
        games.append(Counted(number, winner, owed(info.rules.values, entry)))
    return games


def counted_games(conn: Connection, info: SessionInfo) -> list[Counted]:
    """The counted games in order, each with its winner and what it owes onward."""
    return _counted(conn, info, conn.execute(_FACTS, (info.id,)))


def owed_next(conn: Connection, info: SessionInfo) -> Counted | None:
    """The last counted game with what it owes the coming game's winner, so a foul owed
    after the evening's last game is seen before anyone records the next; None when the
    session carries nothing or has no counted game."""
    if not carries(info):
        return None
    last = _counted(conn, info, conn.execute(_LAST_FACTS, (info.id, info.id)))
    return last[0] if last else None


def session_carry(conn: Connection, info: SessionInfo) -> dict[int, dict[str, int]]:
    """Per game number, what it receives from the game before (player → ±points)."""
    if not carries(info):
        return {}
    from scorekeeper.rules.carry import carried

    return carried(counted_games(conn, info))


Shown = TypeVar("Shown", GameRow, "RevisionRow")  # named: a list's row, made when asked for


def with_carry(row: Shown, extra: dict[str, int] | None) -> Shown:
    """The game (or a revision of it) as shown: a carried payment counts among its
    payments (part_b)."""
    if not extra or row.voided:
        return row
    lines = tuple(
        dataclasses.replace(
            line, part_b=line.part_b + extra[line.player], score=line.score + extra[line.player]
        )
        if line.player in extra
        else line
        for line in row.lines
    )
    return dataclasses.replace(row, lines=lines)


def owed_before(conn: Connection, info: SessionInfo, number: int | None) -> Counted | None:
    """The counted game before game ``number`` (None: the next game), with what it owes
    into the next one; None when the session carries nothing or no game comes before."""
    if not carries(info):
        return None
    if number is None:
        return owed_next(conn, info)  # the last counted game alone, not the season
    before = [game for game in counted_games(conn, info) if game.number < number]
    return before[-1] if before else None


def carried_into(owed: Counted | None, winner: str) -> dict[str, int]:
    """What the game after ``owed`` (the counted game before it) receives from it, player
    → ±points, when ``winner`` wins it."""
    if owed is None or not winner:
        return {}
    from scorekeeper.rules.carry import Counted, carried

    return carried([owed, Counted(owed.number + 1, winner)]).get(owed.number + 1, {})


def revisions_with_carry(
    conn: Connection, info: SessionInfo, rows: Sequence[RevisionRow]
) -> list[RevisionRow]:
    """Revisions as shown: each with what its game receives from the counted game before
    it as that game stands now, paid to the revision's own winner; so a game's current
    revision shows the scores ``games`` shows. A void's lines stay as kept."""
    if not carries(info):
        return list(rows)
    counted = counted_games(conn, info)
    shown = []
    for row in rows:
        before = [game for game in counted if game.number < row.game]
        if row.voided or not before:
            shown.append(row)
            continue
        shown.append(with_carry(row, carried_into(before[-1], row.winner or "")))
    return shown


def add_to(scores: dict[str, int], extra: dict[str, int] | None) -> dict[str, int]:
    if not extra:
        return scores
    return {name: points + extra.get(name, 0) for name, points in scores.items()}


_MAY_CARRY = "SELECT id FROM session WHERE rules_json LIKE '%next-game%'"


def carried_by_game(conn: Connection, only: int | None) -> dict[int, dict[int, dict[int, int]]]:
    """Session id → game number → player id → the points carried into that game, over
    the sessions (``only`` one, if given) whose rules carry: what statistics add to the
    stored scores."""
    from scorekeeper.ledger.core.session_lookup import session_info

    result: dict[int, dict[int, dict[int, int]]] = {}
    query, params = (_MAY_CARRY, ()) if only is None else (f"{_MAY_CARRY} AND id = ?", (only,))
    for (session_id,) in conn.execute(query, params).fetchall():
        info = session_info(conn, session_id)
        ids = {name: pid for pid, name in names_by_id(conn, session_id).items()}
        games = {
            number: {ids[name]: points for name, points in extra.items()}
            for number, extra in session_carry(conn, info).items()
        }
        if games:
            result[session_id] = games
    return result


def carried_totals(
    rules: RuleSet, seats: Sequence[str], changes: Sequence, totals: Sequence[int]
) -> tuple[int, ...]:
    """An import's totals (``totals``: the stored scores summed) with what its counted
    games carry: each game stands at its last change (``changes`` in the order made)."""
    module = rules.preset.module
    if not hook(module, "carries") or not module.carries(rules.values):
        return tuple(totals)
    from scorekeeper.rules.carry import Counted, carried

    current = {change.game: change for change in changes}
    games = []
    for number in sorted(current):
        change = current[number]
        if change.revision.voided:
            continue
        winner = next((h.player for h in change.entry.hands if h.outcome == "winner"), "")
        games.append(Counted(number, winner, module.carry_owed(rules.values, change.entry)))
    result = list(totals)
    for extra in carried(games).values():
        for name, points in extra.items():
            result[seats.index(name)] += points
    return tuple(result)

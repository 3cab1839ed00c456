"""Statistics per player across every session (a name is one person: any case, NFC).

Counted games only (not voided), each at its current revision. Money is summed per
currency from each session's settlement shares, so no two currencies are ever added.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal

from scorekeeper.ledger.core.carried import carried_by_game
from scorekeeper.ledger.core.session_lookup import find_session_id
from scorekeeper.rules.money import split_money
from scorekeeper.rules.text import same_name
from scorekeeper.store.units import Connection, json_int

# Written in the SQL both engines share; only reading a number out of a line's JSON
# values is said differently (``json_int``).
_PER_PLAYER = """
    SELECT e.player_id, g.session_id,
           SUM(CASE WHEN e.active THEN 1 ELSE 0 END) AS games,
           SUM(CASE WHEN e.active THEN 0 ELSE 1 END) AS sat_out,
           SUM(CASE WHEN e.outcome = 'winner' THEN 1 ELSE 0 END) AS wins,
           SUM(e.score) AS total,
           SUM(COALESCE({honors}, 0)) AS honors,
           SUM(COALESCE({marriages}, 0)) AS marriages,
           SUM(CASE WHEN e.outcome LIKE 'surrender-%' THEN 1 ELSE 0 END) AS surrenders,
           MAX(CASE WHEN e.active THEN e.score END) AS best,
           MIN(CASE WHEN e.active THEN e.score END) AS worst
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE NOT g.voided {only}
    GROUP BY e.player_id, g.session_id
"""
_PER_PLAYER_NAMES = ("player_id", "session_id", "games", "sat_out", "wins", "total", "honors",
                     "marriages", "surrenders", "best", "worst")  # fmt: skip

# One session's games as counted, each active player's own score: the best and worst
# game again where a payment carried into a game counts in it (nepali's next-game foul).
_PLAYED = """
    SELECT g.number, e.player_id, e.score
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE NOT g.voided AND e.active AND g.session_id = ?
"""

_PEOPLE = "SELECT id, merged_into_id, name FROM player"
_SEATED = "SELECT player_id, COUNT(*) FROM seat WHERE TRUE {only} GROUP BY player_id"
_STAKES = "SELECT id, stake, currency FROM session WHERE stake IS NOT NULL {only}"


def _query(
    conn: Connection, sql: str, only: str, session_id: int | None
) -> tuple[str, tuple[int, ...]]:
    """``sql`` for every session, or narrowed to one, with its parameters (PostgreSQL
    cannot type a bare NULL parameter, so the narrowing is written in, not ``? IS NULL OR
    …``)."""
    narrowed = session_id is not None
    text = sql.format(
        only=f"AND {only} = ?" if narrowed else "",
        honors=json_int(conn.engine, "e.values_json", "honors"),
        marriages=json_int(conn.engine, "e.values_json", "marriages"),
    )
    return text, (session_id,) if narrowed else ()


@dataclass
class PlayerStats:
    name: str
    sessions: int = 0
    games: int = 0
    sat_out: int = 0
    wins: int = 0
    total: int = 0
    honors: int = 0
    marriages: int = 0
    surrenders: int = 0
    best: int | None = None
    worst: int | None = None
    money: dict[str, int] = field(default_factory=dict)  # currency → minor units

    @property
    def win_rate(self) -> float:
        return round(self.wins / self.games, 3) if self.games else 0.0

    @property
    def average(self) -> float:
        return round(self.total / self.games, 2) if self.games else 0.0

    def add(self, row: dict) -> None:
        self.games += row["games"]
        self.sat_out += row["sat_out"]
        self.wins += row["wins"]
        self.total += row["total"]
        self.honors += row["honors"]
        self.marriages += row["marriages"]
        self.surrenders += row["surrenders"]
        for key, pick in (("best", max), ("worst", min)):
            if row[key] is not None:
                mine = getattr(self, key)
                setattr(self, key, row[key] if mine is None else pick(mine, row[key]))


def _best_and_worst(
    conn: Connection, sid: int, games: dict[int, dict[int, int]], rows: list[dict]
) -> None:
    """Each player's best and worst game of session ``sid`` with what was carried into
    each game (``games``: game number → player id → points), as ``games`` shows them."""
    played: dict[int, list[int]] = defaultdict(list)
    for number, pid, score in conn.execute(_PLAYED, (sid,)).fetchall():
        played[pid].append(score + games.get(number, {}).get(pid, 0))
    for row in rows:
        scores = played.get(row["player_id"])
        if scores:
            row["best"], row["worst"] = max(scores), min(scores)


def player_stats(
    conn: Connection, only: str | None = None, session_id: int | None = None
) -> list[PlayerStats]:
    """Every player who has a seat (in ``session_id``, if given), by name.

    ``only`` narrows to one (any case). Merged players count as the one they were
    merged into: their rows keep their own ids, so each id maps to the person's.
    """
    rows = conn.execute(_PEOPLE).fetchall()
    person = {pid: into or pid for pid, into, _ in rows}
    names = {pid: name for pid, _, name in rows}
    stats: dict[int, PlayerStats] = {}
    for pid, count in conn.execute(*_query(conn, _SEATED, "session_id", session_id)).fetchall():
        me = stats.setdefault(person[pid], PlayerStats(names[person[pid]]))
        me.sessions += count
    per_session: dict[int, dict[int, int]] = defaultdict(dict)
    carry = carried_by_game(conn, session_id)  # next-game fouls, paid in a later game
    per_player = conn.execute(*_query(conn, _PER_PLAYER, "g.session_id", session_id))
    rows = [dict(zip(_PER_PLAYER_NAMES, row, strict=True)) for row in per_player.fetchall()]
    for sid, games in carry.items():
        _best_and_worst(conn, sid, games, [row for row in rows if row["session_id"] == sid])
    for row in rows:
        stats[person[row["player_id"]]].add(row)
        per_session[row["session_id"]][row["player_id"]] = row["total"]
    for sid, games in carry.items():
        for extra in games.values():
            for pid, points in extra.items():
                stats[person[pid]].total += points
                per_session[sid][pid] = per_session[sid].get(pid, 0) + points
    stakes = conn.execute(*_query(conn, _STAKES, "id", session_id)).fetchall()
    for sid, stake, currency in stakes:
        seats = conn.execute(
            "SELECT player_id FROM seat WHERE session_id = ? ORDER BY position", (sid,)
        ).fetchall()
        ids = [pid for (pid,) in seats]
        totals = [per_session[sid].get(pid, 0) for pid in ids]
        for pid, cents in zip(ids, split_money(totals, Decimal(stake)), strict=True):
            money = stats[person[pid]].money
            money[currency] = money.get(currency, 0) + cents
    result = sorted(stats.values(), key=lambda s: (-s.total, s.name.casefold()))
    if only is not None:
        result = [s for s in result if same_name(s.name, only)]
    return result


def stats_of(
    conn: Connection, player: str | None = None, session: str | int | None = None
) -> list[PlayerStats]:
    """Per player across every session, or in one; one player if named (any case)."""
    session_id = find_session_id(conn, session) if session is not None else None
    return player_stats(conn, player, session_id)


_MERGES = "SELECT before_json FROM session_event WHERE action = 'merge-player' ORDER BY id"
_PLAYER = "SELECT id, name, merged_into_id FROM player WHERE id = ?"


def merged_names(conn: Connection) -> list[tuple[str, str]]:
    """(the name a merged player had, the name they go by now), for every merge in force:
    what ``players split`` can undo."""
    found: dict[int, tuple[str, str]] = {}
    for (before_json,) in conn.execute(_MERGES).fetchall():  # the latest merge of a row rules
        before = json.loads(before_json)
        row = conn.execute(_PLAYER, (before["id"],)).fetchone()
        if row is not None and row[2] is not None:
            found[row[0]] = (before["name"], row[1])
    return sorted(found.values(), key=lambda pair: pair[0].casefold())

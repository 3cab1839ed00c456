"""The sessions one person sat in, most recent first, each as its own scoreboard has them.

For a player's page: the session's name, the day it was created (UTC, as ratings and
seasons count days), the counted games the person played and their total there (with a
payment carried into a game, or a pool's rejoin, as the scoreboard shows it), and
whether they are first: the winner of a session that is over, else its leader now.
Plain SQL on the driver, the same on both engines; a merged row counts as its person's.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.core.session_lookup import in_chunks, names_by_id, session_info
from scorekeeper.ledger.reads.games import totals
from scorekeeper.ledger.reads.ratings_matches import in_range
from scorekeeper.store.units import Connection

# Every seat one of the person's rows has: a person seats once per session, but a merged
# pair may both have sat in one session before they were merged (then both rows count).
_SEATS = "SELECT session_id, player_id FROM seat WHERE player_id IN ({ids})"


@dataclass(frozen=True)
class PlayedSession:
    id: int
    name: str
    preset: str
    day: str  # the day it was created, YYYY-MM-DD in UTC
    games: int  # counted games the person was active in
    wins: int
    total: int  # their points there, as the session's scoreboard shows them
    first: bool  # the winner of a session that is over, or its leader while it goes on
    over: bool
    archived: bool


def _seats(conn: Connection, rows: list[int]) -> dict[int, list[int]]:
    """Session id → the person's rows seated in it."""
    found: dict[int, list[int]] = {}
    for sid, pid in in_chunks(conn, _SEATS, (), rows):
        found.setdefault(sid, []).append(pid)
    return found


def played_sessions(conn: Connection, rows: list[int]) -> list[PlayedSession]:
    """Every session one of ``rows`` (one person's player rows) sat in, the most recently
    created first (then the higher id, as the ratings put sessions in order)."""
    seated = _seats(conn, rows)
    if not seated:
        return []
    order = in_range(conn, None, None, None)  # id → (created, in UTC; id), oldest first
    found = []
    for sid in reversed([sid for sid in order if sid in seated]):
        info = session_info(conn, sid)
        names = names_by_id(conn, sid)
        mine = {names[pid] for pid in seated[sid] if pid in names}
        board = totals(conn, info)
        lines = [p for p in board.players if p.name in mine]
        if board.ending.over:
            first = bool(mine & set(board.ending.winners))
        else:
            first = board.leader is not None and board.leader.name in mine
        found.append(
            PlayedSession(
                id=sid,
                name=info.name,
                preset=info.preset,
                day=order[sid][0].date().isoformat(),
                games=sum(p.games for p in lines),
                wins=sum(p.wins for p in lines),
                total=sum(p.total for p in lines),
                first=first,
                over=board.ending.over,
                archived=info.archived,
            )
        )
    return found

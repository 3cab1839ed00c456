"""Whether a session is over, from its counted games as they stand now (``rules.ending``).

Worked out afresh on every read and before every new game, never stored: a correction,
void or undo of any game may end a session or make it not over again. A session without
a ``target`` or ``deals`` rule costs no query.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import groupby
from operator import itemgetter

from scorekeeper.ledger.core.session_lookup import names_by_id
from scorekeeper.ledger.read_models import NOT_OVER, SessionInfo
from scorekeeper.rules.ending import ENDING_KEYS, Ending, SessionOver, ending
from scorekeeper.store.units import Connection

_COUNTED_SCORES = """
    SELECT g.number, e.player_id, e.score
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? AND NOT g.voided ORDER BY g.number, e.seat
"""


def has_ending(info: SessionInfo) -> bool:
    values = info.rules.values
    return bool(values.get("target") or values.get("deals"))


def _counted(conn: Connection, info: SessionInfo) -> Iterator[tuple[int, dict[str, int]]]:
    from scorekeeper.ledger.core.carried import add_to, session_carry

    names = names_by_id(conn, info.id)
    carry = session_carry(conn, info)
    for number, lines in groupby(conn.execute(_COUNTED_SCORES, (info.id,)), itemgetter(0)):
        yield number, add_to({names[pid]: score for _, pid, score in lines}, carry.get(number))


def session_ending(conn: Connection, info: SessionInfo) -> Ending:
    """The session's ending now: over or not, and who won."""
    from scorekeeper.ledger.core.pool_play import pool_standing

    pool = pool_standing(conn, info)  # over when one player is left in
    if pool is not None:
        return pool.ending
    if not has_ending(info):
        return NOT_OVER
    preset = info.rules.preset
    return ending(info.rules.values, info.seats, preset.lowest_wins, _counted(conn, info))


def require_not_over(conn: Connection, info: SessionInfo) -> None:
    """Refuse a new game once the session is over, saying who won and why."""
    end = session_ending(conn, info)
    if end.over:
        limit = info.rules.values.get(end.rule, 0) if end.rule in ENDING_KEYS else 0
        raise SessionOver(info.name, end, int(limit or 0))

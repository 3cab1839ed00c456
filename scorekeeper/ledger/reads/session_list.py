"""The session list in plain SQL on one connection: the Ledger runs it in its unit of work,
``Reader`` on the driver alone, so ``scorekeeper sessions`` starts without SQLModel."""

from __future__ import annotations

from scorekeeper.ledger.core.carried import add_to, session_carry
from scorekeeper.ledger.core.game_rows import games_counted
from scorekeeper.ledger.core.pool_play import pool_standing
from scorekeeper.ledger.core.session_lookup import names_by_id, session_info
from scorekeeper.ledger.list_rows import SessionSummary
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.store.units import Connection

_ORDER = "ORDER BY last_used_at DESC, id DESC"  # the one used last first; then the newest


def session_summaries(conn: Connection, include_archived: bool = True) -> list[SessionSummary]:
    """Every session (or those not archived), with its games counted and who leads."""
    where = "" if include_archived else "WHERE NOT archived"
    ids = [session_id for (session_id,) in conn.execute(f"SELECT id FROM session {where} {_ORDER}")]
    result = []
    for session_id in ids:
        info = session_info(conn, session_id)
        games, first, first_total = leader(conn, info)
        result.append(
            SessionSummary(
                id=info.id,
                name=info.name,
                preset=info.preset,
                seats=info.seats,
                games=games,
                leader=first,
                leader_total=first_total,
                last_used_at=info.last_used_at,
                archived=info.archived,
                settled_at=info.settled_at,
            )
        )
    return result


_POINTS = """
    SELECT e.player_id, SUM(e.score)
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? AND NOT g.voided GROUP BY e.player_id
"""


def leader(conn: Connection, info: SessionInfo) -> tuple[int, str | None, int | None]:
    """(games counted, who leads, their points), the leader as ``Totals.leader`` picks one:
    all that the session list shows, summing one column where ``totals`` sums six."""
    counted = games_counted(conn, info.id)
    if not counted:
        return 0, None, None
    names = names_by_id(conn, info.id)
    points = {names[pid]: int(total) for pid, total in conn.execute(_POINTS, (info.id,))}
    for extra in session_carry(conn, info).values():
        points = add_to(dict.fromkeys(info.seats, 0) | points, extra)
    pool = pool_standing(conn, info)
    if pool is not None:
        points = dict(pool.totals)
    if info.rules.preset.lowest_wins:
        _, name = min(enumerate(info.seats), key=lambda seat: (points.get(seat[1], 0), seat[0]))
    else:
        _, name = max(enumerate(info.seats), key=lambda s: (points.get(s[1], 0), -s[0]))
    return counted, name, points.get(name, 0)

"""A session's totals moved on by the changes made since they were summed.

Summing every game of a season is one query over all its lines: 50 ms at 10,000 games,
half a second at 100,000, after every save. A game's totals change only through a new
revision: it replaces the game's current one (``previous_id``), so the sums move by
what the new revision counts less what the one it replaced counted (nothing for a
voided one, or before the record). Applied in order, revision by revision, that is
exact whoever wrote them: the totals after a save cost the same at any size.

What is not a revision is read afresh: anything that may have changed outside the
games (a session change, a merge of players, a file put back from a backup) makes the
next read sum the whole season again, as do too many changes since.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.core.session_lookup import in_chunks
from scorekeeper.ledger.read_models import SessionInfo, Totals
from scorekeeper.ledger.reads import games as plain
from scorekeeper.store.units import Connection

MOST_CHANGES = 500  # past this many new revisions, one sum over the season is as quick

_LAST_REVISION = "SELECT id, at FROM revision WHERE session_id = ? ORDER BY id DESC LIMIT 1"
_LAST_EVENT = "SELECT COALESCE(MAX(id), 0) FROM session_event"
_SAME_REVISION = "SELECT 1 FROM revision WHERE id = ? AND at = ? AND session_id = ?"
_SINCE = """
    SELECT r.id, r.voided, r.previous_id, p.voided FROM revision r
    LEFT JOIN revision p ON p.id = r.previous_id
    WHERE r.session_id = ? AND r.id > ? ORDER BY r.id LIMIT ?
"""
# The columns of plain._TOTALS, line by line: score, active, won, sat out, part_a, part_b.
_LINES = """
    SELECT revision_id, player_id, score, CASE WHEN active THEN 1 ELSE 0 END,
           CASE WHEN outcome = 'winner' THEN 1 ELSE 0 END, CASE WHEN active THEN 0 ELSE 1 END,
           part_a, part_b
    FROM revision_entry WHERE revision_id IN ({ids})
"""


@dataclass(frozen=True)
class Running:
    """The sums behind a session's totals, and the point in the file they stand at."""

    session_id: int
    revision: tuple[int, str] | None  # (id, at) of the session's last revision summed
    event: int  # the file's last session change then: a newer one means read afresh
    sums: plain.Sums
    counted: int


def read_totals(
    conn: Connection, info: SessionInfo, before: Running | None = None
) -> tuple[Totals, Running]:
    """The totals now, moved on from ``before`` when that can be done exactly, else summed
    over the season; and the running sums for the next read. One read transaction."""
    last = conn.execute(_LAST_REVISION, (info.id,)).fetchone()
    (event,) = conn.execute(_LAST_EVENT).fetchone()
    running = _moved_on(conn, info, before, event, last) if before is not None else None
    if running is None:
        sums, counted = plain.total_sums(conn, info)
        running = Running(info.id, last, event, sums, counted)
    return plain.totals_of(conn, info, running.sums, running.counted), running


def _moved_on(
    conn: Connection,
    info: SessionInfo,
    before: Running,
    event: int,
    last: tuple[int, str] | None,
) -> Running | None:
    """``before`` with the revisions since applied; None when it cannot be exactly."""
    if before.session_id != info.id or before.event != event or before.revision is None:
        return None
    if last is None or last[0] < before.revision[0]:
        return None  # revisions gone: the file was put back
    if not conn.execute(_SAME_REVISION, (*before.revision, info.id)).fetchone():
        return None  # not the revision summed: another file's history under the same id
    changes = conn.execute(_SINCE, (info.id, before.revision[0], MOST_CHANGES + 1)).fetchall()
    if len(changes) > MOST_CHANGES:
        return None
    if not changes:
        return before
    counts = {r_id: not voided for r_id, voided, _, _ in changes}
    counts |= {prev: not voided for _, _, prev, voided in changes if prev is not None}
    sign: dict[int, int] = {}
    for r_id, _, prev, _ in changes:
        sign[r_id] = sign.get(r_id, 0) + 1
        if prev is not None:
            sign[prev] = sign.get(prev, 0) - 1
    counted = before.counted + sum(n * counts[r] for r, n in sign.items())
    sums = {pid: list(row) for pid, row in before.sums.items()}
    weighed = [r for r, n in sign.items() if n and counts[r]]
    for r_id, pid, *values in in_chunks(conn, _LINES, (), weighed):
        row = sums.setdefault(pid, [0] * len(values))
        for index, value in enumerate(values):
            row[index] += sign[r_id] * value
    return Running(info.id, last, event, {pid: tuple(row) for pid, row in sums.items()}, counted)

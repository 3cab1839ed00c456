"""One page of a session's history, newest first: only that page's revisions are read.

A season of 100,000 games holds over 100,000 revisions; reading and drawing them all
took ten seconds. A page is found by its place under the (session_id, id) index, its
revisions read by id, and nepali's foul paid in the next game (``core/carried``) worked
out for that page's games alone: the counted game before each, as it stands now.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from scorekeeper.ledger.core.carried import _counted, carried_into, carries, with_carry
from scorekeeper.ledger.core.session_lookup import in_chunks, raw
from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.revisions import revision_rows
from scorekeeper.store.units import Connection

PAGE_SIZE = 100
# Past this page the offset no longer fits the engines' integers: no such page.
LAST_PAGE = 10**9

_PAGE = "SELECT id FROM revision WHERE session_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"
# The counted game before each of the page's games, walking the (session_id, number)
# index back from it: a few steps, not the season (``revisions_with_carry`` reads it all).
_BEFORE = """
    SELECT g.number, (SELECT c.number FROM game c
                      WHERE c.session_id = g.session_id AND c.number < g.number AND NOT c.voided
                      ORDER BY c.number DESC LIMIT 1)
    FROM game g WHERE g.session_id = ? AND g.number IN ({ids})
"""
# What ``carried.counted_games`` reads, for the given games only.
_FACTS = """
    SELECT g.number, r.flags_json, e.player_id, e.outcome
    FROM game g JOIN revision r ON r.id = g.current_revision_id
    JOIN revision_entry e ON e.revision_id = r.id
    WHERE g.session_id = ? AND e.active AND g.number IN ({ids}) ORDER BY g.number, e.seat
"""


@dataclass(frozen=True)
class HistoryPage:
    number: int  # 1: the newest revisions
    revisions: list[RevisionRow]  # newest first, as the faces show them
    older: bool  # whether the next page holds older revisions


def history_page(
    db: Session, info: SessionInfo, number: int, size: int = PAGE_SIZE
) -> HistoryPage | None:
    """Page ``number`` of the session's revisions; None past the last page. Page 1
    always exists, empty before the first game."""
    if not 1 <= number <= LAST_PAGE:
        return None
    conn = raw(db)
    found = conn.execute(_PAGE, (info.id, size + 1, (number - 1) * size)).fetchall()
    if not found and number > 1:
        return None
    ids = sorted(revision_id for (revision_id,) in found[:size])
    rows = page_with_carry(conn, info, revision_rows(conn, info, ids))
    return HistoryPage(number, rows[::-1], len(found) > size)


def page_with_carry(
    conn: Connection, info: SessionInfo, rows: list[RevisionRow]
) -> list[RevisionRow]:
    """``revisions_with_carry`` for a few revisions, reading only the games before theirs."""
    if not carries(info):
        return rows
    numbers = sorted({row.game for row in rows if not row.voided})
    before = dict(in_chunks(conn, _BEFORE, (info.id,), numbers))
    wanted = sorted({number for number in before.values() if number is not None})
    facts = in_chunks(conn, _FACTS, (info.id,), wanted)
    counted = {game.number: game for game in _counted(conn, info, facts)}
    return [
        row
        if row.voided or before.get(row.game) is None
        else with_carry(row, carried_into(counted[before[row.game]], row.winner or ""))
        for row in rows
    ]

"""The rows of one session through the ORM unit of work: the ledger's private plumbing.

Everything here runs inside a unit of work opened by the use-cases; nothing commits.
A game's own rows are written in plain SQL (``revisions.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlmodel import Session

from scorekeeper.ledger import plain_session as plain
from scorekeeper.ledger.plain_session import raw
from scorekeeper.ledger.views import Line, SessionInfo
from scorekeeper.rules import Entry, Hand
from scorekeeper.store.tables import GameSession, RevisionEntry


def find_session_row(db: Session, ref: str | int) -> GameSession:
    """A session by number or by name (case-insensitive); refuses naming what exists."""
    return db.get(GameSession, plain.find_session_id(raw(db), ref))


def session_info(db: Session, row: GameSession) -> SessionInfo:
    return plain.session_info(raw(db), row.id)


def names_by_id(db: Session, session_id: int) -> dict[int, str]:
    return plain.names_by_id(raw(db), session_id)


def line_of(row: RevisionEntry, names: dict[int, str]) -> Line:
    return Line(
        player=names[row.player_id],
        active=row.active,
        outcome=row.outcome,
        values_json=row.values_json,
        part_a=row.part_a,
        part_b=row.part_b,
        score=row.score,
    )


def entry_of_lines(lines: Iterable[Line], flags: Sequence[str]) -> Entry:
    hands = tuple(
        Hand(line.player, line.outcome or "", line.values) for line in lines if line.active
    )
    return Entry(hands, frozenset(flags))

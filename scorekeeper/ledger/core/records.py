"""The rows of one session through the ORM unit of work: the ledger's private plumbing.

Everything here runs inside a unit of work opened by the use-cases; nothing commits.
A game's own rows are written in plain SQL (``game_rows.py``).
"""

from __future__ import annotations

from sqlmodel import Session

from scorekeeper.ledger.core import session_lookup as plain
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.store.tables import GameSession


def find_session_row(db: Session, ref: str | int) -> GameSession:
    """A session by number or by name (case-insensitive); refuses naming what exists."""
    return db.get(GameSession, plain.find_session_id(raw(db), ref))


def session_info(db: Session, row: GameSession) -> SessionInfo:
    return plain.session_info(raw(db), row.id)


def names_by_id(db: Session, session_id: int) -> dict[int, str]:
    return plain.names_by_id(raw(db), session_id)

"""The reads of one session inside the ORM's unit of work: the games ledger and totals.

Each runs the plain read on the driver's connection (``reads/games.py``; history is
``reads/revisions.py``, called with ``raw(db)``). Totals are summed by the database over
each game's current revision, never kept as a running figure, so a correction or void can
never leave them stale.
"""

from __future__ import annotations

from sqlmodel import Session

from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads import games as plain
from scorekeeper.ledger.reads.games import ScoreRow


def games(db: Session, info: SessionInfo, numbers: list[int] | None = None) -> list[GameRow]:
    """The ledger, one row per game: plain SQL rows (reads/games.py), no ORM objects."""
    return plain.games(raw(db), info, numbers)


def score_sheet(db: Session, info: SessionInfo) -> list[ScoreRow]:
    return plain.score_sheet(raw(db), info)


def game(db: Session, info: SessionInfo, number: int | str) -> GameRow:
    return plain.game(raw(db), info, number)


def totals(db: Session, info: SessionInfo) -> Totals:
    return plain.totals(raw(db), info)

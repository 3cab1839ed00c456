"""The use-cases that only read: the games ledger, totals, history, the session list.

Totals are summed by SQLite over each game's current revision, never kept as a running
figure, so a correction or void can never leave them stale.
"""

from __future__ import annotations

import json

from sqlmodel import Session, col, select

from scorekeeper.ledger.core.game_rows import find_game
from scorekeeper.ledger.core.records import names_by_id
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads import games as plain
from scorekeeper.ledger.reads.games import ScoreRow
from scorekeeper.store.tables import Game, Revision


def games(db: Session, info: SessionInfo, numbers: list[int] | None = None) -> list[GameRow]:
    """The ledger, one row per game: plain SQL rows (reads/games.py), no ORM objects."""
    return plain.games(raw(db), info, numbers)


def score_sheet(db: Session, info: SessionInfo) -> list[ScoreRow]:
    return plain.score_sheet(raw(db), info)


def game(db: Session, info: SessionInfo, number: int | str) -> GameRow:
    return plain.game(raw(db), info, number)


def totals(db: Session, info: SessionInfo) -> Totals:
    return plain.totals(raw(db), info)


def last_change(db: Session, info: SessionInfo) -> RevisionRow | None:
    """The latest record, correction or void not undone yet: what undo reverts."""
    target = db.exec(
        select(Revision.id)
        .where(Revision.session_id == info.id, Revision.action != "undo")
        .where(col(Revision.undone).is_(False))
        .order_by(col(Revision.id).desc())
        .limit(1)
    ).first()
    return revision_rows(db, info, [target])[0] if target is not None else None


def history(db: Session, info: SessionInfo, number: int | str | None = None) -> list[RevisionRow]:
    """Every revision of the session (or of one game), oldest first."""
    query = select(Revision.id).where(Revision.session_id == info.id)
    if number is not None:
        query = query.where(Revision.game_id == find_game(raw(db), info, number).id)
    return revision_rows(db, info, list(db.exec(query.order_by(col(Revision.id))).all()))


def revision_rows(db: Session, info: SessionInfo, ids: list[int]) -> list[RevisionRow]:
    names = names_by_id(db, info.id)
    rows = []
    for start in range(0, len(ids), 900):
        rows += db.exec(
            select(Revision, Game.number)
            .join(Game, col(Game.id) == col(Revision.game_id))
            .where(col(Revision.id).in_(ids[start : start + 900]))
            .order_by(col(Revision.id))
        ).all()
    lines = plain.lines_by_revision(raw(db), [revision.id for revision, _ in rows], names)
    return [
        RevisionRow(
            game=game_number,
            revision=revision.number,
            action=revision.action,
            reason=revision.reason,
            at=revision.at,
            dealer=names[revision.dealer_id],
            winner=names.get(revision.winner_id),
            voided=revision.voided,
            dealt=revision.dealt,
            undone=revision.undone,
            flags=tuple(json.loads(revision.flags_json)),
            lines=tuple(lines[revision.id]),
        )
        for revision, game_number in rows
    ]

"""The use-cases that only read: the games ledger, totals, history, the session list.

Totals are summed by SQLite over each game's current revision, never kept as a running
figure, so a correction or void can never leave them stale.
"""

from __future__ import annotations

import json
from collections import defaultdict

from sqlalchemy import bindparam, case, func, text
from sqlmodel import Session, col, select

from scorekeeper.ledger.records import find_game, names_by_id
from scorekeeper.ledger.views import (
    GameRow,
    Line,
    PlayerTotal,
    RevisionRow,
    SessionInfo,
    Totals,
)
from scorekeeper.storage.tables import Game, Revision, RevisionEntry


def _lines_by_revision(
    db: Session, revision_ids: list[int], names: dict[int, str]
) -> dict[int, list[Line]]:
    """Every line of the given revisions, read as plain rows (no ORM objects: fast)."""
    lines: dict[int, list[Line]] = defaultdict(list)
    columns = (
        RevisionEntry.revision_id,
        RevisionEntry.player_id,
        RevisionEntry.active,
        RevisionEntry.outcome,
        RevisionEntry.values_json,
        RevisionEntry.part_a,
        RevisionEntry.part_b,
        RevisionEntry.score,
    )
    # Chunked: SQLite limits the number of bound parameters in one statement.
    for start in range(0, len(revision_ids), 900):
        chunk = revision_ids[start : start + 900]
        rows = db.exec(
            select(*columns)
            .where(col(RevisionEntry.revision_id).in_(chunk))
            .order_by(col(RevisionEntry.revision_id), col(RevisionEntry.seat))
        ).all()
        for revision_id, player_id, active, outcome, values, part_a, part_b, score in rows:
            lines[revision_id].append(
                Line(names[player_id], bool(active), outcome, values, part_a, part_b, score)
            )
    return lines


_GAMES_SQL = """
    SELECT g.id, g.number, g.position, g.dealer_id, g.winner_id, g.voided, g.dealt,
           g.revision, g.note, g.current_revision_id, r.action, r.flags_json
    FROM game g JOIN revision r ON r.id = g.current_revision_id
    WHERE g.session_id = :session {only} ORDER BY g.number
"""
_GAMES = text(_GAMES_SQL.format(only=""))
_SOME_GAMES = text(_GAMES_SQL.format(only="AND g.number IN :numbers")).bindparams(
    bindparam("numbers", expanding=True)
)
_SESSION_LINES = text(
    """
    SELECT e.revision_id, e.player_id, e.active, e.outcome, e.values_json,
           e.part_a, e.part_b, e.score
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = :session ORDER BY g.number, e.seat
    """
)


def games(db: Session, info: SessionInfo, numbers: list[int] | None = None) -> list[GameRow]:
    """The ledger, one row per game. Plain SQL rows: a year of games is 50,000 lines, and
    building ORM objects for them cost ten times what SQLite takes to read them."""
    names = names_by_id(db, info.id)
    if numbers is not None:
        rows = db.exec(_SOME_GAMES, params={"session": info.id, "numbers": numbers}).all()
        lines = _lines_by_revision(db, [row[9] for row in rows], names)
    else:
        rows = db.exec(_GAMES, params={"session": info.id}).all()
        lines = defaultdict(list)
        for rev, pid, active, outcome, values, a, b, score in db.exec(
            _SESSION_LINES, params={"session": info.id}
        ):
            lines[rev].append(Line(names[pid], bool(active), outcome, values, a, b, score))
    corrected_query = (
        select(Revision.game_id)
        .where(Revision.session_id == info.id, Revision.action == "correct")
        .where(col(Revision.undone).is_(False))
    )
    if numbers is not None:
        corrected_query = corrected_query.where(col(Revision.game_id).in_([r[0] for r in rows]))
    corrected = set(db.exec(corrected_query).all())
    table = info.table
    return [
        GameRow(
            number=number,
            round=table.round_of(position),
            dealer=names[dealer_id],
            winner=names.get(winner_id),
            voided=bool(voided),
            dealt=bool(dealt),
            revision=revision,
            action=action,
            note=note,
            flags=tuple(json.loads(flags)) if flags != "[]" else (),
            lines=tuple(lines[current]),
            corrected=game_id in corrected,
        )
        for (game_id, number, position, dealer_id, winner_id, voided, dealt, revision, note,
             current, action, flags) in rows
    ]  # fmt: skip


def game(db: Session, info: SessionInfo, number: int | str) -> GameRow:
    found = find_game(db, info, number)
    return games(db, info, [found.number])[0]


def totals(db: Session, info: SessionInfo) -> Totals:
    names = names_by_id(db, info.id)
    active = col(RevisionEntry.active)
    won = col(RevisionEntry.outcome) == "winner"
    rows = db.exec(
        select(
            RevisionEntry.player_id,
            func.sum(RevisionEntry.score),
            func.sum(case((active, 1), else_=0)),
            func.sum(case((won, 1), else_=0)),
            func.sum(case((active, 0), else_=1)),
            func.sum(RevisionEntry.part_a),
            func.sum(RevisionEntry.part_b),
        )
        .join(Game, col(Game.current_revision_id) == col(RevisionEntry.revision_id))
        .where(Game.session_id == info.id, col(Game.voided).is_(False))
        .group_by(col(RevisionEntry.player_id))
    ).all()
    by_name = {names[row[0]]: row[1:] for row in rows}
    players = tuple(
        PlayerTotal(name, seat, *(int(v) for v in by_name.get(name, (0,) * 6)))
        for seat, name in enumerate(info.seats)
    )
    counted = db.exec(
        select(func.count())
        .select_from(Game)
        .where(Game.session_id == info.id, col(Game.voided).is_(False))
    ).one()
    last_position = db.exec(
        select(Game.position)
        .where(Game.session_id == info.id, col(Game.dealt))
        .order_by(col(Game.number).desc())
        .limit(1)
    ).first()
    return Totals(
        session=info.name,
        preset=info.preset,
        breakdown=info.rules.preset.breakdown,
        games=counted,
        rounds_played=info.table.rounds_played(last_position),
        players=players,
    )


def last_change(db: Session, info: SessionInfo) -> RevisionRow | None:
    """The latest record, correction or void not undone yet: what undo reverts."""
    target = db.exec(
        select(Revision.id)
        .where(Revision.session_id == info.id, Revision.action != "undo")
        .where(col(Revision.undone).is_(False))
        .order_by(col(Revision.id).desc())
        .limit(1)
    ).first()
    return _revision_rows(db, info, [target])[0] if target is not None else None


def history(db: Session, info: SessionInfo, number: int | str | None = None) -> list[RevisionRow]:
    """Every revision of the session (or of one game), oldest first."""
    query = select(Revision.id).where(Revision.session_id == info.id)
    if number is not None:
        query = query.where(Revision.game_id == find_game(db, info, number).id)
    return _revision_rows(db, info, list(db.exec(query.order_by(col(Revision.id))).all()))


def _revision_rows(db: Session, info: SessionInfo, ids: list[int]) -> list[RevisionRow]:
    names = names_by_id(db, info.id)
    rows = []
    for start in range(0, len(ids), 900):
        rows += db.exec(
            select(Revision, Game.number)
            .join(Game, col(Game.id) == col(Revision.game_id))
            .where(col(Revision.id).in_(ids[start : start + 900]))
            .order_by(col(Revision.id))
        ).all()
    lines = _lines_by_revision(db, [revision.id for revision, _ in rows], names)
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

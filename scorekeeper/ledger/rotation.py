"""Dealer rotation and rounds for a session, read from the games that took their deal.

A voided game still took its deal (the cards went round), so it counts here; an undone
record never happened, so it does not. Positions are stored on each game when it is
written and recomputed for the later games only when an earlier dealer changes.
"""

from __future__ import annotations

from sqlalchemy import func
from sqlmodel import Session, col, select

from scorekeeper.ledger.records import names_by_id
from scorekeeper.ledger.views import NextGame, SessionInfo
from scorekeeper.storage.tables import Game, RevisionEntry


def last_dealt(db: Session, info: SessionInfo, before: int | None = None) -> Game | None:
    query = select(Game).where(Game.session_id == info.id, col(Game.dealt))
    if before is not None:
        query = query.where(Game.number < before)
    return db.exec(query.order_by(col(Game.number).desc()).limit(1)).first()


def sat_out_in(db: Session, game: Game, names: dict[int, str]) -> tuple[str, ...]:
    rows = db.exec(
        select(RevisionEntry.player_id)
        .where(RevisionEntry.revision_id == game.current_revision_id)
        .where(col(RevisionEntry.active).is_(False))
        .order_by(col(RevisionEntry.seat))
    ).all()
    return tuple(names[pid] for pid in rows)


def default_dealer(
    db: Session, info: SessionInfo, sitting_out: tuple[str, ...] = ()
) -> tuple[str, Game | None]:
    """Who deals next: the seat after the last dealer, skipping who sat out then (and now)."""
    names = names_by_id(db, info.id)
    last = last_dealt(db, info)
    if last is None:
        dealer = info.first_dealer
        if dealer in sitting_out:
            dealer = info.table.neighbour(dealer, sitting_out)
        return dealer, None
    away = set(sat_out_in(db, last, names)) | set(sitting_out)
    return info.table.neighbour(names[last.dealer_id], away), last


def position_after(info: SessionInfo, last: Game | None, names: dict, dealer: str) -> int:
    if last is None:
        return 0
    return last.position + info.table.steps_between(names[last.dealer_id], dealer)


def next_game(db: Session, info: SessionInfo, sitting_out: tuple[str, ...] = ()) -> NextGame:
    """The coming game; ``sitting_out`` names who sits it out, when already known."""
    names = names_by_id(db, info.id)
    dealer, last = default_dealer(db, info, sitting_out)
    away = tuple(sorted(set(sat_out_in(db, last, names) if last else ()) | set(sitting_out)))
    number = (
        db.exec(
            select(Game.number)
            .where(Game.session_id == info.id)
            .order_by(col(Game.number).desc())
            .limit(1)
        ).first()
        or 0
    ) + 1
    position = position_after(info, last, names, dealer)
    counted = db.exec(
        select(func.count())
        .select_from(Game)
        .where(Game.session_id == info.id, col(Game.voided).is_(False))
    ).one()
    return NextGame(
        number=number,
        round=info.table.round_of(position),
        dealer=dealer,
        cutter=info.table.cutter(dealer, away),
        first_player=info.table.first_player(dealer, away),
        sat_out_last=away,
        rounds_played=info.table.rounds_played(last.position if last else None),
        games_counted=counted,
    )


def reposition(db: Session, info: SessionInfo, from_number: int) -> None:
    """Recompute the stored positions of games from ``from_number`` on."""
    names = names_by_id(db, info.id)
    last = last_dealt(db, info, before=from_number)
    later = db.exec(
        select(Game)
        .where(Game.session_id == info.id, Game.number >= from_number)
        .order_by(col(Game.number))
    ).all()
    for game in later:
        position = position_after(info, last, names, names[game.dealer_id])
        if position != game.position:
            game.position = position
            db.add(game)
        if game.dealt:
            last = game

"""Reading and writing the rows of one session: the ledger's private plumbing.

Everything here runs inside a unit of work opened by the use-cases; nothing commits.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from sqlalchemy import func
from sqlmodel import Session, col, select

from scorekeeper.ledger import plain_session as plain
from scorekeeper.ledger.plain_session import raw
from scorekeeper.ledger.views import Line, SessionInfo
from scorekeeper.rules import Entry, Hand, PlayerScore, RuleError
from scorekeeper.storage.tables import (
    Game,
    GameSession,
    Player,
    Revision,
    RevisionEntry,
    Seat,
)


def find_session_row(db: Session, ref: str | int) -> GameSession:
    """A session by number or by name (case-insensitive); refuses naming what exists."""
    return db.get(GameSession, plain.find_session_id(raw(db), ref))


def session_info(db: Session, row: GameSession) -> SessionInfo:
    return plain.session_info(raw(db), row.id)


def player_ids(db: Session, session_id: int) -> dict[str, int]:
    rows = db.exec(
        select(Player.name, Player.id)
        .join(Seat, col(Seat.player_id) == col(Player.id))
        .where(Seat.session_id == session_id)
    ).all()
    return dict(rows)


def names_by_id(db: Session, session_id: int) -> dict[int, str]:
    return plain.names_by_id(raw(db), session_id)


def find_game(db: Session, session: SessionInfo, number: int | str) -> Game:
    text = str(number).strip()
    game = None
    if text.isdecimal() and len(text) < 10:
        game = db.exec(
            select(Game).where(Game.session_id == session.id, Game.number == int(text))
        ).first()
    if game is None:
        last = db.exec(select(func.max(Game.number)).where(Game.session_id == session.id)).one()
        allowed = f"games are 1–{last}" if last else "no games are recorded yet"
        raise RuleError("GAME", f"no game {text[:20]!r} in {session.name}; {allowed}")
    return game


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


def add_revision(
    db: Session,
    game: Game,
    *,
    action: str,
    at: str,
    dealer_id: int,
    reason: str | None = None,
    entry: Entry | None = None,
    scores: Sequence[PlayerScore] = (),
    copy_from: int | None = None,
    voided: bool = False,
    dealt: bool = True,
    undoes_id: int | None = None,
) -> Revision:
    """Append a revision to ``game`` and make it the current one.

    Its lines come from ``entry`` and ``scores`` (a new entry) or are copied from the
    revision ``copy_from`` (a void or an undo, which change no line).
    """
    seats = player_seats(db, game.session_id)
    ids = {name: pid for pid, (name, _) in seats.items()}
    winner_id = ids[entry.winner] if entry is not None else None
    flags = sorted(entry.flags) if entry is not None else []
    if copy_from is not None:
        source = db.get(Revision, copy_from)
        winner_id, flags = source.winner_id, json.loads(source.flags_json)
    revision = Revision(
        game_id=game.id,
        session_id=game.session_id,
        number=game.revision + 1,
        action=action,
        reason=reason,
        at=at,
        dealer_id=dealer_id,
        winner_id=winner_id,
        voided=voided,
        dealt=dealt,
        flags_json=json.dumps(flags),
        previous_id=game.current_revision_id,
        undoes_id=undoes_id,
    )
    db.add(revision)
    db.flush()
    if copy_from is not None:
        _copy_lines(db, copy_from, revision.id)
    else:
        _write_lines(db, revision.id, seats, entry, scores)
    game.current_revision_id = revision.id
    game.revision = revision.number
    game.dealer_id, game.winner_id = dealer_id, winner_id
    game.voided, game.dealt = voided, dealt
    db.add(game)
    return revision


def player_seats(db: Session, session_id: int) -> dict[int, tuple[str, int]]:
    rows = db.exec(
        select(Player.id, Player.name, Seat.position)
        .join(Seat, col(Seat.player_id) == col(Player.id))
        .where(Seat.session_id == session_id)
    ).all()
    return {pid: (name, position) for pid, name, position in rows}


def _write_lines(
    db: Session,
    revision_id: int,
    seats: dict[int, tuple[str, int]],
    entry: Entry,
    scores: Sequence[PlayerScore],
) -> None:
    hands = {hand.player: hand for hand in entry.hands}
    by_player = {item.player: item for item in scores}
    for pid, (name, position) in seats.items():
        hand, result = hands.get(name), by_player.get(name)
        db.add(
            RevisionEntry(
                revision_id=revision_id,
                player_id=pid,
                seat=position,
                active=hand is not None,
                outcome=hand.outcome if hand else None,
                values_json=json.dumps(dict(hand.values) if hand else {}, sort_keys=True),
                part_a=result.part_a if result else 0,
                part_b=result.part_b if result else 0,
                score=result.score if result else 0,
            )
        )


def _copy_lines(db: Session, source_id: int, revision_id: int) -> None:
    for row in db.exec(select(RevisionEntry).where(RevisionEntry.revision_id == source_id)):
        db.add(RevisionEntry(**{**row.model_dump(), "revision_id": revision_id}))

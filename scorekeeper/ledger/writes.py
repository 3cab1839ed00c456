"""The use-cases that change the ledger: record, correct, void, undo.

Each runs in one ``BEGIN IMMEDIATE`` transaction and adds exactly one revision; no row
is ever deleted or overwritten except a game's pointer to its current revision.
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from scorekeeper.ledger.clock import Clock
from scorekeeper.ledger.records import add_revision, find_game, names_by_id, player_ids
from scorekeeper.ledger.rotation import default_dealer, last_dealt, position_after, reposition
from scorekeeper.ledger.views import SessionInfo
from scorekeeper.rules import Entry, RuleError
from scorekeeper.storage.tables import Game, GameSession, Revision

MAX_TEXT = 500


def check_text(value: str | None, field: str, required: bool) -> str | None:
    text = " ".join(str(value).split()) if value is not None else ""
    if required and not text:
        raise RuleError(field, "a reason is required (say why, in a few words)")
    if len(text) > MAX_TEXT:
        raise RuleError(field, f"at most {MAX_TEXT} characters, got {len(text)}")
    if "\x00" in text:
        raise RuleError(field, "cannot contain NUL characters")
    return text or None


def _ordered(info: SessionInfo, entry: Entry) -> Entry:
    """The entry's hands in seat order, every player seated (checked by name)."""
    by_name = {hand.player: hand for hand in entry.hands}
    unknown = [name for name in by_name if name not in info.seats]
    if unknown:
        raise RuleError("players", f"{unknown[0]!r} is not seated; seated: {', '.join(info.seats)}")
    hands = tuple(by_name[name] for name in info.seats if name in by_name)
    return Entry(hands, entry.flags)


def _dealer(db: Session, info: SessionInfo, dealer: str | None, entry: Entry) -> str:
    if dealer is None:
        sitting_out = tuple(name for name in info.seats if name not in entry.players)
        return default_dealer(db, info, sitting_out)[0]
    if dealer not in info.seats:
        raise RuleError("dealer", f"{dealer!r} is not seated; seated: {', '.join(info.seats)}")
    return dealer


def _touch(db: Session, info: SessionInfo, at: str) -> None:
    row = db.get(GameSession, info.id)
    row.last_used_at = at
    db.add(row)


def record(
    db: Session,
    info: SessionInfo,
    entry: Entry,
    clock: Clock,
    dealer: str | None = None,
    note: str | None = None,
) -> int:
    """Add the next game; returns its number."""
    entry = _ordered(info, entry)
    scores = info.rules.score(entry)
    note = check_text(note, "note", required=False)
    dealer = _dealer(db, info, dealer, entry)
    names = names_by_id(db, info.id)
    last = last_dealt(db, info)
    top = db.exec(
        select(Game.number)
        .where(Game.session_id == info.id)
        .order_by(col(Game.number).desc())
        .limit(1)
    ).first()
    ids = player_ids(db, info.id)
    game = Game(
        session_id=info.id,
        number=(top or 0) + 1,
        dealer_id=ids[dealer],
        position=position_after(info, last, names, dealer),
        note=note,
    )
    db.add(game)
    db.flush()
    at = clock()
    add_revision(
        db, game, action="record", at=at, dealer_id=ids[dealer], entry=entry, scores=scores
    )
    _touch(db, info, at)
    return game.number


def correct(
    db: Session,
    info: SessionInfo,
    number: int | str,
    entry: Entry,
    reason: str,
    clock: Clock,
    dealer: str | None = None,
) -> int:
    """Give a game a complete new entry; the old one stays in its history."""
    reason = check_text(reason, "reason", required=True)
    game = find_game(db, info, number)
    entry = _ordered(info, entry)
    scores = info.rules.score(entry)
    if dealer is not None and dealer not in info.seats:
        raise RuleError("dealer", f"{dealer!r} is not seated; seated: {', '.join(info.seats)}")
    ids = player_ids(db, info.id)
    dealer_id = ids[dealer] if dealer is not None else game.dealer_id
    moved = dealer_id != game.dealer_id or not game.dealt
    at = clock()
    add_revision(
        db, game, action="correct", at=at, reason=reason, dealer_id=dealer_id,
        entry=entry, scores=scores,
    )  # fmt: skip
    if moved:
        db.flush()
        reposition(db, info, game.number)
    _touch(db, info, at)
    return game.number


def void(db: Session, info: SessionInfo, number: int | str, reason: str, clock: Clock) -> int:
    """Take a game out of the totals; its deal still counts for the rotation."""
    reason = check_text(reason, "reason", required=True)
    game = find_game(db, info, number)
    if game.voided:
        raise RuleError("GAME", f"game {game.number} is already out of the totals")
    at = clock()
    add_revision(
        db, game, action="void", at=at, reason=reason, dealer_id=game.dealer_id,
        copy_from=game.current_revision_id, voided=True, dealt=game.dealt,
    )  # fmt: skip
    _touch(db, info, at)
    return game.number


def undo(db: Session, info: SessionInfo, clock: Clock) -> tuple[int, str]:
    """Revert the session's last record, correct or void not yet undone, as a revision.

    Returns the game number and the action that was undone.
    """
    target = db.exec(
        select(Revision)
        .where(Revision.session_id == info.id, Revision.action != "undo")
        .where(col(Revision.undone).is_(False))
        .order_by(col(Revision.id).desc())
        .limit(1)
    ).first()
    if target is None:
        raise RuleError("undo", f"nothing to undo in {info.name}")
    game = db.get(Game, target.game_id)
    before = db.get(Revision, target.previous_id) if target.previous_id else None
    at = clock()
    reason = f"undo {target.action} (revision {target.number})"
    if before is None:  # undoing the record itself: the game never happened
        state = dict(dealer_id=target.dealer_id, copy_from=target.id, voided=True, dealt=False)
    else:
        state = dict(
            dealer_id=before.dealer_id, copy_from=before.id, voided=before.voided,
            dealt=before.dealt,
        )  # fmt: skip
    moved = state["dealer_id"] != game.dealer_id or state["dealt"] != game.dealt
    add_revision(db, game, action="undo", at=at, reason=reason, undoes_id=target.id, **state)
    target.undone = True
    db.add(target)
    if moved:
        db.flush()
        reposition(db, info, game.number)
    _touch(db, info, at)
    return game.number, target.action

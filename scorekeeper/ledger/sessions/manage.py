"""Creating, finding, listing, renaming and archiving sessions."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.limits import check_session_name, check_stake
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import RuleError, capacity_problem, check_seat_names
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import key_spellings, name_key
from scorekeeper.store.tables import GameSession, Player, Seat

if TYPE_CHECKING:
    from sqlmodel.sql.expression import SelectOfScalar


def _player(db: Session, name: str, at: str) -> Player:
    found = db.exec(keyed(Player, name)).first()
    if found is None:
        found = Player(name=name, key=name_key(name), created_at=at)
        db.add(found)
        db.flush()
    return found


def new_session(
    db: Session,
    name: str,
    players: Sequence[str],
    at: str,
    preset: str = catalog.DEFAULT_PRESET,
    rules: Mapping[str, object] | None = None,
    first_dealer: str | None = None,
    stake: str | None = None,
    currency: str | None = None,
) -> tuple[SessionInfo, list[str]]:
    """Create a session; returns it and any warnings (a full table the decks cannot deal)."""
    name = check_session_name(name)
    seats = check_seat_names(players)
    rule_set = catalog.preset(preset).rules(rules or {})
    rule_set.preset.check_seats(len(seats))
    stake, currency = check_stake(stake, currency)
    if db.exec(keyed(GameSession, name)).first():
        raise RuleError(
            "NAME", N_("a session named {name!r} exists already; choose another name", name=name)
        )
    dealer_index = 0
    if first_dealer is not None:
        folded = [name_key(seat) for seat in seats]
        wanted = name_key(first_dealer)
        if wanted not in folded:
            raise RuleError(
                "first-dealer",
                N_(
                    "{first_dealer!r} is not seated; seated: {seats}",
                    first_dealer=first_dealer,
                    seats=", ".join(seats),
                ),
            )
        dealer_index = folded.index(wanted)
    people = [_player(db, seat, at) for seat in seats]
    row = GameSession(
        name=name,
        key=name_key(name),
        preset=rule_set.preset.name,
        rules_json=_json(rule_set.to_json()),
        first_dealer_id=people[dealer_index].id,
        stake=stake,
        currency=currency,
        created_at=at,
        last_used_at=at,
    )
    db.add(row)
    db.flush()
    for position, person in enumerate(people):
        db.add(Seat(session_id=row.id, position=position, player_id=person.id))
    db.flush()
    warning = capacity_problem(len(seats), rule_set.cards_dealt(len(seats)), rule_set["decks"])
    warnings = [f"a full table cannot be dealt: {warning}"] if warning else []
    return session_info(db, row), warnings


def keyed(table: type[Player] | type[GameSession], name: str) -> SelectOfScalar:
    """The rows named ``name`` (any case, é either way), under today's key or an older
    file's; where an older file has both spellings, the one typed comes first."""
    spellings = key_spellings(name)
    exact = col(table.key) == spellings[0]
    return select(table).where(col(table.key).in_(spellings)).order_by(exact.desc())


def _json(data: object) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def rename(db: Session, ref: str | int, new_name: str, at: str) -> SessionInfo:
    row = find_session_row(db, ref)
    name = check_session_name(new_name)
    if any(other.id != row.id for other in db.exec(keyed(GameSession, name)).all()):
        raise RuleError(
            "NAME", N_("a session named {name!r} exists already; choose another name", name=name)
        )
    row.name, row.key, row.last_used_at = name, name_key(name), at
    db.add(row)
    return session_info(db, row)


def set_archived(db: Session, ref: str | int, archived: bool) -> SessionInfo:
    row = find_session_row(db, ref)
    row.archived = archived
    db.add(row)
    return session_info(db, row)

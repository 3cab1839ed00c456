"""Creating, finding, listing, renaming and archiving sessions."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from scorekeeper import catalog
from scorekeeper.ledger.records import find_session_row, session_info
from scorekeeper.ledger.views import SessionInfo
from scorekeeper.rules import Preset, RuleError, capacity_problem, check_seat_names
from scorekeeper.rules.escapes import code_of
from scorekeeper.rules.text import key_spellings, name_key, nfc
from scorekeeper.store.tables import GameSession, Player, Seat

if TYPE_CHECKING:
    from sqlmodel.sql.expression import SelectOfScalar

MAX_SESSION_NAME = 60
MAX_STAKE = Decimal("1000000")


def check_session_name(name: str) -> str:
    """Spaces folded, NFC (one spelling of é), 1–60 printable characters, not only digits."""
    text = nfc(" ".join(str(name).split()))
    if not text:
        raise RuleError("NAME", "a session needs a name (letters, numbers, spaces)")
    if len(text) > MAX_SESSION_NAME:
        raise RuleError("NAME", f"at most {MAX_SESSION_NAME} characters, got {len(text)}")
    bad = next((ch for ch in str(name) if ch != " " and not ch.isprintable()), None)
    if bad is not None:  # named as it is, so an escape is not called a newline
        raise RuleError("NAME", f"cannot contain control characters (here {code_of(bad)})")
    if text.isdigit():
        raise RuleError("NAME", "cannot be only digits: numbers refer to sessions by number")
    return text


def check_stake(stake: str | None, currency: str | None) -> tuple[str | None, str | None]:
    """A stake is an exact decimal with at most 4 places, and comes with a currency code."""
    if stake is None and currency is None:
        return None, None
    if stake is None:
        raise RuleError("stake", "give --stake AMOUNT with --currency (e.g. --stake 0.25)")
    text = str(stake).strip()
    try:
        value = Decimal(text) if re.fullmatch(r"\d{1,7}(\.\d{1,4})?", text) else None
    except InvalidOperation:
        value = None
    if value is None or not 0 < value <= MAX_STAKE:
        raise RuleError(
            "stake", f"must be an amount per point above 0, at most 4 decimals, got {text[:30]!r}"
        )
    if currency is None:
        raise RuleError("currency", "a currency code is needed with --stake (e.g. --currency NPR)")
    code = str(currency).strip().upper()
    if not re.fullmatch(r"[A-Z]{3}", code):
        raise RuleError("currency", f"must be a 3-letter code such as NPR or USD, got {currency!r}")
    return str(value), code


def require_settles_by_stake(preset: Preset, stake: str | None) -> None:
    """A stake is money per point: it settles only games whose scores sum to zero (a
    pool's stake gives its entry fee's currency). Refused where it is set, as settle
    would refuse it later."""
    if stake is None or preset.zero_sum or getattr(preset.module, "settle_pool", None):
        return
    raise RuleError(
        "stake",
        f"the {preset.name} preset's scores do not sum to zero, so they cannot be "
        "settled as points × stake; the totals say who won",
    )


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
        raise RuleError("NAME", f"a session named {name!r} exists already; choose another name")
    dealer_index = 0
    if first_dealer is not None:
        folded = [name_key(seat) for seat in seats]
        wanted = name_key(first_dealer)
        if wanted not in folded:
            raise RuleError(
                "first-dealer", f"{first_dealer!r} is not seated; seated: {', '.join(seats)}"
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
        raise RuleError("NAME", f"a session named {name!r} exists already; choose another name")
    row.name, row.key, row.last_used_at = name, name_key(name), at
    db.add(row)
    return session_info(db, row)


def set_archived(db: Session, ref: str | int, archived: bool) -> SessionInfo:
    row = find_session_row(db, ref)
    row.archived = archived
    db.add(row)
    return session_info(db, row)


def session_rows(db: Session, include_archived: bool = True) -> list[GameSession]:
    query = select(GameSession).order_by(
        col(GameSession.last_used_at).desc(), col(GameSession.id).desc()
    )
    if not include_archived:
        query = query.where(col(GameSession.archived).is_(False))
    return list(db.exec(query).all())

"""Session-level changes kept in history: the stake changed, the evening settled, reopened.

Each adds one ``session_event`` row holding the state before and after, beside the
session row's current state, in the same transaction. A settled session takes no games
until it is reopened; the settlement shown when it was settled is kept with it.
"""

from __future__ import annotations

import json
from dataclasses import asdict

from sqlmodel import Session

from scorekeeper.ledger.core.session_lookup import raw, require_open
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.event_history import stake_text
from scorekeeper.ledger.reads.settle import Settlement, settle
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import check_text
from scorekeeper.store.tables import GameSession, SessionEvent


def add_event(
    db: Session,
    session_id: int | None,
    action: str,
    at: str,
    reason: str | None,
    before: dict,
    after: dict,
    player_id: int | None = None,
) -> None:
    db.add(
        SessionEvent(
            session_id=session_id,
            player_id=player_id,
            action=action,
            reason=reason,
            at=at,
            before_json=json.dumps(before, ensure_ascii=False, sort_keys=True),
            after_json=json.dumps(after, ensure_ascii=False, sort_keys=True),
        )
    )


def change_stake(
    db: Session,
    info: SessionInfo,
    stake: str | None,
    currency: str | None,
    reason: str | None,
    at: str,
) -> None:
    """Set, change or (with both None) remove the stake; the old one stays in history."""
    from scorekeeper.ledger.core.limits import check_stake, require_settles_by_stake

    require_open(info)
    stake, currency = check_stake(stake, currency)
    require_settles_by_stake(info.rules.preset, stake)
    reason = check_text(reason, "reason", required=False)
    before = {"stake": info.stake, "currency": info.currency}
    after = {"stake": stake, "currency": currency}
    if before == after:
        raise RuleError(
            "stake",
            N_(
                "{name} is at that stake already ({stake})", name=info.name, stake=stake_text(after)
            ),
        )
    row = db.get(GameSession, info.id)
    row.stake, row.currency, row.last_used_at = stake, currency, at
    db.add(row)
    add_event(db, info.id, "stake", at, reason, before, after)


def settle_session(
    db: Session, info: SessionInfo, banker: str | None, reason: str | None, at: str
) -> dict:
    """Close the evening; keeps (and returns) the points and the settlement shown now."""
    if info.settled_at is not None:
        raise RuleError(
            "SESSION",
            N_("{name} is settled already ({day})", name=info.name, day=info.settled_at[:10]),
        )
    reason = check_text(reason, "reason", required=False)
    if info.stake is None and banker is not None:
        raise RuleError(
            "banker", N_("{name} has no stake to settle; set one with `stake`", name=info.name)
        )
    # Points × stake only where points are money (a zero-sum preset); a pool keeps its
    # points, and `settle` shows its entry fees.
    money = info.stake is not None and info.rules.preset.zero_sum
    plan = settle(raw(db), info, banker=banker) if money else None
    kept = {"settlement": settlement_to_json(plan) if plan else None}
    if plan is None:
        from scorekeeper.ledger.reads.games import totals

        kept["points"] = {p.name: p.total for p in totals(raw(db), info).players}
    else:
        kept["points"] = {line.name: line.points for line in plan.lines}
    row = db.get(GameSession, info.id)
    row.settled_at, row.settlement_json, row.last_used_at = at, json.dumps(kept), at
    db.add(row)
    add_event(db, info.id, "settle", at, reason, {}, kept)
    return kept


def reopen_session(db: Session, info: SessionInfo, reason: str | None, at: str) -> None:
    if info.settled_at is None:
        raise RuleError(
            "SESSION",
            N_("{name} is open already (only a settled session is reopened)", name=info.name),
        )
    reason = check_text(reason, "reason", required=False)
    row = db.get(GameSession, info.id)
    before = {"settled_at": row.settled_at, **json.loads(row.settlement_json or "{}")}
    row.settled_at, row.settlement_json, row.last_used_at = None, None, at
    db.add(row)
    add_event(db, info.id, "reopen", at, reason, before, {})


def settlement_to_json(plan: Settlement) -> dict:
    return {
        "session": plan.session,
        "stake": plan.stake,
        "currency": plan.currency,
        "banker": plan.banker,
        "lines": [asdict(line) for line in plan.lines],
        "transfers": [asdict(t) for t in plan.transfers],
    }

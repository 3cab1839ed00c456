"""A session's own changes (stake, settled, reopened) in an export, and back on import.

Player renames and merges belong to the whole database, not to one session, so they
stay behind: an export carries the names as they are now. A settled session comes back
settled, and its kept settlement is worked out again from the games and compared, so
an edited file cannot carry a settlement its games do not add up to.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlmodel import Session, col, select

from scorekeeper.ledger.events import add_event, settlement_to_json
from scorekeeper.ledger.settle import settle
from scorekeeper.ledger.views import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.storage.tables import GameSession, SessionEvent

SESSION_ACTIONS = ("stake", "settle", "reopen")


def session_events(db: Session, info: SessionInfo) -> list[dict[str, Any]]:
    rows = db.exec(
        select(SessionEvent)
        .where(SessionEvent.session_id == info.id)
        .order_by(col(SessionEvent.id))
    ).all()
    return [
        {
            "action": row.action,
            "reason": row.reason,
            "at": row.at,
            "before": json.loads(row.before_json),
            "after": json.loads(row.after_json),
        }
        for row in rows
    ]


def replay_events(
    db: Session, info: SessionInfo, events: Sequence[dict[str, Any]], settled_at: str | None
) -> None:
    for event in events:
        if event["action"] not in SESSION_ACTIONS:
            raise RuleError("FILE", f"unknown session change {str(event['action'])[:20]!r}")
        before, after = dict(event["before"]), dict(event["after"])
        add_event(
            db, info.id, event["action"], str(event["at"]), event.get("reason"), before, after
        )
    if settled_at is None:
        return
    last = [e for e in events if e["action"] == "settle"]
    if not last:
        raise RuleError("FILE", "the session is marked settled but no settlement is kept")
    kept = dict(last[-1]["after"])
    if not kept_settlement_holds(db, info, kept.get("settlement")):
        raise RuleError("FILE", "the kept settlement does not match the session's games")
    row = db.get(GameSession, info.id)
    row.settled_at, row.settlement_json = str(settled_at), json.dumps(kept)
    db.add(row)


def kept_settlement_holds(db: Session, info: SessionInfo, plan: dict[str, Any] | None) -> bool:
    """Whether a kept settlement is what the session's games settle to now (by seat)."""
    if plan is None:
        return True
    banker = plan.get("banker")
    if banker is not None:  # kept under the name of then; seats say who it is now
        banker = info.seats[[line["name"] for line in plan["lines"]].index(banker)]
    again = settlement_to_json(settle(db, info, plan["stake"], plan["currency"], banker))
    return _by_seat(again) == _by_seat(plan)


def _by_seat(plan: dict[str, Any]) -> tuple:
    """A settlement with names replaced by seats: players may be renamed since."""
    seat = {line["name"]: index for index, line in enumerate(plan["lines"])}
    return (
        plan["stake"],
        plan["currency"],
        [(line["points"], line["money"]) for line in plan["lines"]],
        [(seat[t["payer"]], seat[t["payee"]], t["amount"]) for t in plan["transfers"]],
    )

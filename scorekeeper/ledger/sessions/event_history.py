"""Reading the changes to a session back, each told in one plain sentence."""

from __future__ import annotations

import json
from decimal import Decimal

from sqlalchemy import text
from sqlmodel import Session

from scorekeeper.ledger.list_rows import EventRow
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.sessions.events import stake_text
from scorekeeper.rules.errors import N_, listed
from scorekeeper.rules.money import format_minor

# A session's own changes, and every player change (they are few); which of those touch
# this session's players is read from their JSON here rather than in SQL, which SQLite
# and PostgreSQL would each spell their own way.
_EVENTS = text(
    "SELECT session_id, at, action, reason, before_json, after_json FROM session_event"
    " WHERE session_id = :s OR session_id IS NULL ORDER BY id"
)
_SEATED = text("SELECT player_id FROM seat WHERE session_id = :s")


def event_rows(db: Session, info: SessionInfo) -> list[EventRow]:
    """The session's own changes and those of its players' names, oldest first.

    Players are shared between sessions, so a rename or merge shows in each of theirs.
    """
    seated = {pid for (pid,) in db.exec(_SEATED, params={"s": info.id}).all()}
    shown = []
    for session_id, *row in db.exec(_EVENTS, params={"s": info.id}).all():
        if session_id is None and not _touches(seated, row[3], row[4]):
            continue
        shown.append(event_row(*row))
    return shown


def _touches(seated: set[int], before_json: str, after_json: str) -> bool:
    """A player change names one of ``seated`` (its id before or after, or a row moved)."""
    before, after = json.loads(before_json), json.loads(after_json)
    named = {before.get("id"), after.get("id"), *before.get("rows", [])}
    return not seated.isdisjoint(named)


def event_row(
    at: str, action: str, reason: str | None, before_json: str, after_json: str
) -> EventRow:
    before, after = json.loads(before_json), json.loads(after_json)
    return EventRow(at, action, reason, describe(action, before, after), before, after)


def describe(action: str, before: dict, after: dict) -> str:
    """One plain sentence for a change, the same in the CLI and the TUI."""
    if action == "stake":
        return N_("stake {before} → {after}", before=stake_text(before), after=stake_text(after))
    if action == "settle":
        plan = after.get("settlement")
        if plan is None:
            return N_("settled (no stake: points only)")
        paid = listed(
            [
            N_("{payer} pays {payee} {amount} {currency}", payer=t["payer"], payee=t["payee"],
               amount=Decimal(format_minor(t["amount"])), currency=plan["currency"])
            for t in plan["transfers"]],
            "; ",
        )  # fmt: skip
        return N_(
            "settled at {stake} {currency} a point: {paid}", stake=Decimal(plan["stake"]),
            currency=plan["currency"], paid=paid or N_("nobody owes"),
        )  # fmt: skip
    if action == "reopen":
        return N_("reopened: games can be recorded again")
    if action == "rules":
        from scorekeeper.ledger.sessions.rule_changes import describe_rules

        return describe_rules(before, after)
    if action == "rejoin":
        from scorekeeper.ledger.core.pool_play import describe_rejoin

        return describe_rejoin(before, after)
    if action == "rename-player":
        return N_("player {old} renamed {new}", old=before["name"], new=after["name"])
    if action == "merge-player":
        return N_(
            "player {old} merged into {new} (one person)", old=before["name"], new=after["name"]
        )
    if action == "split-player":
        return N_("player {new} told apart from {old} again", new=after["name"], old=before["name"])
    return action

"""Reading the changes to a session back, each told in one plain sentence."""

from __future__ import annotations

import json
from decimal import Decimal

from scorekeeper.ledger.list_rows import EventRow
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules.errors import N_, listed
from scorekeeper.rules.money import format_minor
from scorekeeper.store.units import Connection

# A session's own changes, and every player change (they are few); which of those touch
# this session's players is read from their JSON here rather than in SQL, which SQLite
# and PostgreSQL would each spell their own way.
_EVENTS = (
    "SELECT session_id, at, action, reason, before_json, after_json FROM session_event"
    " WHERE session_id = ? OR session_id IS NULL ORDER BY id"
)
_SEATED = "SELECT player_id FROM seat WHERE session_id = ?"


def event_rows(conn: Connection, info: SessionInfo) -> list[EventRow]:
    """The session's own changes and those of its players' names, oldest first.

    Players are shared between sessions, so a rename or merge shows in each of theirs.
    """
    seated = {pid for (pid,) in conn.execute(_SEATED, (info.id,))}
    shown = []
    for session_id, *row in conn.execute(_EVENTS, (info.id,)).fetchall():
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


def describe_rules(before: dict, after: dict) -> str:
    """``target 500 → 1000`` (0 reads never)."""
    never = N_("never")
    return listed([
        N_("{key} {before} → {after}", key=key, before=before.get(key) or never,
           after=after.get(key) or never)
        for key in after
    ])  # fmt: skip


def stake_text(state: dict) -> str:
    """``state``: a stake event's before or after (its ``stake`` and ``currency``)."""
    if not state.get("stake"):
        return N_("none")
    # a number the reader's digits write, and the currency code as it is
    return N_("{stake} {currency}", stake=Decimal(state["stake"]), currency=state["currency"])

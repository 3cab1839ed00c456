"""A session's own changes (stake, settled, reopened) in an export, and back on import.

Player renames and merges belong to the whole database, not to one session, so they
stay behind: an export carries the names as they are now. On import the changes are
replayed in order before anything is written: each stake change starts from the stake
the one before left, a session is settled only while open and reopened only while
settled, a reopening keeps the settlement it undid, and the last change leaves the stake
and the settled state the session says it has. A settled session comes back settled;
its kept settlement is worked out again from the games and compared, so an edited file
cannot carry a settlement its games do not add up to.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.ledger.core.limits import check_stake
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.transfer.pool import (
    check_rejoin,
    named_now,
    rejoiner_id,
    require_pool_written,
)
from scorekeeper.ledger.transfer.refusal import refuse as _refuse
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.money import split_money
from scorekeeper.rules.settlement import plan_through_banker, plan_transfers
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document, Kept, SettleEvent, Stake

MISMATCH = N_("the kept settlement does not match the session's games")


_EVENTS = """
    SELECT action, reason, at, before_json, after_json, player_id FROM session_event
    WHERE session_id = ? ORDER BY id
"""


def session_events(conn: Connection, info: SessionInfo) -> list[dict[str, Any]]:
    rows = conn.execute(_EVENTS, (info.id,)).fetchall()
    return [
        {
            "action": action,
            "reason": reason,
            "at": at,
            "before": named_now(conn, info, action, player_id, json.loads(before)),
            "after": named_now(conn, info, action, player_id, json.loads(after)),
        }
        for action, reason, at, before, after, player_id in rows
    ]


def _stake(where: str, state: Stake) -> tuple[str | None, str | None]:
    try:
        kept = check_stake(state.stake, state.currency)
    except RuleError as error:
        raise _refuse(f"{where}.{error.field}", *error.parts) from None
    if kept != (state.stake, state.currency):
        said = N_("must be written as the ledger keeps it: {stake} {currency}", stake=kept[0],
                  currency=kept[1])  # fmt: skip
        raise _refuse(where, said)
    return kept


def check_events(
    doc: Document, stake: str | None, currency: str | None, totals: Sequence[int]
) -> None:
    """The session's changes as the ledger would have made them, in order (nothing written)."""
    stakes = [(i, event) for i, event in enumerate(doc.events) if event.action == "stake"]
    now = (stake, currency)  # the stake the session was made with: the first change's before
    if stakes:
        now = _stake(f"events[{stakes[0][0]}].before", stakes[0][1].before)
    settled: SettleEvent | None = None
    for index, event in enumerate(doc.events):
        where = f"events[{index}]"
        if event.action == "stake":
            if settled is not None:
                raise _refuse(f"{where}.action", N_("the stake cannot change while settled"))
            if _stake(f"{where}.before", event.before) != now:
                raise _refuse(f"{where}.before", N_("must be the stake the change before left"))
            after = _stake(f"{where}.after", event.after)
            if after == now:
                raise _refuse(f"{where}.after", N_("must differ from the stake before"))
            now = after
        elif event.action == "rules":  # target / deals: the session's rules hold the last
            continue
        elif event.action == "rejoin":  # what it gave is worked out again once written
            check_rejoin(doc, index, event)
            continue
        elif event.action == "settle":
            if settled is not None:
                raise _refuse(f"{where}.action", N_("the session is settled already"))
            _kept(f"{where}.after", event.after, now, len(totals), _zero_sum(doc))
            settled = event
        else:
            if settled is None:
                raise _refuse(f"{where}.action", N_("only a settled session is reopened"))
            kept = {"settled_at": settled.at, **settled.after.model_dump()}
            if event.before.model_dump() != kept:
                raise _refuse(f"{where}.before", N_("must be the settlement it reopened, as kept"))
            settled = None
    if now != (stake, currency):
        raise _refuse("session.stake", N_("must be the stake the last stake change left"))
    _settled(doc, settled, totals)


def _zero_sum(doc: Document) -> bool:
    from scorekeeper.ledger import catalog

    return catalog.preset(doc.session.preset).zero_sum


def _kept(
    where: str, kept: Kept, stake: tuple[str | None, str | None], seats: int, zero_sum: bool
) -> None:
    """What settling kept, as settling at the stake of then would have kept it."""
    plan = kept.settlement
    if len(kept.points) != seats or (zero_sum and sum(kept.points.values()) != 0):
        said = (
            N_("must be the {count} players' points, summing to 0", count=seats)
            if zero_sum
            else N_("must be the {count} players' points", count=seats)
        )
        raise _refuse(f"{where}.points", said)
    if (plan is None) != (stake[0] is None):
        said = (
            N_("must be null: there was no stake")
            if plan
            else N_("must be kept at the stake then, {stake}", stake=stake[0])
        )
        raise _refuse(f"{where}.settlement", said)
    if plan is None:
        return
    names = [line.name for line in plan.lines]
    if (plan.stake, plan.currency) != stake:
        raise _refuse(
            f"{where}.settlement.stake", N_("must be the stake then, {stake}", stake=stake[0])
        )
    if {line.name: line.points for line in plan.lines} != kept.points or len(names) != seats:
        raise _refuse(f"{where}.settlement.lines", N_("must be the players' points, one line each"))
    people = [plan.banker] if plan.banker is not None else []
    people += [name for move in plan.transfers for name in (move.payer, move.payee)]
    if any(name not in names for name in people):
        raise _refuse(f"{where}.settlement", N_("names someone who has no line in it"))


def _settled(doc: Document, settled: SettleEvent | None, totals: Sequence[int]) -> None:
    settled_at = doc.session.settled_at
    if settled is None:
        if settled_at is not None:
            raise _refuse("session.settled_at", N_("must be null: no settling is left standing"))
        return
    if settled_at != settled.at:
        said = N_("must be {at}, when it was settled", at=settled.at)
        raise _refuse("session.settled_at", said)
    plan = settled.after.settlement
    if plan is None:  # kept by name of then: only the points themselves can be compared
        if sorted(settled.after.points.values()) != sorted(totals):
            raise RuleError("FILE", MISMATCH)
    elif not settlement_holds(totals, plan.model_dump()):
        raise RuleError("FILE", MISMATCH)


_INSERT_EVENT = """
    INSERT INTO session_event (session_id, player_id, action, reason, at, before_json,
        after_json)
    VALUES (?, ?, ?, ?, ?, ?, ?)
"""


def write_events(conn: Connection, info: SessionInfo, doc: Document) -> None:
    """Add the checked changes to the new session, and its settled state."""
    for event in doc.events:
        before, after = event.before.model_dump(), event.after.model_dump()
        if event.action == "rules":  # as the ledger wrote it: only the keys changed
            before = {key: value for key, value in before.items() if value is not None}
            after = {key: value for key, value in after.items() if value is not None}
        who = rejoiner_id(conn, info, doc, after["player"]) if event.action == "rejoin" else None
        # the states written as sessions/events.add_event writes them
        conn.execute(
            _INSERT_EVENT,
            (info.id, who, event.action, event.reason, event.at, _state(before), _state(after)),
        )
    require_pool_written(conn, info)
    settled = [event for event in doc.events if event.action == "settle"]
    if doc.session.settled_at is None:
        return
    kept = settled[-1].after.model_dump()
    if not kept_settlement_holds(conn, info, kept["settlement"]):  # what was written, again
        raise RuleError("FILE", MISMATCH)
    conn.execute(
        "UPDATE session SET settled_at = ?, settlement_json = ? WHERE id = ?",
        (doc.session.settled_at, json.dumps(kept), info.id),
    )


def _state(state: dict) -> str:
    return json.dumps(state, ensure_ascii=False, sort_keys=True)


def kept_settlement_holds(conn: Connection, info: SessionInfo, plan: dict[str, Any] | None) -> bool:
    """Whether a kept settlement is what the session's games settle to now (by seat)."""
    if plan is None:
        return True
    from scorekeeper.ledger.reads.games import totals

    return settlement_holds([player.total for player in totals(conn, info).players], plan)


def settlement_holds(points: Sequence[int], plan: Mapping[str, Any]) -> bool:
    """Whether ``plan`` is what settling these points (by seat) at its stake gives.

    Compared by seat: the plan keeps the names of then, and players may be renamed since.
    """
    names = [line["name"] for line in plan["lines"]]
    if len(names) != len(points):
        return False
    stake, currency = check_stake(plan["stake"], plan["currency"])
    seats = [str(seat) for seat in range(len(points))]
    balances = list(zip(seats, split_money(points, Decimal(stake)), strict=True))
    banker = plan.get("banker")
    transfers = (
        plan_through_banker(balances, seats[names.index(banker)])
        if banker is not None
        else plan_transfers(balances)
    )
    again = (
        stake,
        currency,
        [(total, money) for total, (_, money) in zip(points, balances, strict=True)],
        [(int(move.payer), int(move.payee), move.amount) for move in transfers],
    )
    return again == _by_seat(plan)


def _by_seat(plan: Mapping[str, Any]) -> tuple:
    """A settlement with names replaced by seats: players may be renamed since."""
    seat = {line["name"]: index for index, line in enumerate(plan["lines"])}
    return (
        plan["stake"],
        plan["currency"],
        [(line["points"], line["money"]) for line in plan["lines"]],
        [(seat[t["payer"]], seat[t["payee"]], t["amount"]) for t in plan["transfers"]],
    )

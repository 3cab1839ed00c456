"""Settling a pool: an entry fee per player and per rejoin, the whole pot to the winner.

Points × stake means nothing in pool rummy (the points are penalties); what changes
hands is the entry fee (``entry-fee``, in the stake's currency): every player paid it
once, and once more for each rejoin, and the pool's winner collects the whole pot. The
plan lists who pays the winner what (or, with a banker, everyone through the banker).
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.ledger.core.pool_play import pool_standing
from scorekeeper.ledger.core.session_lookup import resolve_player
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.settle import MoneyLine, Settlement
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_, Option
from scorekeeper.rules.money import MINOR_UNITS
from scorekeeper.rules.pool import settle_pool
from scorekeeper.rules.settlement import plan_through_banker, plan_transfers
from scorekeeper.store.units import Connection


def settle_entry_fees(
    conn: Connection, info: SessionInfo, currency: str | None, banker: str | None
) -> Settlement:
    fee = Decimal(info.rules["entry-fee"])
    if not fee:
        raise RuleError(
            "entry-fee",
            N_(
                "{name} has no entry fee: a pool settles by its entry fee, set when the session "
                "is made (--rule entry-fee=AMOUNT)",
                name=info.name,
            ),
        )
    code = (currency or info.currency or "").strip().upper()
    if not code:
        code_given = Option("currency", "CODE")
        said = N_("give {currency}: the entry fee's currency (e.g. NPR)", currency=code_given)
        raise RuleError("currency", said)
    if len(code) != 3 or not code.isalpha() or not code.isascii():
        raise RuleError(
            "currency", N_("must be a 3-letter code such as NPR or USD, got {code!r}", code=code)
        )
    now = pool_standing(conn, info)
    assert now is not None
    if not now.ending.over or len(now.ending.winners) != 1:
        raise RuleError(
            "SESSION",
            N_(
                "{name}'s pool is not won yet: it is settled when one player is left in "
                "(still in: {players})",
                name=info.name,
                players=", ".join(now.still_in),
            ),
        )  # fmt: skip
    (winner,) = now.ending.winners
    money = dict(settle_pool(int(fee * MINOR_UNITS), info.seats, winner, now.entries))
    lines = tuple(MoneyLine(seat, now.totals[seat], money[seat]) for seat in info.seats)
    balances = [(line.name, line.money) for line in lines]
    banker_name = resolve_player(info, banker, "banker") if banker is not None else None
    plan = plan_through_banker(balances, banker_name) if banker_name else plan_transfers(balances)
    return Settlement(info.name, str(fee), code, banker_name, lines, tuple(plan), entry_fee=True)

"""Settling a session: each player's points, money and the transfers that square them."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.ledger.core.limits import STAKE, check_stake, require_settles_by_stake
from scorekeeper.ledger.core.session_lookup import resolve_player
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.games import totals
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_, Option
from scorekeeper.rules.money import split_money
from scorekeeper.rules.settlement import Transfer, plan_through_banker, plan_transfers
from scorekeeper.store.units import Connection


@dataclass(frozen=True)
class MoneyLine:
    name: str
    points: int
    money: int  # minor units: points × stake, to the cent (see rules/money.py)


@dataclass(frozen=True)
class Settlement:
    session: str
    stake: str
    currency: str
    banker: str | None
    lines: tuple[MoneyLine, ...]
    transfers: tuple[Transfer, ...]
    settled_at: str | None = None  # set on the settlement kept when the evening closed
    entry_fee: bool = False  # a pool's: ``stake`` is the entry fee, the pot to the winner
    # The session's fingerprint as it stands (store/digests.py): shown with the plan, so a
    # photo of the settle-up is a receipt that a later change to any game would not match.
    fingerprint: str | None = None


def settle(
    conn: Connection,
    info: SessionInfo,
    stake: str | None = None,
    currency: str | None = None,
    banker: str | None = None,
) -> Settlement:
    """The plan at the session's stake, or at ``stake``/``currency`` given for this once."""
    if stake is None and currency is None and info.stake is None:
        said = N_(
            "{name} has no stake; give {stake} and {currency}",
            name=info.name, stake=STAKE, currency=Option("currency", "CODE"),
        )  # fmt: skip
        raise RuleError("stake", said)
    stake, currency = check_stake(stake or info.stake, currency or info.currency)
    require_settles_by_stake(info.rules.preset, stake)
    banker_name = resolve_player(info, banker, "banker") if banker is not None else None
    result = totals(conn, info)
    shares = split_money([p.total for p in result.players], Decimal(stake))
    lines = tuple(
        MoneyLine(p.name, p.total, money) for p, money in zip(result.players, shares, strict=True)
    )
    balances = [(line.name, line.money) for line in lines]
    plan = plan_through_banker(balances, banker_name) if banker_name else plan_transfers(balances)
    return Settlement(info.name, stake, currency, banker_name, lines, tuple(plan))

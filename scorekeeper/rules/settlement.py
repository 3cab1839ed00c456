"""Who pays whom: a short, stable list of transfers that settles every balance exactly.

Balances are integer minor units that sum to zero. Repeatedly the largest debtor pays
the largest creditor as much as they can; ties go to the earlier seat, so correcting an
old game by a little changes only the transfers it must. That gives at most n − 1
transfers. With a banker, everyone settles with the banker instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Transfer:
    payer: str
    payee: str
    amount: int  # minor units, > 0


def plan_transfers(balances: Sequence[tuple[str, int]]) -> list[Transfer]:
    """The greedy plan over (name, balance) pairs given in seat order."""
    if sum(amount for _, amount in balances) != 0:
        raise ValueError("balances must sum to zero to be settled")
    seat = {name: index for index, (name, _) in enumerate(balances)}
    owed = {name: amount for name, amount in balances}
    transfers: list[Transfer] = []
    while True:
        debtors = [name for name in owed if owed[name] < 0]
        creditors = [name for name in owed if owed[name] > 0]
        if not debtors or not creditors:
            return transfers
        payer = min(debtors, key=lambda name: (owed[name], seat[name]))
        payee = max(creditors, key=lambda name: (owed[name], -seat[name]))
        amount = min(-owed[payer], owed[payee])
        transfers.append(Transfer(payer, payee, amount))
        owed[payer] += amount
        owed[payee] -= amount


def plan_through_banker(balances: Sequence[tuple[str, int]], banker: str) -> list[Transfer]:
    """Every debtor pays the banker; the banker pays every creditor."""
    if sum(amount for _, amount in balances) != 0:
        raise ValueError("balances must sum to zero to be settled")
    transfers = []
    for name, amount in balances:
        if name == banker or amount == 0:
            continue
        if amount < 0:
            transfers.append(Transfer(name, banker, -amount))
        else:
            transfers.append(Transfer(banker, name, amount))
    # Collect first, then pay out: the banker never needs money of their own.
    return sorted(transfers, key=lambda t: t.payee != banker)

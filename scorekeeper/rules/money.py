"""Points to money, exactly: integer minor units (cents, paisa), never floats.

Each player's money is total × stake, to the cent. Cut to the cent one by one, the
shares could leave the table a cent out of balance; so every share is first rounded
down, and the cents still owed go one each to the largest remainders (ties by seat
order). The shares then sum to exactly what the points sum to (zero for Marriage),
and none is more than a cent from the exact amount. A lone half cent therefore goes
to the earlier seat: +0.125 and −0.125 become +0.13 and −0.13.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

MINOR_UNITS = 100  # two decimal places for every currency


def split_money(totals: Sequence[int], stake: Decimal) -> list[int]:
    """Each player's money in minor units, in the order given (seat order)."""
    exact = [Decimal(total) * stake * MINOR_UNITS for total in totals]
    floors = [int(value.to_integral_value(rounding="ROUND_FLOOR")) for value in exact]
    owed = int(sum(exact).to_integral_value(rounding="ROUND_FLOOR")) - sum(floors)
    by_remainder = sorted(range(len(totals)), key=lambda i: (-(exact[i] - floors[i]), i))
    for index in by_remainder[:owed]:
        floors[index] += 1
    return floors


def format_minor(amount: int) -> str:
    """Minor units as a plain decimal string: -1250 → '-12.50'."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), MINOR_UNITS)
    return f"{sign}{whole}.{cents:02d}"

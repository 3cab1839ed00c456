"""Small formatting helpers shared by the screens."""

from __future__ import annotations

from fractions import Fraction


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def rounds(value: Fraction) -> str:
    """Rounds played: ``2.4`` when exact in two decimals, else ``2 1/3``."""
    for places in (0, 1, 2):
        scaled = value * 10**places
        if scaled.denominator == 1:
            if not places:
                return str(scaled.numerator)
            whole, rest = divmod(scaled.numerator, 10**places)
            return f"{whole}.{rest:0{places}d}"
    whole, rest = divmod(value, 1)
    return f"{whole} {rest}" if whole else str(rest)


def when(iso: str) -> str:
    """An ISO timestamp as ``2024-05-01 20:15``."""
    return iso.replace("T", " ")[:16]

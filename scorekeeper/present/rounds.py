"""Rounds played, written one way in every face: to two decimal places, trailing zeros
dropped (``2.4``, ``1.67``, ``3``). Seven seats give sevenths, which no short decimal
holds, so every face rounds alike rather than one showing ``1 1/3`` and another ``1.33``.
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.present.language import ngettext


def rounds_number(value: Fraction) -> float | int:
    """For JSON: 2.4, 3."""
    return int(value) if value.denominator == 1 else round(float(value), 2)


def rounds_text(value: Fraction) -> str:
    return f"{rounds_number(value):g}"


def rounds_played(value: Fraction) -> str:
    """``1 round played``, ``1.67 rounds played``."""
    said = ngettext("{rounds} round played", "{rounds} rounds played", 1 if value == 1 else 2)
    return said.format(rounds=rounds_text(value))

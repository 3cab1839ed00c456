"""Strict parsing of the numbers people type: whole numbers, sums, cards and fractions.

Points are integers and never pass through float: ``1e9``, ``NaN`` and ``0.5``
are refused where a whole number is wanted, rather than silently rounded.
"""

from __future__ import annotations

import re
from fractions import Fraction

from scorekeeper.rules.cards import CardValues, cards_total
from scorekeeper.rules.digits import plain_digits
from scorekeeper.rules.errors import N_, RuleError

# [0-9], never \d: \d matches every script's digits (plain_digits has turned ०–९ into 0–9).
# No "+": a sign is typed only where a number may be negative, and then only "-".
_WHOLE = re.compile(r"[0-9]{1,18}")
_SIGNED = re.compile(r"-?[0-9]{1,18}")
_PART = re.compile(r"\s*[0-9]{1,6}\s*")
_FRACTION = re.compile(r"([0-9]{1,9})\s*/\s*([0-9]{1,9})|([0-9]{1,9})(?:\.([0-9]{1,6}))?")


def _shown(text: object) -> str:
    shown = str(text)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def parse_whole(text: object, field: str, low: int, high: int, what: str = "") -> int:
    """A whole number within ``low``..``high`` (both included)."""
    if isinstance(text, bool):
        raise RuleError(
            field,
            N_(
                "{what}must be a whole number {low}–{high}, got {text!r}",
                what=what,
                low=low,
                high=high,
                text=text,
            ),
        )
    if isinstance(text, int):
        value = text
    else:
        allowed = N_("{what}must be a whole number {low}–{high}", what=what, low=low, high=high)
        cleaned = plain_digits(str(text).strip(), field, allowed)
        # a field that cannot be negative refuses "+5" and "-0" as a hand's points do
        if not (_SIGNED if low < 0 else _WHOLE).fullmatch(cleaned):
            raise RuleError(
                field, N_("{allowed}, got {typed!r}", allowed=allowed, typed=_shown(text))
            )
        value = int(cleaned)
    if not low <= value <= high:
        raise RuleError(
            field,
            N_(
                "{what}must be a whole number {low}–{high}, got {value}",
                what=what,
                low=low,
                high=high,
                value=value,
            ),
        )
    return value


def parse_points_sum(
    text: object, field: str, high: int, what: str = "", cards: CardValues | None = None
) -> int:
    """Hand points, typed as one number, a sum like ``10+10+3+7`` or (given the preset's
    ``cards``) the cards themselves, ``K Q 7``."""
    if isinstance(text, int) and not isinstance(text, bool):
        return parse_whole(text, field, 0, high, what)
    allowed = (
        N_(
            "{what}must be points 0–{high} (23 or 10+10+3) or cards such as K Q 7",
            what=what,
            high=high,
        )
        if cards is not None
        else N_(
            "{what}must be points 0–{high} as a number or a sum like 10+10+3+7",
            what=what,
            high=high,
        )
    )
    typed = plain_digits(str(text), field, allowed)
    parts = typed.split("+")
    if len(parts) > 60 or not all(_PART.fullmatch(part) for part in parts):
        if cards is not None:
            total = cards_total(typed, cards, field, high, what)
            return parse_whole(total, field, 0, high, what)
        raise RuleError(field, N_("{allowed}, got {typed!r}", allowed=allowed, typed=_shown(text)))
    return parse_whole(sum(int(part) for part in parts), field, 0, high, what)


def parse_fraction(text: object, field: str, low: Fraction, high: Fraction) -> Fraction:
    """A fraction typed as ``1/2``, ``0.5`` or ``1``; kept exact, never a float."""
    if isinstance(text, Fraction):
        value = text
    elif isinstance(text, int) and not isinstance(text, bool):
        value = Fraction(text)
    else:
        allowed = N_("must be a fraction {low}–{high} such as 1/2", low=low, high=high)
        match = _FRACTION.fullmatch(plain_digits(str(text).strip(), field, allowed))
        if not match:
            raise RuleError(
                field, N_("{allowed}, got {typed!r}", allowed=allowed, typed=_shown(text))
            )
        numerator, denominator, whole, decimals = match.groups()
        if numerator is not None:
            if int(denominator) == 0:
                raise RuleError(field, N_("must be a fraction; the denominator cannot be 0"))
            value = Fraction(int(numerator), int(denominator))
        else:
            value = Fraction(f"{whole}.{decimals or 0}")
    if not low <= value <= high:
        raise RuleError(
            field,
            N_("must be a fraction {low}–{high}, got {value}", low=low, high=high, value=value),
        )
    return value


def round_half_up(value: Fraction) -> int:
    """Round a non-negative amount to the nearest integer, halves upwards.

    Used for a loser's payment when the unplayed factor leaves half a point: the
    loser pays the extra half, and the winner collects exactly what is paid.
    """
    return int((value * 2 + 1) // 2)

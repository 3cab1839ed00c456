"""Small formatting helpers shared by the screens."""

from __future__ import annotations

from scorekeeper.present.calendar_dates import stamp
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.money import format_minor


def num(value: object) -> str:
    """A number as the reader's digits show it (०–९ under ``deva``)."""
    return shown_digits(str(value))


def signed(value: int) -> str:
    return shown_digits(f"{value:+d}" if value else "0")


def when(iso: str) -> str:
    """An ISO timestamp as ``2024-05-01 20:15``."""
    return shown_digits(stamp(iso))


def ordinal(value: float) -> str:
    """A rating's ordinal as every TUI screen shows it: one decimal."""
    return shown_digits(f"{value:.1f}")


def money(amounts: dict[str, int]) -> str:
    """Each currency played for (−12.50 NPR · 3.00 USD), or a dash without a stake."""
    said = " · ".join(f"{format_minor(c)} {code}" for code, c in sorted(amounts.items()))
    return shown_digits(said) or "—"

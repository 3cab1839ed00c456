"""Small formatting helpers shared by the screens."""

from __future__ import annotations

from scorekeeper.rules.money import format_minor


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def when(iso: str) -> str:
    """An ISO timestamp as ``2024-05-01 20:15``."""
    return iso.replace("T", " ")[:16]


def ordinal(value: float) -> str:
    """A rating's ordinal as every TUI screen shows it: one decimal."""
    return f"{value:.1f}"


def money(amounts: dict[str, int]) -> str:
    """Each currency played for (−12.50 NPR · 3.00 USD), or a dash without a stake."""
    return " · ".join(f"{format_minor(c)} {code}" for code, c in sorted(amounts.items())) or "—"

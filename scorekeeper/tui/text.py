"""Small formatting helpers shared by the screens."""

from __future__ import annotations


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def when(iso: str) -> str:
    """An ISO timestamp as ``2024-05-01 20:15``."""
    return iso.replace("T", " ")[:16]

"""A rating's trend as a line of bars, on the ratings screen and on a player's page alike."""

from __future__ import annotations

BARS = "▁▂▃▄▅▆▇█"
TREND_WIDTH = 24  # the last sessions shown; fits 80 columns beside the other cells


def sparkline(values: list[float], width: int = TREND_WIDTH) -> str:
    """The last ``width`` values, each as a bar scaled between their least and most."""
    shown = values[-width:]
    if not shown:
        return ""
    low, high = min(shown), max(shown)
    if high - low < 1e-9:
        return BARS[len(BARS) // 2 - 1] * len(shown)
    top = len(BARS) - 1
    return "".join(BARS[round((v - low) / (high - low) * top)] for v in shown)

"""A rating's course on a player's page: an inline SVG line and the sentence it stands for.

The line is drawn by the page itself (no script, no image file): the ordinal after each
session, oldest on the left, scaled between the lowest and the highest; a line flat
when they are one. The sentence says what a screen reader cannot see, and the page's
table under it gives every point.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.reads.player_page import PresetRating

WIDTH, HEIGHT, PAD = 300, 60, 4  # the drawing's own units; CSS sizes it to the column


@dataclass(frozen=True)
class Course:
    preset: str
    points: str  # the polyline's "x,y x,y …"
    last: tuple[float, float]  # where the last point is drawn (a dot marks it)
    words: str  # the line, said


def ordinal(value: float) -> str:
    """One decimal, with a real minus sign; never "−0.0"."""
    shown = f"{value:.1f}"
    return "0.0" if shown in ("-0.0", "0.0") else shown.replace("-", "−")


def points(values: list[float]) -> list[tuple[float, float]]:
    """Each value placed in the drawing: x evenly from left to right (one value: the
    middle), y from the bottom (the lowest) to the top (the highest)."""
    if not values:
        return []
    low, high = min(values), max(values)
    span_x, span_y = WIDTH - 2 * PAD, HEIGHT - 2 * PAD
    step = span_x / (len(values) - 1) if len(values) > 1 else 0.0
    placed = []
    for index, value in enumerate(values):
        x = PAD + index * step if len(values) > 1 else WIDTH / 2
        share = (value - low) / (high - low) if high - low > 1e-9 else 0.5
        placed.append((round(x, 1), round(PAD + (1 - share) * span_y, 1)))
    return placed


def words(rating: PresetRating) -> str:
    """The line in one sentence: where it starts and ends, its lowest and highest."""
    shown = rating.points
    if not shown:
        return f"{rating.preset}: no session rated yet."
    first, last = shown[0], shown[-1]
    values = [point.ordinal for point in shown]
    if len(shown) == 1:
        return f"{rating.preset}: {ordinal(last.ordinal)} after one session, {last.session}."
    return (
        f"{rating.preset}, over {len(shown)} sessions: from {ordinal(first.ordinal)} "
        f"after {first.session} to {ordinal(last.ordinal)} after {last.session}; "
        f"lowest {ordinal(min(values))}, highest {ordinal(max(values))}."
    )


def course(rating: PresetRating) -> Course:
    placed = points([point.ordinal for point in rating.points])
    last = placed[-1] if placed else (WIDTH / 2, HEIGHT / 2)
    if len(placed) == 1:  # one point: a short flat stroke through it, so a line shows
        x, y = last
        placed = [(x - 8, y), (x + 8, y)]
    line = " ".join(f"{x},{y}" for x, y in placed)
    return Course(rating.preset, line, last, words(rating))

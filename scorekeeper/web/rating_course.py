"""A rating's course on a player's page: an inline SVG line and the sentence it stands for.

The line is drawn by the page itself (no script, no image file): the ordinal after each
session, oldest on the left, scaled between the lowest and the highest; a line flat
when they are one. The sentence says what a screen reader cannot see, and the page's
table under it gives every point.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.reads.player_page import PresetRating
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits

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
    """The line in one sentence: where it starts and ends, its lowest and highest (numbers
    in the reader's digits; a session's name as it was typed)."""
    shown = rating.points
    if not shown:
        return _("{preset}: no session rated yet.").format(preset=rating.preset)
    first, last = shown[0], shown[-1]
    values = [point.ordinal for point in shown]
    if len(shown) == 1:
        return _("{preset}: {rating} after one session, {session}.").format(
            preset=rating.preset, rating=said(last.ordinal), session=last.session
        )
    return _(
        "{preset}, over {count} sessions: from {first} after {first_session} to {last} "
        "after {last_session}; lowest {lowest}, highest {highest}."
    ).format(
        preset=rating.preset,
        count=shown_digits(str(len(shown))),
        first=said(first.ordinal),
        first_session=first.session,
        last=said(last.ordinal),
        last_session=last.session,
        lowest=said(min(values)),
        highest=said(max(values)),
    )


def said(value: float) -> str:
    """An ordinal in a sentence: in the reader's digits."""
    return shown_digits(ordinal(value))


def course(rating: PresetRating) -> Course:
    placed = points([point.ordinal for point in rating.points])
    last = placed[-1] if placed else (WIDTH / 2, HEIGHT / 2)
    if len(placed) == 1:  # one point: a short flat stroke through it, so a line shows
        x, y = last
        placed = [(x - 8, y), (x + 8, y)]
    line = " ".join(f"{x},{y}" for x, y in placed)
    return Course(rating.preset, line, last, words(rating))

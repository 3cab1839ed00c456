"""The running totals drawn as lines on the page: vector paths, sharp at any zoom and
small in the file, the same series and ticks the terminal chart uses (present/chart.py).

Each player has a colour and a dash of their own, so the chart still reads when printed
in black and white; the legend beside it carries each name with the final total.
"""

from __future__ import annotations

from scorekeeper.ledger.reads.running import RunningTotals
from scorekeeper.paper import words
from scorekeeper.paper.document import FAINT, INK, RULE_GREY, Paper
from scorekeeper.paper.fonts import TEXT
from scorekeeper.present.chart import game_ticks, ticks

# Colours that stay apart in print, and dashes (mm on, mm off) for a grey printer.
COLOURS = (
    (31, 119, 180), (214, 39, 40), (44, 160, 44), (148, 103, 189), (255, 127, 14),
    (140, 86, 75), (227, 119, 194), (23, 190, 207), (127, 127, 127), (188, 189, 34),
)  # fmt: skip
DASHES = ((0.0, 0.0), (2.2, 1.2), (0.6, 0.9), (3.5, 1.5), (1.2, 1.2))  # (0, 0): a solid line
LEGEND_WIDTH = 46.0


def draw_chart(
    pdf: Paper, running: RunningTotals, signed: bool = True, height: float = 62.0
) -> None:
    """The chart at the current position across the page's width; nothing when empty.
    ``signed``: totals shown with their sign (where the games sum to zero)."""
    if running.empty:
        return
    if pdf.room < height + 12:
        pdf.add_page()
    pdf.heading(words.CHART)
    left, top = pdf.l_margin + 10, pdf.get_y() + 2
    width = pdf.epw - 10 - LEGEND_WIDTH - 4
    values = [0, *(point for points in running.totals.values() for point in points)]
    low, high = min(values), max(values)
    if low == high:
        high = low + 1
    first, last = running.numbers[0], running.numbers[-1]
    span = max(last - first, 1)

    def x_of(number: int) -> float:
        return left + (number - first) / span * width

    def y_of(value: int) -> float:
        return top + height - (value - low) / (high - low) * height

    pdf.set_line_width(0.15)
    pdf.set_font(TEXT, "", 7)
    pdf.set_text_color(*FAINT)
    for value in ticks(low, high, 6):
        pdf.set_draw_color(*(INK if value == 0 else RULE_GREY))
        pdf.line(left, y_of(value), left + width, y_of(value))
        pdf.set_xy(left - 11, y_of(value) - 1.8)
        pdf.cell(10, 3.6, str(value), align="R")
    for number in game_ticks(running.numbers, int(width / 2.2)):
        pdf.set_xy(x_of(number) - 6, top + height + 0.8)
        pdf.cell(12, 3.6, str(number), align="C")
    pdf.set_xy(left, top + height + 4.2)
    pdf.cell(width, 3.6, words.CHART_AXIS, align="C")
    pdf.set_text_color(*INK)
    pdf.set_line_width(0.45)
    x = [x_of(number) for number in running.numbers]
    for index, name in enumerate(running.totals):
        final = running.final(name)
        label = f"{name} {final:+d}" if signed and final else f"{name} {final}"
        colour = COLOURS[index % len(COLOURS)]
        dash = DASHES[index % len(DASHES)]
        points = [*zip(x, (y_of(v) for v in running.totals[name]), strict=True)]
        if len(points) == 1:
            points = [(x_of(first) - 0.8, points[0][1]), (points[0][0] + 0.8, points[0][1])]
        pdf.set_draw_color(*colour)
        pdf.set_dash_pattern(*dash)
        pdf.polyline(points)
        key_y = top + index * 5.2
        pdf.line(left + width + 4, key_y + 2, left + width + 12, key_y + 2)
        pdf.set_dash_pattern()
        pdf.set_xy(left + width + 13, key_y)
        pdf.set_font(TEXT, "", pdf.fitted(label, LEGEND_WIDTH - 9, 8))
        pdf.cell(LEGEND_WIDTH - 9, 4, label, align="L")
    pdf.set_draw_color(*INK)
    pdf.set_line_width(0.2)
    pdf.set_font(TEXT, "", 10)
    pdf.set_xy(pdf.l_margin, top + height + 10)

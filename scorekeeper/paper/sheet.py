"""A blank score sheet, to score by hand when the laptop is away or the power is out.

A4 landscape: for each player the preset's own columns (honors, marriages, hand… as its
HAND_FIELDS have them) and a score column; each row's game number and dealer printed in
the order of play; a check column (a zero-sum game's scores add up to 0); the scoring in
brief at the foot, so the sheet stands on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.paper import words
from scorekeeper.paper.document import FAINT, Column, Paper
from scorekeeper.paper.fonts import TEXT
from scorekeeper.present import preset_words
from scorekeeper.present.game_words import outcome_word
from scorekeeper.rules import RuleSet, Table
from scorekeeper.rules.ending import ENDING_KEYS
from scorekeeper.rules.params import ParamSpec

GAMES_DEFAULT, GAMES_MOST = 20, 200
NUMBER_WIDTH, DEALER_WIDTH = 9.0, 22.0
ROW_HEIGHT = 5.6  # room for a handwritten number; 20 rows and the foot fit one page


@dataclass(frozen=True)
class SheetPlan:
    title: str  # the session's name, or the preset's title for a new evening
    rules: RuleSet
    seats: tuple[str, ...]
    first_number: int  # the first game the sheet is for
    first_dealer: str  # who deals it
    games: int = GAMES_DEFAULT

    def dealers(self) -> list[str]:
        """The dealer of each row: round the table in the direction of play."""
        table = Table(self.seats, self.rules["direction"])
        dealers = [self.first_dealer]
        while len(dealers) < self.games:
            dealers.append(table.neighbour(dealers[-1], ()))
        return dealers


def sheet_pdf(plan: SheetPlan, printed: str) -> bytes:
    preset = plan.rules.preset
    # a new evening's sheet is titled by its preset: that title is said, a session's name is not
    named = preset_words.title(preset) if plan.title == preset.title else plan.title
    pdf = Paper(f"{named} · {words.PRINTED.format(date=printed)}", "landscape")
    pdf.set_title(words.SHEET_TITLE.format(title=named))
    pdf.add_page()
    pdf.heading(words.SHEET_TITLE.format(title=named), size=14)
    pdf.line_of_text(words.SEATS.format(direction=_direction(plan), seats=", ".join(plan.seats)), 9)
    fields = [f"{field.label}" for field in preset.hand_fields]  # said in this run's language
    each = (pdf.epw - NUMBER_WIDTH - DEALER_WIDTH - check_width(plan)) / len(plan.seats)
    sub = each / (len(fields) + 1)
    names = [Column(words.GAME, NUMBER_WIDTH), Column(words.DEALER, DEALER_WIDTH, "L")]
    names += [Column(name, each, "C") for name in plan.seats]
    names += [Column(words.SHEET_SUM, check_width(plan), "C")] if check_width(plan) else []
    cells = [Column("", NUMBER_WIDTH), Column("", DEALER_WIDTH, "L")]
    cells += [Column(title, sub, "C") for _ in plan.seats for title in (*fields, words.SCORE)]
    cells += [Column("", check_width(plan))] if check_width(plan) else []

    def header() -> None:
        pdf.row(names, [column.title for column in names], bold=True, size=9, border="LTR")
        pdf.row(cells, [column.title for column in cells], size=7, colour=FAINT, border=1)

    header()
    for offset, dealer in enumerate(plan.dealers()):
        if pdf.room < ROW_HEIGHT + 2:
            pdf.add_page()
            header()
        row = [str(plan.first_number + offset), dealer, *([""] * (len(cells) - 2))]
        pdf.row(cells, row, height=ROW_HEIGHT, size=8.5, border=1)
    totals = [words.TOTAL, "", *([""] * (len(cells) - 2))]
    pdf.row(cells, totals, height=ROW_HEIGHT + 1, bold=True, border=1)
    foot(pdf, plan)
    return bytes(pdf.output())


def check_width(plan: SheetPlan) -> float:
    """A column to add each row up in, where every game sums to zero."""
    return 12.0 if plan.rules.preset.zero_sum else 0.0


def foot(pdf: Paper, plan: SheetPlan) -> None:
    """The scoring in brief: the preset's summary, its outcomes, fields and rules."""
    preset = plan.rules.preset
    if pdf.room < 28:  # the foot whole, on the page it belongs to
        pdf.add_page()
    pdf.heading(words.SHEET_RULES, size=10)
    lines = [preset_words.summary(preset)] if preset.summary else []
    outcomes = ", ".join(outcome_word(outcome) for outcome in preset.outcomes)
    lines.append(words.SHEET_OUTCOMES.format(outcomes=outcomes))
    described = "; ".join(
        f"{field.label} ({field.help})" if field.help else f"{field.label}"
        for field in preset.hand_fields
    )
    lines.append(words.SHEET_FIELDS.format(fields=described))
    rules = "; ".join(
        f"{preset_words.label(spec)} {shown(key, plan.rules.values[key], spec)}"
        for key, spec in preset.params.items()
        if key in plan.rules.values
    )
    lines += [rules, words.SHEET_DEALER_NOTE]
    for line in lines:
        pdf.line_of_text(line, size=7)
    pdf.set_font(TEXT, "", 10)


def shown(key: str, value: object, spec: ParamSpec) -> str:
    """A rule's value; an ending rule at 0 is "never" (the session has no such end)."""
    return words.NEVER if key in ENDING_KEYS and value == 0 else preset_words.value(spec, value)


def _direction(plan: SheetPlan) -> str:
    """The rule ``direction`` in the sentence's words (clockwise, in the reader's language)."""
    direction = str(plan.rules["direction"])
    return words.DIRECTION.get(direction, direction)

"""One A4 page set up the same for the report and the sheet: fonts, margins, the foot.

fpdf2 is imported here and in the drawing modules only, and those only when a page is
made: ``import scorekeeper.paper`` costs nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from fpdf import FPDF

from scorekeeper.paper import words
from scorekeeper.paper.fonts import MARKS, TEXT, add_fonts
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.escapes import shown

# A word kept in ASCII digits in every language: a fingerprint (hex, letters among them).
_WORD = re.compile(r"\S+")
_FINGERPRINT = re.compile(r"(?=[0-9a-f]*[a-f])[0-9a-f]{8,}")


def _digits(word: re.Match[str]) -> str:
    return word[0] if _FINGERPRINT.fullmatch(word[0]) else shown_digits(word[0])


MARGIN = 14.0  # mm: inside what most home printers can reach
INK = (0, 0, 0)
FAINT = (110, 110, 110)
RULE_GREY = (190, 190, 190)


@dataclass(frozen=True)
class Column:
    title: str
    width: float  # mm
    align: str = "R"  # "L", "C" or "R"


class Paper(FPDF):
    """A4 (portrait unless told) with the text font, and ``Page X of Y`` with a line of its own at
    the foot of every page (``foot``: the date printed, or the session's name)."""

    def __init__(self, foot: str, orientation: str = "portrait") -> None:
        super().__init__(orientation=orientation, unit="mm", format="A4")
        self.foot = foot
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_auto_page_break(True, margin=MARGIN + 6)
        add_fonts(self)
        self.set_font(TEXT, "", 10)
        self.set_creator(words.TITLE)

    def normalize_text(self, text: str) -> str:
        """Every text drawn, as the other faces print stored text: a control character or
        bidi override an older file may hold written as ``\\u202e``, never applied (an
        override would turn 50 into 05 on paper too)."""
        # every text the paper prints, in the reader's digits (०–९ under Nepali)
        return super().normalize_text(_WORD.sub(_digits, shown(text)))

    def footer(self) -> None:
        self.set_y(-MARGIN - 2)
        self.set_font(TEXT, "", 7.5)
        self.set_text_color(*FAINT)
        page = words.PAGE.format(page=self.page_no(), pages="{nb}")
        self.cell(self.epw / 2, 4, self.foot, align="L")
        self.cell(self.epw / 2, 4, page, align="R")
        self.set_text_color(*INK)

    @property
    def room(self) -> float:
        """Millimetres left above the page's foot."""
        return self.page_break_trigger - self.get_y()

    def heading(self, text: str, size: float = 11) -> None:
        self.ln(2)
        self.set_font(TEXT, "B", size)
        self.cell(0, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")
        self.set_font(TEXT, "", 10)
        self.ln(1)

    def line_of_text(self, text: str, size: float = 10, colour: tuple = INK) -> None:
        """A sentence, wrapped at its spaces to the page's width if long.

        Wrapped here, not by ``multi_cell``: fpdf2's own wrapping shapes the text in pieces,
        which broke a Devanagari conjunct (न्द्र) into letters with a visible virama."""
        self.set_font(TEXT, "", size)
        self.set_text_color(*colour)
        for line in self.wrapped(text, self.epw):
            self.cell(0, size * 0.48, line, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(*INK)

    def wrapped(self, text: str, width: float) -> list[str]:
        """``text`` in lines no wider than ``width`` at the current font, broken at spaces
        only (a name is never cut; a word wider than the page has a line of its own)."""
        lines: list[str] = []
        for word in text.split(" "):
            if lines and self.get_string_width(f"{lines[-1]} {word}") <= width:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines

    def mark(self, size: float, height: float, width: float = 0.0) -> None:
        """✎ in the marks font, as text (a reader's search and ``pdftotext`` find it)."""
        self.set_font(MARKS, "", size)
        self.cell(width or self.get_string_width(words.CORRECTED) + 1, height, words.CORRECTED)
        self.set_font(TEXT, "", size)

    def fitted(self, text: str, width: float, size: float) -> float:
        """The largest font size up to ``size`` at which ``text`` fits ``width`` (a long
        name is made smaller, never cut: every name stays whole text)."""
        while size > 5:
            self.set_font_size(size)
            if self.get_string_width(text) <= width - 1.6:
                break
            size -= 0.5
        return size

    def row(
        self,
        columns: Sequence[Column],
        cells: Sequence[str],
        height: float = 5.2,
        bold: bool = False,
        size: float = 8.5,
        colour: tuple = INK,
        border: str = "B",
    ) -> None:
        """One row of a table, each cell fitted to its column."""
        self.set_draw_color(*RULE_GREY)
        self.set_text_color(*colour)
        for column, text in zip(columns, cells, strict=True):
            if text == words.CORRECTED:
                self.mark(size, height, column.width)
                continue
            self.set_font(TEXT, "B" if bold else "", size)
            self.fitted(text, column.width, size)
            self.cell(column.width, height, text, border=border, align=column.align)
        self.ln(height)
        self.set_font(TEXT, "", 10)
        self.set_text_color(*INK)
        self.set_draw_color(*INK)

    def heading_row(self, columns: Sequence[Column], size: float = 8.5) -> None:
        """A table's heading: a title too wide for its column (a long name) goes on over
        two or three lines at its spaces rather than running into the next column."""
        self.set_font(TEXT, "B", size)
        stacked = []
        for column in columns:
            lines = [column.title]
            if self.get_string_width(column.title) > column.width - 1.6:
                lines = self.wrapped(column.title, column.width - 1.6)[:3]
            stacked.append(lines)
        line_height = size * 0.42
        height = max(len(lines) for lines in stacked) * line_height + 1.4
        top, left = self.get_y(), self.get_x()
        self.set_draw_color(*RULE_GREY)
        for column, lines in zip(columns, stacked, strict=True):
            y = top + height - len(lines) * line_height - 0.7  # the titles sit on the rule
            for line in lines:
                self.set_xy(left, y)
                self.set_font(TEXT, "B", self.fitted(line, column.width, size))
                self.cell(column.width, line_height, line, align=column.align)
                y += line_height
            left += column.width
        self.line(self.l_margin, top + height, left, top + height)
        self.set_xy(self.l_margin, top + height)
        self.set_font(TEXT, "", 10)
        self.set_draw_color(*INK)

"""One seated player's line on the record form: status, the preset's fields, the preview."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Label

from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import HandField, PlayerScore
from scorekeeper.rules.cards import TYPED as CARDS_TYPED
from scorekeeper.rules.digits import DIGIT_CLASS
from scorekeeper.tui.entry_form import (
    SIT_OUT,
    RowState,
    applies,
    label,
    required,
    shortcuts,
    statuses,
)
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.cycle import Cycle
from scorekeeper.tui.widgets.status_cell import StatusCell

# What a number cell lets through: the digits every face reads (ASCII and Devanagari, so a
# Nepali keyboard types ०–९), and a sum's "+" and spaces; the rules read what is typed.
NUMBER_TYPED = rf"[{DIGIT_CLASS}]*"
SUM_TYPED = rf"[{DIGIT_CLASS}+ ]*"

PLACEHOLDERS = {"points": N_("e.g. 10+3"), "count": "0"}
# TRANSLATORS: "A" and "B" head the columns of marriage-rummy's part A and part B.
PARTS = {"part_a": N_("A"), "part_b": N_("B"), "maal_net": N_("net"), "payments": N_("pay"),
         "penalties": N_("penalty"), "winner_rack": N_("w.rack")}  # fmt: skip
FLAG_CHOICES = [("", N_("no")), ("yes", N_("yes"))]
# Cells each kind of field takes with its margin, and each part of the preview (record.tcss):
# the note of who sits out takes exactly their room, so the names keep one width.
CELL_WIDTHS = {"count": 6, "points": 12, "flag": 7}
PART_WIDTH = 8
# Who sits out, said as fully as the row has room for (one field leaves less: pool, nepali).
NOTES = {
    True: (N_("sat out last game — o to bring back"), N_("sat out last game (o: back)"),
           N_("sat out last game (o)")),
    False: (N_("sits out — o to bring back"), N_("sits out (o: back)")),
}  # fmt: skip
# A pool's out player sits out until they rejoin, between games (j on the session screen;
# this form has no j, so the note does not name it).
OUT_NOTE = N_("out; may rejoin next game")  # fits the note's room at 80 columns
SHORT = {"honors": N_("hon"), "marriages": N_("mar"), "unplayed": N_("unpl"),
         "jokers": N_("jkrs")}  # fmt: skip


def title(spec: HandField) -> str:
    """A column's title: the field's own label, shortened to its cell."""
    room = CELL_WIDTHS.get(spec.kind, 6) - 1
    name = spec.label.lower()
    english = name if len(name) <= room else SHORT.get(spec.key, name[:room])
    return _(english)  # the catalogue's words for these columns fit the same room


def part_title(part: str) -> str:
    return _(PARTS.get(part, part.replace("_", " ")))[: PART_WIDTH - 1]


def placeholder(spec: HandField, status: str) -> str:
    """What an empty cell will count as: needed points show an example, the rest 0."""
    if not applies(spec, status):
        return ""
    example = _(PLACEHOLDERS["points"]) if required(spec, status) else PLACEHOLDERS["count"]
    return shown_digits(example)  # the reader's digits, as the cells typed in show them


def head_row(fields: Sequence[HandField], breakdown: Sequence[str]) -> Horizontal:
    """Column titles with the same widths as the rows below them."""
    labels = [Label(_("player"), classes="c-name"), Label(_("status"), classes="c-status")]
    for spec in fields:
        labels.append(Label(title(spec), classes=f"c-{spec.kind}"))
    labels += [Label(part_title(part), classes="c-num") for part in breakdown]
    labels.append(Label(_("score"), classes="c-score"))
    for head in labels[2 + len(fields) :]:
        head.styles.text_align = "right"
    return Horizontal(*labels, classes="hand-head")


class NumberCell(Input):
    """A number (or cards) cell: it takes only what it can hold, other letters are keys.

    So ``n`` (next empty cell) reaches the form from inside a cell, while the digits,
    ``+`` and card letters are typed as usual.
    """

    def check_consume_key(self, key: str, character: str | None) -> bool:
        if character is None or not character.isprintable():
            return False
        return self.restrict is None or re.fullmatch(self.restrict, character) is not None


class HandRow(Horizontal):
    """Reads back as a ``RowState``; shows the live preview it is given."""

    def __init__(
        self,
        state: RowState,
        outcomes: Sequence[str],
        fields: Sequence[HandField],
        carried: bool = False,
        typed: Collection[str] = (),
        out: str = "",
    ):
        super().__init__(classes="hand-row")
        self.state = state
        self.outcomes = tuple(outcomes)
        self.fields = tuple(fields)
        self.carried = carried  # sits out because they sat out the last game
        self.typed = frozenset(typed)  # cells that take letters too (tiles: 13 5 JK)
        self.out = out  # out of the pool: why they cannot play (the ledger's sentence)
        self._cells: tuple[Widget, ...] = ()
        self._parts: tuple[Label, Label, Label] | None = None

    def compose(self) -> ComposeResult:
        yield Label(plain(self.state.player), classes="c-name")
        # The letters (w, h, o ...) are the status cell's own keys.
        keys = ", ".join(
            f"{key} {label(status)}" for status, key in shortcuts(statuses(self.outcomes)).items()
        )
        yield StatusCell(
            self.outcomes,
            self.state.status,
            classes="c-status status",
            tooltip=self.out or _("space to change; {keys} (o again: back)").format(keys=keys),
        )
        for spec in self.fields:
            value = self.state.fields.get(spec.key)
            if spec.kind == "flag":
                yield Cycle(
                    [(key, _(word)) for key, word in FLAG_CHOICES],
                    "yes" if value else "",
                    {"y": "yes", "n": ""},
                    classes=f"c-flag f-{spec.key}",
                    name=spec.key,
                    tooltip=_("{help} (y / n, space toggles)").format(help=spec.help),
                )
                continue
            yield NumberCell(
                shown_digits(str(value or "")),  # a correction's stored numbers, as read
                placeholder=placeholder(spec, self.state.status),
                restrict=(CARDS_TYPED if spec.cards or spec.key in self.typed else SUM_TYPED)
                if spec.kind == "points"
                else NUMBER_TYPED,
                max_length=60,
                compact=True,
                classes=f"c-{spec.kind} f-{spec.key}",
                name=spec.key,
                tooltip=spec.help,
            )
        room = sum(CELL_WIDTHS.get(f.kind, 6) for f in self.fields) + 2 * PART_WIDTH
        notes = [_(text) for text in NOTES[self.carried]]
        fits = [text for text in notes if cell_len(text) <= room]
        said = fits[0] if fits else notes[-1]
        note = Label(_(OUT_NOTE) if self.out else said, classes="c-note")
        note.styles.width = room
        yield note
        yield Label("", classes="c-num p-a")
        yield Label("", classes="c-num p-b")
        yield Label("", classes="c-score p-score")

    def on_mount(self) -> None:
        self.sync()

    @property
    def status(self) -> StatusCell:
        return self.cells()[0]  # type: ignore[return-value]  # the first cell is the status

    def clear_unused(self) -> None:
        """After a status change: empty what the new status gives no meaning to.

        Points typed for a hand mean nothing once the player surrenders or wins; the
        person changed the status, so the field visibly empties rather than blocking
        the save with "leave hand empty".
        """
        status = self.status.value
        for spec in self.fields:
            if applies(spec, status):
                continue
            for widget in self.query(f".f-{spec.key}"):
                if isinstance(widget, Input | Cycle):
                    widget.value = ""

    def read(self) -> RowState:
        values: dict[str, str | bool] = {}
        for spec, widget in self.field_cells():  # kept cells: read on every key, thrice
            if isinstance(widget, Cycle):
                values[spec.key] = widget.value == "yes"
            elif isinstance(widget, Input):
                values[spec.key] = widget.value
        return RowState(self.state.player, self.status.value, values)

    def cells(self) -> list[Widget]:
        """The row's cells left to right: the status, then one per hand field.

        Composed once and never replaced, so they are looked up once the row is mounted:
        every key the form moves by asks for them, and a query walks and matches the
        whole row each time (most of the form's work per key, measured)."""
        if self._cells:
            return list(self._cells)
        found: list[Widget] = [self.query_one(StatusCell)]
        for spec in self.fields:
            found += [w for w in self.query(f".f-{spec.key}") if w.name == spec.key]
        if self.is_mounted:
            self._cells = tuple(found)
        return found

    def field_cells(self) -> list[tuple[HandField, Widget]]:
        return list(zip(self.fields, self.cells()[1:], strict=True))

    def sync(self) -> None:
        """A field that means nothing with this status is hidden and takes no cursor.

        The form applies a status key before it reads the next key, so a key typed
        right after ``w`` already moves along the new row.
        """
        status = self.status.value
        away = status == SIT_OUT
        for spec, widget in self.field_cells():
            unused = not applies(spec, status)
            widget.set_class(unused, "-unused")
            widget.can_focus = not unused
            widget.display = not away
            if isinstance(widget, Input):
                widget.placeholder = placeholder(spec, status)
        self.query_one(".c-note", Label).display = away
        for part in self.query(".p-a, .p-b"):  # empty for who sits out: room for the note
            part.display = not away
        self.set_class(away, "-sitting-out")
        self.set_class(status == "winner", "-winner")

    def show(self, score: PlayerScore | None) -> None:
        a, b, total = (
            ("", "", "·")
            if score is None
            else (signed(score.part_a), signed(score.part_b), signed(score.score))
        )
        for part, text in zip(self.parts(), (a, b, total), strict=True):
            if part.content != text:
                # Seven cells wide on a one-line row (record.tcss): a new number never
                # moves a thing, so it is drawn again without laying the form out anew,
                # which every key typed did (most of its cost), and not at all if the same.
                part.update(text, layout=False)

    def parts(self) -> tuple[Label, Label, Label]:
        """The preview's part A, part B and score: looked up once, as the cells are."""
        if self._parts:
            return self._parts
        found = (
            self.query_one(".p-a", Label),
            self.query_one(".p-b", Label),
            self.query_one(".p-score", Label),
        )
        if self.is_mounted:
            self._parts = found
        return found

    def mark(self, key: str | None) -> None:
        """Mark the cell a refusal is about (``status``: the status itself)."""
        for widget in self.cells()[1:]:  # the status is marked below
            if isinstance(widget, Input):
                widget.set_class(widget.name == key, "-invalid")
        self.status.set_class(key == "status", "-invalid")

"""What only the TUI's record form needs besides the shared form (``present.entry_form``):
each status's short label and its key letter, and the cells typed as several values.

The rows, the builder and the preview are the shared ones, so the TUI and the web refuse
a mistake in the same sentence. No Textual here: the letters are tested as data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from scorekeeper.present.entry_form import (
    SIT_OUT,
    Row,
    applies,
    loser_default,
    required,
    statuses,
)
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import WINNER, Preset
from scorekeeper.rules.game_values import GameField
from scorekeeper.rules.preset_module import hook

# the shared form's, used by the TUI's widgets through this module
__all__ = ["SIT_OUT", "RowState", "applies", "label", "loser_default", "required", "statuses"]
LABELS = {
    WINNER: N_("winner"),
    "hand": N_("hand"),
    "surrender-first": N_("surr 1st"),
    "surrender-later": N_("surr later"),
    "seen": N_("seen"),
    "unseen": N_("unseen"),
    "foul": N_("foul"),
    "dublee-seen": N_("dbl seen"),
    "drop-first": N_("drop 1st"),
    "drop-middle": N_("drop mid"),
    "wrong-show": N_("wrong show"),
    SIT_OUT: N_("sits out"),
}


def label(status: str) -> str:
    """A status's short label in the reader's language (an unknown one as it is)."""
    return _(LABELS[status]) if status in LABELS else status


def field_tip(spec: GameField) -> str:
    """A game value's tooltip: what it is, its bounds, and what an empty cell means."""
    return _("{help} ({low}–{high}, {default} if empty)").format(
        help=spec.help,
        low=shown_digits(str(spec.minimum)),
        high=shown_digits(str(spec.maximum)),
        default=shown_digits(str(spec.default)),
    )


def in_reader_digits(rows: Sequence[RowState]) -> list[RowState]:
    """A game's stored numbers in the reader's digits, as the form's cells show them (the
    rules read either)."""
    return [
        replace(
            row,
            fields={k: shown_digits(v) if isinstance(v, str) else v for k, v in row.fields.items()},
        )
        for row in rows
    ]


# A row of the form is the shared model's (what is typed, and its status).
RowState = Row


def shortcut(status: str) -> str:
    """The letter that picks a status: the first letter of its last word."""
    return status.rsplit("-", 1)[-1][0]


def shortcuts(choices: Sequence[str]) -> dict[str, str]:
    """Each status's letter, none shared: its ``shortcut`` unless an earlier status has
    it (nepali's seen and dublee-seen), then the first free letter of its name; never
    ``n``, the form's next-empty key."""
    taken: dict[str, str] = {}
    for status in choices:
        letters = [shortcut(status), *status.replace("-", "")]
        free = [c for c in letters if c.isalpha() and c != "n" and c not in taken.values()]
        if free:
            taken[status] = free[0]
    return taken


Typed = Mapping[str, Callable[[str, str], Mapping[str, int]]]


def typed_fields(preset: Preset) -> Typed:
    """The preset's cells that may hold several fields at once (tiles' rack: 13 5 6 JK,
    the numbers and a joker), each with what reads it."""
    return hook(preset.module, "TYPED_FIELDS")

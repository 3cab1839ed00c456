"""What the new-session form says about the chosen preset: its seats, above the players,
and a few lines below its name (what it is, how a game sums, who wins, the cards' values),
and what it refuses, in the reader's language and digits."""

from __future__ import annotations

from scorekeeper.ledger import catalog
from scorekeeper.present import preset_words
from scorekeeper.present.form_words import form_sentence
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import Preset, RuleError
from scorekeeper.rules.errors import Said
from scorekeeper.tui.text import num

# Textual's own words in this form's footer (an open list's escape), said through the
# catalogue like every key (SaidKeys).
TEXTUAL_WORDS = (N_("Dismiss menu"),)


def preset_options(names: tuple[str, ...]) -> list[tuple[str, str]]:
    """The preset list: each key as typed, then its title in the reader's words and
    digits (Pool rummy (101 / 201))."""
    return [
        (f"{name} — {shown_digits(preset_words.title(catalog.preset(name)))}", name)
        for name in names
    ]


def seats_title(preset: Preset) -> str:
    low, high = preset.seats
    return _("Players, in their seats clockwise ({low}–{high} for {preset})").format(
        low=num(low), high=num(high), preset=preset.name
    )


def about(preset: Preset) -> str:
    """The preset in a few lines: what it is, its seats, how a game sums, who wins."""
    sums = _("every game sums to 0") if preset.zero_sum else _("games need not sum to 0")
    best = _("the lowest total wins") if preset.lowest_wins else _("the highest total wins")
    low, high = preset.seats
    seats = _("{low}–{high} players · {sums} · {best}").format(
        low=low, high=high, sums=sums, best=best
    )
    lines = [preset_words.summary(preset), seats]
    if preset.card_values is not None:  # its summary is the rules' N_: said as formatted
        values = preset.card_values.summary
        lines.append(_("Cards may be typed for points: {values}").format(values=values))
    # no name in these lines: every digit is the reader's (a title's 101 as well)
    return shown_digits("\n".join(line for line in lines if line))


def refused(error: RuleError, flags: tuple[str, ...]) -> str:
    """A refusal in the reader's language, options named as a form names them; in the
    reader's digits when it holds counts only (2–10 players, got 0), never when it quotes a
    name as typed (a name's digits are the name's)."""
    said = form_sentence(error, flags)
    counts = all(
        isinstance(part, Said) and all(type(value) is int for value in part.values.values())
        for part in error.parts
    )
    return shown_digits(said) if counts else said

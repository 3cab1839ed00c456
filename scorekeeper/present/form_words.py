"""A refusal as a form says it: the options it names in the words of the form's boxes.

The rules name an entry option the way the command line gives it ("Bina needs --hand P
or --surrender first|later"); the TUI and the web have no options but a points box, a
status to pick and ticks, so there the same sentence reads "Bina needs hand points or a
surrender status". The sentence is the same in every face; only the options differ.
"""

from __future__ import annotations

from collections.abc import Collection

from scorekeeper.present.game_words import OUTCOMES, outcome_word
from scorekeeper.present.language import N_, _
from scorekeeper.rules.errors import Option, RuleError

# The options a form asks as a number in the player's row; every other one a form asks as
# the player's status (surrender, drop, unseen, …) or, for the preset's flags, as a tick.
BOXES = ("hand", "rack", "table")
# The options asked once, in a box of their own (the stake and currency to settle at).
FIELDS = {"stake": N_("a stake"), "currency": N_("a currency")}
# The boxes and statuses a refusal names, as words (outcomes: game_words says them).
WORDS = (N_("rack"), N_("table"), N_("surrender"), N_("drop"), N_("sit-out"), N_("rejoin"))


def _word(name: str) -> str:
    """An option's name as a word of the reader's language (English: its words)."""
    said = outcome_word(name) if name in OUTCOMES else _(name) if name in WORDS else name
    return name.replace("-", " ") if said == name else said


def option_words(option: Option, flags: Collection[str]) -> str:
    """One option as a form names it. ``flags``: the preset's ticks (``no-out``)."""
    given = bool(option.verb)
    if option.name in flags:  # a tick box, labelled with the flag itself
        said = _("tick “{flag}”") if given else _("“{flag}” ticked")
        return said.format(flag=option.name)
    if option.name in FIELDS:  # a box of its own on the page (settle up)
        field = _(FIELDS[option.name])
        return _("give {field}").format(field=field) if given else field
    words = _word(option.name)
    if option.name in BOXES:  # a points box in the player's row
        said = _("give {box} points") if given else _("{box} points")
        return said.format(box=words)
    english = option.name.replace("-", " ")
    if english[0] in "aeiou":  # surrender, drop, foul, …: "a" or "an" as English says
        said = _("give an {status} status") if given else _("an {status} status")
    else:
        said = _("give a {status} status") if given else _("a {status} status")
    return said.format(status=words)


def form_sentence(error: RuleError, flags: Collection[str]) -> str:
    """``error``'s sentence with the options it names said as a form says them."""
    return error.worded(lambda option: option_words(option, flags), _)


def form_said(error: RuleError, flags: Collection[str]) -> str:
    """A refusal as every form shows it, the TUI's and the web's alike: the field it is
    about, then its sentence in the form's words (the command line prints ``--field:``)."""
    said = _word(error.field)  # the key as typed in English, its word in another language
    field = error.field if said == error.field.replace("-", " ") else said
    return f"{field}: {form_sentence(error, flags)}"

"""A refusal as a form says it: the options it names in the words of the form's boxes.

The rules name an entry option the way the command line gives it ("Bina needs --hand P
or --surrender first|later"); the TUI and the web have no options but a points box, a
status to pick and ticks, so there the same sentence reads "Bina needs hand points or a
surrender status". The sentence is the same in every face; only the options differ.
"""

from __future__ import annotations

from collections.abc import Collection

from scorekeeper.present.language import _
from scorekeeper.rules.errors import Option, RuleError

# The options a form asks as a number in the player's row; every other one a form asks as
# the player's status (surrender, drop, unseen, …) or, for the preset's flags, as a tick.
BOXES = ("hand", "rack", "table")
# The options asked once, in a box of their own (the stake and currency to settle at).
FIELDS = {"stake": "a stake", "currency": "a currency"}


def option_words(option: Option, flags: Collection[str]) -> str:
    """One option as a form names it. ``flags``: the preset's ticks (``no-out``)."""
    if option.name in flags:  # a tick box, labelled with the flag itself
        return f"tick “{option.name}”" if option.verb else f"“{option.name}” ticked"
    words = option.name.replace("-", " ")
    if option.name in FIELDS:  # a box of its own on the page (settle up)
        return f"{option.verb} {FIELDS[option.name]}".lstrip()
    if option.name in BOXES:  # a points box in the player's row
        return f"{option.verb} {words} points".lstrip()
    article = "an" if words[0] in "aeiou" else "a"
    return f"{option.verb} {article} {words} status".lstrip()  # surrender, drop, foul, …


def form_sentence(error: RuleError, flags: Collection[str]) -> str:
    """``error``'s sentence with the options it names said as a form says them."""
    return error.worded(lambda option: option_words(option, flags), _)


def form_said(error: RuleError, flags: Collection[str]) -> str:
    """A refusal as every form shows it, the TUI's and the web's alike: the field it is
    about, then its sentence in the form's words (the command line prints ``--field:``)."""
    return f"{error.field}: {form_sentence(error, flags)}"

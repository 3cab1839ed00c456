"""The language, digits and calendar a person reads, and ``_()`` to say a sentence in it.

Every face marks what a person reads with ``_()`` (``ngettext`` when a count decides the
word) and says it in the language chosen for this run (the CLI's global options) or this
request (the web face). English is the source text: under ``en`` nothing is looked up.
Nepali comes from the compiled catalogue shipped in the package
(``scorekeeper/locale/ne/LC_MESSAGES/scorekeeper.mo``), read with the stdlib's gettext: one
file, once, and only when Nepali is chosen, so the English start-up pays nothing.

The choice lives in a context variable, so a web server answering two phones at once in
two languages keeps each request's own (each task and thread starts from its context).
"""

from __future__ import annotations

from contextvars import ContextVar, Token
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import gettext

    from scorekeeper.rules.errors import RuleError

DOMAIN = "scorekeeper"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES = ("en", "ne")
DIGITS = ("latin", "deva")
CALENDARS = ("gregorian", "bs")


@dataclass(frozen=True)
class Choice:
    """What a person reads: ``lang`` en|ne, ``digits`` latin|deva, ``calendar``
    gregorian|bs. JSON and CSV numbers never follow ``digits``: scripts read them."""

    lang: str = "en"
    digits: str = "latin"
    calendar: str = "gregorian"


ENGLISH = Choice()


@dataclass
class Held:
    """A choice that changes while a long-running face runs (the TUI's settings). Every
    task copies the context it starts in, so a value set later in one task would not reach
    the others: they all hold this one box instead, and read what is in it now."""

    choice: Choice


_chosen: ContextVar[Choice | Held] = ContextVar("scorekeeper_language")
# What a context that never chose reads: a new thread starts with an empty context, so a
# face that works in threads (the TUI's workers) sets this once for its whole process.
_everywhere: Choice | Held = ENGLISH


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``; English is the text itself. A missing ``.mo`` is a broken
    install, said loudly (gettext's FileNotFoundError), never a silent English face."""
    import gettext  # only when a catalogue is read: English imports nothing more

    if lang == "en":
        return gettext.NullTranslations()
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        return gettext.GNUTranslations(file)


def use(choice: Choice | Held) -> Token[Choice | Held]:
    """Say everything from here on (in this context) as ``choice`` says; ``restore`` with
    what it returns puts back the choice before it."""
    _say_rules(choice)
    return _chosen.set(choice)


def _say_rules(choice: Choice | Held) -> None:
    """The rules' sentences (``N_`` in rules/) said through ``_`` wherever a face formats
    them, once a choice may say anything but English (a held one may change to Nepali
    later); only then is the rules' module read, so English starts no slower."""
    if isinstance(choice, Held) or choice.lang != "en":
        from scorekeeper.rules.errors import say_with

        say_with(_, shown_digits)


TO_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def shown_digits(text: str) -> str:
    """``text`` in the digits the reader chose (unchanged under ``latin``): here, beside
    the choice, so the rules' sentences are written with it too; ``numerals`` gives it to
    the faces' tables and sentences."""
    return text.translate(TO_DEVANAGARI) if current().digits == "deva" else text


def restore(token: Token[Choice | Held]) -> None:
    _chosen.reset(token)


def use_everywhere(choice: Choice | Held) -> None:
    """What every context that never called ``use`` says from now on (threads included);
    one face per process sets it (the TUI), ``ENGLISH`` puts it back."""
    global _everywhere
    _say_rules(choice)
    _everywhere = choice


def current() -> Choice:
    chosen = _chosen.get(_everywhere)
    return chosen.choice if isinstance(chosen, Held) else chosen


def _(message: str) -> str:
    """``message`` (English, as written in the source) in the current language."""
    lang = current().lang
    return message if lang == "en" else translations(lang).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count`` (Nepali has one form; English two)."""
    lang = current().lang
    if lang == "en":
        return singular if count == 1 else plural
    return translations(lang).ngettext(singular, plural, count)


def refusal(error: RuleError) -> str:
    """A refusal's sentence in the reader's language, options named as the command line
    gives them (a form names them with ``form_words``)."""
    from scorekeeper.rules.errors import Option

    return error.worded(Option.command_line, _)


def N_(message: str) -> str:
    """Marks a word for the catalogue where it is defined; ``_()`` says it where shown
    (a table heading kept in a constant, a rule's breakdown column)."""
    return message

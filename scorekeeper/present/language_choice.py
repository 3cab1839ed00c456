"""Which language, digits and calendar a run uses: given, else from the environment.

The order (docs/cli.md): ``--lang``, then ``SCOREKEEPER_LANG``, then the first of
``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set, read from the text of the variable
itself (``ne_NP.UTF-8`` is Nepali even on a machine with no Nepali locale installed:
family laptops rarely have one), else English. Digits default to Devanagari under Nepali.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.present.language import CALENDARS, DIGITS, LANGUAGES, Choice

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class BadChoice(ValueError):
    """A value no language, digits or calendar has: ``field`` is where it was given."""

    def __init__(self, field: str, allowed: tuple[str, ...], got: str) -> None:
        self.field, self.allowed, self.got = field, allowed, got
        self.lang = "en"  # the language to say it in, once the language itself is known
        super().__init__(f"{field}: must be {' or '.join(allowed)}, got {got[:20]!r}")


def _one_of(value: str, allowed: tuple[str, ...], field: str) -> str:
    plain = value.strip().lower()
    if plain not in allowed:
        raise BadChoice(field, allowed, value)
    return plain


def locale_language(environ: Mapping[str, str]) -> str:
    """``ne`` when the first locale variable set names Nepali (``ne``, ``ne_NP.UTF-8``,
    ``ne_IN``), else ``en``; ``C``, ``POSIX`` and every other language read English."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            code = value.split(".")[0].split("@")[0].split("_")[0].split("-")[0]
            return "ne" if code.lower() == "ne" else "en"
    return "en"


def choose(
    lang: str | None,
    digits: str | None,
    calendar: str | None,
    environ: Mapping[str, str],
) -> Choice:
    """The run's choice from its options (None: not given) and its environment."""
    if lang is not None:
        chosen = _one_of(lang, LANGUAGES, "--lang")
    elif environ.get("SCOREKEEPER_LANG"):
        chosen = _one_of(environ["SCOREKEEPER_LANG"], LANGUAGES, "SCOREKEEPER_LANG")
    else:
        chosen = locale_language(environ)
    try:
        shown = _one_of(digits, DIGITS, "--digits") if digits is not None else None
        dates = _one_of(calendar, CALENDARS, "--calendar") if calendar is not None else None
    except BadChoice as error:
        error.lang = chosen
        raise
    return Choice(
        lang=chosen,
        digits=shown or ("deva" if chosen == "ne" else "latin"),
        calendar=dates or "gregorian",
    )

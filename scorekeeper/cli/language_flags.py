"""The global ``--lang``, ``--digits`` and ``--calendar`` options, applied before any
command runs (program.py's callback), so that every line the command prints is said in
the language chosen. Light on purpose: it imports the stdlib's gettext and nothing else,
and reads the Nepali catalogue only when Nepali is chosen.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Annotated

import typer

from scorekeeper.present.language import N_

if TYPE_CHECKING:
    from scorekeeper.present.language import Choice


def _lang_first(ctx: typer.Context, value: str | None) -> str | None:
    """``--lang`` is read before ``--help`` given after it (both eager, in the order
    typed), so the help is said in it; ``apply_choice`` then makes the run's whole choice.
    The script's ``main`` has chosen already (``early_choice``); this serves whoever
    drives the app itself. A bad value waits for ``apply_choice`` to say what is wrong."""
    if value is not None and not ctx.resilient_parsing:
        from scorekeeper.present.language import restore, use
        from scorekeeper.present.language_choice import BadChoice, choose

        try:
            token = use(choose(value, None, None, os.environ))
        except BadChoice:
            return value
        ctx.call_on_close(lambda: restore(token))
    return value


LangOpt = Annotated[
    str | None,
    typer.Option(
        "--lang",
        metavar="en|ne",
        help=N_("Language of what is shown (default: SCOREKEEPER_LANG, else the locale)."),
        show_default=False,
        is_eager=True,
        callback=_lang_first,
    ),
]
DigitsOpt = Annotated[
    str | None,
    typer.Option(
        "--digits",
        metavar="latin|deva",
        help=N_("Digits shown: 0-9 or Devanagari (default: deva under ne)."),
        show_default=False,
    ),
]
CalendarOpt = Annotated[
    str | None,
    typer.Option(
        "--calendar",
        metavar="gregorian|bs",
        help=N_("Dates shown in the Gregorian calendar or in Bikram Sambat."),
        show_default=False,
    ),
]

# A global option that takes a value: command_table.py skips it to find the command word.
VALUED = ("--db", "--lang", "--digits", "--calendar")


def early_choice(args: list[str]) -> Choice:
    """The language of a run before Click has read its command line: Click's own
    sentences (``--help``, a mistake in the command line) come before the callback that
    applies the options, or after it has ended. ``--lang`` among the global options before
    the command word, else the environment; a bad value reads English here (the callback
    says what is wrong with it)."""
    from scorekeeper.present.language_choice import BadChoice, choose

    lang = None
    rest = list(args)
    while rest and rest[0].startswith("-"):
        word = rest.pop(0)
        if word.startswith("--lang="):
            lang = word.removeprefix("--lang=")
        elif word in VALUED and rest:
            value = rest.pop(0)
            lang = value if word == "--lang" else lang
    try:
        return choose(lang, None, None, os.environ)
    except BadChoice:
        from scorekeeper.present.language import ENGLISH

        return ENGLISH


def apply_choice(
    ctx: typer.Context, lang: str | None, digits: str | None, calendar: str | None
) -> None:
    """Choose for this run from the options and the environment, until the command ends
    (whoever drives the app again in this process, a test or the TUI, starts from English);
    a bad value is one sentence naming where it came from and what is allowed, exit 2."""
    from scorekeeper.present.language import Choice, restore, use
    from scorekeeper.present.language_choice import BadChoice, choose

    try:
        token = use(choose(lang, digits, calendar, os.environ))
        ctx.call_on_close(lambda: restore(token))
    except BadChoice as error:
        from scorekeeper.present.language import _

        token = use(Choice(lang=error.lang))
        ctx.call_on_close(lambda: restore(token))
        said = _("must be {allowed}, got {got}").format(
            allowed=_(" or ").join(error.allowed), got=repr(error.got[:20])
        )
        typer.echo(f"{error.field}: {said}", err=True)
        raise typer.Exit(2) from None

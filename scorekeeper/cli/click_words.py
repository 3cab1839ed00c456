"""Click's own sentences (usage errors, the help's headings and notes) in the reader's language.

Typer 0.29 carries its own copy of Click, whose sentences are plain English f-strings, and
marks a few of its own with the stdlib's ``gettext`` (which takes its language from
LANGUAGE, LC_ALL… and its catalogue from a process-wide domain): neither can be told this
run's choice without changing the environment every child process inherits. So they are
said here, after Click has built them: every sentence Click and Typer say to a person is
written below as a template, marked ``N_`` so that ``pybabel extract`` finds it; a text
that matches a template whole is said through ``_()``, its values (a command or an option
as typed, a metavar) kept as they were. A text no template matches stays as Click wrote it.

Imported only when the language is not English: English shows Click's own bytes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any

from scorekeeper.present.language import N_, _

# A usage error's whole message (what ``format_message()`` returns).
ERRORS = (
    N_("No such command {name}."),
    N_("No such command {name}. Did you mean {suggestions}?"),
    N_("No such option: {name}"),
    N_("No such option: {name} (Possible options: {options})"),
    N_("Missing argument {name}."),
    N_("Missing option {name}."),
    N_("Missing parameter {name}."),
    N_("Missing command."),
    N_("Invalid value for {name}: {reason}"),
    N_("Invalid value: {reason}"),
    N_("Got unexpected extra argument(s) ({arguments})"),
    N_("Option {name} requires an argument."),
    N_("Option {name} requires {count} arguments."),
    N_("Option {name} does not take a value."),
    N_("Argument {name} takes {count} values."),
    N_("{value} is not one of {choices}."),
    N_("Value {value} is not a valid {kind}."),
)
# The help's usage prefix and headings, and the help option's own help.
HEADINGS = (
    N_("Usage: "),
    N_("Arguments"),
    N_("Options"),
    N_("Commands"),
    N_("Show this message and exit."),
)
# The notes in brackets after an option's help: ``[default: 3; required]``.
NOTES = (N_("default: {default}"), N_("required"), N_("env var: {var}"))
_NOTED = re.compile(r"(?P<help>.*?)(?:  )?\[(?P<notes>[^\[\]]*)\]", re.DOTALL)


@cache
def _patterns(templates: tuple[str, ...]) -> list[tuple[str, re.Pattern[str]]]:
    """Each template as a pattern of its whole text, the longest first (a sentence that
    adds to a shorter one must be tried before it)."""
    found = []
    for template in sorted(templates, key=len, reverse=True):
        parts = re.split(r"\{(\w+)\}", template)
        pattern = "".join(
            f"(?P<{part}>.+?)" if odd else re.escape(part) for odd, part in _alternate(parts)
        )
        found.append((template, re.compile(pattern, re.DOTALL)))
    return found


def _alternate(parts: list[str]) -> Iterator[tuple[bool, str]]:
    for index, part in enumerate(parts):
        yield index % 2 == 1, part


def said(text: str, templates: tuple[str, ...] = ERRORS) -> str:
    """``text`` in the reader's language if it is one of ``templates`` filled in; a reason
    inside a sentence (``Invalid value for …: {reason}``) is said the same way."""
    for template, pattern in _patterns(templates):
        match = pattern.fullmatch(text)
        if match is not None:
            values = match.groupdict()
            if "reason" in values:
                values["reason"] = said(values["reason"], templates)
            return _(template).format(**values)
    return text


def said_help(text: str) -> str:
    """An option's or a command's help, with its bracketed notes said one by one."""
    noted = _NOTED.fullmatch(text)
    if noted is None:
        return _(text) if text else text
    notes = "; ".join(said(note, NOTES) for note in noted["notes"].split("; "))
    help_text = noted["help"]
    return f"{_(help_text)}  [{notes}]" if help_text else f"[{notes}]"


@cache
def _said_formatter(base: type) -> type:
    """Click's help formatter, saying what it is handed before it wraps it (a translation
    is wrapped at its own width, not at the English one's)."""

    class SaidFormatter(base):  # type: ignore[valid-type, misc]
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, _("Usage: ") if prefix is None else prefix)

        @contextmanager
        def section(self, name: str) -> Iterator[None]:
            with super().section(_(name)):
                yield

        def write_text(self, text: str) -> None:
            super().write_text(_(text))

        def write_dl(self, rows: Sequence[tuple[str, str]], *args: Any, **kwargs: Any) -> None:
            said_rows = [(term, said_help(text)) for term, text in rows]
            super().write_dl(said_rows, *args, **kwargs)

    return SaidFormatter


def help_page(command: Any, ctx: Any) -> str:
    """What ``command.get_help(ctx)`` returns, said in the reader's language."""
    formatter = _said_formatter(ctx.formatter_class)(
        width=ctx.terminal_width, max_width=ctx.max_content_width
    )
    command.format_help(ctx, formatter)
    return str(formatter.getvalue()).rstrip("\n")


def said_copy(command: Any) -> Any:
    """A copy of ``command`` whose help is said in the reader's language: its line in its
    group's list is the first sentence of the said help (the English one cut short could
    not be found in the catalogue). The command itself stays as Typer built it."""
    import copy

    said_command = copy.copy(command)
    said_command.help = _(command.help) if command.help else command.help
    said_command.short_help = _(command.short_help) if command.short_help else None
    return said_command

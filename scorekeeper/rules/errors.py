"""The one error type of the rules: bad input, named by field.

A refusal may name an entry option a person gives ("Bina needs --hand P …"). The command
line gives options; the TUI and the web have fields, statuses and ticks instead, so such a
name is kept as an ``Option`` part of the sentence, and each face words it its own way
(``RuleError.worded``); ``message`` is the command line's wording.

Its sentences are English here and marked with ``N_`` (the rules import nothing of the
package's faces): each is a ``Said``, its English text together with its template and
values, so a face can say it in the reader's language (``present/rule_words.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from string import Formatter
from typing import Any

from scorekeeper.rules.escapes import shown


@dataclass(frozen=True)
class Option:
    """An entry option named in a refusal: ``name`` as the command line spells it,
    ``metavar`` what it takes (``P``, ``first|later``), ``verb`` when the sentence asks
    for it to be given ("or give --no-out")."""

    name: str
    metavar: str = ""
    verb: str = ""

    def command_line(self) -> str:
        said = f"--{self.name} {self.metavar}".rstrip()
        return f"{self.verb} {said}" if self.verb else said


class Said(str):
    """A sentence of the rules: the English it reads as (escaped, as every refusal is), and
    the marked ``template`` and ``values`` a face says again in another language. A value
    may be an ``Option``, which each face names its own way."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, values: dict[str, Any]) -> Said:
        said = super().__new__(cls, _filled(template, values, Option.command_line, str))
        said.template, said.values = template, values
        return said

    def __getnewargs__(self) -> tuple[str, dict[str, Any]]:  # type: ignore[override]
        return self.template, self.values  # copied and pickled whole, as it was made

    def worded(
        self,
        say: Callable[[str], str],
        name: Callable[[Option], str],
        number: Callable[[str], str] = str,
    ) -> str:
        """The sentence as ``say`` words its template, options named by ``name``, and its
        numbers (an int or a Decimal value) written by ``number``."""
        return _filled(say(self.template), self.values, name, say, number)

    def __format__(self, spec: str) -> str:
        # Put into a face's own sentence (an f-string, ``.format``), it is said in the
        # reader's language, so a face shows a headline or a "why" without knowing it is
        # the rules'; its English text is kept for ``--json`` and stored words.
        return format(self.worded(_sayer[0], Option.command_line, _numbers[0]), spec)


# How a sentence of the rules is said where a face formats it: English (the text itself)
# until a face's language module installs its own (``say_with``).
_sayer: list[Callable[[str], str]] = [str]
_numbers: list[Callable[[str], str]] = [str]


def say_with(say: Callable[[str], str], number: Callable[[str], str] = str) -> None:
    """Say every ``Said`` formatted from now on through ``say`` (the faces' ``_``), its
    numbers in the digits ``number`` writes (the reader's)."""
    _sayer[0], _numbers[0] = say, number


def _filled(
    template: str,
    values: dict[str, Any],
    name: Callable[[Option], str],
    say: Callable[[str], str],
    number: Callable[[str], str] = str,
) -> str:
    """``template`` with its values: an option named by ``name``, a sentence within the
    sentence (what a field allows) said by ``say`` too, a number written by ``number``."""
    plain = _plain_fields(template) if number is not str else frozenset()
    named = {k: _value(v, name, say, number if k in plain else str) for k, v in values.items()}
    return shown(template.format(**named))


def _plain_fields(template: str) -> frozenset[str]:
    """The fields of ``template`` written as they are (``{n}``, not ``{n!r}``): only
    those take the reader's digits, so a quoted value stays quoted as it was given."""
    return frozenset(
        field for _text, field, spec, conversion in Formatter().parse(template)
        if field and not spec and not conversion
    )  # fmt: skip


def _value(
    value: Any,
    name: Callable[[Option], str],
    say: Callable[[str], str],
    number: Callable[[str], str],
) -> Any:
    if isinstance(value, Option):
        return name(value)
    if isinstance(value, Said):
        return value.worded(say, name, number)
    if number is not str and isinstance(value, int | Decimal) and not isinstance(value, bool):
        return number(str(value))  # a name or a typed text stays as it was written
    return value


def listed(items: list[str], separator: str = ", ") -> str:
    """``items`` joined by ``separator``, each a sentence still said in the reader's
    language (a plain join would keep only the English)."""
    said = items[0] if items else ""
    for item in items[1:]:
        said = Said("{first}" + separator + "{second}", {"first": said, "second": item})
    return said


def N_(template: str, **values: Any) -> Said:
    """Marks a sentence of the rules for the catalogue; ``{placeholders}`` hold ``values``."""
    return Said(template, values)


Part = str | Option
HAND = Option("hand", "P")  # a loser's hand points, the option most refusals name


class RuleError(ValueError):
    """An entry, parameter or table that the rules refuse.

    ``field`` is the name a person typed it under (a CLI option without dashes, a
    rule key, a form field), so every face can point at the right place. The sentence
    is given in ``parts``: text, and the options it names (``Option``). ``player``: the
    seat the refusal is about, when it is about one, so a form marks that row from the
    error itself and never by reading its sentence.
    """

    def __init__(self, field: str, *parts: Part, player: str | None = None) -> None:
        # A message may quote a stored name or reason; one from an older file could hold
        # a terminal escape, so every face gets it escaped.
        self.parts: tuple[Part, ...] = tuple(
            shown(part) if isinstance(part, str) and not isinstance(part, Said) else part
            for part in parts
        )
        message = self.worded(Option.command_line)
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
        self.player = player

    def worded(self, name: Callable[[Option], str], say: Callable[[str], str] = str) -> str:
        """The sentence with each option it names said by ``name`` (a face's words) and
        each marked sentence by ``say`` (the reader's language; English by default)."""
        return "".join(_worded(part, name, say) for part in self.parts)


def _worded(part: Part, name: Callable[[Option], str], say: Callable[[str], str]) -> str:
    if isinstance(part, Said):
        return part.worded(say, name)
    return part if isinstance(part, str) else name(part)


@contextmanager
def about(player: str) -> Iterator[None]:
    """A refusal raised inside, by a check that knows only a value (a number, a card), is
    about ``player``: the reader of one seat's options wraps that seat's reading in it."""
    try:
        yield
    except RuleError as error:
        if error.player is None:
            error.player = player
        raise

"""The one error type of the rules: bad input, named by field.

A refusal may name an entry option a person gives ("Bina needs --hand P …"). The command
line gives options; the TUI and the web have fields, statuses and ticks instead, so such a
name is kept as an ``Option`` part of the sentence, and each face words it its own way
(``RuleError.worded``); ``message`` is the command line's wording.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

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
            shown(part) if isinstance(part, str) else part for part in parts
        )
        message = self.worded(Option.command_line)
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
        self.player = player

    def worded(self, name: Callable[[Option], str]) -> str:
        """The sentence with each option it names said by ``name`` (a face's words)."""
        return "".join(part if isinstance(part, str) else name(part) for part in self.parts)


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

"""The one error type of the rules: bad input, named by field.

A refusal may name an entry option a person gives ("Bina needs --hand P …"). The command
line gives options; the TUI and the web have fields, statuses and ticks instead, so such a
name is kept as an ``Option`` part of the sentence, and each face words it its own way
(``RuleError.worded``); ``message`` is the command line's wording.
"""

from __future__ import annotations

from collections.abc import Callable
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
    is given in ``parts``: text, and the options it names (``Option``).
    """

    def __init__(self, field: str, *parts: Part) -> None:
        # A message may quote a stored name or reason; one from an older file could hold
        # a terminal escape, so every face gets it escaped.
        self.parts: tuple[Part, ...] = tuple(
            shown(part) if isinstance(part, str) else part for part in parts
        )
        message = self.worded(Option.command_line)
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    def worded(self, name: Callable[[Option], str]) -> str:
        """The sentence with each option it names said by ``name`` (a face's words)."""
        return "".join(part if isinstance(part, str) else name(part) for part in self.parts)

"""The one error type of the rules: bad input, named by field."""

from __future__ import annotations

from scorekeeper.rules.escapes import shown


class RuleError(ValueError):
    """An entry, parameter or table that the rules refuse.

    ``field`` is the name a person typed it under (a CLI option without dashes, a
    rule key, a form field), so every face can point at the right place.
    """

    def __init__(self, field: str, message: str) -> None:
        # A message may quote a stored name or reason; one from an older file could hold
        # a terminal escape, so every face gets it escaped.
        message = shown(message)
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

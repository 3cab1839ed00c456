"""Whole-number values a preset asks for once per game (a double game's multiplier).

A game keeps them among its flags as ``KEY=VALUE`` (left out at the default), so an
entry, its storage, exports and imports carry them with no field of their own. A form
builds its input from a preset's GAME_FIELDS, as it builds checkboxes from GAME_FLAGS.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.numbers import parse_whole


@dataclass(frozen=True)
class GameField:
    """One whole number entered per game, with its limits and a line of help."""

    key: str
    label: str
    minimum: int
    maximum: int
    default: int
    help: str = ""

    def parse(self, raw: object) -> int:
        # The sentence names the value itself: a form shows it away from its box, where
        # "must be a whole number 1–10" alone would not say which number was meant.
        what = f"the {self.label.lower()} "
        return parse_whole(raw, self.key, self.minimum, self.maximum, what)

    def flag(self, value: int) -> str | None:
        """How ``value`` is kept among a game's flags (None: the default, kept as nothing)."""
        return None if value == self.default else f"{self.key}={value}"


def split_flags(
    flags: Iterable[str], fields: tuple[GameField, ...]
) -> tuple[frozenset[str], dict[str, int]]:
    """A game's plain flags, and its game values (each at its default unless given)."""
    specs = {spec.key: spec for spec in fields}
    plain: set[str] = set()
    values = {spec.key: spec.default for spec in fields}
    for flag in flags:
        key, sep, raw = flag.partition("=")
        if not sep:
            plain.add(flag)
            continue
        if key not in specs:
            raise RuleError("entry", N_("unknown game value {key!r}", key=key))
        values[key] = specs[key].parse(raw)
    return frozenset(plain), values

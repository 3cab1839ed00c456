"""A preset = one scoring module in this package + one TOML file of parameters.

The module (named after the preset, dashes as underscores) holds the logic; the names it
must and may define are listed once in ``preset_module`` (``PresetModule``, ``PresetHooks``)
and checked when it is loaded. Every preset's TOML carries the ending rules ``target`` and
``deals`` (see ending.py).
The TOML file holds the parameters with their defaults and limits. This module joins
the two; it is handed the TOML text, so the rules never read files themselves.
"""

from __future__ import annotations

import functools
import importlib
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.ending import ENDING_KEYS
from scorekeeper.rules.entry import Entry, HandField, PlayerScore, check_zero_sum
from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.params import ParamSpec, ParamValue, resolve_values, spec_from_toml
from scorekeeper.rules.preset_module import check_module, hook
from scorekeeper.rules.table import capacity_problem

TABLE_KEYS = ("decks", "cards", "direction", *ENDING_KEYS)


@dataclass(frozen=True)
class Preset:
    """A preset's TOML parameters joined to its scoring module."""

    name: str
    title: str
    summary: str
    params: Mapping[str, ParamSpec]
    module: ModuleType

    @property
    def outcomes(self) -> tuple[str, ...]:
        return self.module.OUTCOMES

    @property
    def hand_fields(self) -> tuple[HandField, ...]:
        return self.module.HAND_FIELDS

    @property
    def game_flags(self) -> tuple[str, ...]:
        return self.module.GAME_FLAGS

    @property
    def game_fields(self) -> tuple:
        """Whole numbers asked once per game (game_values.GameField), as flags KEY=VALUE."""
        return hook(self.module, "GAME_FIELDS")

    @property
    def breakdown(self) -> tuple[str, str]:
        return self.module.BREAKDOWN

    @property
    def card_values(self) -> CardValues | None:
        """What each card is worth when cards are typed instead of points (None: no cards)."""
        return hook(self.module, "CARD_VALUES")

    @property
    def options(self) -> tuple[str, ...]:
        return self.module.OPTIONS

    @property
    def zero_sum(self) -> bool:
        """Whether every game's scores sum to zero (else ``check_scores`` says what holds)."""
        return hook(self.module, "ZERO_SUM")

    @property
    def lowest_wins(self) -> bool:
        return hook(self.module, "LOWEST_WINS")

    @property
    def seats(self) -> tuple[int, int]:
        """How many players may sit at this game's table: (fewest, most)."""
        return hook(self.module, "SEATS")

    def check_seats(self, count: int) -> None:
        low, high = self.seats
        if not low <= count <= high:
            raise RuleError(
                "players",
                N_(
                    "the {name} preset seats {low}–{high} players, got {count}",
                    name=self.name,
                    low=low,
                    high=high,
                    count=count,
                ),
            )

    def rules(self, given: Mapping[str, object] | None = None) -> RuleSet:
        """This preset's defaults overlaid with ``given`` (each checked against its limits).

        A module may set defaults that depend on another rule (``defaults_for``: a 201
        pool drops higher) and check rules against each other (``check_params``)."""
        given = dict(given or {})
        depending = hook(self.module, "defaults_for")
        if depending is not None:
            given = {**depending(given), **given}
        values = resolve_values(self.params, given)
        check = hook(self.module, "check_params")
        if check is not None:
            check(values)
        return RuleSet(self, values)


@dataclass(frozen=True)
class RuleSet:
    """A preset with its parameter values: what a session freezes when it is created."""

    preset: Preset
    values: Mapping[str, ParamValue]

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def to_json(self) -> dict:
        return {key: self.preset.params[key].to_json(v) for key, v in self.values.items()}

    def cards_dealt(self, active: int) -> int:
        """Cards dealt to each player when ``active`` players play."""
        dealt = _scoring_hooks(self.preset.module)[0]
        return dealt(self.values, active) if dealt else self["cards"]

    def score(self, entry: Entry) -> tuple[PlayerScore, ...]:
        """Check and score a game; the result always meets the preset's invariant (zero-sum
        for most), or nothing is stored: an ArithmeticError is a bug, never bad input."""
        active = len(entry.hands)
        problem = capacity_problem(active, self.cards_dealt(active), self["decks"])
        if problem:
            raise RuleError("sit-out", problem)
        module = self.preset.module
        scores = module.score(self.values, entry)
        _, check, zero_sum = _scoring_hooks(module)
        if check is not None:
            check(self.values, entry, scores)
        if zero_sum:
            check_zero_sum(scores)
        return scores

    def warnings(self, entry: Entry) -> list[RuleError]:
        """What the preset allows but many tables refuse: each face says it, the game is kept."""
        warn = hook(self.preset.module, "warnings")
        return list(warn(self.values, entry)) if warn else []

    def entry_from_options(
        self, active: Sequence[str], winner: str, options: Mapping[str, Any]
    ) -> Entry:
        return self.preset.module.entry_from_options(active, winner, options)


@functools.cache
def _scoring_hooks(module: ModuleType) -> tuple[Any, Any, bool]:
    """A preset module's ``cards_dealt``, ``check_scores`` and ``ZERO_SUM``, looked up once:
    an import or a check scores every game of a season, and each look-up is checked
    against the protocol's list of hooks again."""
    return hook(module, "cards_dealt"), hook(module, "check_scores"), hook(module, "ZERO_SUM")


def preset_from_toml(text: str) -> Preset:
    """Parse one preset file and join it to its scoring module."""
    data = tomllib.loads(text)
    name = data["name"]
    module = importlib.import_module(f"scorekeeper.rules.{name.replace('-', '_')}")
    check_module(module, name)  # a misspelt hook would otherwise be read as its default
    params = {key: spec_from_toml(key, table) for key, table in data["params"].items()}
    missing = [key for key in TABLE_KEYS if key not in params]
    if missing:
        raise ValueError(f"preset {name}: parameters {missing} are required of every preset")
    return Preset(name, data.get("title", name), data.get("summary", ""), params, module)

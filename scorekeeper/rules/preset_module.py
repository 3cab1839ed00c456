"""Every name a preset's scoring module may define for the rest of the program to read.

The program reads a preset module's names by name (``getattr(module, "ZERO_SUM", True)``),
so a module that misspells one (``ZEROSUM = False``) would be silently scored as the
default. The two protocols below are the one list of those names: ``PresetModule`` what
every module must define, ``PresetHooks`` what a module may define when its game differs
from the Marriage presets' answer (each default in ``HOOK_DEFAULTS``). ``check_module``
holds a module to them when its preset is loaded: a required name missing, or a name that
is one letter, case or underscore away from a hook, is an error there, not silence.

(The loaded preset, its module joined to its TOML, is ``presets.Preset``.)
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.entry import Entry, HandField, PlayerScore
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.table import MAX_SEATS, MIN_SEATS


class PresetModule(Protocol):
    """What every preset module defines."""

    NAME: str  # the preset's name, as its TOML file names it
    OUTCOMES: tuple[str, ...]  # the statuses a player may end a game with
    HAND_FIELDS: tuple[HandField, ...]  # what is asked per player
    GAME_FLAGS: tuple[str, ...]  # what is asked once per game, yes or no
    BREAKDOWN: tuple[str, str]  # the two parts of a total in the totals table
    OPTIONS: tuple[str, ...]  # the command line's entry options this preset takes

    def score(self, params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]: ...

    def entry_from_options(
        self, active: Sequence[str], winner: str, options: Mapping[str, Any]
    ) -> Entry: ...


class PresetHooks(Protocol):
    """What a preset module may define besides; absent, the default in ``HOOK_DEFAULTS``."""

    ZERO_SUM: bool  # every game sums to zero (else ``check_scores`` says what holds)
    LOWEST_WINS: bool  # the lowest total leads (pool, points)
    SEATS: tuple[int, int]  # fewest and most players at the table
    CARD_VALUES: CardValues | None  # cards may be typed instead of points
    GAME_FIELDS: tuple[Any, ...]  # whole numbers asked once per game (game_values)
    INVARIANT: str  # ``check_scores``'s rule in words, for the preview
    TYPED_FIELDS: Mapping[str, Callable[..., Any]]  # a field's own reading of typed text

    def check_scores(
        self, params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]
    ) -> None: ...
    def cards_dealt(self, params: Mapping[str, Any], active: int) -> int: ...
    def defaults_for(self, given: Mapping[str, object]) -> dict[str, object]: ...
    def check_params(self, values: Mapping[str, Any]) -> None: ...
    def warnings(self, params: Mapping[str, Any], entry: Entry) -> list[RuleError]: ...
    def carries(self, params: Mapping[str, Any]) -> bool: ...
    def carry_owed(self, params: Mapping[str, Any], entry: Entry) -> dict[str, int]: ...
    def standing(self, *args: Any, **kwargs: Any) -> Any: ...  # pool: who is out
    def settle_pool(self, *args: Any, **kwargs: Any) -> Any: ...  # pool: the pot shared


def _names(protocol: type) -> tuple[str, ...]:
    methods = [name for name, value in vars(protocol).items() if callable(value)]
    return (*protocol.__annotations__, *(n for n in methods if not n.startswith("_")))


REQUIRED = _names(PresetModule)
OPTIONAL = _names(PresetHooks)
HOOKS = frozenset(REQUIRED + OPTIONAL)
HOOK_DEFAULTS: Mapping[str, object] = {
    "ZERO_SUM": True,
    "LOWEST_WINS": False,
    "SEATS": (MIN_SEATS, MAX_SEATS),
    "CARD_VALUES": None,
    "GAME_FIELDS": (),
    "INVARIANT": "",
    "TYPED_FIELDS": {},
}  # a hook that is a function has no default: absent, the program does without it
_FLAGS = ("ZERO_SUM", "LOWEST_WINS")


def _squashed(name: str) -> str:
    return name.replace("_", "")


def near_hook(name: str) -> str | None:
    """The hook ``name`` looks like a misspelling of, if any. Compared within one kind of
    name (CONSTANTS with constants, functions with functions), so a class such as pool's
    ``Standing`` is not taken for the ``standing`` function."""
    if name in HOOKS or name.startswith("_") or not (name.isupper() or name.islower()):
        return None
    same_kind = [hook for hook in HOOKS if hook.isupper() == name.isupper()]
    for hook in same_kind:
        if _squashed(hook) == _squashed(name):
            return hook
    close = difflib.get_close_matches(name, same_kind, n=1, cutoff=0.85)
    return close[0] if close else None


def check_module(module: ModuleType, preset: str) -> None:
    """Refuse a preset module that breaks the protocols (a program error, so ValueError)."""
    where = f"preset {preset}: {module.__name__}"
    missing = [name for name in REQUIRED if not hasattr(module, name)]
    if missing:
        raise ValueError(f"{where} does not define {', '.join(missing)}")
    if preset != module.NAME:
        raise ValueError(f"{where} is NAME {module.NAME!r}, its TOML file {preset!r}")
    for name, value in vars(module).items():
        hook = near_hook(name)
        if hook is not None:
            raise ValueError(f"{where} defines {name}, which nothing reads: {hook}, misspelt?")
        if name in _FLAGS and not isinstance(value, bool):
            raise ValueError(f"{where}.{name} must be True or False, got {value!r}")
        if name in HOOKS and name.islower() and not callable(value):
            raise ValueError(f"{where}.{name} must be a function")


def hook(module: ModuleType, name: str) -> Any:
    """A preset module's ``name``, or its default (None for a function it leaves out).
    The reading side of the same list: a name no protocol lists is a KeyError here, so a
    misspelling where a hook is read fails as loudly as one where it is defined."""
    if name not in HOOKS:
        raise KeyError(f"{name!r} is not a preset hook (preset_module lists them)")
    return getattr(module, name, HOOK_DEFAULTS.get(name))

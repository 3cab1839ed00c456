"""Every name a preset module defines for the program to read is one the protocols list,
and the loader refuses a module that misspells one instead of scoring it by the default."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.rules import preset_from_toml
from scorekeeper.rules.preset_module import (
    HOOK_DEFAULTS,
    HOOKS,
    OPTIONAL,
    REQUIRED,
    check_module,
    hook,
    near_hook,
)

PRESETS = catalog.preset_names()


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_module_keeps_to_the_protocols(name: str) -> None:
    module = catalog.preset(name).module
    check_module(module, name)  # what the loader does; here named, so a failure says which
    for own in vars(module):
        assert near_hook(own) is None, f"{module.__name__}.{own}"
    for required in REQUIRED:
        assert hasattr(module, required), f"{module.__name__} lacks {required}"


def test_every_hook_the_presets_use_is_listed_and_every_listed_one_is_used() -> None:
    # a hook no preset defines is dead weight in the list; keep the list to the program
    defined = {own for name in PRESETS for own in vars(catalog.preset(name).module)}
    assert set(OPTIONAL) <= defined, sorted(set(OPTIONAL) - defined)
    assert set(HOOK_DEFAULTS) <= set(OPTIONAL)


# A module of a preset the tests make up, loaded by the real loader from TOML text.
TOML = catalog.data_dir().joinpath("presets", "basic.toml").read_text("utf-8")


@pytest.fixture
def made_up() -> Iterator[types.ModuleType]:
    """``scorekeeper.rules.basic`` copied: a module the test may misspell things in."""
    real = sys.modules["scorekeeper.rules.basic"]
    copy = types.ModuleType("scorekeeper.rules.basic")
    copy.__dict__.update({k: v for k, v in vars(real).items() if k != "__name__"})
    sys.modules["scorekeeper.rules.basic"] = copy
    try:
        yield copy
    finally:
        sys.modules["scorekeeper.rules.basic"] = real


def test_the_unchanged_copy_loads(made_up: types.ModuleType) -> None:
    assert preset_from_toml(TOML).module is made_up


@pytest.mark.parametrize(
    ("wrong", "meant"),
    [("ZEROSUM", "ZERO_SUM"), ("Zero_Sum", None), ("LOWEST_WIN", "LOWEST_WINS"),
     ("SEAT", "SEATS"), ("check_score", "check_scores"), ("card_dealt", "cards_dealt"),
     ("CARDVALUES", "CARD_VALUES")],
)  # fmt: skip
def test_a_misspelt_hook_is_refused_on_loading(
    made_up: types.ModuleType, wrong: str, meant: str | None
) -> None:
    setattr(made_up, wrong, False)
    if meant is None:  # mixed case: a class's spelling, never a hook's
        preset_from_toml(TOML)
        return
    with pytest.raises(ValueError, match=f"defines {wrong}, .*{meant}"):
        preset_from_toml(TOML)


def test_a_missing_required_name_is_refused(made_up: types.ModuleType) -> None:
    del made_up.entry_from_options
    with pytest.raises(ValueError, match="does not define entry_from_options"):
        preset_from_toml(TOML)


def test_a_hook_of_the_wrong_kind_is_refused(made_up: types.ModuleType) -> None:
    made_up.ZERO_SUM = 0  # falsy, but not a yes or no: a typo for False or a count?
    with pytest.raises(ValueError, match="ZERO_SUM must be True or False"):
        preset_from_toml(TOML)


def test_reading_a_name_no_protocol_lists_is_an_error() -> None:
    module = catalog.preset("basic").module
    assert hook(module, "ZERO_SUM") is False
    assert hook(module, "LOWEST_WINS") is HOOK_DEFAULTS["LOWEST_WINS"]
    with pytest.raises(KeyError):
        hook(module, "ZEROSUM")
    assert "ZEROSUM" not in HOOKS

"""Rule parameters: the defaults and limits of rules.md, and every bad value typed as --rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError

# (key, default, low, high) from the table in rules.md.
MARRIAGE_INTS = [
    ("decks", 3, 1, 5),
    ("cards", 21, 1, 52),
    ("honor-value", 4, 0, 100),
    ("marriage-points", 20, 0, 1000),
    ("hand-multiplier", 2, 1, 10),
    ("surrender-first", 2, 0, 100),
    ("surrender-later", 5, 0, 100),
]
NEPALI_DEFAULTS = {
    "decks": 3,
    "cards": 21,
    "direction": "clockwise",
    "seen-payment": 3,
    "unseen-payment": 10,
    "dublee-bonus": 5,
    "foul-penalty": 15,
    "unseen-maal": "murder",
}


def preset(name: str = "marriage-rummy"):
    return catalog.preset(name)


def test_the_default_preset_is_marriage_rummy() -> None:
    assert catalog.DEFAULT_PRESET == "marriage-rummy"
    assert catalog.preset_names()[0] == "marriage-rummy"
    assert set(catalog.preset_names()) >= {"marriage-rummy", "nepali"}


def test_marriage_defaults() -> None:
    rules = preset().rules()
    for key, default, _, _ in MARRIAGE_INTS:
        assert rules[key] == default, key
    assert rules["unplayed-factor"] == Fraction(1, 2)
    assert rules["direction"] == "clockwise"
    # rules.md: "joker−1, joker, joker+1 of one suit; three joker−1; three joker+1"
    shown = rules.preset.params["marriage-combinations"].show(rules["marriage-combinations"])
    assert (
        shown.replace("-", "−")
        == "joker−1, joker, joker+1 of one suit; three joker−1; three joker+1"
    )


def test_nepali_defaults() -> None:
    rules = preset("nepali").rules()
    assert {key: rules[key] for key in NEPALI_DEFAULTS} == NEPALI_DEFAULTS


@pytest.mark.parametrize(("key", "default", "low", "high"), MARRIAGE_INTS)
def test_integer_limits_are_inclusive(key: str, default: int, low: int, high: int) -> None:
    assert preset().rules({key: str(low)})[key] == low
    assert preset().rules({key: str(high)})[key] == high
    for outside in (low - 1, high + 1):
        with pytest.raises(RuleError) as caught:
            preset().rules({key: str(outside)})
        assert caught.value.field == f"rule {key}"
        assert f"{low}–{high}" in caught.value.message


@pytest.mark.parametrize("key", ["seen-payment", "unseen-payment", "dublee-bonus", "foul-penalty"])
def test_nepali_payments_are_checked_too(key: str) -> None:
    assert preset("nepali").rules({key: "0"})[key] == 0
    with pytest.raises(RuleError) as caught:
        preset("nepali").rules({key: "-1"})
    assert caught.value.field == f"rule {key}"


@pytest.mark.parametrize("text", ["abc", "1e9", "NaN", "0.5", "inf", "", " ", "4 4", "0x10", "²"])
@pytest.mark.parametrize("key", ["honor-value", "decks", "hand-multiplier"])
def test_integers_refuse_what_is_not_a_whole_number(key: str, text: str) -> None:
    with pytest.raises(RuleError) as caught:
        preset().rules({key: text})
    assert caught.value.field == f"rule {key}"
    assert "whole number" in caught.value.message


def test_integers_refuse_floats_and_bools_but_accept_spaces_around() -> None:
    for value in (2.0, True, float("nan")):
        with pytest.raises(RuleError):
            preset().rules({"honor-value": value})
    assert preset().rules({"honor-value": " 7 "})["honor-value"] == 7


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1/2", Fraction(1, 2)),
        ("0", 0),
        ("1", 1),
        ("0.25", Fraction(1, 4)),
        (" 2 / 3 ", Fraction(2, 3)),
    ],
)
def test_fraction_accepted(text: str, value: Fraction) -> None:
    got = preset().rules({"unplayed-factor": text})["unplayed-factor"]
    assert got == value
    assert isinstance(got, Fraction)


@pytest.mark.parametrize("text", ["2/0", "3/2", "1.5", "-1/2", "abc", "NaN", "1e-1", "1/", ""])
def test_fraction_refused(text: str) -> None:
    with pytest.raises(RuleError) as caught:
        preset().rules({"unplayed-factor": text})
    assert caught.value.field == "rule unplayed-factor"
    assert "fraction" in caught.value.message


def test_a_zero_denominator_is_named() -> None:
    with pytest.raises(RuleError) as caught:
        preset().rules({"unplayed-factor": "2/0"})
    assert "denominator" in caught.value.message


@pytest.mark.parametrize(
    ("name", "key", "text"),
    [
        ("marriage-rummy", "direction", "sideways"),
        ("nepali", "unseen-maal", "steal"),
        ("nepali", "direction", ""),
    ],
)
def test_choices_refused(name: str, key: str, text: str) -> None:
    with pytest.raises(RuleError) as caught:
        preset(name).rules({key: text})
    assert caught.value.field == f"rule {key}"


def test_choices_ignore_case() -> None:
    assert preset().rules({"direction": "AntiClockwise"})["direction"] == "anticlockwise"
    assert preset("nepali").rules({"unseen-maal": "Keep"})["unseen-maal"] == "keep"


@pytest.mark.parametrize(
    ("name", "key"),
    [("marriage-rummy", "unseen-maal"), ("nepali", "honor-value"), ("marriage-rummy", "honour")],
)
def test_unknown_rule_keys_are_refused_naming_the_key(name: str, key: str) -> None:
    with pytest.raises(RuleError) as caught:
        preset(name).rules({key: "1"})
    assert caught.value.field == "rule"
    assert repr(key) in caught.value.message
    assert "allowed:" in caught.value.message


def test_unknown_preset_is_refused() -> None:
    with pytest.raises(RuleError) as caught:
        catalog.preset("gin")
    assert caught.value.field == "preset"
    assert "marriage-rummy" in caught.value.message


def test_rule_values_survive_their_json_form() -> None:
    rules = preset().rules({"unplayed-factor": "1/3", "honor-value": "7"})
    again = preset().rules(rules.to_json())
    assert again.values == rules.values


def test_a_key_a_preset_does_not_use_says_so_instead_of_a_range() -> None:
    # A pool ends when one player is left: a target is refused with the reason, not "0–0".
    pool = catalog.preset("pool")
    assert pool.rules({"target": "0"})["target"] == 0
    with pytest.raises(RuleError) as caught:
        pool.rules({"target": "100"})
    assert caught.value.message == (
        "not used: the pool itself says when a player is out; got '100'"
    )

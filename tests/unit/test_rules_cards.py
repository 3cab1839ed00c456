"""Cards typed instead of points: the preset's card values, suits ignored, + stays a sum."""

from __future__ import annotations

import pytest

from scorekeeper.ledger.catalog import preset
from scorekeeper.rules import RuleError
from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.marriage_rummy import CARD_VALUES, MAX_POINTS
from scorekeeper.rules.numbers import parse_points_sum


def points(text: str, high: int = MAX_POINTS) -> int:
    return parse_points_sum(text, "hand", high, "Bina: ", CARD_VALUES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("K Q 7", 27),
        ("Ks,Q♥,7", 27),
        ("ks, q♥ ,7d", 27),
        ("K♠ K♠️ A", 30),
        ("JK", 0),
        ("*", 0),
        ("jk 2 * 3c", 5),
        ("A 2 3 4 5 6 7 8 9 10 J Q K", 10 + 54 + 30),
        ("10 10 3", 23),
        ("10,10,3", 23),
        ("10+10+3", 23),
        ("23", 23),
        ("7", 7),
        ("J", 10),
    ],
)
def test_cards_and_points_give_the_points(text: str, expected: int) -> None:
    assert points(text) == expected


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Z", "got 'Z'"),
        ("K Z 7", "('Z' is not a card)"),
        ("K+7", "got 'K+7'"),
        ("1e9", "got '1e9'"),
        ("11 K", "('11' is not a card)"),
        ("KK", "got 'KK'"),
        ("Kx", "got 'Kx'"),
        ("", "got ''"),
        ("-3", "got '-3'"),
    ],
)
def test_what_is_not_a_card_is_refused_in_one_sentence(text: str, shown: str) -> None:
    with pytest.raises(RuleError) as refused:
        points(text)
    message = refused.value.message
    assert refused.value.field == "hand"
    assert message.startswith("Bina: must be points 0–10000 (23 or 10+10+3) or cards such as K Q 7")
    assert "A 2–10 J Q K" in message and "JK or * a joker" in message
    assert shown in message and message.count(".") == 0


def test_cards_over_the_limit_and_too_many_cards_are_refused() -> None:
    with pytest.raises(RuleError, match=r"0–15, got 20"):
        points("K K", high=15)
    with pytest.raises(RuleError, match="at most 60 cards, got 61"):
        points(" ".join(["2"] * 61))


def test_without_card_values_only_numbers_count() -> None:
    with pytest.raises(RuleError, match="as a number or a sum"):
        parse_points_sum("K Q 7", "hand", MAX_POINTS, "Bina: ")


def test_a_preset_declares_its_card_values() -> None:
    for name in ("marriage-rummy", "nepali"):
        values = preset(name).card_values
        assert values is not None
        assert [values.ranks[rank] for rank in ("A", "K", "Q", "J", "2", "10")] == [
            10, 10, 10, 10, 2, 10,
        ]  # fmt: skip
        assert values.joker == 0
    (hand,) = [spec for spec in preset("marriage-rummy").hand_fields if spec.kind == "points"]
    assert hand.cards is CARD_VALUES


def test_another_presets_values_apply() -> None:
    basic = CardValues.face(joker=0, summary="A = 1", A=1, J=10, Q=10, K=10)
    assert parse_points_sum("A A K", "hand", 100, "", basic) == 12


def test_card_values_must_name_every_rank() -> None:
    with pytest.raises(ValueError, match="lack A"):
        CardValues.face(joker=0, summary="", J=10, Q=10, K=10)

"""Preset ``table-hand``: the worked example, its card values, refusals, and Hypothesis:
every score is exactly table − hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from preset_games import table_hand_games

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.rules.numbers import parse_points_sum
from scorekeeper.rules.table_hand import CARD_VALUES


def scores(active, winner, options) -> dict[str, tuple[int, int, int]]:
    rule_set = catalog.preset("table-hand").rules()
    entry = rule_set.entry_from_options(active, winner, options)
    return {s.player: (s.part_a, s.part_b, s.score) for s in rule_set.score(entry)}


def test_worked_example() -> None:
    """Asha went out with K K K, 5 6 7, A A A: +90. Bina laid 8 8 8, holds K 4 A: −15."""
    got = scores(["Asha", "Bina"], "Asha", {
        "table": {"Asha": "K K K 5 6 7 A A A", "Bina": "8 8 8"}, "hand": {"Bina": "K 4 A"},
    })  # fmt: skip
    assert got == {"Asha": (90, 0, 90), "Bina": (15, -30, -15)}


def test_card_values() -> None:
    assert parse_points_sum("2 9 10 J Q K A", "hand", 1000, "", CARD_VALUES) == 65


def test_the_winner_went_out_and_losers_count_their_hands() -> None:
    base = {"table": {"Asha": "40"}, "hand": {"Bina": "10"}}
    assert scores(["Asha", "Bina"], "Asha", {**base, "hand": {"Bina": "10", "Asha": "0"}})
    with pytest.raises(RuleError, match="went out: their hand is 0"):
        scores(["Asha", "Bina"], "Asha", {**base, "hand": {"Bina": "10", "Asha": "5"}})
    with pytest.raises(RuleError, match="Bina needs --hand P"):
        scores(["Asha", "Bina"], "Asha", {"table": {"Asha": "40"}})


def test_eight_seats_and_a_warning_for_one_deck() -> None:
    preset = catalog.preset("table-hand")
    assert (preset.zero_sum, preset.seats) == (False, (2, 8))
    with pytest.raises(RuleError, match="use 2 decks"):
        preset.rules().score(
            preset.rules().entry_from_options(
                [f"P{i}" for i in range(8)], "P0", {"hand": {f"P{i}": "5" for i in range(1, 8)}}
            )
        )


@settings(max_examples=200, deadline=None)
@given(table_hand_games())
def test_every_score_is_table_less_hand(game) -> None:
    (_, active, winner), options = game
    rule_set = catalog.preset("table-hand").rules({"decks": "3"})
    entry = rule_set.entry_from_options(active, winner, options)
    for hand, result in zip(entry.hands, rule_set.score(entry), strict=True):
        assert result.score == hand.int_value("table") - hand.int_value("points")
        assert hand.player != winner or hand.int_value("points") == 0

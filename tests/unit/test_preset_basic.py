"""Preset ``basic`` (pagat's Basic Rummy): the worked example, the deal by table size,
refusals, and Hypothesis: losers 0, the winner Σ hands × the multiplier."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from preset_games import basic_games

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.rules.basic import CARD_VALUES
from scorekeeper.rules.numbers import parse_points_sum

FOUR = ["Asha", "Bina", "Chandra", "Dev"]
HANDS = {"Bina": "18", "Chandra": "10", "Dev": "22"}


def scores(active, winner, options, **rules) -> dict[str, int]:
    rule_set = catalog.preset("basic").rules(rules)
    entry = rule_set.entry_from_options(active, winner, options)
    return {s.player: s.score for s in rule_set.score(entry)}


def test_worked_example() -> None:
    """Asha goes out; Bina holds 18, Chandra 10, Dev 22: Asha +50, +100 with --rummy."""
    assert scores(FOUR, "Asha", {"hand": HANDS}) == {"Asha": 50, "Bina": 0, "Chandra": 0,
                                                     "Dev": 0}  # fmt: skip
    assert scores(FOUR, "Asha", {"hand": HANDS, "rummy": True})["Asha"] == 100
    assert scores(FOUR, "Asha", {"hand": HANDS, "rummy": True},
                  **{"rummy-multiplier": "3"})["Asha"] == 150  # fmt: skip


def test_an_ace_is_one_and_there_are_no_jokers() -> None:
    assert parse_points_sum("A K 5", "hand", 100, "", CARD_VALUES) == 16
    with pytest.raises(RuleError, match="no jokers in this game"):
        parse_points_sum("JK", "hand", 100, "", CARD_VALUES)


@pytest.mark.parametrize(("active", "cards"), [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_the_deal_depends_on_the_table(active: int, cards: int) -> None:
    rule_set = catalog.preset("basic").rules()
    assert rule_set.cards_dealt(active) == cards
    assert catalog.preset("basic").rules({"cards": "8"}).cards_dealt(active) == 8


def test_every_loser_gives_a_hand_and_the_winner_none() -> None:
    with pytest.raises(RuleError, match="Dev needs --hand P"):
        scores(FOUR, "Asha", {"hand": {"Bina": "1", "Chandra": "2"}})
    with pytest.raises(RuleError, match="Asha is the winner"):
        scores(FOUR, "Asha", {"hand": {**HANDS, "Asha": "3"}})


def test_not_zero_sum_six_seats_highest_wins() -> None:
    preset = catalog.preset("basic")
    assert (preset.zero_sum, preset.lowest_wins, preset.seats) == (False, False, (2, 6))


@settings(max_examples=200, deadline=None)
@given(basic_games(), st.integers(1, 10))
def test_losers_score_nothing_and_the_winner_the_hands(game, multiplier) -> None:
    (_, active, winner), options = game
    rule_set = catalog.preset("basic").rules({"rummy-multiplier": multiplier})
    entry = rule_set.entry_from_options(active, winner, options)
    result = {s.player: s.score for s in rule_set.score(entry)}
    hands = sum(h.int_value("points") for h in entry.hands)
    assert result.pop(winner) == hands * (multiplier if options["rummy"] else 1)
    assert set(result.values()) <= {0}

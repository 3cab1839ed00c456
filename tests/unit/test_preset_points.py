"""Preset ``points`` (13-card rummy): the worked example, its rule keys, refusals, and
Hypothesis: the winner collects exactly what the losers pay, each pay as the rules say."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from preset_games import points_games

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.rules.numbers import parse_points_sum
from scorekeeper.rules.points import CARD_VALUES

FOUR = ["Asha", "Bina", "Chandra", "Dev"]


def scores(active, winner, options, **rules) -> dict[str, tuple[int, int, int]]:
    rule_set = catalog.preset("points").rules(rules)
    entry = rule_set.entry_from_options(active, winner, options)
    return {s.player: (s.part_a, s.part_b, s.score) for s in rule_set.score(entry)}


def test_worked_example() -> None:
    """Bina declares; Asha holds 7 10 10 (27); Chandra drops first; Dev holds 95."""
    got = scores(FOUR, "Bina", {"hand": {"Asha": "7 10 10", "Dev": "95"},
                                "drop": {"Chandra": "first"}})  # fmt: skip
    assert {p: s for p, (_, _, s) in got.items()} == {
        "Asha": -27, "Chandra": -20, "Dev": -80, "Bina": 127
    }  # fmt: skip
    assert got["Bina"] == (107, 20, 127)  # hands, penalties


def test_two_players_a_wrong_show_loses_to_the_opponent() -> None:
    got = scores(["Asha", "Bina"], "Bina", {"wrong-show": {"Asha"}})
    assert got == {"Asha": (0, -80, -80), "Bina": (0, 80, 80)}


def test_rule_keys_set_every_payment() -> None:
    options = {"hand": {"Asha": "K Q J 10 9"}, "drop": {"Chandra": "middle"},
               "wrong-show": {"Dev"}}  # fmt: skip
    got = scores(FOUR, "Bina", options, **{"max-points": "40", "middle-drop": "50",
                                           "wrong-show": "100"})  # fmt: skip
    assert {p: s for p, (_, _, s) in got.items()} == {
        "Asha": -40, "Bina": 190, "Chandra": -50, "Dev": -100
    }  # fmt: skip


def test_card_values_are_ten_for_pictures_and_aces_jokers_nothing() -> None:
    assert parse_points_sum("A K Q J", "hand", 1000, "", CARD_VALUES) == 40
    assert parse_points_sum("Ks,7♥,JK", "hand", 1000, "", CARD_VALUES) == 17
    assert parse_points_sum("10+10+3", "hand", 1000, "", CARD_VALUES) == 23


@pytest.mark.parametrize(
    ("options", "field", "words"),
    [
        ({"hand": {"Asha": "3"}}, "hand", "needs --hand P, --drop first|middle or --wrong-show"),
        ({"hand": {"Asha": "3", "Bina": "4", "Chandra": "2"}, "drop": {"Asha": "first"}},
         "drop", "Asha has both --hand and --drop"),
        ({"hand": {"Bina": "4", "Chandra": "2"}, "drop": {"Asha": "late"}}, "drop",
         "must be first or middle"),
        ({"hand": {"Asha": "1", "Bina": "4", "Chandra": "2", "Dev": "3"}}, "hand",
         "Dev is the winner"),
        ({"hand": {"Asha": "1", "Bina": "4", "Chandra": "2", "Esha": "3"}}, "hand",
         "Esha sits out"),
    ],
)  # fmt: skip
def test_an_entry_that_cannot_be_meant_is_refused(options, field, words) -> None:
    with pytest.raises(RuleError) as refused:
        scores(FOUR, "Dev", options)
    assert refused.value.field == field and words in refused.value.message


def test_seats_two_to_six() -> None:
    preset = catalog.preset("points")
    assert preset.seats == (2, 6) and preset.zero_sum and not preset.lowest_wins
    with pytest.raises(RuleError, match="seats 2–6 players, got 7"):
        preset.check_seats(7)


@settings(max_examples=200, deadline=None)
@given(points_games(), st.integers(1, 200), st.integers(0, 100), st.integers(0, 100))
def test_the_winner_collects_what_each_loser_pays(game, cap, first, middle) -> None:
    (_, active, winner), options = game
    rules = {"max-points": cap, "first-drop": first, "middle-drop": middle}
    rule_set = catalog.preset("points").rules(rules)
    entry = rule_set.entry_from_options(active, winner, options)
    result = {s.player: s for s in rule_set.score(entry)}
    assert sum(s.score for s in result.values()) == 0
    for hand in entry.hands:
        if hand.player == winner:
            continue
        pay = {
            "hand": min(hand.int_value("points"), cap), "drop-first": first,
            "drop-middle": middle, "wrong-show": 80,
        }[hand.outcome]  # fmt: skip
        assert result[hand.player].score == -pay
    assert result[winner].score == -sum(s.score for p, s in result.items() if p != winner)

"""Preset ``tiles`` (Rummikub style): both worked examples, jokers, racks typed as tiles,
refusals, and Hypothesis: zero-sum, the winner collects what the losers pay."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from preset_games import tiles_games

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.rules.tiles import parse_rack

FOUR = ["Asha", "Bina", "Chandra", "Dev"]


def scores(active, winner, options, **rules) -> dict[str, int]:
    rule_set = catalog.preset("tiles").rules(rules)
    entry = rule_set.entry_from_options(active, winner, options)
    return {s.player: s.score for s in rule_set.score(entry)}


def test_worked_example_someone_goes_out() -> None:
    got = scores(FOUR, "Asha", {"rack": {"Bina": "24", "Chandra": "31", "Dev": "17"}})
    assert got == {"Asha": 72, "Bina": -24, "Chandra": -31, "Dev": -17}


def test_worked_example_nobody_out_the_lowest_rack_wins() -> None:
    racks = {"Asha": "15", "Bina": "8", "Chandra": "22", "Dev": "19"}
    got = scores(FOUR, "Bina", {"rack": racks, "no-out": True})
    assert got == {"Asha": -7, "Bina": 32, "Chandra": -14, "Dev": -11}
    with pytest.raises(RuleError, match="lowest rack wins: Bina's 8 is lower than Asha's 15"):
        scores(FOUR, "Asha", {"rack": racks, "no-out": True})


def test_racks_typed_as_tiles_and_jokers_at_the_rule_value() -> None:
    assert parse_rack("13 5 6", "") == (24, 0)
    assert parse_rack("13,5,JK", "") == (18, 1)
    assert parse_rack("10+14", "") == (24, 0)
    got = scores(FOUR, "Asha", {"rack": {"Bina": "1 JK", "Chandra": "0", "Dev": "0"}})
    assert got["Bina"] == -31
    got = scores(FOUR, "Asha", {"rack": {"Bina": "1 JK", "Chandra": "0", "Dev": "0"}},
                 **{"joker-value": "50"})  # fmt: skip
    assert got["Bina"] == -51
    with pytest.raises(RuleError, match="numbers 1–13"):
        parse_rack("14 2", "")


def test_who_gives_a_rack() -> None:
    with pytest.raises(RuleError, match="Dev needs --rack P"):
        scores(FOUR, "Asha", {"rack": {"Bina": "1", "Chandra": "2"}})
    with pytest.raises(RuleError, match="the winner has no rack"):
        scores(FOUR, "Asha", {"rack": {"Asha": "1", "Bina": "1", "Chandra": "2", "Dev": "3"}})
    with pytest.raises(RuleError, match="Asha needs --rack P \\(with --no-out"):
        scores(FOUR, "Asha", {"rack": {"Bina": "1", "Chandra": "2", "Dev": "3"}, "no-out": True})


def test_four_seats_zero_sum() -> None:
    preset = catalog.preset("tiles")
    assert (preset.zero_sum, preset.seats) == (True, (2, 4))


@settings(max_examples=200, deadline=None)
@given(tiles_games(), st.integers(0, 100))
def test_the_winner_collects_what_the_losers_pay(game, joker) -> None:
    (_, active, winner), options = game
    rule_set = catalog.preset("tiles").rules({"joker-value": joker})
    entry = rule_set.entry_from_options(active, winner, options)
    result = {s.player: s.score for s in rule_set.score(entry)}
    assert sum(result.values()) == 0
    low = min(h.int_value("points") + h.int_value("jokers") * joker for h in entry.hands)
    for hand in entry.hands:
        rack = hand.int_value("points") + hand.int_value("jokers") * joker
        if hand.player != winner:
            assert result[hand.player] == -(rack - (low if options["no-out"] else 0))

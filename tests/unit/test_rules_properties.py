"""Hypothesis: every valid game of either preset scores to integers that sum to zero."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import catalog
from scorekeeper.rules import WINNER, Entry, Hand
from scorekeeper.rules.marriage_rummy import MAX_COUNT, MAX_POINTS
from scorekeeper.rules.nepali import MAX_MAAL
from scorekeeper.rules.table import decks_needed

SEATS = [f"P{i}" for i in range(10)]
PROPERTY_SETTINGS = settings(max_examples=200, deadline=None)


@st.composite
def table_params(draw, n: int) -> dict[str, str]:
    """Decks and cards that can deal ``n`` hands, typed as strings like --rule values."""
    cards = draw(st.integers(1, min(52, (5 * 52 - 2) // n)))
    decks = draw(st.integers(decks_needed(n, cards), 5))
    direction = draw(st.sampled_from(["clockwise", "anticlockwise"]))
    return {"cards": str(cards), "decks": str(decks), "direction": direction}


@st.composite
def active_players(draw) -> tuple[list[str], str]:
    active = draw(st.lists(st.sampled_from(SEATS), min_size=2, max_size=10, unique=True))
    active.sort(key=SEATS.index)
    return active, draw(st.sampled_from(active))


@st.composite
def marriage_games(draw):
    active, winner = draw(active_players())
    denominator = draw(st.integers(1, 12))
    params = {
        **draw(table_params(len(active))),
        "honor-value": str(draw(st.integers(0, 100))),
        "marriage-points": str(draw(st.integers(0, 1000))),
        "hand-multiplier": str(draw(st.integers(1, 10))),
        "surrender-first": str(draw(st.integers(0, 100))),
        "surrender-later": str(draw(st.integers(0, 100))),
        "unplayed-factor": f"{draw(st.integers(0, denominator))}/{denominator}",
    }
    hands = []
    for player in active:
        values = {
            "honors": draw(st.integers(0, MAX_COUNT)),
            "marriages": draw(st.integers(0, MAX_COUNT)),
        }
        if player == winner:
            hands.append(Hand(player, WINNER, values))
            continue
        outcome = draw(st.sampled_from(["hand", "surrender-first", "surrender-later"]))
        if outcome == "hand":
            values["points"] = draw(st.integers(0, MAX_POINTS))
            if draw(st.booleans()):
                values["unplayed"] = True
        hands.append(Hand(player, outcome, values))
    return params, Entry(tuple(hands))


@st.composite
def nepali_games(draw, unseen_rule: str, dublee: bool):
    active, winner = draw(active_players())
    params = {
        **draw(table_params(len(active))),
        "seen-payment": draw(st.integers(0, 100)),
        "unseen-payment": draw(st.integers(0, 100)),
        "dublee-bonus": draw(st.integers(0, 100)),
        "foul-penalty": draw(st.integers(0, 100)),
        "unseen-maal": unseen_rule,
    }
    hands = tuple(
        Hand(
            player,
            WINNER if player == winner else draw(st.sampled_from(["seen", "unseen", "foul"])),
            {"maal": draw(st.integers(0, MAX_MAAL))},
        )
        for player in active
    )
    flags = frozenset({"dublee"}) if dublee else frozenset()
    return params, Entry(hands, flags)


def assert_whole_and_zero_sum(entry: Entry, scores) -> None:
    assert [s.player for s in scores] == list(entry.players)
    for s in scores:
        for value in (s.part_a, s.part_b, s.score):
            assert type(value) is int
    assert sum(s.part_a for s in scores) == 0
    assert sum(s.score for s in scores) == 0


@PROPERTY_SETTINGS
@given(marriage_games())
def test_marriage_rummy_is_zero_sum(game) -> None:
    params, entry = game
    rules = catalog.preset("marriage-rummy").rules(params)
    scores = rules.score(entry)
    assert_whole_and_zero_sum(entry, scores)
    winner = entry.winner
    multiplier, factor = rules["hand-multiplier"], rules["unplayed-factor"]
    for hand, result in zip(entry.hands, scores, strict=True):
        if hand.player == winner:
            assert result.part_b >= 0
            continue
        if hand.outcome == "hand":
            owed = Fraction(hand.int_value("points"))
            owed *= factor if hand.flag("unplayed") else 1
        else:
            owed = Fraction(rules[hand.outcome])
        # The loser pays multiplier × p rounded half up: within half a point, never less.
        excess = -result.part_b - multiplier * owed
        assert -Fraction(1, 2) < excess <= Fraction(1, 2)


@pytest.mark.parametrize("dublee", [False, True], ids=["plain", "dublee"])
@pytest.mark.parametrize("unseen_rule", ["murder", "kidnap", "keep"])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_nepali_is_zero_sum_under_every_unseen_rule(unseen_rule, dublee, data) -> None:
    params, entry = data.draw(nepali_games(unseen_rule, dublee))
    rules = catalog.preset("nepali").rules(params)
    scores = rules.score(entry)
    assert_whole_and_zero_sum(entry, scores)
    bonus = rules["dublee-bonus"] if "dublee" in entry.flags else 0
    key = {"seen": "seen-payment", "unseen": "unseen-payment", "foul": "foul-penalty"}
    for hand, result in zip(entry.hands, scores, strict=True):
        if hand.outcome != WINNER:
            assert result.part_b == -(rules[key[hand.outcome]] + bonus)
        if hand.outcome == "foul" or (hand.outcome == "unseen" and params["unseen-maal"] != "keep"):
            # maal counts 0: this player's maal exchange is −Σ S
            assert result.part_a == min(r.part_a for r in scores)

"""Preset pool: rules.md's worked example, the 101 / 201 rules, and who is out worked out
from the games in order (Hypothesis: out is always the totals at or over the pool, and
every total is its games plus what the rejoins added)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import catalog
from scorekeeper.rules import Entry, Hand, RuleError
from scorekeeper.rules.pool import Played, Rejoin, settle_pool, standing

SEATS = ("Asha", "Bina", "Chandra")


def rules(**given: object):
    return catalog.preset("pool").rules(given)


def scores(rule_set, *hands: Hand) -> dict[str, int]:
    return {item.player: item.score for item in rule_set.score(Entry(hands))}


def played(number: int, game: dict[str, int]) -> Played:
    return Played(number, dict.fromkeys(SEATS, 0) | game, frozenset(game))


def test_the_worked_example_of_101() -> None:
    pool = rules()
    one = scores(pool, Hand("Asha", "winner"), Hand("Bina", "drop-middle"),
                 Hand("Chandra", "hand", {"points": 80}))  # fmt: skip
    assert one == {"Asha": 0, "Bina": 40, "Chandra": 80}
    two = scores(pool, Hand("Asha", "hand", {"points": 27}), Hand("Bina", "winner"),
                 Hand("Chandra", "hand", {"points": 25}))  # fmt: skip
    games = [played(1, one), played(2, two)]
    now = standing(pool.values, SEATS, games, [])
    assert now.totals == {"Asha": 27, "Bina": 40, "Chandra": 105}
    assert now.out == ("Chandra",) and now.may_rejoin and not now.ending.over
    back = standing(pool.values, SEATS, games, [Rejoin("Chandra", 2)])
    assert back.totals == {"Asha": 27, "Bina": 40, "Chandra": 40} and back.out == ()
    assert back.added("Chandra") == -65 and back.entries == {"Asha": 1, "Bina": 1, "Chandra": 2}


def test_a_hand_is_capped_and_a_wrong_show_scores_80_the_winner_0() -> None:
    got = scores(rules(), Hand("Asha", "winner"), Hand("Bina", "hand", {"points": 95}),
                 Hand("Chandra", "wrong-show"))  # fmt: skip
    assert got == {"Asha": 0, "Bina": 80, "Chandra": 80}


def test_201_drops_and_rejoins_higher_unless_told() -> None:
    values = rules(pool="201").values
    assert (values["first-drop"], values["middle-drop"], values["rejoin-below"]) == (25, 50, 174)
    assert rules(pool="201", **{"first-drop": "30"})["first-drop"] == 30
    assert rules()["rejoin-below"] == 79
    with pytest.raises(RuleError, match="rejoin-below: must be below the pool \\(101\\)"):
        rules(**{"rejoin-below": "150"})
    with pytest.raises(RuleError, match="rule pool: must be a whole number 50–1000, got 1500"):
        rules(pool="1500")
    with pytest.raises(RuleError, match="entry-fee: must be an amount"):
        rules(**{"entry-fee": "1e3"})
    assert rules(**{"entry-fee": "12.5"})["entry-fee"] == "12.50"


def test_the_last_one_in_wins_and_takes_the_pot() -> None:
    games = [played(1, {"Asha": 0, "Bina": 101, "Chandra": 101})]
    now = standing(rules().values, SEATS, games, [])
    assert now.ending.over and now.ending.winners == ("Asha",)
    assert now.ending.why == "only Asha is left in the pool after game 1"
    assert not now.may_rejoin  # a won pool takes nobody back
    money = settle_pool(50000, SEATS, "Asha", {"Asha": 1, "Bina": 2, "Chandra": 1})
    assert money == [("Asha", 150000), ("Bina", -100000), ("Chandra", -50000)]


def test_no_rejoin_while_someone_in_is_above_rejoin_below() -> None:
    games = [played(1, {"Asha": 0, "Bina": 80, "Chandra": 101})]
    assert not standing(rules().values, SEATS, games, []).may_rejoin


def test_a_rejoin_that_finds_its_player_in_does_nothing() -> None:
    """An earlier game corrected: Chandra was never out, so the rejoin gives nothing."""
    games = [played(1, {"Asha": 0, "Bina": 40, "Chandra": 60})]
    now = standing(rules().values, SEATS, games, [Rejoin("Chandra", 1)])
    assert now.totals["Chandra"] == 60 and not now.rejoined[0].applied
    assert now.entries["Chandra"] == 1


def test_an_out_player_in_a_later_game_is_a_clash() -> None:
    games = [played(1, {"Asha": 0, "Bina": 5, "Chandra": 101}),
             played(2, {"Asha": 0, "Bina": 5, "Chandra": 3})]  # fmt: skip
    assert standing(rules().values, SEATS, games, []).clashes == ((2, "Chandra"),)


game_scores = st.fixed_dictionaries(
    {seat: st.one_of(st.just(0), st.integers(0, 80)) for seat in SEATS}
)


@settings(max_examples=150, deadline=None)
@given(st.lists(game_scores, max_size=10), st.lists(st.tuples(st.sampled_from(SEATS),
       st.integers(0, 10)), max_size=4))  # fmt: skip
def test_out_is_worked_out_consistently_from_the_games_in_order(games, rejoins) -> None:
    values = rules().values
    rows = [played(number, game) for number, game in enumerate(games, 1)]
    made = sorted((Rejoin(player, after) for player, after in rejoins), key=lambda r: r.after)
    now = standing(values, SEATS, rows, made)
    for seat in SEATS:  # totals = Σ games + what the rejoins added
        assert now.totals[seat] == sum(g[seat] for g in games) + now.added(seat)
    assert now.out == tuple(seat for seat in SEATS if now.totals[seat] >= 101)
    for index, row in enumerate(rows):  # who was out before a game: its prefix alone
        early = [item for item in made if item.after < row.number]
        prefix = standing(values, SEATS, rows[:index], early)
        assert now.out_before[row.number] == frozenset(prefix.out)
    for item in now.rejoined:
        assert item.applied == (item.was >= 101) or not item.applied
        assert not item.applied or item.total < 101

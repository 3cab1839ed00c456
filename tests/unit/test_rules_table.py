"""The table: seat names, dealer rotation, cutter and first player, rounds, deck capacity."""

from __future__ import annotations

from fractions import Fraction

import pytest

from scorekeeper.rules import RuleError, Table, capacity_problem, check_seat_names
from scorekeeper.rules.table import decks_needed

SEATS = ("Asha", "Bina", "Chandra", "Dev", "Esha")
CLOCKWISE = Table(SEATS, "clockwise")
ANTICLOCKWISE = Table(SEATS, "anticlockwise")


@pytest.mark.parametrize(
    ("table", "dealer", "sat_out", "next_dealer"),
    [
        (CLOCKWISE, "Asha", (), "Bina"),
        (CLOCKWISE, "Esha", (), "Asha"),  # wraps round
        (CLOCKWISE, "Asha", ("Bina",), "Chandra"),
        (CLOCKWISE, "Asha", ("Bina", "Chandra"), "Dev"),
        (CLOCKWISE, "Dev", ("Esha", "Asha"), "Bina"),
        (ANTICLOCKWISE, "Asha", (), "Esha"),
        (ANTICLOCKWISE, "Bina", (), "Asha"),
        (ANTICLOCKWISE, "Asha", ("Esha",), "Dev"),
        (ANTICLOCKWISE, "Bina", ("Asha", "Esha"), "Dev"),
    ],
)
def test_next_dealer_skips_who_sat_out(table, dealer, sat_out, next_dealer) -> None:
    assert table.next_dealer(dealer, sat_out, first="Chandra") == next_dealer


def test_the_first_game_goes_to_the_first_dealer() -> None:
    assert CLOCKWISE.next_dealer(None, (), first="Chandra") == "Chandra"


@pytest.mark.parametrize(
    ("table", "dealer", "away", "cutter", "first_player"),
    [
        (CLOCKWISE, "Asha", (), "Esha", "Bina"),
        (CLOCKWISE, "Chandra", (), "Bina", "Dev"),
        (CLOCKWISE, "Asha", ("Esha", "Bina"), "Dev", "Chandra"),
        (ANTICLOCKWISE, "Asha", (), "Bina", "Esha"),
        (ANTICLOCKWISE, "Chandra", (), "Dev", "Bina"),
        (ANTICLOCKWISE, "Asha", ("Bina", "Esha"), "Chandra", "Dev"),
    ],
)
def test_cutter_sits_against_and_first_player_in_the_direction(
    table, dealer, away, cutter, first_player
) -> None:
    assert table.cutter(dealer, away) == cutter
    assert table.first_player(dealer, away) == first_player


def test_two_seats_cut_and_play_from_the_same_neighbour() -> None:
    table = Table(("Asha", "Bina"))
    assert table.next_dealer("Asha", (), "Asha") == "Bina"
    assert table.cutter("Asha", ()) == table.first_player("Asha", ()) == "Bina"


@pytest.mark.parametrize(
    ("table", "start", "end", "steps"),
    [
        (CLOCKWISE, "Asha", "Bina", 1),
        (CLOCKWISE, "Asha", "Chandra", 2),  # one sitting out was skipped
        (CLOCKWISE, "Esha", "Asha", 1),
        (CLOCKWISE, "Dev", "Dev", 0),  # a re-deal by the same dealer
        (ANTICLOCKWISE, "Asha", "Esha", 1),
        (ANTICLOCKWISE, "Asha", "Dev", 2),
    ],
)
def test_seat_steps_in_the_direction_of_play(table, start, end, steps) -> None:
    assert table.steps_between(start, end) == steps


def test_rounds_for_five_seats_and_twelve_games_in_turn() -> None:
    positions = list(range(12))  # each game moves the deal one seat
    assert [CLOCKWISE.round_of(p) for p in positions] == [1] * 5 + [2] * 5 + [3] * 2
    assert CLOCKWISE.rounds_played(positions[-1]) == Fraction(12, 5) == Fraction("2.4")
    assert CLOCKWISE.rounds_played(4) == 1
    assert CLOCKWISE.rounds_played(None) == 0


def test_deck_capacity_boundary_and_decks_needed() -> None:
    assert capacity_problem(2, 25, 1) is None  # 52 cards exactly fill one deck
    problem = capacity_problem(2, 26, 1)
    assert problem is not None and "54" in problem and "use 2 decks" in problem
    assert capacity_problem(7, 21, 3) is None
    assert decks_needed(8, 21) == 4
    assert decks_needed(10, 21) == 5


@pytest.mark.parametrize(
    "names",
    [
        ["Asha", "Bina"],
        [f"P{i}" for i in range(10)],
        ["आशा", "बिना", "चन्द्र"],  # Devanagari, with combining vowel signs
        ["क्\u200dष", "Dev"],  # a zero-width joiner is part of the script
        ["José", "Zoë", "Ørjan"],
    ],
)
def test_good_seat_names(names: list[str]) -> None:
    assert check_seat_names(names) == tuple(names)


def test_seat_names_are_tidied() -> None:
    assert check_seat_names(["  Asha  ", "Bina   Rai"]) == ("Asha", "Bina Rai")


@pytest.mark.parametrize(
    ("names", "named"),
    [
        (["Asha"], "got 1"),
        ([], "got 0"),
        ([f"P{i}" for i in range(11)], "got 11"),
        (["Asha", "asha"], "Asha"),
        (["Asha", "Bina", "BINA"], "Bina"),
        (["Straße", "STRASSE"], "Straße"),
        (["Asha", ""], "empty"),
        (["Asha", "   "], "empty"),
        (["Asha", "\t"], "empty"),
        (["Asha", "Bi\x00na"], "control"),
        (["Asha", "Bi\nna"], "control"),
        (["Asha", "Bina\r"], "control"),
        (["Asha", "Bi\x1bna"], "control"),
        (["Asha", "x" * 41], "40"),
    ],
)
def test_bad_seat_names(names: list[str], named: str) -> None:
    with pytest.raises(RuleError) as caught:
        check_seat_names(names)
    assert caught.value.field == "players"
    assert named in caught.value.message

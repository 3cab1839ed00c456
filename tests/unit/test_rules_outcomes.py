"""Every outcome kind of both presets, sit-outs, hand point sums and the unplayed rounding."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.rules import WINNER, Entry, Hand, RuleError
from scorekeeper.rules.numbers import parse_points_sum, round_half_up


def marriage(**given):
    return catalog.preset("marriage-rummy").rules(given)


def nepali(**given):
    return catalog.preset("nepali").rules(given)


def scores_of(rules, *hands: Hand, flags: frozenset[str] = frozenset()) -> dict[str, int]:
    return {s.player: s.score for s in rules.score(Entry(tuple(hands), flags))}


@pytest.mark.parametrize(
    ("loser", "pays"),
    [
        (Hand("L", "hand", {"points": 30}), 60),  # hand: 2 × 30
        (Hand("L", "hand", {"points": 0}), 0),  # an empty hand pays nothing
        (Hand("L", "hand", {"points": 30, "unplayed": True}), 30),  # 2 × 30 × 1/2
        (Hand("L", "surrender-first"), 4),  # 2 × 2
        (Hand("L", "surrender-later"), 10),  # 2 × 5
    ],
)
def test_marriage_loser_outcomes_with_defaults(loser: Hand, pays: int) -> None:
    assert scores_of(marriage(), Hand("W", WINNER), loser) == {"W": pays, "L": -pays}


def test_marriage_surrender_values_and_multiplier_are_parameters() -> None:
    rules = marriage(**{"surrender-first": "3", "surrender-later": "7", "hand-multiplier": "3"})
    got = scores_of(
        rules,
        Hand("F", "surrender-first"),
        Hand("W", WINNER),
        Hand("S", "surrender-later"),
        Hand("H", "hand", {"points": 4}),
    )
    assert got == {"F": -9, "W": 9 + 21 + 12, "S": -21, "H": -12}


@pytest.mark.parametrize(
    ("multiplier", "points", "factor", "pays"),
    [
        (1, 7, "1/2", 4),  # 3.5 rounds half up
        (3, 5, "1/2", 8),  # 7.5 → 8
        (2, 7, "1/3", 5),  # 14/3 = 4.67 → 5
        (1, 7, "1/3", 2),  # 7/3 = 2.33 → 2
        (2, 9, "0", 0),
        (2, 9, "1", 18),
        (1, 1, "0.25", 0),  # 0.25 → 0
    ],
)
def test_unplayed_payment_is_rounded_half_up_and_the_winner_collects_it(
    multiplier: int, points: int, factor: str, pays: int
) -> None:
    rules = marriage(**{"hand-multiplier": multiplier, "unplayed-factor": factor})
    scores = rules.score(
        Entry((Hand("W", WINNER), Hand("U", "hand", {"points": points, "unplayed": True})))
    )
    assert [(s.player, s.part_b) for s in scores] == [("W", pays), ("U", -pays)]


def test_round_half_up_on_halves() -> None:
    from fractions import Fraction

    assert [round_half_up(Fraction(k, 2)) for k in range(6)] == [0, 1, 1, 2, 2, 3]


def test_part_a_uses_the_active_players_only() -> None:
    # 3 active: power W 4, X 20, Y 0 → Σ 24; PART_A = 3 × power − 24.
    hands = (
        Hand("W", WINNER, {"honors": 1}),
        Hand("X", "hand", {"marriages": 1, "points": 0}),
        Hand("Y", "hand", {"points": 0}),
    )
    assert scores_of(marriage(), *hands) == {"W": -12, "X": 36, "Y": -24}
    # Two of them alone (the third sits out): n = 2, Σ 24 → W −16, X +16.
    assert scores_of(marriage(), *hands[:2]) == {"W": -16, "X": 16}


@pytest.mark.parametrize(
    ("text", "points"),
    [("10+10+3+7", 30), ("0", 0), (" 10 + 5 ", 15), ("10000", 10_000), (25, 25)],
)
def test_hand_point_sums(text, points: int) -> None:
    assert parse_points_sum(text, "hand", 10_000) == points


@pytest.mark.parametrize("text", ["10+", "+10", "10++3", "-5", "10-3", "abc", "", "1.5", "9999+2"])
def test_bad_hand_point_sums_are_refused(text: str) -> None:
    rules = marriage()
    with pytest.raises(RuleError) as caught:
        rules.entry_from_options(["Asha", "Bina"], "Asha", {"hand": {"Bina": text}})
    assert caught.value.field == "hand"
    assert "Bina" in caught.value.message


@pytest.mark.parametrize(
    ("status", "maal", "expected"),
    [
        # A wins with maal 0 against B seen (maal 0) and the third player X.
        ("seen", 0, {"A": 6, "B": -3, "X": -3}),
        ("unseen", 0, {"A": 13, "B": -3, "X": -10}),
        ("foul", 0, {"A": 18, "B": -3, "X": -15}),
        # A foul player's maal counts 0 whatever the unseen rule; a seen one's counts.
        ("foul", 20, {"A": 18, "B": -3, "X": -15}),
        ("seen", 20, {"A": -14, "B": -23, "X": 37}),
    ],
)
@pytest.mark.parametrize("unseen_rule", ["murder", "kidnap", "keep"])
def test_nepali_statuses(status: str, maal: int, expected: dict, unseen_rule: str) -> None:
    got = scores_of(
        nepali(**{"unseen-maal": unseen_rule}),
        Hand("A", WINNER, {"maal": 0}),
        Hand("B", "seen", {"maal": 0}),
        Hand("X", status, {"maal": maal}),
    )
    assert got == expected


def test_nepali_payments_are_parameters_and_the_dublee_bonus_adds_to_each() -> None:
    rules = nepali(
        **{"seen-payment": 1, "unseen-payment": 2, "foul-penalty": 4, "dublee-bonus": 10}
    )
    hands = (
        Hand("A", WINNER),
        Hand("B", "seen"),
        Hand("C", "unseen"),
        Hand("D", "foul"),
    )
    assert scores_of(rules, *hands) == {"A": 7, "B": -1, "C": -2, "D": -4}
    dublee = scores_of(rules, *hands, flags=frozenset({"dublee"}))
    assert dublee == {"A": 37, "B": -11, "C": -12, "D": -14}

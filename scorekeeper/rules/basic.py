"""Preset ``basic``: pagat's Basic Rummy, the winner scores what the others hold.

::

    score_w = Σ hand_i × (rummy-multiplier if the winner went rummy, else 1)
    score_i = 0 for every other player              not zero-sum, the highest total wins

The breakdown is (hands, rummy): the sum of the hands, and what going rummy added.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.entry import WINNER, Entry, Hand, HandField, PlayerScore, check_hands
from scorekeeper.rules.errors import HAND, N_, RuleError, about
from scorekeeper.rules.family import not_the_winner, only_active
from scorekeeper.rules.numbers import parse_points_sum

NAME = "basic"
BREAKDOWN = ("hands", "rummy")
OUTCOMES = (WINNER, "hand")
SEATS = (2, 6)
ZERO_SUM = False
# What every game meets instead of a zero sum, in words for the forms' check line.
INVARIANT = "losers 0, the winner Σ hands (× rummy)"
MAX_POINTS = 10_000
CARD_VALUES = CardValues.face(
    joker=None, summary=N_("A = 1, 2–10 face value, J Q K = 10"), A=1, J=10, Q=10, K=10
)
HAND_FIELDS = (
    HandField(
        "points",
        N_("Hand"),
        "points",
        MAX_POINTS,
        N_("points left in hand (18, 10+8 or the cards: K 5 3, A = 1)"),
        CARD_VALUES,
        only_with=("hand",),
    ),
)
GAME_FLAGS = ("rummy",)
OPTIONS = ("hand", "rummy", "sit-out")


def cards_dealt(params: Mapping[str, Any], active: int) -> int:
    """10 cards for two players, 7 for three or four, 6 for more (unless set)."""
    if params["cards"]:
        return params["cards"]
    return 10 if active <= 2 else 7 if active <= 4 else 6


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    for hand in entry.hands:
        if hand.player == winner and "points" in hand.values:
            raise RuleError(
                "hand",
                N_("{winner} went out: the winner holds no cards", winner=winner),
                player=winner,
            )
    hands = sum(hand.int_value("points") for hand in entry.hands)
    extra = hands * (params["rummy-multiplier"] - 1) if "rummy" in entry.flags else 0
    return tuple(
        PlayerScore(hand.player, hands, extra) if hand.player == winner
        else PlayerScore(hand.player, 0, 0)
        for hand in entry.hands
    )  # fmt: skip


def check_scores(params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]) -> None:
    """Losers score 0; the winner exactly the sum of their hands, times the multiplier."""
    winner = entry.winner
    hands = sum(hand.int_value("points") for hand in entry.hands if hand.player != winner)
    multiplier = params["rummy-multiplier"] if "rummy" in entry.flags else 1
    for item in scores:
        if item.player == winner:
            if item.part_a != hands or item.score != hands * multiplier:
                raise ArithmeticError(f"{winner} must score {hands * multiplier}: refusing")
        elif item.part_a or item.part_b:
            raise ArithmeticError(f"{item.player} lost and must score 0: refusing to store")


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """``hand`` maps every loser to text; ``rummy`` is a flag."""
    only_active(active, options, ("hand",))
    not_the_winner(winner, options, ("hand",))
    hands = []
    for player in active:
        with about(player):
            if player == winner:
                hands.append(Hand(player, WINNER))
                continue
            if player not in options.get("hand", {}):
                raise RuleError(
                    "hand",
                    N_(
                        "{player} needs {hand} (every loser gives their cards)",
                        player=player,
                        hand=HAND,
                    ),
                )
            text = options["hand"][player]
            points = parse_points_sum(text, "hand", MAX_POINTS, f"{player}: ", CARD_VALUES)
            hands.append(Hand(player, "hand", {"points": points}))
    flags = frozenset({"rummy"}) if options.get("rummy") else frozenset()
    return Entry(tuple(hands), flags)

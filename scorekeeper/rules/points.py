"""Preset ``points``: 13-card Indian rummy, each loser pays the winner in points.

::

    pay_i   = min(P_i, max-points)     hand (the cards that count, as the player says)
            = first-drop | middle-drop  dropped before the first draw | later
            = wrong-show                declared with an invalid hand
    score_i = − pay_i (losers);  score_w = Σ pay_i      zero-sum, the highest total wins

The breakdown is (hands, penalties): what hands in play paid, and what drops and wrong
shows paid; the winner's two columns are the sums of the losers'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.entry import (
    WINNER,
    Entry,
    Hand,
    HandField,
    PlayerScore,
    check_hands,
    check_winner_collects,
)
from scorekeeper.rules.errors import HAND, N_, Option, RuleError, about
from scorekeeper.rules.family import not_the_winner, one_of, only_active, points_only_in_hand
from scorekeeper.rules.numbers import parse_points_sum

NAME = "points"
BREAKDOWN = ("hands", "penalties")
OUTCOMES = (WINNER, "hand", "drop-first", "drop-middle", "wrong-show")
SEATS = (2, 6)
MAX_POINTS = 10_000
CARD_VALUES = CardValues.face(
    joker=0, summary=N_("A K Q J = 10, 2–10 face value, joker 0"), A=10, J=10, Q=10, K=10
)
HAND_FIELDS = (
    HandField(
        "points",
        N_("Hand"),
        "points",
        MAX_POINTS,
        N_("points of the cards that count (27, 10+10+7 or the cards: 7 10 10)"),
        CARD_VALUES,
        only_with=("hand",),
    ),
)
GAME_FLAGS: tuple[str, ...] = ()
OPTIONS = ("hand", "drop", "wrong-show", "sit-out")
_PENALTY_KEY = {
    "drop-first": "first-drop",
    "drop-middle": "middle-drop",
    "wrong-show": "wrong-show",
}


def check(entry: Entry) -> str:
    """The checks of the points family (pool too); returns the winner."""
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    points_only_in_hand(entry)
    return winner


def payment(hand: Hand, params: Mapping[str, Any]) -> tuple[int, int]:
    """What a loser pays: (for the hand in play, as a penalty)."""
    if hand.outcome == "hand":
        return min(hand.int_value("points"), params["max-points"]), 0
    return 0, params[_PENALTY_KEY[hand.outcome]]


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    winner = check(entry)
    paid = {hand.player: payment(hand, params) for hand in entry.hands if hand.player != winner}
    paid[winner] = (
        -sum(hands for hands, _ in paid.values()),
        -sum(penalty for _, penalty in paid.values()),
    )
    return tuple(
        PlayerScore(hand.player, -paid[hand.player][0], -paid[hand.player][1])
        for hand in entry.hands
    )


def check_scores(params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]) -> None:
    check_winner_collects(scores, entry.winner)


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """``hand`` and ``drop`` map players to text, ``wrong-show`` is a set of players."""
    only_active(active, options, ("hand", "drop", "wrong-show"))
    not_the_winner(winner, options, ("hand", "drop", "wrong-show"))
    hands = []
    for player in active:
        with about(player):
            if player == winner:
                hands.append(Hand(player, WINNER))
                continue
            given = one_of(player, options, ("hand", "drop", "wrong-show"))
            if given == "hand":
                points = parse_points_sum(
                    options["hand"][player], "hand", MAX_POINTS, f"{player}: ", CARD_VALUES
                )
                hands.append(Hand(player, "hand", {"points": points}))
            elif given == "drop":
                kind = str(options["drop"][player]).strip().lower()
                if kind not in ("first", "middle"):
                    raise RuleError(
                        "drop",
                        N_(
                            "{player}: must be first or middle, got {kind!r}",
                            player=player,
                            kind=kind[:20],
                        ),
                    )
                hands.append(Hand(player, f"drop-{kind}"))
            elif given == "wrong-show":
                hands.append(Hand(player, "wrong-show"))
            else:
                drop, wrong = Option("drop", "first|middle"), Option("wrong-show")
                said = N_(
                    "{player} needs {hand}, {drop} or {wrong} (every loser does)",
                    player=player, hand=HAND, drop=drop, wrong=wrong,
                )  # fmt: skip
                raise RuleError("hand", said)
    return Entry(tuple(hands))

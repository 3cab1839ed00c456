"""Preset ``table-hand``: every player counts the cards laid on the table, less the hand.

::

    score_i = table_i − hand_i      (the winner went out: hand 0)
                                   not zero-sum, the highest total wins

Cards count 2–9 = 5, 10 J Q K = 10, A = 15. The breakdown is (table, hand): the table's
points, and the hand's as a minus.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.rules.cards import RANKS, CardValues
from scorekeeper.rules.entry import WINNER, Entry, Hand, HandField, PlayerScore, check_hands
from scorekeeper.rules.errors import HAND, N_, RuleError, about
from scorekeeper.rules.family import only_active
from scorekeeper.rules.numbers import parse_points_sum

NAME = "table-hand"
BREAKDOWN = ("table", "hand")
OUTCOMES = (WINNER, "hand")
SEATS = (2, 8)
ZERO_SUM = False
# What every game meets instead of a zero sum, in words for the forms' check line.
INVARIANT = "each score = table − hand, the winner's hand 0"
MAX_POINTS = 10_000
CARD_VALUES = CardValues(
    {rank: 15 if rank == "A" else 10 if rank in ("10", "J", "Q", "K") else 5 for rank in RANKS},
    None,
    N_("2–9 = 5, 10 J Q K = 10, A = 15"),
)
HAND_FIELDS = (
    HandField(
        "table",
        N_("Table"),
        "points",
        MAX_POINTS,
        N_("points laid on the table (90, or the cards: K K K 5 6 7 A A A)"),
        CARD_VALUES,
    ),
    HandField(
        "points",
        N_("Hand"),
        "points",
        MAX_POINTS,
        N_("points left in hand (30, or the cards: K 4 A)"),
        CARD_VALUES,
        only_with=("hand",),
    ),
)
GAME_FLAGS: tuple[str, ...] = ()
OPTIONS = ("table", "hand", "sit-out")


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    for hand in entry.hands:
        if hand.player == winner and hand.int_value("points"):
            raise RuleError(
                "hand",
                N_("{winner} went out: the winner's hand is 0", winner=winner),
                player=winner,
            )
    return tuple(
        PlayerScore(hand.player, hand.int_value("table"), -hand.int_value("points"))
        for hand in entry.hands
    )


def check_scores(params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]) -> None:
    """Each score is exactly table − hand, the winner's hand empty."""
    by_player = {hand.player: hand for hand in entry.hands}
    for item in scores:
        hand = by_player[item.player]
        if (item.part_a, item.part_b) != (hand.int_value("table"), -hand.int_value("points")):
            raise ArithmeticError(f"{item.player}'s score is not table − hand: refusing")
    if by_player[entry.winner].int_value("points"):
        raise ArithmeticError("the winner holds cards: refusing to store")


# A lone 2–9 typed as points is a card's rank as often as its points, and here the two
# differ (every such card counts 5): 3 points is no hand at all, the card 3 is 5. Neither
# is guessed; the person is asked, naming the cell. A lone 5 or 10 means the same either way.
AMBIGUOUS = frozenset("2346789")


def _points(text: object, option: str, player: str) -> int:
    lone = str(text).strip()
    if lone in AMBIGUOUS:
        said = N_(
            "{player}'s {option}: a lone {lone} is the card {lone} (5 points here) or {lone} "
            "points, which no cards make; type {lone}h for the card or 5 for its points",
            player=player,
            option=option,
            lone=lone,
        )
        raise RuleError(option, said, player=player)
    return parse_points_sum(text, option, MAX_POINTS, f"{player}: ", CARD_VALUES)


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """``table`` and ``hand`` map players to text: a table for anyone (0 if not given),
    a hand for every loser (the winner's is 0 and may be left out)."""
    only_active(active, options, ("table", "hand"))
    tables, hands_given = options.get("table", {}), options.get("hand", {})
    hands = []
    for player in active:
        with about(player):
            values = {"table": _points(tables.get(player, 0), "table", player)}
            if player == winner:
                if player in hands_given and _points(hands_given[player], "hand", player):
                    raise RuleError(
                        "hand",
                        N_("{player} is the winner and went out: their hand is 0", player=player),
                    )
                hands.append(Hand(player, WINNER, values))
                continue
            if player not in hands_given:
                raise RuleError(
                    "hand",
                    N_(
                        "{player} needs {hand} (every loser counts their hand)",
                        player=player,
                        hand=HAND,
                    ),
                )
            values["points"] = _points(hands_given[player], "hand", player)
            hands.append(Hand(player, "hand", values))
    return Entry(tuple(hands))

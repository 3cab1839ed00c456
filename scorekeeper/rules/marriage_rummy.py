"""Preset ``marriage-rummy``: PART_A (honors and marriages) and PART_B (hand points).

With n active players (see docs/rules.md)::

    power_i  = honors_i × honor_value + marriages_i × marriage_points
    PART_A_i = n × power_i − Σ power
    PART_B_i = − hand_multiplier × p_i            every loser
    PART_B_w = + Σ over losers of (− PART_B_i)     the winner

where p_i is the hand points (times the unplayed factor for an unplayed hand) or the
surrender value. When the unplayed factor leaves half a point, the loser's payment is
rounded half up; the winner collects exactly what is paid, so the game stays zero-sum.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.entry import (
    WINNER,
    Entry,
    Hand,
    HandField,
    PlayerScore,
    check_hands,
)
from scorekeeper.rules.errors import HAND, N_, Option, RuleError, about
from scorekeeper.rules.family import points_only_in_hand
from scorekeeper.rules.numbers import parse_points_sum, parse_whole, round_half_up

NAME = "marriage-rummy"
BREAKDOWN = ("part_a", "part_b")
OUTCOMES = (WINNER, "hand", "surrender-first", "surrender-later")
ZERO_SUM = True  # every game sums to zero, checked on every write
LOWEST_WINS = False
SEATS = (2, 10)
MAX_COUNT = 1000
MAX_POINTS = 10_000
# What a card left in hand is worth when a player types the cards (K Q 7) instead of points.
CARD_VALUES = CardValues.face(
    joker=0, summary=N_("A K Q J = 10, 2–10 face value, joker 0"), A=10, J=10, Q=10, K=10
)
HAND_FIELDS = (
    HandField("honors", N_("Honors"), "count", MAX_COUNT, N_("honor (power) cards shown")),
    HandField("marriages", N_("Marriages"), "count", MAX_COUNT, N_("marriage combinations shown")),
    HandField(
        "points",
        N_("Hand"),
        "points",
        MAX_POINTS,
        N_("points left in hand (23, 10+10+3 or the cards: K Q 7)"),
        CARD_VALUES,
        only_with=("hand",),
    ),
    HandField(
        "unplayed",
        N_("Unplayed"),
        "flag",
        help=N_("never got a turn before the declaration"),
        only_with=("hand",),
    ),
)
GAME_FLAGS: tuple[str, ...] = ()
# Entry options of the command line that belong to this preset (see docs/cli.md).
OPTIONS = ("honors", "marriages", "hand", "surrender", "unplayed", "sit-out")


def _loser_points(hand: Hand, params: Mapping[str, Any]) -> Fraction:
    if hand.outcome == "surrender-first":
        return Fraction(params["surrender-first"])
    if hand.outcome == "surrender-later":
        return Fraction(params["surrender-later"])
    points = Fraction(hand.int_value("points"))
    return points * params["unplayed-factor"] if hand.flag("unplayed") else points


def _payment_exact(hand: Hand, params: Mapping[str, Any]) -> int:
    """What a loser pays: hand_multiplier × p, rounded half up, through Fraction."""
    return round_half_up(params["hand-multiplier"] * _loser_points(hand, params))


def _payment(hand: Hand, params: Mapping[str, Any]) -> int:
    """``_payment_exact``'s number, in whole numbers where no fraction enters.

    Only an unplayed hand is multiplied by a fraction; every other payment is a product of
    whole numbers (Fraction arithmetic costs far more, and most hands of a long import or
    check never need it). tests/unit/test_rules_fast_path.py compares the two.
    """
    outcome = hand.outcome
    if outcome == "hand" and not hand.flag("unplayed"):
        return params["hand-multiplier"] * hand.int_value("points")
    if outcome in ("surrender-first", "surrender-later"):
        return params["hand-multiplier"] * params[outcome]
    return _payment_exact(hand, params)


def _check(entry: Entry) -> str:
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    points_only_in_hand(entry)
    for hand in entry.hands:
        if hand.flag("unplayed") and hand.outcome != "hand":
            raise RuleError(
                "unplayed",
                N_(
                    "{player} is {outcome}; only a loser holding a hand can be unplayed",
                    player=hand.player,
                    outcome=hand.outcome,
                ),
                player=hand.player,
            )
    return winner


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    """Every active player's PART_A, PART_B and score, in the entry's order."""
    return _score(params, entry, _payment)


def score_exact(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    """``score`` with every payment through Fraction: the reference for its fast path."""
    return _score(params, entry, _payment_exact)


def _score(
    params: Mapping[str, Any], entry: Entry, payment: Callable[[Hand, Mapping[str, Any]], int]
) -> tuple[PlayerScore, ...]:
    winner = _check(entry)
    n = len(entry.hands)
    power = {
        hand.player: hand.int_value("honors") * params["honor-value"]
        + hand.int_value("marriages") * params["marriage-points"]
        for hand in entry.hands
    }
    total_power = sum(power.values())
    part_b = {hand.player: -payment(hand, params) for hand in entry.hands if hand.player != winner}
    part_b[winner] = -sum(part_b.values())
    return tuple(
        PlayerScore(hand.player, n * power[hand.player] - total_power, part_b[hand.player])
        for hand in entry.hands
    )


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """Build an entry from command-line style options, names already resolved.

    ``options`` maps ``honors``/``marriages``/``hand`` to {player: text},
    ``surrender`` to {player: "first"|"later"} and ``unplayed`` to a set of players.
    """
    honors, marriages = options.get("honors", {}), options.get("marriages", {})
    hands_given, surrenders = options.get("hand", {}), options.get("surrender", {})
    unplayed = set(options.get("unplayed", ()))
    for option, players in (
        ("honors", honors),
        ("marriages", marriages),
        ("hand", hands_given),
        ("surrender", surrenders),
        ("unplayed", unplayed),
    ):
        for player in players:
            if player not in active:
                said = N_(
                    "{player} sits out this game; give no {option} for them",
                    player=player,
                    option=option,
                )
                raise RuleError(option, said, player=player)
    hands = []
    for player in active:
        with about(player):
            values: dict[str, int | bool] = {
                "honors": parse_whole(honors.get(player, 0), "honors", 0, MAX_COUNT, f"{player}: "),
                "marriages": parse_whole(
                    marriages.get(player, 0), "marriages", 0, MAX_COUNT, f"{player}: "
                ),
            }
            if player in unplayed:
                values["unplayed"] = True
            if player == winner:
                if player in hands_given or player in surrenders:
                    option = "hand" if player in hands_given else "surrender"
                    raise RuleError(
                        option,
                        N_(
                            "{player} is the winner; the winner has no {option}",
                            player=player,
                            option=option,
                        ),
                    )
                hands.append(Hand(player, WINNER, values))
                continue
            if player in hands_given and player in surrenders:
                both = N_(
                    "{player} has both {first} and {second}; give one",
                    player=player,
                    first=Option("hand"),
                    second=Option("surrender"),
                )
                raise RuleError("surrender", both)
            if player in surrenders:
                kind = str(surrenders[player]).strip().lower()
                if kind not in ("first", "later"):
                    raise RuleError(
                        "surrender",
                        N_(
                            "{player}: must be first or later, got {kind!r}",
                            player=player,
                            kind=kind,
                        ),
                    )
                hands.append(Hand(player, f"surrender-{kind}", values))
            elif player in hands_given:
                values["points"] = parse_points_sum(
                    hands_given[player], "hand", MAX_POINTS, f"{player}: ", CARD_VALUES
                )
                hands.append(Hand(player, "hand", values))
            else:
                surrender = Option("surrender", "first|later")
                said = N_(
                    "{player} needs {hand} or {surrender} (every loser does)",
                    player=player, hand=HAND, surrender=surrender,
                )  # fmt: skip
                raise RuleError("hand", said)
    return Entry(tuple(hands))

"""Preset ``nepali`` (pagat's Marriage): the maal exchange and the payments.

::

    S_i     = maal_i, with the unseen rule applied (murder: 0; kidnap: 0, added to winner)
              and the foul rule (instead, next-game: 0; added: the maal counts)
    net_i   = n × S_i − Σ S                       unseen-exchange = all
            = Σ_j (S_i − S_j), j i exchanges with  with-seen: two unseen do not exchange
    pay_i   = seen | unseen | dublee-seen payment | foul payment (see foul-payment),
              + dublee bonus when the winner had dublees
    score_i = K × (net_i − pay_i) (losers);  score_w = K × (net_w + Σ pay_i)

K is the game's multiplier (a double game: 2). With ``foul-payment = next-game`` a
fouler pays nothing in the foul game and owes the penalty (× K) to the next counted
game's winner (``carry_owed``; carry.py works it out in game order). The breakdown is
stored as (maal_net, payments): payments is −pay_i for a loser and +Σ pay for the winner.
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
)
from scorekeeper.rules.errors import N_, Option, RuleError, about
from scorekeeper.rules.game_values import GameField, split_flags
from scorekeeper.rules.numbers import parse_whole

NAME = "nepali"
BREAKDOWN = ("maal_net", "payments")
OUTCOMES = (WINNER, "seen", "unseen", "foul", "dublee-seen")
ZERO_SUM = True  # every game sums to zero, checked on every write
LOWEST_WINS = False
SEATS = (2, 10)
MAX_MAAL = 1000
# The same cards as marriage-rummy; nepali asks for maal, not points left in hand, so no
# field of its own takes cards yet.
CARD_VALUES = CardValues.face(
    joker=0, summary=N_("A K Q J = 10, 2–10 face value, joker 0"), A=10, J=10, Q=10, K=10
)
HAND_FIELDS = (HandField("maal", N_("Maal"), "count", MAX_MAAL, N_("maal points shown")),)
GAME_FLAGS = ("dublee",)
GAME_FIELDS = (
    GameField("multiplier", N_("Multiplier"), 1, 10, 1, N_("a double game: every score × this")),
)
OPTIONS = ("maal", "unseen", "foul", "dublee-seen", "dublee", "multiplier", "sit-out")
STATUS_OPTIONS = ("unseen", "foul", "dublee-seen")
# Fewer active players than this make a dublee win one many tables do not allow.
DUBLEE_TABLE = 4


def _payment(params: Mapping[str, Any], outcome: str) -> int:
    if outcome == "foul":
        rule = params.get("foul-payment", "instead")
        if rule == "next-game":
            return 0
        extra = params["seen-payment"] if rule == "added" else 0
        return extra + params["foul-penalty"]
    if outcome == "dublee-seen":
        return params.get("dublee-seen-payment", 0)
    return params[f"{outcome}-payment"]


def _counted_maal(entry: Entry, winner: str, params: Mapping[str, Any]) -> dict[str, int]:
    rule, foul_keeps = params["unseen-maal"], params.get("foul-payment") == "added"
    counted = {}
    kidnapped = 0
    for hand in entry.hands:
        maal = hand.int_value("maal")
        if hand.outcome == "foul" and not foul_keeps:
            maal = 0
        elif hand.outcome == "unseen" and rule != "keep":
            kidnapped += maal if rule == "kidnap" else 0
            maal = 0
        counted[hand.player] = maal
    counted[winner] += kidnapped
    return counted


def _net(entry: Entry, counted: Mapping[str, int], params: Mapping[str, Any]) -> dict[str, int]:
    if params.get("unseen-exchange", "all") == "all":
        n, total = len(entry.hands), sum(counted.values())
        return {player: n * maal - total for player, maal in counted.items()}
    unseen = {hand.player for hand in entry.hands if hand.outcome == "unseen"}
    return {
        i: sum(
            counted[i] - counted[j] for j in counted if j != i and not (i in unseen and j in unseen)
        )
        for i in counted
    }


def multiplier(entry: Entry) -> int:
    return split_flags(entry.flags, GAME_FIELDS)[1]["multiplier"]


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    """Every active player's maal_net, payments and score, in the entry's order."""
    flags, values = split_flags(entry.flags, GAME_FIELDS)
    winner = check_hands(Entry(entry.hands, flags), OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    times = values["multiplier"]
    counted = _counted_maal(entry, winner, params)
    net = _net(entry, counted, params)
    bonus = params["dublee-bonus"] if "dublee" in flags else 0
    payments = {}
    for hand in entry.hands:
        if hand.player == winner:
            continue
        owes_later = hand.outcome == "foul" and params.get("foul-payment") == "next-game"
        payments[hand.player] = 0 if owes_later else -(_payment(params, hand.outcome) + bonus)
    payments[winner] = -sum(payments.values())
    return tuple(
        PlayerScore(hand.player, times * net[hand.player], times * payments[hand.player])
        for hand in entry.hands
    )


def carries(params: Mapping[str, Any]) -> bool:
    """Whether a game may owe a payment into the next counted game."""
    return params.get("foul-payment") == "next-game"


def carry_owed(params: Mapping[str, Any], entry: Entry) -> dict[str, int]:
    """What each fouler owes the next counted game's winner: the penalty × this game's K."""
    if not carries(params):
        return {}
    amount = params["foul-penalty"] * multiplier(entry)
    return {hand.player: amount for hand in entry.hands if hand.outcome == "foul" and amount}


def warnings(params: Mapping[str, Any], entry: Entry) -> list[RuleError]:
    """What is allowed but worth a second look (several tables refuse it); never raised."""
    if "dublee" in entry.flags and len(entry.hands) < DUBLEE_TABLE:
        return [
            RuleError(
                "dublee",
                N_(
                    "a dublee win with {count} active players; "
                    "many tables allow it only with {least} or more",
                    count=len(entry.hands),
                    least=DUBLEE_TABLE,
                ),
            )
        ]
    return []


def _status(player: str, options: Mapping[str, Any]) -> str | None:
    given = [option for option in STATUS_OPTIONS if player in options.get(option, ())]
    if len(given) > 1:
        first, second = Option(given[0]), Option(given[1])
        said = N_(
            "{player} is given both {first} and {second}; give one",
            player=player,
            first=first,
            second=second,
        )
        raise RuleError(given[1], said, player=player)
    return given[0] if given else None


def _multiplier_flag(raw: object) -> frozenset[str]:
    if raw is None or raw == "":
        return frozenset()
    (spec,) = GAME_FIELDS
    flag = spec.flag(spec.parse(raw))
    return frozenset({flag}) if flag else frozenset()


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """Build an entry from ``maal`` {player: text}, the status sets (``unseen``, ``foul``,
    ``dublee-seen``), ``dublee`` and ``multiplier`` (text, 1–10)."""
    maal = options.get("maal", {})
    for option in ("maal", *STATUS_OPTIONS):
        for player in options.get(option, ()):
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
            values = {"maal": parse_whole(maal.get(player, 0), "maal", 0, MAX_MAAL, f"{player}: ")}
            status = _status(player, options)
            if player == winner:
                if status is not None:
                    raise RuleError(
                        status,
                        N_(
                            "{player} is the winner and cannot be {status}",
                            player=player,
                            status=status,
                        ),
                    )
                outcome = WINNER
            else:
                outcome = status or "seen"
            hands.append(Hand(player, outcome, values))
    flags = frozenset({"dublee"}) if options.get("dublee") else frozenset()
    return Entry(tuple(hands), flags | _multiplier_flag(options.get("multiplier")))

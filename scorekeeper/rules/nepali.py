"""Preset ``nepali`` (pagat's Marriage): the maal exchange and the payments.

::

    S_i     = maal_i, with the unseen rule applied (murder: 0; kidnap: 0, added to winner)
    net_i   = n × S_i − Σ S
    pay_i   = seen | unseen | foul payment, + dublee bonus when the winner had dublees
    score_i = net_i − pay_i (losers);  score_w = net_w + Σ pay_i

The breakdown is stored as (maal_net, payments): payments is −pay_i for a loser and
+Σ pay for the winner.
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
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.numbers import parse_whole

NAME = "nepali"
BREAKDOWN = ("maal_net", "payments")
OUTCOMES = (WINNER, "seen", "unseen", "foul")
ZERO_SUM = True  # every game sums to zero, checked on every write
LOWEST_WINS = False
SEATS = (2, 10)
MAX_MAAL = 1000
# The same cards as marriage-rummy; nepali asks for maal, not points left in hand, so no
# field of its own takes cards yet.
CARD_VALUES = CardValues.face(
    joker=0, summary="A K Q J = 10, 2–10 face value, joker 0", A=10, J=10, Q=10, K=10
)
HAND_FIELDS = (HandField("maal", "Maal", "count", MAX_MAAL, "maal points shown"),)
GAME_FLAGS = ("dublee",)
OPTIONS = ("maal", "unseen", "foul", "dublee", "sit-out")
_PAYMENT_KEY = {"seen": "seen-payment", "unseen": "unseen-payment", "foul": "foul-penalty"}


def _counted_maal(entry: Entry, winner: str, rule: str) -> dict[str, int]:
    counted = {}
    kidnapped = 0
    for hand in entry.hands:
        maal = hand.int_value("maal")
        if hand.outcome == "foul":
            maal = 0
        elif hand.outcome == "unseen" and rule != "keep":
            kidnapped += maal if rule == "kidnap" else 0
            maal = 0
        counted[hand.player] = maal
    counted[winner] += kidnapped
    return counted


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    """Every active player's maal_net, payments and score, in the entry's order."""
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    counted = _counted_maal(entry, winner, params["unseen-maal"])
    n, total = len(entry.hands), sum(counted.values())
    bonus = params["dublee-bonus"] if "dublee" in entry.flags else 0
    payments = {
        hand.player: -(params[_PAYMENT_KEY[hand.outcome]] + bonus)
        for hand in entry.hands
        if hand.player != winner
    }
    payments[winner] = -sum(payments.values())
    return tuple(
        PlayerScore(hand.player, n * counted[hand.player] - total, payments[hand.player])
        for hand in entry.hands
    )


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """Build an entry from ``maal`` {player: text}, ``unseen``/``foul`` sets, ``dublee``."""
    maal = options.get("maal", {})
    unseen, foul = set(options.get("unseen", ())), set(options.get("foul", ()))
    for option, players in (("maal", maal), ("unseen", unseen), ("foul", foul)):
        for player in players:
            if player not in active:
                raise RuleError(option, f"{player} sits out this game; give no {option} for them")
    hands = []
    for player in active:
        values = {"maal": parse_whole(maal.get(player, 0), "maal", 0, MAX_MAAL, f"{player}: ")}
        if player == winner:
            if player in unseen or player in foul:
                option = "unseen" if player in unseen else "foul"
                raise RuleError(option, f"{player} is the winner and cannot be {option}")
            outcome = WINNER
        elif player in unseen and player in foul:
            raise RuleError("foul", f"{player} is given both --unseen and --foul; give one")
        else:
            outcome = "unseen" if player in unseen else "foul" if player in foul else "seen"
        hands.append(Hand(player, outcome, values))
    flags = frozenset({"dublee"}) if options.get("dublee") else frozenset()
    return Entry(tuple(hands), flags)

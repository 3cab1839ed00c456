"""Preset ``tiles``: numbered tiles, Rummikub style; losers pay the winner their racks.

::

    rack_i  = the numbers on the tiles left + jokers × joker-value
    went out:  score_i = − rack_i;              score_w = Σ rack_i
    --no-out:  score_i = − (rack_i − rack_w);   score_w = Σ (rack_i − rack_w)
      (no-out-payment=full: as if the lowest rack went out, rack_w ignored)
                                                zero-sum, the highest total wins

With ``--no-out`` (the pool ran out and nobody went out) the lowest rack wins. The
breakdown is (racks, winner_rack): each loser's own rack as a minus (the winner: their
sum), and what the winner's rack gives back (each loser +rack_w, the winner −(n−1)·rack_w;
0 under ``full``, where each loser pays their whole rack).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.rules.cards import JOKERS, split_cards
from scorekeeper.rules.digits import plain_digits
from scorekeeper.rules.entry import (
    WINNER,
    Entry,
    Hand,
    HandField,
    PlayerScore,
    check_hands,
    check_winner_collects,
)
from scorekeeper.rules.errors import N_, Option, RuleError, about
from scorekeeper.rules.family import only_active
from scorekeeper.rules.numbers import parse_points_sum

NAME = "tiles"
BREAKDOWN = ("racks", "winner_rack")
OUTCOMES = (WINNER, "hand")
SEATS = (2, 4)
MAX_POINTS = 10_000
MAX_JOKERS = 4
HAND_FIELDS = (
    HandField(
        "points",
        N_("Rack"),
        "points",
        MAX_POINTS,
        N_("the numbers on the tiles left (24 or 13+5+6), jokers apart"),
        only_with=("hand", WINNER),
    ),
    HandField(
        "jokers",
        N_("Jokers"),
        "count",
        MAX_JOKERS,
        N_("jokers left on the rack"),
        None,
        only_with=("hand", WINNER),
    ),
)
GAME_FLAGS = ("no-out",)
OPTIONS = ("rack", "no-out", "sit-out")
NO_OUT, NO_OUT_GIVEN = Option("no-out"), Option("no-out", verb="give")
_SUM = re.compile(r"\s*[0-9]{1,6}\s*(\+\s*[0-9]{1,6}\s*)*")


def rack(hand: Hand, params: Mapping[str, Any]) -> int:
    return hand.int_value("points") + hand.int_value("jokers") * params["joker-value"]


def _check(entry: Entry, params: Mapping[str, Any]) -> str:
    winner = check_hands(entry, OUTCOMES, HAND_FIELDS, GAME_FLAGS)
    hands = {hand.player: hand for hand in entry.hands}
    if "no-out" not in entry.flags:
        if hands[winner].int_value("points") or hands[winner].int_value("jokers"):
            said = N_(
                "{winner} went out with an empty rack (or {no_out})",
                winner=winner,
                no_out=NO_OUT_GIVEN,
            )
            raise RuleError("rack", said, player=winner)
        return winner
    lowest = rack(hands[winner], params)
    for hand in entry.hands:
        if rack(hand, params) < lowest:
            raise RuleError(
                "winner",
                N_(
                    "with {no_out} the lowest rack wins: "
                    "{player}'s {rack} is lower than {winner}'s {lowest}",
                    no_out=NO_OUT,
                    player=hand.player,
                    rack=rack(hand, params),
                    winner=winner,
                    lowest=lowest,
                ),
                player=hand.player,
            )
    return winner


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    winner = _check(entry, params)
    racks = {hand.player: rack(hand, params) for hand in entry.hands}
    # Under ``full`` the lowest rack is ignored, as if its holder had gone out: nothing back.
    # A session made before the key existed pays the difference.
    differ = params.get("no-out-payment", "difference") == "difference"
    back = racks[winner] if "no-out" in entry.flags and differ else 0
    losers = len(entry.hands) - 1
    collected = sum(value for player, value in racks.items() if player != winner)
    return tuple(
        PlayerScore(hand.player, collected, -losers * back) if hand.player == winner
        else PlayerScore(hand.player, -racks[hand.player], back)
        for hand in entry.hands
    )  # fmt: skip


def check_scores(params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]) -> None:
    check_winner_collects(scores, entry.winner)


def parse_rack(text: object, what: str) -> tuple[int, int]:
    """(the numbers on the tiles, jokers): ``24``, ``13+5+6``, or tiles ``13 5 6 JK``."""
    if isinstance(text, int):
        return parse_points_sum(text, "rack", MAX_POINTS, what), 0
    allowed = N_(
        "{what}must be points 0–{most} (24 or 13+5+6) or tiles such as 13 5 6 JK",
        what=what,
        most=MAX_POINTS,
    )
    typed = plain_digits(str(text), "rack", allowed)  # ०–९ as 0–9, other scripts' refused
    if _SUM.fullmatch(typed):
        return parse_points_sum(typed, "rack", MAX_POINTS, what), 0
    tokens = split_cards(typed)
    jokers = sum(1 for token in tokens if token.upper() in JOKERS)
    numbers = [token for token in tokens if token.upper() not in JOKERS]
    bad = [t for t in numbers if not (t.isdecimal() and len(t) <= 2 and 1 <= int(t) <= 13)]
    if bad or not tokens or jokers > MAX_JOKERS:
        shown = str(text) if len(str(text)) <= 40 else str(text)[:37] + "..."
        raise RuleError(
            "rack",
            N_(
                "{what}must be points 0–{most} (24 or 13+5+6) or the tiles, numbers 1–13 and "
                "at most {jokers} jokers (JK or *), such as 13 5 6 JK; got {shown!r}",
                what=what,
                most=MAX_POINTS,
                jokers=MAX_JOKERS,
                shown=shown,
            ),
        )
    return sum(int(token) for token in numbers), jokers


def typed_rack(text: object, what: str = "") -> dict[str, int]:
    """A rack typed in one form cell, as numbers or as the tiles: its points and jokers."""
    points, jokers = parse_rack(text, what)
    return {"points": points, "jokers": jokers}


# A field a form's cell may fill together with others: the rack typed as tiles, 13 5 6 JK.
TYPED_FIELDS = {"points": typed_rack}


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    """``rack`` maps every loser (and with ``no-out`` the winner) to text."""
    only_active(active, options, ("rack",))
    racks, no_out = options.get("rack", {}), bool(options.get("no-out"))
    hands = []
    for player in active:
        with about(player):
            if player == winner and not no_out:
                if player in racks:
                    said = N_(
                        "{player} went out: the winner has no rack (or {no_out})",
                        player=player,
                        no_out=NO_OUT_GIVEN,
                    )
                    raise RuleError("rack", said)
                hands.append(Hand(player, WINNER))
                continue
            if player not in racks:
                rack_points = Option("rack", "P")
                said = (
                    N_(
                        "{player} needs {rack} (with {no_out} every player gives the tiles left)",
                        player=player,
                        rack=rack_points,
                        no_out=NO_OUT,
                    )
                    if no_out
                    else N_(
                        "{player} needs {rack} (every loser gives the tiles left)",
                        player=player,
                        rack=rack_points,
                    )
                )
                raise RuleError("rack", said)
            points, jokers = parse_rack(racks[player], f"{player}: ")
            values = {"points": points, **({"jokers": jokers} if jokers else {})}
            hands.append(Hand(player, WINNER if player == winner else "hand", values))
    return Entry(tuple(hands), frozenset({"no-out"}) if no_out else frozenset())

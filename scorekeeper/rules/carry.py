"""Payments carried from one game into the next counted one, worked out in game order.

A rule such as nepali's ``foul-payment = next-game`` makes a game owe something that is
paid in the session's next counted game: to that game's winner, by a player who may sit
that game out, and not at all by a player who wins it. What a game owes is a fact of its
own entry; where it lands depends on which games count, so every total is worked out
from the counted games in order, never stored: a correction, void or undo of either game
is then reflected in both.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise


@dataclass(frozen=True)
class Counted:
    """A counted game as the carry sees it: its number, winner, and what it owes onward."""

    number: int
    winner: str
    owes: Mapping[str, int] = field(default_factory=dict)  # player → amount, all > 0


def carried(games: Sequence[Counted]) -> dict[int, dict[str, int]]:
    """Per game number, the payments it receives from the counted game before it
    (player → +gain / −payment, summing to zero). ``games``: the counted games in order."""
    extra: dict[int, dict[str, int]] = {}
    for before, game in pairwise(games):
        for player, amount in before.owes.items():
            if player == game.winner or not amount:
                continue  # the winner of the next game pays nobody: it is theirs
            payments = extra.setdefault(game.number, {})
            payments[player] = payments.get(player, 0) - amount
            payments[game.winner] = payments.get(game.winner, 0) + amount
    return extra


def totals_in_order(
    games: Sequence[Counted], scores: Iterable[Mapping[str, int]], seats: Sequence[str]
) -> dict[str, int]:
    """Every seat's total: Σ over the counted games, in order, of own score + carried."""
    extra = carried(games)
    totals = dict.fromkeys(seats, 0)
    for game, own in zip(games, scores, strict=True):
        for player, points in own.items():
            totals[player] += points
        for player, points in extra.get(game.number, {}).items():
            totals[player] += points
    return totals

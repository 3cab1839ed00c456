"""Every player's running total across a session's games: what the chart draws.

Voided games are left out; every other game counts at its current revision (a
corrected game at its latest correction), which is what ``Ledger.games`` hands back.
A player sitting a game out keeps their total through it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scorekeeper.ledger.read_models import GameRow


@dataclass(frozen=True)
class RunningTotals:
    numbers: tuple[int, ...]  # the counted games' numbers, in order (gaps where voided)
    totals: dict[str, list[int]]  # seat → total after each of those games

    @property
    def empty(self) -> bool:
        return not self.numbers

    def final(self, name: str) -> int:
        points = self.totals[name]
        return points[-1] if points else 0


def running_totals(games: Iterable[GameRow], seats: Sequence[str]) -> RunningTotals:
    """Running totals per seat over the counted games, in game-number order."""
    counted = sorted((game for game in games if not game.voided), key=lambda g: g.number)
    totals: dict[str, list[int]] = {seat: [] for seat in seats}
    for game in counted:
        scores = game.scores
        for seat in seats:
            previous = totals[seat][-1] if totals[seat] else 0
            totals[seat].append(previous + scores.get(seat, 0))
    return RunningTotals(tuple(game.number for game in counted), totals)

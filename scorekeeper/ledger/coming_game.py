"""The coming game as the session's screens and ``show`` read it: its number, round, and
who deals, cuts and plays first.

``read_models`` hands it out under its old name, defined only when first asked for (see
its ``__getattr__``): ``record`` and ``totals`` never work it out.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class NextGame:
    """The coming game: its number, round, and who deals, cuts and plays first."""

    number: int
    round: int
    dealer: str
    cutter: str
    first_player: str
    sat_out_last: tuple[str, ...]
    rounds_played: Fraction
    games_counted: int
    # what the last counted game (number ``owed_from``) owes the coming game's winner,
    # (player, points) in seat order: nepali's next-game foul
    owed: tuple[tuple[str, int], ...] = ()
    owed_from: int = 0

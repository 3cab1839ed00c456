"""What the ledger hands to the faces: plain, immutable read models.

Each class has a docstring: for one without, ``dataclass`` writes one from the class's
signature, which every start of a command would pay for.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from scorekeeper.ledger.game_line import Line
from scorekeeper.rules import Entry, Hand, RuleSet, Table
from scorekeeper.rules.ending import Ending
from scorekeeper.rules.preset_module import hook

# How a revision's action reads in a sentence: "undo the correction of game 2".
ACTION_NOUNS = {"record": "recording", "correct": "correction", "void": "void", "undo": "undo"}
NOT_OVER = Ending(False)


@dataclass(frozen=True)
class SessionInfo:
    """A session as every read and change sees it: its rules, seats, stake and state."""

    id: int
    name: str
    rules: RuleSet
    seats: tuple[str, ...]
    first_dealer: str
    stake: str | None
    currency: str | None
    created_at: str
    last_used_at: str
    archived: bool
    settled_at: str | None = None  # closed ("settled") since then; None while open

    @property
    def preset(self) -> str:
        return self.rules.preset.name

    @property
    def direction(self) -> str:
        return self.rules["direction"]

    @property
    def settles_by_entry_fee(self) -> bool:
        """A pool settles by its entry fee, the pot to the winner, not points × stake."""
        return hook(self.rules.preset.module, "settle_pool") is not None

    @property
    def settles_in_money(self) -> bool:
        """Whether money can be worked out at all: by points × stake where every game
        sums to zero, or by a pool's entry fee. Elsewhere the points stand alone."""
        return self.rules.preset.zero_sum or self.settles_by_entry_fee

    @property
    def table(self) -> Table:
        return Table(self.seats, self.direction)


@dataclass(frozen=True)
class GameRow:
    """A game as it stands: its current revision's dealer, winner and lines."""

    number: int
    round: int
    dealer: str
    winner: str | None
    voided: bool
    dealt: bool
    revision: int
    action: str
    note: str | None
    flags: tuple[str, ...]
    lines: tuple[Line, ...]
    corrected: bool = False  # a correction stands (made and not undone)

    @property
    def scores(self) -> dict[str, int]:
        return {line.player: line.score for line in self.lines}

    @property
    def entry(self) -> Entry:
        return entry_of_lines(self.lines, self.flags)


@dataclass(frozen=True)
class PlayerTotal:
    """One player's running total in a session, and how it was made."""

    name: str
    seat: int
    total: int
    games: int
    wins: int
    sat_out: int
    part_a: int
    part_b: int


@dataclass(frozen=True)
class Totals:
    """A session's running totals, seat by seat, and whether it is over."""

    session: str
    preset: str
    breakdown: tuple[str, str]
    games: int
    rounds_played: Fraction
    players: tuple[PlayerTotal, ...]
    ending: Ending = NOT_OVER  # over, and who won (target / deals rules)
    lowest_wins: bool = False
    may_rejoin: tuple[str, ...] = ()  # pool: the out players who may rejoin now
    out: tuple[str, ...] = ()  # pool: out of the pool now (worked out from the games)
    # pool: what rejoining added to each total (in ``total``, not in part_a or part_b)
    rejoined: tuple[tuple[str, int], ...] = ()

    def added_by_rejoining(self, name: str) -> int:
        return dict(self.rejoined).get(name, 0)

    @property
    def over(self) -> bool:
        return self.ending.over

    @property
    def leader(self) -> PlayerTotal | None:
        if not self.games:
            return None
        if self.lowest_wins:
            return min(self.players, key=lambda p: (p.total, p.seat))
        return max(self.players, key=lambda p: (p.total, -p.seat))


def entry_of_lines(lines: Iterable[Line], flags: Sequence[str]) -> Entry:
    """The entry a revision's stored lines make: each active player's outcome and values."""
    hands = tuple(
        Hand(line.player, line.outcome or "", line.values) for line in lines if line.active
    )
    return Entry(hands, frozenset(flags))

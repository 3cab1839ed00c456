"""What the ledger hands to the faces: plain, immutable read models."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from scorekeeper.rules import Entry, Hand, RuleSet, Table
from scorekeeper.rules.ending import Ending
from scorekeeper.rules.preset_module import hook

# How a revision's action reads in a sentence: "undo the correction of game 2".
ACTION_NOUNS = {"record": "recording", "correct": "correction", "void": "void", "undo": "undo"}
NOT_OVER = Ending(False)


@dataclass(frozen=True)
class SessionInfo:
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


@dataclass(frozen=True)
class SessionSummary:
    id: int
    name: str
    preset: str
    seats: tuple[str, ...]
    games: int
    leader: str | None
    leader_total: int | None
    last_used_at: str
    archived: bool
    settled_at: str | None = None


@dataclass(frozen=True)
class Line:
    """One seated player's line in a game (or in one revision of it)."""

    player: str
    active: bool
    outcome: str | None
    values_json: str  # the preset's values as stored; decoded only when asked for
    part_a: int
    part_b: int
    score: int

    @cached_property
    def values(self) -> dict:
        return json.loads(self.values_json)


@dataclass(frozen=True)
class GameRow:
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


@dataclass(frozen=True)
class RevisionRow:
    game: int
    revision: int
    action: str
    reason: str | None
    at: str
    dealer: str
    winner: str | None
    voided: bool
    dealt: bool
    undone: bool
    flags: tuple[str, ...]
    lines: tuple[Line, ...] = field(default=())

    @property
    def scores(self) -> dict[str, int]:
        return {line.player: line.score for line in self.lines}


@dataclass(frozen=True)
class EventRow:
    """A session-level change in history: stake, settled, reopened, a player's name."""

    at: str
    action: str  # stake | settle | reopen | rename-, merge-, split-player | rules | rejoin
    reason: str | None
    summary: str  # one plain sentence, the same in both faces
    before: dict
    after: dict


def entry_of_lines(lines: Iterable[Line], flags: Sequence[str]) -> Entry:
    """The entry a revision's stored lines make: each active player's outcome and values."""
    hands = tuple(
        Hand(line.player, line.outcome or "", line.values) for line in lines if line.active
    )
    return Entry(hands, frozenset(flags))

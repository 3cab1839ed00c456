"""The rows only a list reads: the sessions, and a session's history (its revisions and
its session-level changes).

``read_models`` hands them out under their old names, defined only when first asked for
(see its ``__getattr__``): a command that lists neither, like ``record`` or ``totals``,
never pays for making these classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.ledger.game_line import Line


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

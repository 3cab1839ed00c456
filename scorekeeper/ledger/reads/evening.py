"""The whole evening in one read: what a printed report shows, from one snapshot.

A report put together from several reads could show totals of one moment beside a
fingerprint of the next (another scorer records in between); this shape is filled inside
one unit of work (``Ledger.evening``), so the page is one state of the ledger.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads.settle import Settlement


@dataclass(frozen=True)
class Evening:
    info: SessionInfo
    games: tuple[GameRow, ...]  # every game, voided ones too, in number order
    totals: Totals
    fingerprint: str | None  # None before the first game (store/digests.py)
    settlement: Settlement | None  # None without a stake (or where points stand alone)

    @property
    def counted(self) -> tuple[GameRow, ...]:
        return tuple(game for game in self.games if not game.voided)

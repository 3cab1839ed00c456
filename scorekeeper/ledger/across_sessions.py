"""The Ledger's reads across sessions: statistics, seasons, ratings, rivals and a
player's page; ``Ledger`` holds them with its reads of one session."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.ledger.reads.ratings import (
    Rating,
    Versus,
    default_preset,
    rating_trends,
    ratings,
    used_presets,
    versus,
)
from scorekeeper.ledger.reads.ratings_cache import RatingsCache
from scorekeeper.ledger.reads.ratings_matches import check_preset, check_range
from scorekeeper.ledger.reads.ratings_played import player_ratings
from scorekeeper.ledger.reads.ratings_rivals import Rival, rivals
from scorekeeper.ledger.reads.reader import StatsReads
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.player_page import PlayerPage


class AcrossSessions(StatsReads):
    db: Any  # the ORM engine with read() and write() units of work (store.units)
    target: Path | str

    def _look(self) -> AbstractContextManager[Connection]:
        raise NotImplementedError

    def ratings(
        self, preset: str | None = None, since: str | None = None, until: str | None = None
    ) -> tuple[str, list[Rating]]:
        """Every player's rating at one preset (default: the most recently used one)."""
        first, last = check_range(since, until)
        with self._look() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            return key, ratings(conn, key, first, last, RatingsCache.default(self.target))

    def rating_trends(
        self, preset: str | None = None, since: str | None = None, until: str | None = None
    ) -> tuple[str, list[Rating], dict[str, list[float]]]:
        """``ratings``, and each player's ordinal after every session they played in."""
        first, last = check_range(since, until)
        with self._look() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            found, trends = rating_trends(conn, key, first, last, RatingsCache.default(self.target))
            return key, found, trends

    def used_presets(self) -> list[str]:
        """The presets sessions were played at, most recently used first."""
        with self._look() as conn:
            return used_presets(conn)

    def versus(self, first: str, second: str, preset: str | None = None) -> tuple[str, Versus]:
        """The counted games two players both played, and who was ahead in each."""
        with self._look() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            return key, versus(conn, key, first, second)

    def player_ratings(self, name: str) -> tuple[str, list[tuple[str, Rating]]]:
        """A player's rating at each preset they have a rated game of (and only those)."""
        with self._look() as conn:
            return player_ratings(conn, name, RatingsCache.default(self.target))

    def rivals(self, name: str) -> tuple[str, list[Rival]]:
        """The people a player shared the most counted games with, over every preset."""
        with self._look() as conn:
            return rivals(conn, name)

    def player_page(self, name: str) -> PlayerPage:
        """A player's page in one snapshot: statistics, sessions, ratings with their
        course, and rivals; an unknown name is refused in one sentence."""
        from scorekeeper.ledger.reads.player_page import player_page

        with self.db.read() as db:
            return player_page(db, name, RatingsCache.default(self.target))

"""``Reader``: the Ledger's reads on the driver alone, for the commands that only read.

The functions it calls take one connection and are the Ledger's own (it runs them inside
its unit of work), so a command that reads starts without importing SQLAlchemy and
SQLModel: half a second of start-up saved, the same answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from scorekeeper.ledger.core.rotation import next_game
from scorekeeper.ledger.core.session_lookup import find_session_id, session_info
from scorekeeper.ledger.core.standing import session_ending
from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads.games import ScoreRow, games, score_sheet, totals
from scorekeeper.store.target import Target, as_target
from scorekeeper.store.units import Connection, prepare, read_plain, require_readable

if TYPE_CHECKING:
    from scorekeeper.ledger.coming_game import NextGame
    from scorekeeper.ledger.list_rows import EventRow, RevisionRow, SessionSummary
    from scorekeeper.ledger.reads.settle import Settlement
    from scorekeeper.ledger.reads.stats import PlayerStats
    from scorekeeper.rules.ending import Ending


class StatsReads:
    """``stats`` and a season's, the same for the Ledger (inside its unit of work) and
    ``Reader`` (on the driver alone): each reads through the owner's ``_look``."""

    def _look(self) -> AbstractContextManager[Connection]:
        raise NotImplementedError

    def stats(
        self, player: str | None = None, session: str | int | None = None
    ) -> list[PlayerStats]:
        """Per player across every session, or in one (``stats.stats_of``)."""
        from scorekeeper.ledger.reads.stats import stats_of

        with self._look() as conn:
            return stats_of(conn, player, session)

    def season_stats(
        self,
        since: str | None,
        until: str | None,
        preset: str | None = None,
        player: str | None = None,
    ) -> list[PlayerStats]:
        """``stats`` over a season (``ratings_season.season_table``)."""
        from scorekeeper.ledger.reads.ratings_season import season_table

        with self._look() as conn:
            return season_table(conn, since, until, preset, player)


class Reader(StatsReads):
    """The Ledger's reads of sessions, games, totals and history as it answers them, on
    the driver alone (sqlite3, or psycopg for a PostgreSQL ledger).

    For the commands that only read, each call one read transaction. Reading never
    writes: a file that is missing, empty or of an older schema is refused in one
    sentence (``reading.require_readable``), and read-only media can be read. The Writer
    (``read_only = False``) creates and upgrades the file first, as the Ledger does.
    """

    read_only = True

    def __init__(self, target: Target) -> None:
        self.path = as_target(target) if isinstance(target, str) else target.expanduser()
        if self.read_only:
            require_readable(self.path)
        else:
            prepare(self.path)

    def _read(self) -> AbstractContextManager[Connection]:
        return read_plain(self.path, self.read_only)

    def _look(self) -> AbstractContextManager[Connection]:
        return self._read()

    def session(self, ref: str | int) -> SessionInfo:
        with self._read() as conn:
            return session_info(conn, find_session_id(conn, ref))

    # The list reads are imported when asked for: their rows are dataclasses that cost
    # record and totals, which never list, two milliseconds to make.
    def sessions(self, include_archived: bool = True) -> list[SessionSummary]:
        from scorekeeper.ledger.reads.session_list import session_summaries

        with self._read() as conn:
            return session_summaries(conn, include_archived)

    def games(self, ref: str | int, numbers: Sequence[int] | None = None) -> list[GameRow]:
        with self._read() as conn:
            return games(conn, session_info(conn, find_session_id(conn, ref)), numbers)

    def totals(self, ref: str | int) -> Totals:
        with self._read() as conn:
            return totals(conn, session_info(conn, find_session_id(conn, ref)))

    def next_game(self, ref: str | int) -> NextGame:
        """Who deals, cuts and plays first next, the round and the rounds played."""
        with self._read() as conn:
            return next_game(conn, session_info(conn, find_session_id(conn, ref)))

    def ending(self, ref: str | int) -> Ending:
        """Whether the session is over now, who won and why."""
        with self._read() as conn:
            return session_ending(conn, session_info(conn, find_session_id(conn, ref)))

    def score_sheet(self, ref: str | int) -> list[ScoreRow]:
        with self._read() as conn:
            return score_sheet(conn, session_info(conn, find_session_id(conn, ref)))

    def history(self, ref: str | int, number: int | str | None = None) -> list[RevisionRow]:
        from scorekeeper.ledger.reads.revisions import shown_history

        with self._read() as conn:
            info = session_info(conn, find_session_id(conn, ref))
            return shown_history(conn, info, number)

    def events(self, ref: str | int) -> list[EventRow]:
        """The session-level changes: stake, settled, reopened, players renamed or merged."""
        from scorekeeper.ledger.reads.event_history import event_rows

        with self._read() as conn:
            return event_rows(conn, session_info(conn, find_session_id(conn, ref)))

    def settle(
        self,
        ref: str | int,
        stake: str | None = None,
        currency: str | None = None,
        banker: str | None = None,
    ) -> Settlement:
        """Who pays whom, as the Ledger answers it (``settle_up.settlement_for``)."""
        from scorekeeper.ledger.reads.settle_up import settlement_for

        with self._read() as conn:
            info = session_info(conn, find_session_id(conn, ref))
            return settlement_for(conn, info, stake, currency, banker)

    def merged_players(self) -> list[tuple[str, str]]:
        """(the name a merged player had, the name they go by now): what split can undo."""
        from scorekeeper.ledger.reads.stats import merged_names

        with self._read() as conn:
            return merged_names(conn)

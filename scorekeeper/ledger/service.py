"""``Ledger``: the one object every face talks to. Each method is one unit of work.

Its methods live by what they touch: the games (``changes.writer.GameChanges``), sessions
and players (``session_changes``), reads across sessions (``across_sessions``), and here
the reads of one session, the transfer out and back, the checks and the settle-up."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path

from sqlmodel import select

from scorekeeper.ledger.across_sessions import AcrossSessions
from scorekeeper.ledger.audit import report as audit
from scorekeeper.ledger.changes import writer
from scorekeeper.ledger.changes.new_session import SessionMaking
from scorekeeper.ledger.clock import Clock, utc_now
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.list_rows import RevisionRow, SessionSummary
from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads import history as reads
from scorekeeper.ledger.reads.evening import Evening
from scorekeeper.ledger.reads.games import ScoreRow
from scorekeeper.ledger.reads.history_page import HistoryPage
from scorekeeper.ledger.reads.revisions import last_change
from scorekeeper.ledger.reads.session_view import SessionView, session_view
from scorekeeper.ledger.reads.settle import Settlement
from scorekeeper.ledger.reads.settle_up import settlement_for
from scorekeeper.ledger.reads.totals_delta import Running
from scorekeeper.ledger.session_changes import SessionChanges
from scorekeeper.ledger.transfer import document as transfer
from scorekeeper.rules import RuleError
from scorekeeper.store.check import quick_check
from scorekeeper.store.digests import fingerprint
from scorekeeper.store.tables import GameSession
from scorekeeper.store.units import Connection, open_database


class Ledger(SessionChanges, SessionMaking, AcrossSessions, writer.GameChanges):
    def __init__(self, path: Path | str, clock: Clock = utc_now, read_only: bool = False) -> None:
        """``read_only``: for a command that only reads: the file is neither created nor
        upgraded, read-only media can be read, and a change is a mistake (``Database``)."""
        self.db = open_database(path, read_only)
        self.target = path
        self.clock = clock

    def close(self) -> None:
        self.db.dispose()

    @contextmanager
    def _change(self) -> Iterator[Connection]:
        """A change to games: plain SQL on the connection under the ORM's unit of work."""
        with self.db.write() as db:
            yield raw(db)

    @contextmanager
    def _look(self) -> Iterator[Connection]:
        with self.db.read() as db:
            yield raw(db)

    # Sessions -------------------------------------------------------------
    def session(self, ref: str | int) -> SessionInfo:
        with self.db.read() as db:
            return session_info(db, find_session_row(db, ref))

    def has_sessions(self) -> bool:
        """Whether any session exists (cheaper than listing them with their leaders)."""
        with self.db.read() as db:
            return db.exec(select(GameSession.id).limit(1)).first() is not None

    def sessions(self, include_archived: bool = True) -> list[SessionSummary]:
        from scorekeeper.ledger.reads.session_list import session_summaries

        with self._look() as conn:
            return session_summaries(conn, include_archived)

    # Games: build_entry, record, correct, void, undo (writer.GameChanges) -------
    def games(self, ref: str | int, numbers: Sequence[int] | None = None) -> list[GameRow]:
        """The ledger, one row per game; only the games ``numbers`` if given."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return reads.games(db, info, list(numbers) if numbers is not None else None)

    def score_sheet(self, ref: str | int) -> list[ScoreRow]:
        """Each game's number, round, dealer, winner and scores: the games CSV, quickly."""
        with self.db.read() as db:
            return reads.score_sheet(db, session_info(db, find_session_row(db, ref)))

    def session_view(
        self, session_id: int, since: int | None = None, running: Running | None = None
    ) -> SessionView | None:
        """Header, scoreboard and games (from game ``since`` on, if given) of one session
        in one snapshot; None once gone. ``running``: the last view's, to move its totals
        on by the changes since rather than sum the season again."""
        with self.db.read() as db:
            return session_view(raw(db), session_id, since, running)

    def last_change(self, ref: str | int) -> RevisionRow | None:
        """What ``undo`` would revert now, or None when there is nothing to undo."""
        with self.db.read() as db:
            return last_change(raw(db), session_info(db, find_session_row(db, ref)))

    def game(self, ref: str | int, number: int | str) -> GameRow:
        with self.db.read() as db:
            return reads.game(db, session_info(db, find_session_row(db, ref)), number)

    def totals(self, ref: str | int) -> Totals:
        with self.db.read() as db:
            return reads.totals(db, session_info(db, find_session_row(db, ref)))

    def history(self, ref: str | int, number: int | str | None = None) -> list[RevisionRow]:
        """Every revision, oldest first, as the faces show them (``revisions.shown_history``)."""
        from scorekeeper.ledger.reads.revisions import shown_history

        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return shown_history(raw(db), info, number)

    def history_page(self, ref: str | int, page: int) -> HistoryPage | None:
        """One page of ``history``, newest first (``history_page.PAGE_SIZE`` a page),
        read alone: its cost does not grow with the season. None past the last page."""
        from scorekeeper.ledger.reads.history_page import history_page

        with self.db.read() as db:
            return history_page(db, session_info(db, find_session_row(db, ref)), page)

    def session_stamp(self, session_id: int) -> str | None:
        """What ``session_view(...).stamp`` would be now, in one indexed query (None once
        the session is gone): a face that kept the last one knows whether to read again."""
        from scorekeeper.ledger.reads.session_stamp import session_stamp

        with self._look() as conn:
            return session_stamp(conn, session_id)

    # Out and back -------------------------------------------------------------
    def export_document(self, ref: str | int) -> dict:
        """The whole session (rules, seats, every game and revision) as JSON data."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return transfer.session_document(raw(db), info, self.clock())

    def import_document(self, data: Mapping) -> SessionInfo:
        """A new session from an export: the same totals and the same history."""
        with self.db.write() as db:
            return transfer.import_document(db, data, self.clock())

    # Safety -------------------------------------------------------------------
    def check(self) -> audit.Report:
        """Everything ``scorekeeper check`` looks at, scores re-derived included."""
        return audit.full_report(self.db.target)

    def quick_check(self) -> list[str]:
        """The start-up check (quick_check + zero-sum): [] when all is well."""
        from scorekeeper.ledger.catalog import free_sum_presets

        return quick_check(self.db.target, free_sum_presets())

    # Money and statistics ------------------------------------------------------
    def settle(
        self,
        ref: str | int,
        stake: str | None = None,
        currency: str | None = None,
        banker: str | None = None,
    ) -> Settlement:
        """Who pays whom, at the session's stake or at one given for this once.

        A settled session answers with the settlement kept when it was settled.
        """
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return settlement_for(raw(db), info, stake, currency, banker)

    def evening(self, ref: str | int) -> Evening:
        """Everything the printed report shows (games, totals, settle-up when a stake is
        set, the fingerprint), read in one snapshot so the page is one state."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            plan = None
            if info.settles_in_money:
                # no stake (or a pool without an entry fee): the points stand alone
                with suppress(RuleError):
                    plan = settlement_for(raw(db), info, None, None, None)
            games = tuple(reads.games(db, info))
            stamp = fingerprint(raw(db), info.id)
            return Evening(info, games, reads.totals(db, info), stamp, plan)

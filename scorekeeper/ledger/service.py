"""``Ledger``: the one object both faces talk to. Each method is one unit of work."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from sqlmodel import Session, select

from scorekeeper.ledger.audit import report as audit
from scorekeeper.ledger.changes import writer
from scorekeeper.ledger.clock import Clock, utc_now
from scorekeeper.ledger.core.limits import require_settles_by_stake
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.core.rotation import next_game
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import (
    EventRow,
    GameRow,
    NextGame,
    RevisionRow,
    SessionInfo,
    SessionSummary,
    Totals,
)
from scorekeeper.ledger.reads import history as reads
from scorekeeper.ledger.reads.evening import Evening
from scorekeeper.ledger.reads.games import ScoreRow
from scorekeeper.ledger.reads.history_page import HistoryPage
from scorekeeper.ledger.reads.pool_settle import settle_entry_fees
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
from scorekeeper.ledger.reads.ratings_season import season_stats
from scorekeeper.ledger.reads.session_view import SessionView, session_view
from scorekeeper.ledger.reads.settle import Settlement, settle
from scorekeeper.ledger.reads.stats import PlayerStats, player_stats
from scorekeeper.ledger.reads.totals_delta import Running
from scorekeeper.ledger.sessions import event_history as event_reads
from scorekeeper.ledger.sessions import events, players
from scorekeeper.ledger.sessions import manage as sessions
from scorekeeper.ledger.transfer import document as transfer
from scorekeeper.rules import RuleError
from scorekeeper.store.check import quick_check
from scorekeeper.store.digests import fingerprint
from scorekeeper.store.tables import GameSession, Meta
from scorekeeper.store.units import Connection, open_database

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.player_page import PlayerPage


class Ledger(writer.GameChanges):
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
    def new_session(
        self,
        name: str,
        players: Sequence[str],
        preset: str = "marriage-rummy",
        rules: Mapping[str, object] | None = None,
        first_dealer: str | None = None,
        stake: str | None = None,
        currency: str | None = None,
    ) -> tuple[SessionInfo, list[str]]:
        with self.db.write() as db:
            info, warnings = sessions.new_session(
                db, name, players, self.clock(), preset, rules, first_dealer, stake, currency
            )
            # here, not in sessions.new_session: an import keeps the stake it was given
            require_settles_by_stake(info.rules.preset, info.stake)
            return info, warnings

    def session(self, ref: str | int) -> SessionInfo:
        with self.db.read() as db:
            return session_info(db, find_session_row(db, ref))

    def next_game(self, ref: str | int, sitting_out: Sequence[str] = ()) -> NextGame:
        """Who deals, cuts and plays first next; skipping ``sitting_out`` too, if given."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return next_game(raw(db), info, tuple(sitting_out))

    def has_sessions(self) -> bool:
        """Whether any session exists (cheaper than listing them with their leaders)."""
        with self.db.read() as db:
            return db.exec(select(GameSession.id).limit(1)).first() is not None

    def sessions(self, include_archived: bool = True) -> list[SessionSummary]:
        with self.db.read() as db:
            result = []
            for row in sessions.session_rows(db, include_archived):
                info = session_info(db, row)
                games, leader, leader_total = reads.leader(db, info)
                result.append(
                    SessionSummary(
                        id=row.id,
                        name=row.name,
                        preset=row.preset,
                        seats=info.seats,
                        games=games,
                        leader=leader,
                        leader_total=leader_total,
                        last_used_at=row.last_used_at,
                        archived=row.archived,
                        settled_at=row.settled_at,
                    )
                )
            return result

    def remember_open(self, ref: str | int) -> None:
        """Note the session a face has open, so the next start resumes it."""
        with self.db.write() as db:
            row = find_session_row(db, ref)
            db.merge(Meta(key="last_open_session", value=str(row.id)))

    def last_open(self) -> SessionInfo | None:
        """The session open when the app last closed, if it still exists."""
        with self.db.read() as db:
            meta = db.get(Meta, "last_open_session")
            row = db.get(GameSession, int(meta.value)) if meta else None
            return session_info(db, row) if row else None

    def rename(self, ref: str | int, new_name: str) -> SessionInfo:
        with self.db.write() as db:
            return sessions.rename(db, ref, new_name, self.clock())

    def archive(self, ref: str | int, archived: bool = True) -> SessionInfo:
        with self.db.write() as db:
            return sessions.set_archived(db, ref, archived)

    def change_stake(
        self,
        ref: str | int,
        stake: str | None,
        currency: str | None,
        reason: str | None = None,
    ) -> SessionInfo:
        """Set, change or (both None) remove the stake; kept in history."""
        with self.db.write() as db:
            info = session_info(db, find_session_row(db, ref))
            events.change_stake(db, info, stake, currency, reason, self.clock())
            return session_info(db, find_session_row(db, info.id))

    def change_rules(
        self, ref: str | int, given: Mapping[str, object], reason: str | None = None
    ) -> SessionInfo:
        """Raise or lower the ending rules (target, deals); kept in history."""
        from scorekeeper.ledger.sessions.rule_changes import change_rules

        with self.db.write() as db:
            info = session_info(db, find_session_row(db, ref))
            change_rules(db, info, given, reason, self.clock())
            return session_info(db, find_session_row(db, info.id))

    def mark_settled(
        self, ref: str | int, banker: str | None = None, reason: str | None = None
    ) -> Settlement | None:
        """Close the evening; returns the settlement kept with it (None without a stake)."""
        with self.db.write() as db:
            info = session_info(db, find_session_row(db, ref))
            events.settle_session(db, info, banker, reason, self.clock())
            kept = events.kept_settlement(db, session_info(db, find_session_row(db, info.id)))
            return _fingerprinted(db, info, kept) if kept is not None else None

    def reopen(self, ref: str | int, reason: str | None = None) -> SessionInfo:
        with self.db.write() as db:
            info = session_info(db, find_session_row(db, ref))
            events.reopen_session(db, info, reason, self.clock())
            return session_info(db, find_session_row(db, info.id))

    def events(self, ref: str | int) -> list[EventRow]:
        """The session-level changes: stake, settled, reopened, players renamed or merged."""
        with self.db.read() as db:
            return event_reads.event_rows(db, session_info(db, find_session_row(db, ref)))

    # Players ------------------------------------------------------------------
    def rename_player(self, old: str, new: str, reason: str | None = None) -> str:
        with self.db.write() as db:
            return players.rename_player(db, old, new, reason, self.clock())

    def merge_players(self, source: str, target: str, reason: str | None = None) -> tuple[str, str]:
        """Make two players one person; returns (the name gone, the name kept)."""
        with self.db.write() as db:
            return players.merge_players(db, source, target, reason, self.clock())

    def split_player(self, name: str, reason: str | None = None) -> str:
        with self.db.write() as db:
            return players.split_player(db, name, reason, self.clock())

    def merged_players(self) -> list[tuple[str, str]]:
        """(the name a merged player had, the name they go by now): what split can undo."""
        with self.db.read() as db:
            return players.merged_names(db)

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
            return reads.last_change(db, session_info(db, find_session_row(db, ref)))

    def game(self, ref: str | int, number: int | str) -> GameRow:
        with self.db.read() as db:
            return reads.game(db, session_info(db, find_session_row(db, ref)), number)

    def totals(self, ref: str | int) -> Totals:
        with self.db.read() as db:
            return reads.totals(db, session_info(db, find_session_row(db, ref)))

    def history(self, ref: str | int, number: int | str | None = None) -> list[RevisionRow]:
        """Every revision, oldest first, as the faces show them: with the payment a game
        receives from the one before (nepali's foul paid in the next game), as ``games``
        shows it. An export keeps each revision's own scores (``reads.history``)."""
        from scorekeeper.ledger.core.carried import revisions_with_carry

        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return revisions_with_carry(raw(db), info, reads.history(db, info, number))

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
            return transfer.session_document(db, info, self.clock())

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
            return _plan(db, info, stake, currency, banker)

    def evening(self, ref: str | int) -> Evening:
        """Everything the printed report shows (games, totals, settle-up when a stake is
        set, the fingerprint), read in one snapshot so the page is one state."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            plan = None
            if info.settles_in_money:
                # no stake (or a pool without an entry fee): the points stand alone
                with suppress(RuleError):
                    plan = _plan(db, info, None, None, None)
            games = tuple(reads.games(db, info))
            stamp = fingerprint(raw(db), info.id)
            return Evening(info, games, reads.totals(db, info), stamp, plan)

    def stats(
        self, player: str | None = None, session: str | int | None = None
    ) -> list[PlayerStats]:
        """Per player across every session, or in one; one player if named (any case)."""
        with self.db.read() as db:
            session_id = find_session_row(db, session).id if session is not None else None
            return player_stats(db, player, session_id)

    def season_stats(
        self,
        since: str | None,
        until: str | None,
        preset: str | None = None,
        player: str | None = None,
    ) -> list[PlayerStats]:
        """``stats`` over the sessions created in a date range (of one preset, if given)."""
        first, last = check_range(since, until)
        key = check_preset(preset) if preset is not None else None
        with self.db.read() as db:
            return season_stats(db, first, last, key, player)

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


def _plan(
    db: Session, info: SessionInfo, stake: str | None, currency: str | None, banker: str | None
) -> Settlement:
    """The settle-up: the one kept when the session was settled, else worked out now."""
    if stake is None and currency is None and banker is None:
        kept = events.kept_settlement(db, info)
        if kept is not None:
            return _fingerprinted(db, info, kept)
    if info.settles_by_entry_fee:  # a pool: the entry fees, not points × stake
        return _fingerprinted(db, info, settle_entry_fees(db, info, currency, banker))
    return _fingerprinted(db, info, settle(db, info, stake, currency, banker))


def _fingerprinted(db: Session, info: SessionInfo, plan: Settlement) -> Settlement:
    """The plan with the session's fingerprint, read in the same unit of work."""
    return replace(plan, fingerprint=fingerprint(raw(db), info.id))

"""The Ledger's changes to sessions and players (stake, rules, settled, names), each one
unit of work, and the few facts kept about them; ``Ledger`` holds them with its reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.ledger.clock import Clock
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.list_rows import EventRow
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads import event_history as event_reads
from scorekeeper.ledger.reads.settle import Settlement
from scorekeeper.ledger.reads.settle_up import fingerprinted, kept_settlement
from scorekeeper.ledger.reads.stats import merged_names
from scorekeeper.ledger.sessions import events, players
from scorekeeper.ledger.sessions import manage as sessions
from scorekeeper.store.tables import GameSession, Meta


class SessionChanges:
    db: Any  # the ORM engine with read() and write() units of work (store.units)
    clock: Clock

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
            settled = session_info(db, find_session_row(db, info.id))
            kept = kept_settlement(raw(db), settled)
            return fingerprinted(raw(db), info, kept) if kept is not None else None

    def reopen(self, ref: str | int, reason: str | None = None) -> SessionInfo:
        with self.db.write() as db:
            info = session_info(db, find_session_row(db, ref))
            events.reopen_session(db, info, reason, self.clock())
            return session_info(db, find_session_row(db, info.id))

    def events(self, ref: str | int) -> list[EventRow]:
        """The session-level changes: stake, settled, reopened, players renamed or merged."""
        with self.db.read() as db:
            info = session_info(db, find_session_row(db, ref))
            return event_reads.event_rows(raw(db), info)

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
            return merged_names(raw(db))

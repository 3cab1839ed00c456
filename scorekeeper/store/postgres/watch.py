"""Noticing other writers on a PostgreSQL ledger: LISTEN for what every change says.

Every change to the ledger ends with ``NOTIFY scorekeeper`` (a restore says
``'replaced'``), which the server delivers at its commit to each connection listening.
The watch keeps one such connection and drains what has arrived at each look, never
waiting. A lost connection is opened again, and that look answers REPLACED: whatever
happened meanwhile is read again whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.store.postgres.connection import CHANNEL
from scorekeeper.store.watching import Change, KeptConnection

if TYPE_CHECKING:
    import psycopg


class ServerWatch(KeptConnection):
    def __init__(self, url: str) -> None:
        self.url = url
        self.looks = 0
        self.closed = False
        self.conn: psycopg.Connection | None = None
        self._open()

    def _open(self) -> bool:
        import psycopg

        self._close()
        try:
            self.conn = psycopg.connect(self.url, autocommit=True, connect_timeout=5)
            self.conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error:
            self._close()  # the server is away: the next look tries again
        return self.conn is not None

    def look(self) -> Change | None:
        import psycopg

        if self.closed:
            return None
        self.looks += 1
        if self.conn is None:
            return Change.REPLACED if self._open() else None
        try:
            said = [note.payload for note in self.conn.notifies(timeout=0, stop_after=1000)]
        except psycopg.Error:
            self._open()
            return Change.REPLACED
        if not said:
            return None
        return Change.REPLACED if "replaced" in said else Change.WRITTEN

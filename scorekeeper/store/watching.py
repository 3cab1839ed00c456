"""Noticing other writers, on either engine: what a screen needs to know to read again.

A SQLite file is watched through its own counters (``sqlite/watch.py``); a PostgreSQL
ledger tells its listeners itself, since every change there ends with a NOTIFY
(``postgres/watch.py``). Both answer ``look()`` with a ``Change`` or None, cheaply
enough for a timer on the screen's thread; ``units.open_watch`` picks one.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol


class Change(Enum):
    WRITTEN = "written"  # another writer committed: reread what is shown
    REPLACED = "replaced"  # another ledger now (a restore): read everything again, whole


class Watch(Protocol):
    looks: int

    def look(self) -> Change | None: ...

    def close(self) -> None: ...


class _Closable(Protocol):
    def close(self) -> None: ...


class KeptConnection:
    """What both watches share: the one connection each keeps open between looks, and
    closing it for good (a last timer tick after ``close`` must not open it again)."""

    conn: _Closable | None = None
    closed: bool = False

    def close(self) -> None:
        self.closed = True
        self._close()

    def _close(self) -> None:
        if self.conn is not None:
            self.conn.close()
        self.conn = None

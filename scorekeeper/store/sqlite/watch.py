"""Noticing other writers: has the database file changed since we last looked?

SQLite's ``PRAGMA data_version`` changes when another connection commits, but only as
seen by one connection kept open (the number is per connection), so ``FileWatch`` keeps
one of its own. It only ever reads; the app's own writes come through other connections
and so are noticed too, which costs one needless reread and keeps the rule simple.

A restore is noticed as a replacement: a file put in place of the old one has another
inode (the kept connection would still read the old one), and one copied in with
SQLite's backup API bumps ``PRAGMA schema_version``, which ordinary writes never do.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from scorekeeper.store.watching import Change, KeptConnection

# A look that has to wait for a lock is skipped, not waited for: the screen must not
# freeze, and the next look (half a second later) will see the change.
LOOK_TIMEOUT_S = 0.05


class FileWatch(KeptConnection):
    """Cheap looks at one database file, for a timer on the screen's thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.looks = 0  # how many looks were taken (tests count them instead of seconds)
        self.conn: sqlite3.Connection | None = None
        self.identity: tuple[int, int] | None = None
        self.versions: tuple[int, int] | None = None
        self.closed = False
        self._open()

    def _open(self) -> None:
        self._close()
        try:
            self.identity = self._identity()
            self.conn = sqlite3.connect(self.path, timeout=LOOK_TIMEOUT_S, isolation_level=None)
            self.versions = self._versions()
        except (OSError, sqlite3.Error):
            self._close()  # no file, or not readable now: the next look tries again

    def _identity(self) -> tuple[int, int]:
        stat = os.stat(self.path)
        return stat.st_dev, stat.st_ino

    def _versions(self) -> tuple[int, int]:
        assert self.conn is not None
        # fetchall: a statement left unfinished would hold its read snapshot open, and
        # the connection would then never see another writer's commit.
        (data,) = self.conn.execute("PRAGMA data_version").fetchall()[0]
        (schema,) = self.conn.execute("PRAGMA schema_version").fetchall()[0]
        return data, schema

    def look(self) -> Change | None:
        """What happened to the file since the last look; None when nothing did."""
        if self.closed:
            return None  # the app is closing: a last tick must not open the file again
        self.looks += 1
        try:
            identity = self._identity()
        except OSError:
            return None  # moved away for a moment (or gone): look again next time
        if self.conn is None or identity != self.identity:
            was_open = self.conn is not None
            self._open()
            return Change.REPLACED if was_open or self.conn is not None else None
        try:
            versions = self._versions()
        except sqlite3.OperationalError:
            return None  # locked just now
        except sqlite3.DatabaseError:
            self._open()  # unreadable under this connection: start afresh
            return Change.REPLACED
        before, self.versions = self.versions, versions
        if before is None or versions == before:
            return None
        return Change.WRITTEN if versions[1] == before[1] else Change.REPLACED

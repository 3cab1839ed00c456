"""A sqlite3 connection as the ledger speaks to one: the ``units.Connection`` protocol.

sqlite3 already takes the ledger's ``?`` parameters, so ``execute`` and ``executemany``
pass straight through. What PostgreSQL's connection (``PgConnection``) does its own way,
``stream`` and ``ids_written``, SQLite does with what it has; written out here, the ledger
calls them on either connection alike, rather than asking each one whether it has them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any


class SqliteConnection:
    """The ledger's view of one sqlite3 connection; ``raw`` is the connection itself."""

    engine = "sqlite"

    __slots__ = ("raw",)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.raw = conn

    def execute(self, sql: str, params: Any = (), /) -> sqlite3.Cursor:
        return self.raw.execute(sql, params)

    def executemany(self, sql: str, rows: Any, /) -> sqlite3.Cursor:
        return self.raw.executemany(sql, rows)

    def stream(self, sql: str, params: Sequence[object] = ()) -> Iterable[tuple]:
        """The rows on a cursor of their own, read as they are walked: two such reads can
        be walked side by side, neither held whole in memory."""
        return self.raw.cursor().execute(sql, params)

    def ids_written(self, table: str) -> None:
        """Nothing to tell: SQLite takes MAX(id) + 1 for the next row by itself."""

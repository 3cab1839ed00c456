"""What SQLite alone can tell of its file: the integrity and foreign-key checks.

``check`` runs these on the raw file before anything opens (or migrates) it, so a
damaged file gets a list of what is wrong rather than a refusal to open.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite.connection import SqliteConnection
from scorekeeper.store.sqlite.files import require_existing
from scorekeeper.store.sqlite.reading import connect_read, describe_sqlite_error

MAX_SHOWN = 20  # a damaged file can have thousands of complaints; the first ones tell


def existing(path: Path) -> Path:
    """``path`` if it is a file with something in it; else the one sentence that says
    what it is instead."""
    return require_existing(path)


def connect(path: Path) -> sqlite3.Connection:
    """A connection for looking only: never creates the file, works on read-only media,
    and leaves nothing beside it (``reading.connect_read``)."""
    return connect_read(existing(path))


def integrity_problems(conn: sqlite3.Connection, path: Path, quick: bool = False) -> list[str]:
    """SQLite's verdict on the pages and indexes (``quick_check`` skips index contents)."""
    pragma = "quick_check" if quick else "integrity_check"
    try:
        rows = [row[0] for row in conn.execute(f"PRAGMA {pragma}({MAX_SHOWN})")]
    except sqlite3.OperationalError as error:  # locked, or no -wal can be made: not damage
        raise StorageError(describe_sqlite_error(path, error)) from None
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read the file: {error}"]
    return [] if rows == ["ok"] else [f"SQLite {pragma}: {row}" for row in rows]


def foreign_key_problems(conn: sqlite3.Connection) -> list[str]:
    """SQLite's foreign-key check (PostgreSQL enforces its keys on every write)."""
    return [
        f"foreign key: a row of {table} (rowid {rowid}) points at a missing {parent}"
        for table, rowid, parent, _ in conn.execute("PRAGMA foreign_key_check").fetchmany(MAX_SHOWN)
    ]


def quick_file_check(path: Path, then: Callable[[SqliteConnection], list[str]]) -> list[str]:
    """``PRAGMA quick_check``, then (the file's pages sound) what ``then`` finds on the same
    connection; the problems, or the one sentence that says why the file cannot be read."""
    try:
        conn = connect(path)
        try:
            return integrity_problems(conn, path, quick=True) or then(SqliteConnection(conn))
        finally:
            conn.close()
    except StorageError as error:  # missing, locked, or its folder will not take a -wal
        return [str(error)]
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read the file: {error}"]

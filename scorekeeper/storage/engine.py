"""Opening the one SQLite file: checks, pragmas, migrations, and transactions.

Every connection gets ``foreign_keys=ON``, ``journal_mode=WAL``, ``synchronous=FULL``
and a busy timeout. The driver's own implicit transactions are switched off so that we
issue ``BEGIN`` ourselves: ``BEGIN IMMEDIATE`` for a write, which takes the write lock
up front, so two writers queue at BEGIN instead of failing half-way.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool
from sqlmodel import Session, create_engine

from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.migrations import APP_ID, MIGRATIONS, SCHEMA_VERSION

BUSY_TIMEOUT_S = 30.0
SQLITE_HEADER = b"SQLite format 3\x00"


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


def _create_private(path: Path) -> None:
    """Create an empty file readable by its owner only, before SQLite touches it."""
    if not path.parent.is_dir():
        raise StorageError(f"cannot create {path}: the folder {path.parent} does not exist")
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        pass
    except OSError as error:
        raise StorageError(f"cannot create {path}: {error.strerror}") from None


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StorageError(f"cannot read {path}: {error.strerror}") from None
    if head and head != SQLITE_HEADER:
        raise StorageError(f"{path} is not a scorekeeper database (not an SQLite file)")


def prepare(path: Path) -> None:
    """Create or check the file and bring its schema up to date; refuse what is not ours."""
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    if not path.exists():
        _create_private(path)
    _check_header(path)
    try:
        conn = _connect(path)
        try:
            _migrate(conn, path)
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        raise StorageError(describe_sqlite_error(path, error)) from None


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if tables and app_id != APP_ID:
        raise StorageError(f"{path} is some other SQLite database, not a scorekeeper one")
    version = 0
    if "meta" in tables:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = int(row[0]) if row else 0
    if version > SCHEMA_VERSION:
        raise StorageError(
            f"{path} was written by a newer scorekeeper (schema {version}; this one reads up "
            f"to {SCHEMA_VERSION}): upgrade the scorekeeper to open it"
        )
    if version == SCHEMA_VERSION:
        return
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN IMMEDIATE")
    try:
        for step in MIGRATIONS[version:]:
            step(conn)
        conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)",
            (str(SCHEMA_VERSION),),
        )
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def describe_sqlite_error(path: Path, error: Exception) -> str:
    text = str(getattr(error, "orig", None) or error)
    if "locked" in text or "busy" in text:
        return (
            f"{path} is busy: another scorekeeper kept it locked for {BUSY_TIMEOUT_S:.0f} s; "
            "close it or try again"
        )
    if "readonly" in text or "read-only" in text:
        return f"cannot write to {path}: the file or its folder is read-only"
    if "not a database" in text or "malformed" in text or "disk image" in text:
        return f"{path} is damaged or not a scorekeeper database ({text})"
    if "unable to open" in text:
        return f"cannot open {path}: check that the folder exists and is yours"
    return f"{path}: database error: {text}"


class Database:
    """The engine over one file, and the two kinds of unit of work."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path).expanduser()
        prepare(self.path)
        self.engine: Engine = create_engine(
            "sqlite://", creator=lambda: _connect(self.path), poolclass=NullPool
        )
        self._cached: Session | None = None

        @event.listens_for(self.engine, "begin")
        def _begin(conn: Connection) -> None:
            mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
            conn.exec_driver_sql(f"BEGIN {mode}")

    @contextmanager
    def _unit(self, mode: str) -> Iterator[Session]:
        try:
            with self.engine.connect() as conn:
                conn = conn.execution_options(sqlite_begin=mode)
                with Session(bind=conn, expire_on_commit=False) as session, session.begin():
                    yield session
        except OperationalError as error:
            raise StorageError(describe_sqlite_error(self.path, error)) from None

    def write(self) -> AbstractContextManager[Session]:
        """One user action: ``BEGIN IMMEDIATE`` … ``COMMIT``, or nothing at all."""
        return self._unit("IMMEDIATE")

    def read(self) -> AbstractContextManager[Session]:
        """A consistent snapshot for reading (deferred transaction)."""
        return self._unit("DEFERRED")

    def dispose(self) -> None:
        self.engine.dispose()

"""Opening the one SQLite file: checks, pragmas, migrations, and transactions.

Every connection gets ``foreign_keys=ON``, ``journal_mode=WAL``, ``synchronous=FULL``
and a busy timeout. The driver's own implicit transactions are switched off so that we
issue ``BEGIN`` ourselves: ``BEGIN IMMEDIATE`` for a write, which takes the write lock
up front, so two writers queue at BEGIN instead of failing half-way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.storage import backup, upgrade
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.files import check_header, create_private

if TYPE_CHECKING:  # imported by Database itself: prepare and read_plain need sqlite3 only
    from sqlalchemy.engine import Connection, Engine
    from sqlmodel import Session

BUSY_TIMEOUT_S = 30.0


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


def prepare(path: Path) -> None:
    """Create or check the file and bring its schema up to date; refuse what is not ours."""
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    if not path.exists():
        create_private(path)
    check_header(path)
    try:
        conn = _connect(path)
        try:
            upgrade.migrate(conn, path)
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        raise StorageError(describe_sqlite_error(path, error)) from None


@contextmanager
def read_plain(path: Path) -> Iterator[sqlite3.Connection]:
    """A consistent snapshot (deferred transaction) on sqlite3 alone, errors as Database's."""
    with _plain_errors(path):
        conn = _connect(path)
        try:
            conn.execute("BEGIN DEFERRED")
            yield conn
        finally:
            conn.close()


@contextmanager
def write_plain(path: Path) -> Iterator[sqlite3.Connection]:
    """One user action on sqlite3 alone, as ``Database.write``: the daily backup first,
    then ``BEGIN IMMEDIATE`` … ``COMMIT``, or nothing at all."""
    daily_backup(path)
    with _plain_errors(path):
        conn = _connect(path)
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")
        finally:
            if conn.in_transaction:
                conn.rollback()
            conn.close()


@contextmanager
def _plain_errors(path: Path) -> Iterator[None]:
    try:
        yield
    except (sqlite3.IntegrityError, sqlite3.ProgrammingError):
        raise  # a broken rule of ours, not a problem with the file
    except sqlite3.DatabaseError as error:
        raise StorageError(describe_sqlite_error(path, error)) from None


def daily_backup(path: Path) -> None:
    """Before the first write of each day, a rolling copy of the file as it was."""
    try:
        if backup.daily_backup_due(path):
            backup.auto_backup(path, "daily")
    except (StorageError, OSError, sqlite3.Error):
        # Tonight's game matters more than yesterday's copy: write anyway, and
        # `scorekeeper backup` will say plainly what stops a copy.
        pass


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
        return (
            f"{path} is damaged or not a scorekeeper database ({text}); see "
            "`scorekeeper check`, and restore a backup with `scorekeeper restore FILE`"
        )
    if "unable to open" in text:
        return (
            f"cannot open {path}: check that its folder exists and that you may write "
            "there (SQLite keeps a -wal file beside the database)"
        )
    return f"{path}: database error: {text}"


class Database:
    """The engine over one file, and the two kinds of unit of work."""

    def __init__(self, path: Path | str) -> None:
        from sqlalchemy import event
        from sqlalchemy.pool import NullPool
        from sqlmodel import create_engine

        self.path = Path(path).expanduser()
        prepare(self.path)
        self.engine: Engine = create_engine(
            "sqlite://", creator=lambda: _connect(self.path), poolclass=NullPool
        )
        self._cached: Session | None = None
        self._backup_day: str | None = None

        @event.listens_for(self.engine, "begin")
        def _begin(conn: Connection) -> None:
            mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
            conn.exec_driver_sql(f"BEGIN {mode}")

    @contextmanager
    def _unit(self, mode: str) -> Iterator[Session]:
        from sqlalchemy.exc import DatabaseError, IntegrityError, ProgrammingError
        from sqlmodel import Session

        try:
            with self.engine.connect() as conn:
                conn = conn.execution_options(sqlite_begin=mode)
                with Session(bind=conn, expire_on_commit=False) as session, session.begin():
                    yield session
        except (IntegrityError, ProgrammingError, sqlite3.IntegrityError, sqlite3.ProgrammingError):
            raise  # a broken rule of ours, not a problem with the file
        # locked, read-only, or a damaged page met on reading (sqlite3's own: ledger.plain)
        except (DatabaseError, sqlite3.DatabaseError) as error:
            raise StorageError(describe_sqlite_error(self.path, error)) from None

    def write(self) -> AbstractContextManager[Session]:
        """One user action: ``BEGIN IMMEDIATE`` … ``COMMIT``, or nothing at all."""
        self._daily_backup()
        return self._unit("IMMEDIATE")

    def _daily_backup(self) -> None:
        """The daily backup, looked for once a day by each Database."""
        today = backup.now().strftime("%Y%m%d")
        if self._backup_day != today:
            self._backup_day = today
            daily_backup(self.path)

    def read(self) -> AbstractContextManager[Session]:
        """A consistent snapshot for reading (deferred transaction)."""
        return self._unit("DEFERRED")

    def dispose(self) -> None:
        self.engine.dispose()

"""Opening the one SQLite file: checks, pragmas, migrations, and transactions.

Every connection that may write gets ``foreign_keys=ON``, ``journal_mode=WAL``,
``synchronous=FULL`` and a busy timeout. The driver's own implicit transactions are
switched off so that we issue ``BEGIN`` ourselves: ``BEGIN IMMEDIATE`` for a write,
which takes the write lock up front, so two writers queue at BEGIN instead of failing
half-way.

Only a change creates or upgrades the file (``prepare``); the commands that only read
open it through ``reading.py`` (``read_only=True``), which never writes.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite import reading, upgrade
from scorekeeper.store.sqlite.connection import SqliteConnection
from scorekeeper.store.sqlite.files import check_header, create_private
from scorekeeper.store.sqlite.reading import connect_read, describe_sqlite_error, require_readable

if TYPE_CHECKING:  # imported by Database itself: prepare and read_plain need sqlite3 only
    from sqlalchemy.engine import Connection, Engine
    from sqlmodel import Session


def _connect(path: Path) -> sqlite3.Connection:
    wait = reading.BUSY_TIMEOUT_S  # looked up now: a test may shorten it
    conn = sqlite3.connect(path, timeout=wait, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
    return conn


def prepare(path: Path) -> None:
    """Create or check the file and bring its schema up to date; refuse what is not ours.

    For a change (and the TUI) only: it writes, so a file or folder that cannot be
    written is refused here. A file it created and could not make a database of (a full
    disk) is removed again, so a failed first change leaves nothing.
    """
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    created = not path.exists()
    if created:
        create_private(path)
    elif not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
        # Refused before anything is made: SQLite would leave a -wal and -shm beside a
        # read-only file, and only say "unable to open" in a read-only folder.
        raise StorageError(f"cannot write to {path}: the file or its folder is read-only")
    try:
        check_header(path)
        conn = _connect(path)
        try:
            upgrade.migrate(conn, path)
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        _remove_if_empty(path, created)
        raise StorageError(describe_sqlite_error(path, error)) from None
    except BaseException:
        _remove_if_empty(path, created)
        raise


def _remove_if_empty(path: Path, created: bool) -> None:
    """The empty file ``prepare`` made a moment ago, still empty: nothing to keep."""
    try:
        if created and path.stat().st_size == 0:
            path.unlink()
    except OSError:
        pass


@contextmanager
def read_plain(path: Path, read_only: bool = False) -> Iterator[SqliteConnection]:
    """A consistent snapshot (deferred transaction) on sqlite3 alone, errors as Database's;
    ``read_only`` for a command that only reads (``reading.connect_read``)."""
    with _plain_errors(path):
        conn = connect_read(path) if read_only else _connect(path)
        try:
            conn.execute("BEGIN DEFERRED")
            yield SqliteConnection(conn)
        finally:
            conn.close()


@contextmanager
def write_plain(path: Path) -> Iterator[SqliteConnection]:
    """One user action on sqlite3 alone, as ``Database.write``: the daily backup first,
    then ``BEGIN IMMEDIATE`` … ``COMMIT``, or nothing at all."""
    daily_backup(path)
    with _plain_errors(path):
        conn = _connect(path)
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield SqliteConnection(conn)
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
    # Tonight's game matters more than yesterday's copy: write anyway, and
    # `scorekeeper backup` will say plainly what stops a copy.
    from scorekeeper.store.sqlite import backup  # a change's only: a read never copies

    with suppress(StorageError, OSError, sqlite3.Error):
        backup.take_daily(path)


class Database:
    """The engine over one file, and the two kinds of unit of work.

    ``read_only``: for the commands that only read. The file must hold a current
    database already (it is neither created nor upgraded), every connection can only
    read (``reading.connect_read``), and ``write`` is a mistake in the program.
    """

    def __init__(self, path: Path | str, read_only: bool = False) -> None:
        from sqlalchemy import event
        from sqlalchemy.pool import NullPool
        from sqlmodel import create_engine

        self.path = Path(path).expanduser()
        self.target = self.path
        self.read_only = read_only
        if read_only:
            require_readable(self.path)
        else:
            prepare(self.path)
        self.engine: Engine = create_engine(
            "sqlite://", creator=self._new_connection, poolclass=NullPool
        )
        self._cached: Session | None = None
        self._backup_day: str | None = None

        @event.listens_for(self.engine, "begin")
        def _begin(conn: Connection) -> None:
            mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
            conn.exec_driver_sql(f"BEGIN {mode}")

    def _new_connection(self) -> sqlite3.Connection:
        # The module's names are looked up now, not at __init__: a test may watch them.
        return connect_read(self.path) if self.read_only else _connect(self.path)

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
        # locked, read-only, or a damaged page met on reading (sqlite3's own: the plain reads)
        except (DatabaseError, sqlite3.DatabaseError) as error:
            raise StorageError(describe_sqlite_error(self.path, error)) from None

    def write(self) -> AbstractContextManager[Session]:
        """One user action: ``BEGIN IMMEDIATE`` … ``COMMIT``, or nothing at all."""
        if self.read_only:
            raise RuntimeError(f"{self.path} was opened for reading only")
        self._daily_backup()
        return self._unit("IMMEDIATE")

    def _daily_backup(self) -> None:
        """The daily backup, looked for once a day by each Database."""
        from scorekeeper.store.sqlite import backup

        today = backup.now().strftime("%Y%m%d")
        if self._backup_day != today:
            self._backup_day = today
            daily_backup(self.path)

    def read(self) -> AbstractContextManager[Session]:
        """A consistent snapshot for reading (deferred transaction)."""
        return self._unit("DEFERRED")

    def dispose(self) -> None:
        self.engine.dispose()

"""Opening a PostgreSQL ledger: checks, migrations, transactions, errors in sentences.

Several scorers may write at once (a web face at each table), so a change takes one
transaction-scoped advisory lock before it reads anything: changes queue as SQLite's
``BEGIN IMMEDIATE`` makes them queue, and a game number read under the lock cannot be
taken by another writer before the commit (the UNIQUE keys are the backstop). A read is
one ``REPEATABLE READ`` snapshot, as SQLite's deferred transaction is.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.store import schema_mark as mark
from scorekeeper.store.errors import StorageError
from scorekeeper.store.postgres import migrations
from scorekeeper.store.postgres.connection import (
    CHANNEL,
    PgConnection,
    connect,
    driver,
)
from scorekeeper.store.postgres.failures import errors_told, failure, unknown
from scorekeeper.store.target import label

if TYPE_CHECKING:
    from sqlmodel import Session

WRITE_LOCK = 0x534B5052  # "SKPR", as SQLite's application id: one writer at a time
READ = "BEGIN ISOLATION LEVEL REPEATABLE READ"
WRITE = f"BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})"
NOTIFY = f"NOTIFY {CHANNEL}"  # delivered at the commit: screens open elsewhere read again


def _tables(conn: PgConnection, url: str) -> set[str]:
    # pg_tables lists every table, also those this role may not read (information_schema
    # would hide them, and a ledger the role lacks rights on would look empty).
    (schema,) = conn.execute("SELECT current_schema()").fetchone()
    if schema is None:
        raise StorageError(
            f"{label(url)}: its search_path names no schema that exists, so there is no "
            "ledger to find or make; fix the URL's options or create the schema"
        )
    query = "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = ?"
    return {name for (name,) in conn.execute(query, (schema,))}


def schema_version(conn: PgConnection, url: str) -> int:
    """The database's schema version (0 when it holds no tables); refuses what is not ours."""
    tables = _tables(conn, url)
    if not tables:
        return 0
    marks = {}
    if "meta" in tables:
        marks = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if marks.get("application") != migrations.APPLICATION:
        raise StorageError(
            f"{label(url)} holds some other program's tables, not a scorekeeper ledger"
        )
    latest = len(migrations.MIGRATIONS)
    return mark.schema_version(marks.get("schema_version"), label(url), latest)


def prepare(url: str) -> None:
    """Create the tables or bring them up to date, all in one transaction (PostgreSQL's
    DDL is transactional), under the write lock: a second scorer waits, then finds them."""
    with errors_told(url):
        conn = PgConnection(connect(url, read_only=False))
        try:
            if schema_version(conn, url) == len(migrations.MIGRATIONS):
                return
            conn.raw.execute(WRITE)
            try:
                version = schema_version(conn, url)
                for step in migrations.MIGRATIONS[version:]:
                    step(conn)
                conn.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT "
                    "(key) DO UPDATE SET value = excluded.value",
                    (str(len(migrations.MIGRATIONS)),),
                )
                conn.raw.execute("COMMIT")
            except BaseException:
                conn.rollback()
                raise
        finally:
            conn.close()


def require_readable(url: str) -> None:
    """Refuse, in one sentence, a database a read cannot use: empty, another's, older."""
    with errors_told(url):
        conn = PgConnection(connect(url, read_only=True))
        try:
            version = schema_version(conn, url)
        finally:
            conn.close()
    latest = len(migrations.MIGRATIONS)
    if version == 0:
        raise StorageError(
            f"{label(url)} holds no scorekeeper ledger yet; `scorekeeper --db URL new NAME "
            "-p PLAYER …` starts one"
        )
    if version < latest:
        raise StorageError(
            f"{label(url)} was written by an older scorekeeper (schema {version}; this one "
            f"reads {latest}); the next change upgrades it"
        )


@contextmanager
def read_plain(url: str, read_only: bool = False) -> Iterator[PgConnection]:
    with errors_told(url):
        conn = PgConnection(connect(url, read_only))
        try:
            conn.raw.execute(READ)
            yield conn
        finally:
            conn.close()


@contextmanager
def write_plain(url: str) -> Iterator[PgConnection]:
    with errors_told(url):
        conn = PgConnection(connect(url, read_only=False))
        try:
            conn.raw.execute(WRITE)
            yield conn
            conn.raw.execute(NOTIFY)
            try:
                conn.raw.execute("COMMIT")
            except driver().Error as error:
                raise unknown(url, error) from None
        finally:
            if conn.in_transaction:
                conn.rollback()
            conn.close()


def stand_in_path(url: str) -> Path:
    """A file name of this user's own for what the TUI keeps beside a ledger's file (a
    half-entered game's draft): a server has no folder of ours, so one in the user's
    data folder stands in, named for the server and database (never the password)."""
    from platformdirs import user_data_dir

    digest = hashlib.sha1(label(url).encode("utf-8")).hexdigest()[:16]
    folder = Path(user_data_dir("scorekeeper", appauthor=False)) / "servers"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder / f"{digest}.ledger"


class Database:
    """The ORM's engine over one PostgreSQL database, and its two kinds of unit of work
    (as ``store.sqlite.engine.Database``)."""

    def __init__(self, url: str, read_only: bool = False) -> None:
        from sqlalchemy.pool import NullPool
        from sqlmodel import create_engine

        self.target = url
        self.path = stand_in_path(url)
        self.read_only = read_only
        if read_only:
            require_readable(url)
        else:
            prepare(url)
        self.engine = create_engine(
            "postgresql+psycopg://",
            creator=lambda: connect(url, read_only, autocommit=False),
            poolclass=NullPool,
        )

    @contextmanager
    def _unit(self, write: bool) -> Iterator[Session]:
        import psycopg
        from sqlalchemy import text
        from sqlalchemy.exc import DatabaseError, IntegrityError, ProgrammingError
        from sqlmodel import Session

        level = "READ COMMITTED" if write else "REPEATABLE READ"
        committing = False  # a connection lost from here on leaves the outcome unknown
        try:
            with self.engine.connect() as conn:
                conn = conn.execution_options(isolation_level=level)
                with Session(bind=conn, expire_on_commit=False) as session:
                    session.begin()
                    if write:
                        session.execute(text(f"SELECT pg_advisory_xact_lock({WRITE_LOCK})"))
                    yield session
                    if write:
                        session.execute(text(NOTIFY))
                    session.flush()  # what is left to send is the COMMIT alone
                    committing = True
                    session.commit()
        except (
            IntegrityError,
            ProgrammingError,
            psycopg.IntegrityError,
            psycopg.ProgrammingError,
        ) as error:
            if getattr(getattr(error, "orig", error), "sqlstate", None) == "42501":
                raise failure(self.target, error) from None
            raise
        except (DatabaseError, psycopg.Error) as error:
            raise (unknown if committing else failure)(self.target, error) from None

    def write(self) -> AbstractContextManager[Session]:
        if self.read_only:
            raise RuntimeError(f"{label(self.target)} was opened for reading only")
        return self._unit(write=True)

    def read(self) -> AbstractContextManager[Session]:
        return self._unit(write=False)

    def dispose(self) -> None:
        self.engine.dispose()

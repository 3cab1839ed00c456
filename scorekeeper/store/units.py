"""Units of work on either engine: the one door the ledger goes through to its data.

``engines.engine_for`` picks SQLite or PostgreSQL from the target (a path or a URL), in
one place; each engine imports only its own modules, so a command on a file starts without
psycopg and one on a server without SQLite's file checks. What comes back speaks the same
SQL either way: a ``Connection`` taking ``?`` parameters, or an ORM session.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from scorekeeper.store.connection import Connection
from scorekeeper.store.engines import engine_for
from scorekeeper.store.target import Target

if TYPE_CHECKING:
    from sqlmodel import Session

    from scorekeeper.store.watching import Watch


def prepare(target: Target) -> None:
    """Create the ledger or bring its schema up to date (a change, or the TUI, asks this)."""
    engine_for(target).prepare(target)


def require_readable(target: Target) -> None:
    engine_for(target).require_readable(target)


def read_plain(target: Target, read_only: bool = False) -> AbstractContextManager[Connection]:
    """One consistent snapshot on the driver alone (no ORM to import)."""
    return engine_for(target).read_plain(target, read_only)


def write_plain(target: Target) -> AbstractContextManager[Connection]:
    """One user action on the driver alone: all of it, or nothing."""
    return engine_for(target).write_plain(target)


def daily_backup(target: Target) -> None:
    """SQLite's rolling copy of the file; a server is backed up by its own means."""
    engine_for(target).daily_backup(target)


def open_database(target: Target, read_only: bool = False) -> Any:
    """The ORM's engine over the ledger, with ``read()`` and ``write()`` units of work."""
    return engine_for(target).open_database(target, read_only)


def open_watch(target: Target) -> Watch:
    """A cheap look, for a timer on a screen, at whether another writer changed the ledger."""
    return engine_for(target).open_watch(target)


def driver_connection(db: Session) -> Connection:
    """The connection under an ORM unit of work, its pending changes written first, as
    the plain SQL speaks to it."""
    db.flush()
    raw = db.connection().connection.driver_connection
    assert raw is not None  # an open unit of work holds its connection
    if db.get_bind().dialect.name == "postgresql":
        from scorekeeper.store.postgres.connection import PgConnection

        return PgConnection(raw)
    from scorekeeper.store.sqlite.connection import SqliteConnection

    return SqliteConnection(raw)


def json_int(engine: str, column: str, key: str) -> str:
    """SQL for the whole number under ``key`` in a JSON text column (NULL if absent): the
    one thing SQLite and PostgreSQL spell differently in the ledger's queries."""
    if engine == "postgresql":
        return f"CAST(CAST({column} AS jsonb) ->> '{key}' AS INTEGER)"
    return f"json_extract({column}, '$.{key}')"


def stream(conn: Connection, sql: str, params: Sequence[object] = ()) -> Iterable[tuple]:
    """The rows of ``sql`` as they are read, on a cursor of their own, so that two such
    reads can be walked side by side without either being held whole in memory."""
    return conn.stream(sql, params)


def ids_written(conn: Connection, *tables: str) -> None:
    """After rows given their ids by hand: SQLite takes MAX(id) + 1 next by itself;
    PostgreSQL's identity counters are told (``PgConnection.ids_written``)."""
    for table in tables:
        conn.ids_written(table)

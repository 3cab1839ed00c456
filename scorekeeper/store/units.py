"""Units of work on either engine: the one door the ledger goes through to its data.

Each function picks SQLite or PostgreSQL from the target (a path or a URL) and imports
only that engine's module, so a command on a file starts without psycopg and one on a
server without SQLite's file checks. What comes back speaks the same SQL either way: a
connection with ``execute``/``executemany`` taking ``?`` parameters, or an ORM session.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.store.target import Target, is_server

if TYPE_CHECKING:
    from sqlmodel import Session

    from scorekeeper.store.watching import Watch


class Connection(Protocol):
    """What the ledger's plain SQL asks of a connection (sqlite3's, or ``PgConnection``)."""

    def execute(self, sql: str, params: Any = ..., /) -> Any: ...

    def executemany(self, sql: str, rows: Any, /) -> Any: ...


def prepare(target: Target) -> None:
    """Create the ledger or bring its schema up to date (a change, or the TUI, asks this)."""
    if is_server(target):
        from scorekeeper.store.postgres import engine

        engine.prepare(str(target))
    else:
        from scorekeeper.store.sqlite import engine

        engine.prepare(target)


def require_readable(target: Target) -> None:
    if is_server(target):
        from scorekeeper.store.postgres import engine

        engine.require_readable(str(target))
    else:
        from scorekeeper.store.sqlite.reading import require_readable as sqlite_readable

        sqlite_readable(target)


def read_plain(target: Target, read_only: bool = False) -> AbstractContextManager[Connection]:
    """One consistent snapshot on the driver alone (no ORM to import)."""
    if is_server(target):
        from scorekeeper.store.postgres import engine

        return engine.read_plain(str(target), read_only)
    from scorekeeper.store.sqlite import engine as sqlite_engine

    return sqlite_engine.read_plain(target, read_only)


def write_plain(target: Target) -> AbstractContextManager[Connection]:
    """One user action on the driver alone: all of it, or nothing."""
    if is_server(target):
        from scorekeeper.store.postgres import engine

        return engine.write_plain(str(target))
    from scorekeeper.store.sqlite import engine as sqlite_engine

    return sqlite_engine.write_plain(target)


def daily_backup(target: Target) -> None:
    """SQLite's rolling copy of the file; a server is backed up by its own means."""
    if not is_server(target):
        from scorekeeper.store.sqlite import engine

        engine.daily_backup(target)


def open_database(target: Target, read_only: bool = False) -> Any:
    """The ORM's engine over the ledger, with ``read()`` and ``write()`` units of work."""
    if is_server(target):
        from scorekeeper.store.postgres.engine import Database as ServerDatabase

        return ServerDatabase(str(target), read_only)
    from scorekeeper.store.sqlite.engine import Database

    return Database(target, read_only)


def driver_connection(db: Session) -> Connection:
    """The connection under an ORM unit of work, its pending changes written first, as
    the plain SQL speaks to it."""
    db.flush()
    raw = db.connection().connection.driver_connection
    if db.get_bind().dialect.name == "postgresql":
        from scorekeeper.store.postgres.connection import PgConnection

        return PgConnection(raw)
    return raw


def json_int(engine: str, column: str, key: str) -> str:
    """SQL for the whole number under ``key`` in a JSON text column (NULL if absent): the
    one thing SQLite and PostgreSQL spell differently in the ledger's queries."""
    if engine == "postgresql":
        return f"CAST(CAST({column} AS jsonb) ->> '{key}' AS INTEGER)"
    return f"json_extract({column}, '$.{key}')"


def stream(conn: Connection, sql: str, params: Sequence[object] = ()) -> Iterable[tuple]:
    """The rows of ``sql`` as they are read, on a cursor of their own, so that two such
    reads can be walked side by side without either being held whole in memory."""
    own = getattr(conn, "stream", None)
    if own is not None:
        return own(sql, params)
    return conn.cursor().execute(sql, params)  # type: ignore[attr-defined]


def ids_written(conn: Connection, *tables: str) -> None:
    """After rows given their ids by hand: SQLite takes MAX(id) + 1 next by itself;
    PostgreSQL's identity counters are told (``PgConnection.ids_written``)."""
    told = getattr(conn, "ids_written", None)
    if told is not None:
        for table in tables:
            told(table)


def open_watch(target: Target) -> Watch:
    """A cheap look, for a timer on a screen, at whether another writer changed the ledger."""
    if is_server(target):
        from scorekeeper.store.postgres.watch import ServerWatch

        return ServerWatch(str(target))
    from pathlib import Path

    from scorekeeper.store.sqlite.watch import FileWatch

    return FileWatch(Path(target))

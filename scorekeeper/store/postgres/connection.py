"""A psycopg connection that speaks as the ledger's SQL is written: qmark parameters.

The ledger's plain SQL is written once, in the subset SQLite and PostgreSQL share, with
``?`` for a parameter as sqlite3 takes it. psycopg takes ``%s`` and reads every ``%`` as
the start of one, so each statement is translated once (outside quoted text) and kept.
The rest of what the ledger asks of a connection (``execute`` returning a cursor to
fetch from or iterate, ``executemany``) psycopg has already.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import suppress
from functools import lru_cache
from itertools import count
from types import ModuleType
from typing import TYPE_CHECKING

from scorekeeper.store.errors import BadTarget, StorageError
from scorekeeper.store.target import label, scrub

if TYPE_CHECKING:
    import psycopg

_cursors = count(1)
CHANNEL = "scorekeeper"  # every change is told here (NOTIFY); an open TUI listens
# Every connection of ours holds this advisory lock shared while it is open; a restore
# holds it alone, so no snapshot is taken while the tables are being replaced (one begun
# before would read the new tables as empty) and whoever waited reads the ledger restored.
GATE = 0x534B5247  # "SKRG"
LOCK_TIMEOUT_S = 30  # as SQLite's busy timeout: a writer waits this long for another


@lru_cache(maxsize=512)
def translate(sql: str) -> str:
    """``?`` → ``%s`` and ``%`` → ``%%``, leaving quoted text and identifiers alone."""
    out: list[str] = []
    quote = ""
    for char in sql:
        if quote:
            out.append("%%" if char == "%" else char)
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
            out.append(char)
        elif char == "?":
            out.append("%s")
        elif char == "%":
            out.append("%%")
        else:
            out.append(char)
    return "".join(out)


class PgConnection:
    """The ledger's view of one psycopg connection (see the module)."""

    engine = "postgresql"

    def __init__(self, conn: psycopg.Connection) -> None:
        self.raw = conn

    def execute(self, sql: str, params: Sequence[object] = ()) -> psycopg.Cursor:
        # Without parameters psycopg sends the text as it is: a % is then only a %.
        return self.raw.execute(translate(sql), tuple(params)) if params else self.raw.execute(sql)

    def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        with self.raw.cursor() as cursor:
            cursor.executemany(translate(sql), [tuple(row) for row in rows])

    def stream(self, sql: str, params: Sequence[object] = ()) -> Iterable[tuple]:
        """Rows read from the server a batch at a time (a named, server-side cursor),
        not all held at once: a year's games stay out of memory."""
        cursor = self.raw.cursor(name=f"stream_{next(_cursors)}")
        cursor.itersize = 2000
        cursor.execute(translate(sql), tuple(params)) if params else cursor.execute(sql)
        return cursor

    def ids_written(self, table: str) -> None:
        """Rows were given their ids by hand (an import, under the write lock): move the
        table's identity counter past them, or the next row would be handed one again."""
        self.raw.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
            f"(SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)"
        )

    @property
    def in_transaction(self) -> bool:
        from psycopg.pq import TransactionStatus

        return self.raw.info.transaction_status != TransactionStatus.IDLE

    def rollback(self) -> None:
        """Roll back what is open; on a connection already lost there is nothing to roll
        back (the server did), and the error that lost it is the one to tell."""
        if self.raw.closed:
            return
        import psycopg

        with suppress(psycopg.OperationalError):
            self.raw.rollback()

    def close(self) -> None:
        self.raw.close()


def driver() -> ModuleType:
    """psycopg, or the sentence that says how to install it (it is an extra)."""
    try:
        import psycopg
    except ImportError:
        raise StorageError(
            "a postgresql:// ledger needs the psycopg driver: pip install 'scorekeeper[postgres]'"
        ) from None
    return psycopg


def connect(
    url: str, read_only: bool, autocommit: bool = True, gate: bool = True
) -> psycopg.Connection:
    """A new connection: ``autocommit`` for the plain paths (they say BEGIN themselves);
    ``read_only`` refuses any write in the server, as ``PRAGMA query_only`` does. It waits
    for a restore under way (``GATE``), unless it is the restore's own (``gate=False``)."""
    psycopg = driver()
    check_url(url)
    conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
    try:
        conn.execute(f"SET lock_timeout = '{LOCK_TIMEOUT_S}s'")
        if gate:
            conn.execute(f"SELECT pg_advisory_lock_shared({GATE})")
        if read_only:
            conn.execute("SET default_transaction_read_only = on")
        conn.autocommit = autocommit
    except BaseException:
        conn.close()
        raise
    return conn


def check_url(url: str) -> None:
    """Refuse, as ``--db``'s bad input, a URL libpq cannot use: one that does not parse, or
    a port that is no port (libpq would only say so when connecting, in its own words)."""
    psycopg = driver()
    from psycopg.conninfo import conninfo_to_dict

    try:
        given = conninfo_to_dict(url)
    except psycopg.ProgrammingError as error:
        said = scrub(str(error).strip().splitlines()[0], url)
        raise BadTarget(f"not a PostgreSQL URL that can be used ({said})") from None
    for port in str(given.get("port") or "").split(","):
        if port and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            raise BadTarget(f"{label(url)} names port {port!r}; a port is a number from 1 to 65535")

"""What a PostgreSQL server's failure means to the person at the table, in one sentence:
the connection lost before anything was saved, busy, read-only, no rights, no database,
or a commit whose outcome is unknown. No password is ever repeated."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from scorekeeper.store.errors import ConnectionLost, OutcomeUnknown, StorageError
from scorekeeper.store.postgres.connection import LOCK_TIMEOUT_S, driver
from scorekeeper.store.target import label, scrub

_LOST = (
    "connection is lost",
    "server closed the connection",
    "terminating connection",
    "consuming input failed",
    "sending query failed",
    "connection is closed",
    # psycopg's own words when the server drops the connection while it still owes answers
    # to a pipeline (seen while connecting as the backend was terminated)
    "cannot exit pipeline mode while busy",
)


def describe(url: str, error: Exception) -> str:
    """One sentence for what the server said."""
    return str(failure(url, error))


def failure(url: str, error: Exception) -> StorageError:
    """What the server said, as the error a command tells in one sentence (no password)."""
    orig = getattr(error, "orig", None) or error
    lines = str(orig).strip().splitlines()
    text = scrub(lines[0] if lines else type(orig).__name__, url)
    where = label(url)
    sqlstate = getattr(orig, "sqlstate", None)
    if sqlstate in ("57P01", "57P02") or any(words in text for words in _LOST):
        return ConnectionLost(f"lost the connection to {where} ({text}); nothing was saved")
    if sqlstate == "55P03" or "lock timeout" in text:
        return StorageError(
            f"{where} is busy: another scorekeeper kept it locked for {LOCK_TIMEOUT_S} s; "
            "close it or try again"
        )
    if sqlstate == "25006":
        return StorageError(f"cannot write to {where}: the connection may only read")
    if sqlstate == "42501":
        return StorageError(
            f"{where}: the role lacks rights on the ledger's tables ({text}); the database's "
            "owner can GRANT them"
        )
    if sqlstate == "3D000" or ("does not exist" in text and "database" in text):
        return StorageError(f"cannot open {where}: {text}; create it (createdb) and try again")
    if sqlstate is None or sqlstate.startswith("08") or "connect" in text:
        return StorageError(f"cannot connect to {where}: {text}")
    return StorageError(f"{where}: database error: {text}")


def unknown(url: str, error: Exception) -> StorageError:
    """A failure of the COMMIT itself: a lost connection leaves its outcome unknown."""
    found = failure(url, error)
    if isinstance(found, ConnectionLost):
        return OutcomeUnknown(
            f"lost the connection to {label(url)} while the change was being committed: it "
            "may or may not have been saved; look (history) before trying again"
        )
    return found


@contextmanager
def errors_told(url: str) -> Iterator[None]:
    psycopg = driver()
    try:
        yield
    except psycopg.errors.InsufficientPrivilege as error:
        raise failure(url, error) from None
    except (psycopg.IntegrityError, psycopg.ProgrammingError):
        raise  # a broken rule of ours, not a problem with the server
    except psycopg.Error as error:
        raise failure(url, error) from None

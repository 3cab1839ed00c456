"""Bringing a file's schema up to date with the numbered steps of ``migrations.py``.

The whole upgrade is one ``BEGIN IMMEDIATE`` transaction: SQLite's DDL is transactional,
so a step that fails rolls back every step before it and the file is left as it was.
An existing file is copied to ``backups/`` first. ``migrations.MIGRATIONS`` is read at
call time, so a test can add a step.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from scorekeeper.store import schema_mark as mark
from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite import migrations


def schema_version(conn: sqlite3.Connection, path: Path) -> int:
    """The file's schema version (0 when empty); refuses what is not ours or too new."""
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if tables and app_id != migrations.APP_ID:
        raise StorageError(f"{path} is some other SQLite database, not a scorekeeper one")
    if "meta" not in tables:
        return 0
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    return mark.schema_version(row[0] if row else None, str(path), len(migrations.MIGRATIONS))


def migrate(conn: sqlite3.Connection, path: Path) -> None:
    """Run the missing steps in one transaction, after a backup of an existing file."""
    steps = migrations.MIGRATIONS
    version = schema_version(conn, path)
    if version == len(steps):
        use_wal(conn)  # a new file whose switch was lost to another writer (see use_wal)
        return
    if version > 0:  # an upgrade: keep the file as it was first (a new file has nothing)
        from scorekeeper.store.sqlite import backup  # here only: a read asks schema_version

        backup.auto_backup(path, "pre-migration")
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Again under the write lock: another process may have migrated meanwhile.
        version = schema_version(conn, path)
        for step in steps[version:]:
            step(conn)
        conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)",
            (str(len(steps)),),
        )
        conn.execute("COMMIT")
    except BaseException as error:
        conn.execute("ROLLBACK")  # the file stays exactly as it was
        busy = "locked" in str(error) or "busy" in str(error)
        if not isinstance(error, Exception) or isinstance(error, StorageError) or busy:
            raise
        raise StorageError(
            f"could not upgrade {path} from schema {version} to {len(steps)} ({error}); "
            "the file is unchanged"
        ) from None
    # After the commit, so that a failed upgrade does not even touch the header's mode.
    use_wal(conn)


def use_wal(conn: sqlite3.Connection) -> None:
    """Switch the file to WAL, unless it is already, waiting for other writers as a write does.

    The switch takes the write lock while holding a read lock of its own: if another
    connection holds the write lock then (writers opening a new file together, one still
    migrating or recording), SQLite answers "locked" at once rather than wait, as waiting
    could deadlock, so the busy timeout never applies. The failed statement lets go of
    the read lock, so trying again is safe: the wait SQLite skipped, as long as the
    connection's busy timeout. A file left in the old mode is switched by the next writer.
    """
    if conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
        return
    deadline = time.monotonic() + conn.execute("PRAGMA busy_timeout").fetchone()[0] / 1000
    pause = 0.001
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() >= deadline:
                raise
        time.sleep(pause)  # as SQLite's own busy handler: short sleeps, a little longer each
        pause = min(2 * pause, 0.05)

"""``scorekeeper restore FILE``: put a backup back, after checking it and keeping the current file.

The backup is copied *into* the live database with SQLite's backup API rather than
renamed over it: that takes SQLite's own locks, so a TUI or another command that has
the file open sees either the old ledger or the restored one, never a mix, and the WAL
beside the file stays consistent. An older backup is then upgraded as usual.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite import backup, migrations
from scorekeeper.store.sqlite.engine import prepare
from scorekeeper.store.sqlite.files import SQLITE_HEADER


class NotABackup(StorageError):
    """The FILE given to restore is not a usable backup: the user's input (exit 2)."""


def _app_id_in_header(path: Path) -> bool:
    """Ours by the header alone (bytes 68–71), readable even when later pages are not."""
    with path.open("rb") as handle:
        head = handle.read(100)
    return head[:16] == SQLITE_HEADER and int.from_bytes(head[68:72], "big") == migrations.APP_ID


def inspect_backup(path: Path) -> dict[str, int]:
    """Check that ``path`` is a healthy scorekeeper database we can read; count what it holds.

    Read with an ordinary connection, not ``mode=ro``: a read-only connection cannot
    tidy away the ``-wal`` and ``-shm`` it makes beside a WAL-mode file.
    """
    if not path.is_file():
        raise NotABackup(f"there is no file at {path}")
    try:
        ours = _app_id_in_header(path)
    except OSError as error:
        raise NotABackup(f"cannot read {path}: {error.strerror}") from None
    if not ours:
        raise NotABackup(f"{path} is not a scorekeeper backup")
    conn = sqlite3.connect(path, timeout=30.0)
    try:
        result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if result != ["ok"]:
            raise NotABackup(f"{path} is damaged ({result[0]}); choose another backup")
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = int(row[0]) if row else 0
        if version > len(migrations.MIGRATIONS):
            raise NotABackup(
                f"{path} was written by a newer scorekeeper (schema {version}); upgrade first"
            )
        return {
            "sessions": conn.execute("SELECT COUNT(*) FROM session").fetchone()[0],
            "games": conn.execute("SELECT COUNT(*) FROM game").fetchone()[0],
        }
    except sqlite3.DatabaseError as error:
        raise NotABackup(f"{path} is damaged ({error}); choose another backup") from None
    finally:
        conn.close()


def _refuse_newer(db_path: Path) -> None:
    """A file of a newer scorekeeper is left alone, as every other command leaves it."""
    try:
        conn = sqlite3.connect(db_path, timeout=30.0)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return  # too damaged to say: it is kept byte for byte before the restore
    version = int(row[0]) if row else 0
    if version > len(migrations.MIGRATIONS):
        raise StorageError(
            f"{db_path} was written by a newer scorekeeper (schema {version}; this one reads "
            f"up to {len(migrations.MIGRATIONS)}): upgrade the scorekeeper to restore into it"
        )


def keep_current(db_path: Path) -> Path | None:
    """Copy the current file to ``backups/`` before it is replaced; None if there is none.

    A damaged file cannot pass the checked copy, so its bytes are kept as they are.
    """
    if not db_path.is_file() or db_path.stat().st_size == 0:
        return None
    if not _app_id_in_header(db_path):
        raise StorageError(
            f"{db_path} is not a scorekeeper database; restore into a new file with --db PATH"
        )
    _refuse_newer(db_path)
    try:
        return backup.auto_backup(db_path, "pre-restore")
    except StorageError:
        folder = backup.private_folder(backup.backups_folder(db_path))
        target = backup.default_target(db_path).with_suffix(".damaged.db")
        for suffix in ("", "-wal"):  # the WAL may hold the newest pages
            if Path(f"{db_path}{suffix}").exists():
                shutil.copyfile(f"{db_path}{suffix}", folder / f"{target.name}{suffix}")
                (folder / f"{target.name}{suffix}").chmod(0o600)
        return folder / target.name


def restore(db_path: Path, source: Path) -> tuple[Path | None, dict[str, int]]:
    """Replace the ledger in ``db_path`` by the backup ``source``; returns the kept copy."""
    if db_path.exists() and source.resolve() == db_path.resolve():
        raise NotABackup(f"{source} is the database itself; choose a backup file")
    if db_path.is_dir():
        raise StorageError(f"{db_path} is a folder, not a database file")
    found = inspect_backup(source)
    kept = keep_current(db_path)
    if not db_path.exists():
        prepare(db_path)  # a new private file, in WAL mode (or: its folder does not exist)
    src = sqlite3.connect(source, timeout=30.0)
    dst = sqlite3.connect(db_path, timeout=30.0, isolation_level=None)
    try:
        src.backup(dst)
        dst.execute("PRAGMA journal_mode = WAL")  # backups are single files; the ledger is WAL
    except sqlite3.DatabaseError as error:
        raise StorageError(
            f"cannot restore into {db_path} ({error}); its old bytes are kept at {kept}; "
            "move it aside and run restore again"
        ) from None
    finally:
        dst.close()
        src.close()
    prepare(db_path)  # an older backup is upgraded now, like any older file
    return kept, found

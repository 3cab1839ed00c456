"""Consistent copies of the database: ``scorekeeper backup`` and the rolling automatic ones.

A copy is made with SQLite's online backup API, which reads one consistent snapshot even
while another process writes, into a private temporary file beside the target. The copy
is switched to a single self-contained file (no ``-wal``), checked with
``integrity_check`` and only then renamed into place, so a backup is complete or absent.

Automatic backups go to ``backups/`` beside the database, before every migration and
before the first write of each day; the newest ``KEEP`` are kept. Backups a person asks
for are never pruned. ``backups/`` is made by the copy that first needs it, and removed
again if that copy fails, so a failed backup leaves nothing behind; the temporary files
(and SQLite's ``-journal``/``-wal``/``-shm`` beside them) of a killed copy are removed by
a later automatic backup once they are an hour old.
"""

from __future__ import annotations

import os
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite.files import sync_folder
from scorekeeper.store.sqlite.migrations import APP_ID
from scorekeeper.store.sqlite.space import FULL_ADVICE, disk_full

KEEP = 10
AUTO_KINDS = ("daily", "pre-migration", "pre-restore")
SIDE_FILES = ("-journal", "-wal", "-shm")  # what SQLite may keep beside the temporary copy
STALE_TEMPORARY_S = 3600  # a temporary left by a killed process is removed after an hour
now: Callable[[], datetime] = datetime.now  # local time names the files; tests replace it


def backups_folder(db_path: Path) -> Path:
    return db_path.parent / "backups"


def private_folder(folder: Path) -> Path:
    """The folder, created readable by its owner only (the backups hold every score)."""
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
    except OSError as error:
        raise StorageError(f"cannot create the backups folder {folder}: {error.strerror}") from None
    return folder


def _auto_pattern(stem: str) -> re.Pattern[str]:
    # Exact, so "club" never prunes the backups of "club-2024" kept in the same folder.
    kinds = "|".join(AUTO_KINDS)
    return re.compile(rf"{re.escape(stem)}-(\d{{8}})-\d{{6}}(?:-\d+)?-({kinds})\.db")


def _new_name(folder: Path, stem: str, suffix: str = "") -> Path:
    """A timestamped name in ``folder`` that no file has yet."""
    base = f"{stem}-{now().strftime('%Y%m%d-%H%M%S')}"
    for count in range(1, 1000):
        name = base + (f"-{count}" if count > 1 else "") + suffix + ".db"
        if not (folder / name).exists():
            return folder / name
    raise StorageError(f"too many backups named {base}… in {folder}")


@contextmanager
def _folder_for(target: Path, source: Path) -> Iterator[None]:
    """``target``'s folder, made private if it is ``source``'s missing ``backups/``; removed
    again if what follows fails and the folder is still empty (another copy may be in it)."""
    folder = target.parent
    made = folder == backups_folder(source) and not folder.is_dir()
    if made:
        private_folder(folder)
    try:
        yield
    except BaseException:
        if made:
            with suppress(OSError):  # not empty: another copy is writing into it
                folder.rmdir()
        raise


def _temporary_pattern(stem: str) -> re.Pattern[str]:
    """A copy's temporary name (``.NAME-DATE-TIME….db.PID.tmp``) and its SQLite side files."""
    sides = "|".join(SIDE_FILES)
    return re.compile(rf"\.{re.escape(stem)}-\d{{8}}-\d{{6}}[^/]*\.db\.\d+\.tmp(?:{sides})?")


def default_target(db_path: Path) -> Path:
    """Where ``scorekeeper backup`` writes without a FILE: ``backups/NAME-DATE-TIME.db``
    (the folder is made by ``copy_database``, so naming a copy creates nothing)."""
    return _new_name(backups_folder(db_path), db_path.stem)


def _verify(conn: sqlite3.Connection, source: Path) -> None:
    result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
    if result != ["ok"]:
        raise StorageError(
            f"the copy of {source} failed SQLite's integrity check ({result[0]}); the "
            "database itself may be damaged: run `scorekeeper check`"
        )
    if conn.execute("PRAGMA application_id").fetchone()[0] != APP_ID:
        raise StorageError(f"{source} is not a scorekeeper database; nothing was copied")


def copy_database(source: Path, target: Path) -> Path:
    """Write a checked, private copy of ``source`` at ``target``, which must not exist."""
    if not source.is_file():
        raise StorageError(f"there is no database at {source}")
    if target.exists():
        raise StorageError(f"{target} exists already; a backup never overwrites a file")
    with _folder_for(target, source):
        _copy(source, target)
    sync_folder(target.parent)
    return target


def _copy(source: Path, target: Path) -> None:
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        os.close(os.open(temporary, os.O_CREAT | os.O_TRUNC | os.O_WRONLY, 0o600))
        os.chmod(temporary, 0o600)  # O_TRUNC kept the mode of a leftover file
        src = sqlite3.connect(source, timeout=30.0)
        dst = sqlite3.connect(temporary, isolation_level=None)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
            _verify(dst, source)
        finally:
            dst.close()
            src.close()
        with open(temporary, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except (OSError, sqlite3.Error) as error:
        text = getattr(error, "strerror", None) or str(error)
        if disk_full(target, text):  # SQLite says "disk I/O error" when it is only that
            text = FULL_ADVICE
        raise StorageError(f"cannot back up {source} to {target}: {text}") from None
    finally:
        for suffix in ("", *SIDE_FILES):
            Path(f"{temporary}{suffix}").unlink(missing_ok=True)


def auto_backup(db_path: Path, kind: str) -> Path:
    """A rolling backup of ``db_path`` (``kind`` is one of AUTO_KINDS), then prune."""
    folder = backups_folder(db_path)
    target = copy_database(db_path, _new_name(folder, db_path.stem, f"-{kind}"))
    prune(db_path)
    return target


def prune(db_path: Path, keep: int = KEEP) -> None:
    """Keep the newest ``keep`` automatic backups of this database; drop stale temporaries."""
    folder = backups_folder(db_path)
    pattern = _auto_pattern(db_path.stem)
    autos = sorted(p for p in folder.iterdir() if pattern.fullmatch(p.name))
    for old in autos[: max(len(autos) - keep, 0)]:
        old.unlink(missing_ok=True)  # another process may have pruned it already
    cutoff = time.time() - STALE_TEMPORARY_S
    for leftover in folder.iterdir():
        if not _temporary_pattern(db_path.stem).fullmatch(leftover.name):
            continue
        try:
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass


_DAILY = threading.Lock()


def take_daily(db_path: Path) -> Path | None:
    """The day's rolling copy of the file as the day found it, unless one was taken today
    or there is nothing to keep. One at a time: the TUI takes it as a session opens, off
    the save path, and a save made meanwhile waits for that copy instead of making one."""
    with _DAILY:
        return auto_backup(db_path, "daily") if daily_backup_due(db_path) else None


def daily_backup_due(db_path: Path) -> bool:
    """No automatic backup of this database was taken today, and there is something to keep."""
    folder = backups_folder(db_path)
    today = now().strftime("%Y%m%d")
    pattern = _auto_pattern(db_path.stem)
    if folder.is_dir():
        for path in folder.iterdir():
            match = pattern.fullmatch(path.name)
            if match and match.group(1) == today:
                return False
    conn = sqlite3.connect(db_path, timeout=30.0)
    try:
        return conn.execute("SELECT EXISTS (SELECT 1 FROM session)").fetchone()[0] == 1
    finally:
        conn.close()

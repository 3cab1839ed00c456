"""Opening the file only to read it: never created, never upgraded, nothing left beside it.

A command that only reads asks ``require_readable`` first: a file that is missing or
empty, or that an older scorekeeper wrote, is told in one sentence rather than created
or upgraded (a change does that, after its backup). ``connect_read`` then picks how to
open the file so that reading works wherever the file can be read:

* the file and its folder can be written, and the disk has room: an ordinary connection
  with ``PRAGMA query_only``. SQLite refuses any write on it, it takes part in locking
  with a writer in another process, and as the last connection it removes the ``-wal``
  and ``-shm`` files it made (a ``mode=ro`` connection could not: it leaves them behind);
* read-only media, a read-only file, or a full disk, where no ``-shm`` can be made: with
  ``immutable=1``, since then no other process can be writing it either (a writer needs
  those files too). Only if a ``-wal`` still holds changes (a crash) is ``mode=ro`` used
  instead, which reads them through the ``-shm`` beside it; ``immutable`` would skip them.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite import migrations, upgrade
from scorekeeper.store.sqlite.files import NEW_HINT, check_header, require_existing
from scorekeeper.store.sqlite.space import SHM_BYTES, free_bytes, space_problem

BUSY_TIMEOUT_S = 30.0  # the writers' too: a read waits for a lock as long as a write


def _side_files_possible(path: Path) -> bool:
    """SQLite can make (and so remove again) the ``-wal`` and ``-shm`` files here."""
    folder = path.parent
    if not (os.access(path, os.W_OK) and os.access(folder, os.W_OK)):
        return False  # os.access knows read-only mounts and immutable files, even for root
    free = free_bytes(folder)
    return free is None or free >= SHM_BYTES


def _holds_changes(path: Path) -> bool:
    """A ``-wal`` (or ``-journal``) with something in it: left by a crash, not yet folded in."""
    for suffix in ("-wal", "-journal"):
        try:
            if os.stat(f"{path}{suffix}").st_size > 0:
                return True
        except OSError:
            pass
    return False


def connect_read(path: Path) -> sqlite3.Connection:
    """A connection that can only read ``path`` and never creates it (see the module)."""
    if _side_files_possible(path):
        mode, query_only = "rw", True  # rw without create: a missing file is an error
    elif _holds_changes(path):
        if not os.path.exists(f"{path}-shm") and not os.access(path.parent, os.W_OK):
            raise StorageError(
                f"{path} has changes in its -wal file that SQLite can read only with a -shm "
                "file beside it, which this folder will not take: copy the file and its -wal "
                "to a folder you may write to, and read them there"
            )
        mode, query_only = "ro", False
    else:
        mode, query_only = "ro&immutable=1", False
    uri = f"file:{quote(str(path.absolute()))}?mode={mode}"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    try:
        if query_only:
            conn.execute("PRAGMA query_only = ON")
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    except BaseException:
        conn.close()
        raise
    return conn


def require_readable(path: Path) -> None:
    """Refuse, in one sentence, what a read cannot use: no file, an empty one, another
    program's, a damaged or cut-off copy, or one of an older or newer schema."""
    check_header(require_existing(path))
    try:
        conn = connect_read(path)
        try:
            version = upgrade.schema_version(conn, path)
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        raise StorageError(describe_sqlite_error(path, error)) from None
    latest = len(migrations.MIGRATIONS)
    if version == 0:  # an SQLite file with nothing of ours in it
        raise StorageError(f"{path} holds no scorekeeper database yet; {NEW_HINT}")
    if version < latest:
        raise StorageError(
            f"{path} was written by an older scorekeeper (schema {version}; this one reads "
            f"{latest}) and reading does not upgrade it: the next change, or opening it "
            "with `scorekeeper` (the TUI), does, after keeping a backup"
        )


def describe_sqlite_error(path: Path, error: Exception) -> str:
    text = str(getattr(error, "orig", None) or error)
    if "locked" in text or "busy" in text:
        return (
            f"{path} is busy: another scorekeeper kept it locked for {BUSY_TIMEOUT_S:.0f} s; "
            "close it or try again"
        )
    full = space_problem(path, text)
    if full is not None:
        return full
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

"""The database file before SQLite opens it: created private, and its header checked.

A file that is not SQLite, or was cut short while being copied, is refused in one
sentence before SQLite is asked to read it; so is, for reading, a file that is not there
or is empty: only a change creates the database.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from scorekeeper.store.errors import StorageError

SQLITE_HEADER = b"SQLite format 3\x00"


def create_private(path: Path) -> None:
    """Create an empty file readable by its owner only, before SQLite touches it."""
    if not path.parent.is_dir():
        raise StorageError(f"cannot create {path}: the folder {path.parent} does not exist")
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        pass
    except OSError as error:
        raise StorageError(f"cannot create {path}: {error.strerror}") from None


NEW_HINT = "`scorekeeper new NAME -p PLAYER …` starts one"


def require_existing(path: Path) -> Path:
    """``path`` if it is a file holding something; else one sentence saying what it is."""
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    if not path.parent.is_dir():
        raise StorageError(
            f"there is no database at {path}: the folder {path.parent} does not exist"
        )
    try:
        found = path.stat()
    except FileNotFoundError:
        raise StorageError(f"there is no database at {path} yet; {NEW_HINT}") from None
    except OSError as error:
        raise StorageError(f"cannot read {path}: {error.strerror}") from None
    if not stat.S_ISREG(found.st_mode):
        raise StorageError(f"{path} is not a database file (not a regular file)")
    if found.st_size == 0:
        raise StorageError(
            f"{path} holds no scorekeeper database yet (the file is empty); {NEW_HINT}"
        )
    return path


def check_header(path: Path) -> None:
    """Refuse, in one sentence, a file that is not SQLite or was cut short."""
    try:
        with path.open("rb") as handle:
            head = handle.read(100)
        size = path.stat().st_size
    except OSError as error:
        raise StorageError(f"cannot read {path}: {error.strerror}") from None
    if head and head[:16] != SQLITE_HEADER:
        raise StorageError(f"{path} is not a scorekeeper database (not an SQLite file)")
    if len(head) == 100 and _cut_short(path, head, size):
        raise StorageError(
            f"{path} is damaged: the file is shorter than SQLite recorded (cut off while "
            "copying?); restore a backup with `scorekeeper restore FILE`"
        )


def _cut_short(path: Path, head: bytes, size: int) -> bool:
    """The header's page count says the file was longer: a truncated copy.

    Only trusted without a ``-wal`` or ``-journal`` beside the file: a crash during a
    checkpoint can leave the file short while the WAL still holds every page.
    """
    if any(Path(f"{path}{suffix}").exists() for suffix in ("-wal", "-journal")):
        return False
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    valid = head[24:28] == head[92:96]  # the count is only kept by recent writers
    return valid and page_size >= 512 and pages * page_size > size


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a power cut must not lose the new name)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems cannot sync a folder; the data itself is synced
    finally:
        os.close(handle)

"""Room on the disk: whether a failed write means a full disk, and whether SQLite can
make the ``-shm`` file that every connection to a WAL database needs.

SQLite reports a disk that filled up in two ways: ``database or disk is full`` when a
page cannot be written, and ``disk I/O error`` when its ``-shm`` file cannot grow. The
same two come from a process's limit on file size (``ulimit -f``), which is not a full
disk; so the free space is looked at, and only a disk with next to no room left is
called full.
"""

from __future__ import annotations

import shutil
from pathlib import Path

# The first piece of a -shm file: with less room than this no connection can open the
# file in WAL mode, neither to read nor to write.
SHM_BYTES = 32 * 1024
# Under this much free space, a write that failed failed for want of room.
NEARLY_FULL_BYTES = 1024 * 1024

_FULL = "database or disk is full"
_IO = "disk I/O error"
_NO_SPACE = "No space left on device"  # the system's own words (ENOSPC)
FULL_ADVICE = "the disk is full; free some space and try again"


def free_bytes(folder: Path) -> int | None:
    """Room left for us on the disk holding ``folder``; None when it cannot be told."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def _size_limited() -> bool:
    """This process may not make files past a size (``ulimit -f``): SQLite's "full"
    then may only mean that limit."""
    try:
        import resource
    except ImportError:  # not on this system: no such limit
        return False
    soft, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    return soft != resource.RLIM_INFINITY


def space_problem(path: Path, text: str) -> str | None:
    """The sentence for a write that failed for want of room, or None if it did not."""
    if _FULL not in text and _IO not in text:
        return None
    if disk_full(path, text):
        return f"cannot write {path}: {FULL_ADVICE}"
    if _size_limited():
        return (
            f"cannot write {path} ({text}): this session limits the size of files "
            "(ulimit -f), which may be why; nothing was changed"
        )
    return None  # an I/O error with room to spare: the plain SQLite words tell more


def disk_full(path: Path, text: str) -> bool:
    """Whether a write to ``path`` that failed with SQLite's or the system's ``text``
    failed because the disk holding it has no room left."""
    if _FULL not in text and _IO not in text and _NO_SPACE not in text:
        return False
    free = free_bytes(path.parent)
    nearly_full = free is not None and free < NEARLY_FULL_BYTES
    return nearly_full or (_FULL in text and not _size_limited())

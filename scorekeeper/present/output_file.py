"""Writing a document into the file a person named, as that file, whole or not at all.

- A regular file (or a new name) gets a temporary file beside it, synced, then renamed
  over it: a reader never sees half a document. An existing file keeps its mode and,
  where the system allows, its owner; a new file is private (0600), like the database.
- A symbolic link is followed: its target is written (atomically too) and the link stays.
- Anything else (``/dev/null``, a FIFO, a terminal, ``/dev/stdout``) is opened and written
  in place: renaming over it would swap a device for a regular file.
- A failure removes the temporary file and raises OSError whose ``strerror`` is one plain
  reason ("the disk is full"), for the CLI and the TUI to show as they are.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from contextlib import suppress
from pathlib import Path

from scorekeeper.store.sqlite.files import sync_folder

_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EFBIG: "the file would be larger than this system allows",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the file system is read-only",
    errno.ENOENT: "its folder does not exist",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EISDIR: "it is a folder; give a file name",
    errno.ELOOP: "its symbolic links go round in a loop",
    errno.EIO: "the device reported an input/output error",
    errno.EPIPE: "the reader closed the pipe",
    errno.ENAMETOOLONG: "the name is too long",
}
_MAX_LINKS = 40  # as the kernel's own limit: more hops than this is a loop


def reason(error: OSError) -> str:
    """One plain reason for ``error``, in the words a person would use."""
    return _REASONS.get(error.errno or 0) or error.strerror or str(error)


def write_file(path: Path | str, data: bytes) -> None:
    """Write ``data`` into ``path`` as described above; OSError with a plain reason if not."""
    given = Path(path).expanduser()
    try:
        target, in_place = _resolve(given)
        if in_place:
            _write_in_place(target, data)
        else:
            _replace(target, data)
    except OSError as error:
        raise OSError(error.errno, reason(error), str(given)) from None


def _resolve(path: Path) -> tuple[Path, bool]:
    """The file to write after following symbolic links, and whether to write it in place."""
    current = Path.cwd() / path  # not abspath: folding ".." before links are followed is wrong
    for _ in range(_MAX_LINKS):
        folder = Path(os.path.realpath(current.parent))
        current = folder / current.name
        # /dev/stdout and /dev/fd/N lead into /proc, whose links name open files, not paths.
        if folder.parts[1:2] == ("proc",):
            return current, True
        if not current.is_symlink():
            break
        current = folder / os.readlink(current)  # an absolute link replaces ``folder``
    else:
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    try:
        mode = os.stat(current).st_mode
    except FileNotFoundError:
        return current, False  # a new file (or the missing target of a link)
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(current))
    return current, not stat.S_ISREG(mode)


def _write_in_place(target: Path, data: bytes) -> None:
    """A device, FIFO or open file: written as a shell's ``>`` would (a FIFO waits for its
    reader); no fsync, which pipes and terminals refuse."""
    handle = os.open(target, os.O_WRONLY | os.O_TRUNC)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(handle, view) :]
    finally:
        os.close(handle)


def _replace(target: Path, data: bytes) -> None:
    """Temporary file beside ``target``, synced, given the old file's mode, renamed over it."""
    try:
        old: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        old = None
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with open(handle, "wb") as file:  # mkstemp made it 0600: private until told otherwise
            file.write(data)
            file.flush()
            if old is not None:
                _keep_owner_and_mode(file.fileno(), old)
            os.fsync(file.fileno())
        os.replace(name, target)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    sync_folder(target.parent)


def _keep_owner_and_mode(handle: int, old: os.stat_result) -> None:
    try:
        os.fchown(handle, old.st_uid, old.st_gid)
    except OSError:  # only root may give a file away; the group may still be kept
        with suppress(OSError):
            os.fchown(handle, -1, old.st_gid)
    os.fchmod(handle, stat.S_IMODE(old.st_mode))  # after chown, which may clear set-id bits

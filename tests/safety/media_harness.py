"""Real read-only media and real full disks for the safety tests: small tmpfs mounts.

Tests run as root here, and permissions do not stop root; a file system mounted
read-only (``mount -o remount,ro``) stops everyone, and a tmpfs of a megabyte fills up
for real. Mounting needs root (CAP_SYS_ADMIN); where it is not allowed, the tests that
need it are skipped with the reason ``mount`` gave.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from safety_harness import main_of  # noqa: F401 (the media tests import it from here)
from script_env import SCRIPT, script_env

READS = [
    ["sessions", "--json"], ["show", "S", "--json"], ["games", "S", "--json"],
    ["totals", "S", "--json"], ["history", "S", "--json"], ["export", "S"],
    ["export", "S", "--games"], ["export", "S", "--json"],
    ["settle", "S", "--stake", "1", "--currency", "NPR", "--json"], ["stats", "--json"],
    ["events", "S", "--json"], ["players", "list", "--json"], ["chart", "S", "--json"],
    ["check", "--json"],
]  # fmt: skip


def _mount(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["mount", *args], capture_output=True, text=True, check=False)


@contextmanager
def tmpfs(folder: Path, size: str = "2m") -> Iterator[Path]:
    """A fresh tmpfs of ``size`` on ``folder`` (made if need be), unmounted afterwards."""
    folder.mkdir(exist_ok=True)
    if shutil.which("mount") is None:
        pytest.skip("no mount command here: cannot make a read-only or a full file system")
    done = _mount("-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(folder))
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()})")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=True)


def remount(folder: Path, writable: bool) -> None:
    done = _mount("-o", "remount,rw" if writable else "remount,ro", str(folder))
    assert done.returncode == 0, done.stderr
    assert os.access(folder, os.W_OK) == writable


def fill_up(folder: Path) -> Path:
    """Write a file until the disk has no room left at all; its path."""
    filler = folder / "filler"
    handle = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        for chunk in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(handle, b"x" * chunk)
            except OSError:
                pass  # no space left: try a smaller piece
    finally:
        os.close(handle)
    assert shutil.disk_usage(folder).free == 0
    return filler


def script(db: Path, *args: str, **options: object) -> subprocess.CompletedProcess[str]:
    """The installed ``scorekeeper`` on ``db`` in a real process."""
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=120,
        check=False,
        **options,  # type: ignore[arg-type]
    )


def one_sentence(done: subprocess.CompletedProcess[str], code: int = 1) -> str:
    """Exit ``code``, nothing on stdout, one line on stderr, no traceback: that line."""
    assert done.returncode == code, (done.returncode, done.stdout, done.stderr)
    assert done.stdout == "" and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.endswith("\n"), done.stderr
    return done.stderr.rstrip("\n")


def listing(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes: what a command must leave alone."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }

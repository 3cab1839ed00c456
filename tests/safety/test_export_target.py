"""``-o FILE`` writes into FILE as that file: the installed command, in a real process.

A device or FIFO is written in place (never replaced by a regular file); a symbolic link is
followed and stays a link; a file keeps its mode and owner, a new one is private (0600);
``-o -`` is stdout; a full disk leaves the old file as it was, no temporary file, and one
sentence with exit 1. The full disk is tried twice: a real one (a tiny tmpfs, where the
tests may mount one: root), and RLIMIT_FSIZE in the child (a write past it fails with EFBIG
once SIGXFSZ is ignored), which works for anyone.
"""

from __future__ import annotations

import os
import resource
import signal
import sqlite3
import stat
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from safety_harness import SCRIPT, mode, play_evening
from script_env import script_env

from scorekeeper.ledger import Ledger

ROOT = os.geteuid() == 0


def scorekeeper(
    db: Path, *args: str, cwd: Path | None = None, limit: int | None = None
) -> subprocess.CompletedProcess[bytes]:
    """The installed command under umask 022 (so a 0644 result would show); ``limit``
    caps the size of any file it writes, in bytes."""

    def prepare() -> None:
        os.umask(0o022)
        if limit is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # fail the write, don't kill
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        cwd=cwd,
        env=script_env(db),
        preexec_fn=prepare,
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
def csv(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The totals CSV of session S, as ``export S`` prints it: of an evening of its own,
    played as ``evening`` plays each test's (on a fixed clock, the same bytes), and
    exported once a module rather than by one more process in every test."""
    book = play_evening(tmp_path_factory.mktemp("csv") / "scores.db")
    book.close()
    done = scorekeeper(book.db.path, "export", "S")
    assert done.returncode == 0 and done.stdout.startswith(b"\xef\xbb\xbfplayer,")
    return done.stdout


def wrote(done: subprocess.CompletedProcess[bytes], target: Path | str) -> None:
    assert done.returncode == 0, done.stderr
    assert done.stderr == f"Wrote {target}\n".encode()


def test_a_device_stays_a_device(evening: Ledger, csv: bytes, tmp_path: Path) -> None:
    device = Path("/dev/null")
    if ROOT:  # a private null device: a wrong rename must never replace the real one
        device = tmp_path / "null"
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    done = scorekeeper(evening.db.path, "export", "S", "-o", str(device), cwd=tmp_path)
    wrote(done, device)
    assert stat.S_ISCHR(os.lstat(device).st_mode) and done.stdout == b""
    assert not [p.name for p in device.parent.glob(".null*")]


def test_a_fifo_is_written_not_replaced(evening: Ledger, csv: bytes, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # there, so the writer's open returns
    try:
        done = scorekeeper(evening.db.path, "export", "S", "-o", str(fifo))
        received = os.read(reader, 1 << 16)
    finally:
        os.close(reader)
    wrote(done, fifo)
    assert received == csv and stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_dev_fd_1_is_stdout(evening: Ledger, csv: bytes) -> None:
    done = scorekeeper(evening.db.path, "export", "S", "-o", "/dev/fd/1")
    wrote(done, "/dev/fd/1")
    assert done.stdout == csv


def test_dash_is_stdout(evening: Ledger, csv: bytes, tmp_path: Path) -> None:
    for args in (("export", "S"), ("settle", "S", "--stake", "1", "--currency", "EUR", "--csv")):
        plain = scorekeeper(evening.db.path, *args)
        done = scorekeeper(evening.db.path, *args, "-o", "-", cwd=tmp_path)
        assert done.returncode == 0 and done.stderr == b""
        assert done.stdout == plain.stdout and plain.stdout.startswith(b"\xef\xbb\xbf")
    assert not (tmp_path / "-").exists()


def test_a_symlink_is_followed_and_stays_a_link(
    evening: Ledger, csv: bytes, tmp_path: Path
) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "links").mkdir()
    real = tmp_path / "real" / "totals.csv"
    real.write_bytes(b"old")
    real.chmod(0o640)
    link = tmp_path / "links" / "latest.csv"
    link.symlink_to("../real/totals.csv")  # relative, from another folder
    wrote(scorekeeper(evening.db.path, "export", "S", "-o", str(link)), link)
    assert link.is_symlink() and os.readlink(link) == "../real/totals.csv"
    assert real.read_bytes() == csv and mode(real) == 0o640
    folders = (tmp_path / "real", tmp_path / "links")
    assert [p.name for folder in folders for p in folder.iterdir()] == ["totals.csv", "latest.csv"]
    # A link to a file not there yet: the file is made where the link points.
    dangling = tmp_path / "links" / "next.csv"
    dangling.symlink_to(tmp_path / "real" / "next.csv")
    wrote(scorekeeper(evening.db.path, "export", "S", "-o", str(dangling)), dangling)
    assert dangling.is_symlink() and (tmp_path / "real" / "next.csv").read_bytes() == csv


def test_a_file_keeps_its_mode_and_owner_and_a_new_one_is_private(
    evening: Ledger, csv: bytes, tmp_path: Path
) -> None:
    kept = {"private.csv": 0o600, "shared.csv": 0o644, "group.csv": 0o640}
    for name, bits in kept.items():
        (tmp_path / name).write_bytes(b"old")
        (tmp_path / name).chmod(bits)
    if ROOT:
        os.chown(tmp_path / "group.csv", 4321, 4322)
    for name in [*kept, "new.csv"]:
        wrote(scorekeeper(evening.db.path, "export", "S", "-o", name, cwd=tmp_path), name)
        assert (tmp_path / name).read_bytes() == csv
    assert {name: mode(tmp_path / name) for name in kept} == kept
    assert mode(tmp_path / "new.csv") == 0o600
    if ROOT:
        owner = (tmp_path / "group.csv").stat()
        assert (owner.st_uid, owner.st_gid) == (4321, 4322)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*kept, "new.csv", "scores.db"])


@contextmanager
def _tmpfs(folder: Path) -> Iterator[Path]:
    if not ROOT:
        pytest.skip("mounting a tmpfs needs root")
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                      capture_output=True, check=False).returncode != 0:  # fmt: skip
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _fill(folder: Path) -> None:
    """Write into ``folder`` until its file system has no byte left."""
    handle = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while os.write(handle, b"\0" * 512):
            pass
    except OSError:
        pass
    finally:
        os.close(handle)


@pytest.fixture(params=["tmpfs", "rlimit"])
def full_disk(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[Path, int | None, str]]:
    """A folder to export into whose writes fail, the child's size limit, the reason."""
    if request.param == "rlimit":
        (tmp_path / "out").mkdir()
        yield tmp_path / "out", 16, "the file would be larger than this system allows"
        return
    with _tmpfs(tmp_path / "out") as folder:
        yield folder, None, "the disk is full"


def test_a_full_disk_leaves_the_old_file_and_no_temporary(
    evening: Ledger, full_disk: tuple[Path, int | None, str]
) -> None:
    folder, limit, reason = full_disk
    old = folder / "totals.csv"
    old.write_bytes(b"yesterday's totals")
    if limit is None:
        _fill(folder)
    before = sorted(p.name for p in folder.iterdir())
    # Held open, so the child's reader needs no new -shm (which RLIMIT_FSIZE would refuse).
    held = sqlite3.connect(evening.db.path)
    try:
        held.execute("SELECT count(*) FROM game").fetchone()
        for args in (("export", "S", "--games"), ("stats", "--csv")):
            for target in (old, folder / "new.csv"):
                done = scorekeeper(evening.db.path, *args, "-o", str(target), limit=limit)
                assert sorted(p.name for p in folder.iterdir()) == before  # no temporary file
                assert done.returncode == 1 and done.stdout == b""
                assert done.stderr.decode() == f"--output: cannot write {target}: {reason}\n"
    finally:
        held.close()
    assert old.read_bytes() == b"yesterday's totals"

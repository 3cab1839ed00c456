"""A full disk: a change says so in one sentence and changes nothing; reading still works.

The disk is a real tmpfs of two megabytes filled to the last byte (media_harness.py).
SQLite tells a full disk in two ways, ``database or disk is full`` (a page cannot be
written) and ``disk I/O error`` (its ``-shm`` file cannot grow); both are the disk being
full here, and both are told as such. A limit on file size (``ulimit -f``) makes the same
errors on a disk with room: that is not called a full disk.
"""

from __future__ import annotations

import json
import resource
import signal
from pathlib import Path

from media_harness import fill_up, listing, one_sentence, script, tmpfs
from safety_harness import SEATS, dump, entry_for, fixed_clock

from scorekeeper.ledger import Ledger

ENTRY = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3"]


def make_evening(path: Path) -> None:
    book = Ledger(path, clock=fixed_clock)
    info, _ = book.new_session("S", SEATS)
    for number in (1, 2, 3):
        book.record("S", entry_for(info, number))
    book.close()


def test_a_full_disk_is_told_and_nothing_changes(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "disk", size="2m") as disk:
        path = disk / "scores.db"
        make_evening(path)
        totals, rows = script(path, "totals", "S", "--json").stdout, dump(path)
        filler = fill_up(disk)
        before = listing(disk)
        # Reading needs no room: it answers, and leaves nothing behind.
        done = script(path, "totals", "S", "--json")
        assert (done.returncode, done.stdout) == (0, totals), done.stderr
        assert listing(disk) == before
        # A change to a file that exists: its -shm cannot grow ("disk I/O error").
        full = f"cannot write {path}: the disk is full; free some space and try again"
        assert one_sentence(script(path, "record", "S", *ENTRY)) == full
        assert path.read_bytes() == before["scores.db"]
        # A new file: its first pages cannot be written ("database or disk is full"),
        # and the empty file made for it is taken away again.
        other = disk / "other.db"
        assert one_sentence(script(other, "new", "T", "-p", "A", "-p", "B")) == (
            f"cannot write {other}: the disk is full; free some space and try again"
        )
        assert not other.exists()
        after = listing(disk)
        # SQLite may leave its side files, holding no change, until the next connection.
        assert {name: after[name] for name in before} == before
        assert set(after) - set(before) <= {"scores.db-wal", "scores.db-shm"}
        assert after.get("scores.db-wal", b"") == b""
        # A backup says the same, and leaves no copy and no backups folder behind.
        copy = one_sentence(script(path, "backup"))
        assert copy.startswith(f"cannot back up {path} to {disk / 'backups'}/"), copy
        assert copy.endswith(": the disk is full; free some space and try again"), copy
        assert not (disk / "backups").exists()
        # Room again: the same rows as before, and the same change goes through.
        filler.unlink()
        assert dump(path) == rows
        done = script(path, "record", "S", *ENTRY)
        assert done.returncode == 0, done.stderr
        assert len(json.loads(script(path, "games", "S", "--json").stdout)) == 4


def limited(size: int) -> None:
    """In the child: files may not grow past ``size`` bytes; writing past it fails with
    EFBIG instead of killing the process (SIGXFSZ ignored)."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))


def test_a_file_size_limit_is_not_called_a_full_disk(tmp_path: Path) -> None:
    path = tmp_path / "scores.db"
    make_evening(path)
    before, rows = listing(tmp_path), dump(path)
    done = script(path, "record", "S", *ENTRY, preexec_fn=lambda: limited(16 * 1024))
    message = one_sentence(done)
    assert "the disk is full" not in message
    assert message.startswith(f"cannot write {path} (")
    assert message.endswith(
        "this session limits the size of files (ulimit -f), which may be why; nothing was changed"
    )
    assert dump(path) == rows
    after = listing(tmp_path)
    assert {name: after[name] for name in before} == before

"""A ledger on read-only media (a CD, a share mounted read-only, a locked USB stick):
every read answers as it would on a disk and leaves nothing behind; every change is
refused in one sentence.

The media is a real tmpfs remounted read-only (media_harness.py): root cannot write it
either. A ledger whose ``-wal`` still holds changes (the writer crashed before folding
them in) is read with those changes, not without them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from media_harness import READS, listing, main_of, one_sentence, remount, script, tmpfs
from safety_harness import run

from scorekeeper.ledger import Ledger

ENTRY = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3"]
CHANGES = [
    [], ["record", "S", *ENTRY], ["void", "S", "1", "--reason", "x"], ["undo", "S"],
    ["new", "T", "-p", "A", "-p", "B"], ["rename", "S", "Other"], ["archive", "S"],
    ["players", "rename", "Asha", "Ash"], ["close", "S"],
]  # fmt: skip


def timeless(text: str) -> str:
    """A JSON export says when it was made; the rest must be the same."""
    return re.sub(r'"exported_at": "[^"]*"', '"exported_at": …', text)


def answers(path: Path) -> dict[str, str]:
    """What every read prints on a writable copy: the media must print the same."""
    shown = {}
    for args in READS:
        result = run(path, *args)
        assert result.exit_code == 0, (args, result.stderr)
        shown[" ".join(args)] = timeless(result.stdout)
    return shown


def test_every_read_on_read_only_media_answers_as_on_a_disk(
    evening: Ledger, tmp_path: Path
) -> None:
    expected = answers(evening.db.path)
    with tmpfs(tmp_path / "media") as media:
        path = media / "scores.db"
        shutil.copyfile(evening.db.path, path)
        remount(media, writable=False)
        before = listing(media)
        for args in READS:  # what they answer is the point: in this process
            done = main_of(path, *args)
            assert done.returncode == 0, (args, done.stderr)
            assert timeless(done.stdout) == expected[" ".join(args)], args
        assert listing(media) == before  # no -wal, no -shm, no backups folder


def test_every_change_on_read_only_media_is_one_sentence(evening: Ledger, tmp_path: Path) -> None:
    with tmpfs(tmp_path / "media") as media:
        path = media / "scores.db"
        shutil.copyfile(evening.db.path, path)
        remount(media, writable=False)
        before = listing(media)
        for args in CHANGES:
            message = one_sentence(main_of(path, *args))
            assert message == f"cannot write to {path}: the file or its folder is read-only"
        assert one_sentence(script(media / "other.db", "new", "T", "-p", "A", "-p", "B")) == (
            f"cannot create {media / 'other.db'}: Read-only file system"
        )
        assert listing(media) == before


# A writer that crashed: game 4 is committed in the -wal, not yet in the file itself.
CRASH = """
import os, sqlite3, sys
from scorekeeper.ledger import Ledger
keep = sqlite3.connect(sys.argv[1])  # an open reader: the change stays in the -wal
keep.execute("SELECT COUNT(*) FROM game").fetchone()
book = Ledger(sys.argv[1])
book.record("S", book.build_entry("S", "Asha", {"hand": ["Bina=1", "Chandra=2", "Dev=3"]}))
os._exit(0)  # no close, no checkpoint: as if the power went
"""


def test_changes_left_in_the_wal_are_read_from_read_only_media(
    evening: Ledger, tmp_path: Path
) -> None:
    original = evening.db.path
    crashed = subprocess.run(
        [sys.executable, "-c", CRASH, str(original)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert crashed.returncode == 0, crashed.stderr
    assert os.path.getsize(f"{original}-wal") > 0
    with tmpfs(tmp_path / "media") as media:
        for suffix in ("", "-wal", "-shm"):
            shutil.copyfile(f"{original}{suffix}", media / f"scores.db{suffix}")
        (media / "no-shm").mkdir()  # the -wal copied without its -shm
        for suffix in ("", "-wal"):
            shutil.copyfile(f"{original}{suffix}", media / "no-shm" / f"scores.db{suffix}")
        remount(media, writable=False)
        before = listing(media)
        done = script(media / "scores.db", "games", "S", "--json")
        assert done.returncode == 0, done.stderr
        # Without its -shm, SQLite cannot read the -wal here: said, rather than skipped.
        message = one_sentence(script(media / "no-shm" / "scores.db", "games", "S"))
        assert message.startswith(f"{media / 'no-shm' / 'scores.db'} has changes in its -wal")
        assert listing(media) == before
    # The writable original, its -wal folded in by SQLite, shows the same four games.
    assert done.stdout == run(original, "games", "S", "--json").stdout
    assert done.stdout.count('"number": ') == 4

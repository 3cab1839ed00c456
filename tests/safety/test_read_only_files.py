"""A file, or its folder, that cannot be written: reads work and leave nothing behind,
changes get one sentence.

Tests run as root in CI, and chmod does not stop root; so as root the file (and folder)
are made immutable with ``chattr +i`` instead, and where that is impossible the tests
are skipped with the reason. As anyone else, plain chmod is used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from safety_harness import one_line_failure, run

from scorekeeper.ledger import Ledger

ENTRY = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3"]


@contextmanager
def read_only(*paths: Path) -> Iterator[None]:
    """Make ``paths`` unwritable, even for root (tests run as root in CI).

    chmod does not stop root, so as root the files are made immutable (``chattr +i``);
    where the file system cannot do that, the test is skipped with the reason.
    """
    if os.geteuid() != 0:
        modes = {path: path.stat().st_mode for path in paths}
        for path in paths:
            path.chmod(0o500 if path.is_dir() else 0o400)
        try:
            yield
        finally:
            for path, mode in modes.items():
                path.chmod(mode)
        return
    done = subprocess.run(["chattr", "+i", *map(str, paths)], capture_output=True, check=False)
    if done.returncode != 0:
        subprocess.run(["chattr", "-i", *map(str, paths)], capture_output=True, check=False)
        pytest.skip(f"running as root and chattr +i is not possible here: {done.stderr!r}")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", *map(str, paths)], check=True)


READS = [["totals", "S"], ["games", "S"], ["history", "S", "1"], ["export", "S"], ["check"]]
WRITES = [["record", "S", *ENTRY], ["void", "S", "1", "--reason", "x"], ["undo", "S"],
          ["new", "T", "-p", "A", "-p", "B"], ["rename", "S", "Other"]]  # fmt: skip


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="no chattr")
def test_a_read_only_file_reads_and_refuses_writes_in_one_sentence(evening: Ledger) -> None:
    path = evening.db.path
    before = path.read_bytes()
    beside = sorted(os.listdir(path.parent))
    with read_only(path):
        for args in READS:
            assert run(path, *args).exit_code == 0, args
        # A read made no -wal or -shm it could not take away again.
        assert sorted(os.listdir(path.parent)) == beside
        for args in WRITES:
            message = one_line_failure(run(path, *args), 1)
            assert message == f"cannot write to {path}: the file or its folder is read-only"
    assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == beside


@pytest.mark.skipif(shutil.which("chattr") is None and os.geteuid() == 0, reason="no chattr")
def test_a_read_only_folder_reads_and_refuses_changes_in_one_sentence(
    evening: Ledger, tmp_path: Path
) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "scores.db"
    shutil.copyfile(evening.db.path, path)
    before = path.read_bytes()
    expected = {" ".join(args): run(evening.db.path, *args).stdout for args in READS}
    with read_only(folder, path):
        for args in READS:
            result = run(path, *args)
            assert result.exit_code == 0, (args, result.stderr)
            assert result.stdout == expected[" ".join(args)].replace(
                str(evening.db.path), str(path)
            )
        for args in WRITES:
            message = one_line_failure(run(path, *args), 1)
            assert message == f"cannot write to {path}: the file or its folder is read-only"
        message = one_line_failure(run(path, "backup"), 1)
        assert message.startswith("cannot create the backups"), message
    assert path.read_bytes() == before
    assert sorted(os.listdir(folder)) == ["scores.db"]

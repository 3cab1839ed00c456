"""The scores are private: the data folder is 0700, every file the app writes is 0600.

tests/unit/test_storage_files.py checks a new database file; here the default data
folder, the WAL files beside the database, the backups, and a permissive umask.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest
from safety_harness import SCRIPT, SEATS, entry_for, mode, run
from script_env import script_env
from sqlalchemy import text

from scorekeeper.cli.support import default_db
from scorekeeper.ledger import Ledger


@pytest.fixture
def open_umask() -> Iterator[None]:
    """A umask that would let everyone read new files, to show the app does not rely on it."""
    old = os.umask(0)
    yield
    os.umask(old)


def test_the_default_data_folder_is_created_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, open_umask: None
) -> None:
    folder = tmp_path / "share" / "scorekeeper"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(folder))
    path = default_db()
    assert path == folder / "scorekeeper.db"
    assert mode(folder) == 0o700
    assert folder.stat().st_uid == os.getuid()


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME places the folder on Linux")
def test_the_installed_script_makes_a_private_folder_and_file(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    done = subprocess.run(
        [str(SCRIPT), "new", "S", "-p", "A", "-p", "B"],
        capture_output=True,
        text=True,
        env=script_env(data=data_home),
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    folder = data_home / "scorekeeper"
    assert mode(folder) == 0o700 and mode(folder / "scorekeeper.db") == 0o600


def test_the_database_its_wal_and_its_backups_are_private(tmp_path: Path, open_umask) -> None:
    path = tmp_path / "scores.db"
    book = Ledger(path)
    info, _ = book.new_session("S", SEATS)
    book.record("S", entry_for(info, 1))
    with book.db.read() as db:  # a reader is in: the -wal and -shm exist now
        db.exec(text("SELECT COUNT(*) FROM game")).one()
        for suffix in ("", "-wal", "-shm"):
            assert mode(Path(f"{path}{suffix}")) == 0o600, suffix
    book.close()
    later = Ledger(path)  # the first write of this "day" that finds a session: a copy first
    later.record("S", entry_for(info, 2))
    later.close()
    assert run(path, "backup").exit_code == 0
    assert run(path, "backup", str(tmp_path / "mine.db")).exit_code == 0
    folder = tmp_path / "backups"
    assert mode(folder) == 0o700
    copies = [*folder.iterdir(), tmp_path / "mine.db"]
    assert len(copies) == 3  # the daily copy before game 2, and the two asked for
    assert {mode(copy) for copy in copies} == {0o600}

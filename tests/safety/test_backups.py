"""``backup [FILE]``, and the rolling automatic backups in ``backups/`` beside the database.

A backup is a checked, private, self-contained copy that never overwrites a file; copies
taken while another writer records are consistent; the daily copy is the file as the day
found it; pruning keeps 10 and touches nothing else; a failed daily copy costs no game.
"""

from __future__ import annotations

import os
import resource
import signal
import sqlite3
import subprocess
import threading
import time
from datetime import datetime, timedelta
from pathlib import Path

from safety_harness import (
    NOON,
    SCRIPT,
    dump,
    entry_for,
    fixed_clock,
    integrity,
    mode,
    one_line_failure,
    run,
    run_script,
)

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import backup

ENTRY = ["--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7", "--hand", "Dev=9"]


def test_backup_writes_a_private_checked_copy_beside_the_database(
    evening: Ledger, at_noon: list[datetime]
) -> None:
    path = evening.db.path
    result = run(path, "backup")
    target = path.parent / "backups" / "scores-20240504-120000.db"
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"Backed up {path} to {target}\n"
    assert mode(target) == 0o600 and mode(target.parent) == 0o700
    assert integrity(target) == ["ok"] and dump(target) == dump(path)
    assert not Path(f"{target}-wal").exists()  # one self-contained file
    # The same second again: a new name, never an overwrite.
    assert run(path, "backup").stdout.endswith("scores-20240504-120000-2.db\n")


def test_backup_to_a_chosen_file_or_folder(evening: Ledger, tmp_path: Path, at_noon) -> None:
    path = evening.db.path
    chosen = tmp_path / "friday.db"
    assert run(path, "backup", str(chosen)).exit_code == 0
    assert mode(chosen) == 0o600 and dump(chosen) == dump(path)
    before = chosen.read_bytes()
    message = one_line_failure(run(path, "backup", str(chosen)), 2)
    assert message == f"FILE: {chosen} exists already; give a new name (no overwriting)"
    assert chosen.read_bytes() == before
    missing = tmp_path / "nowhere" / "x.db"
    assert one_line_failure(run(path, "backup", str(missing)), 2).startswith("FILE: the folder")
    folder = tmp_path / "usb"
    folder.mkdir()
    assert run(path, "backup", str(folder)).exit_code == 0
    assert (folder / "scores-20240504-120000.db").is_file()
    nothing = tmp_path / "none.db"
    assert "no database" in one_line_failure(run(nothing, "backup"), 1)
    assert not nothing.exists()


def test_backups_taken_while_another_writer_records_are_consistent(evening: Ledger) -> None:
    path = evening.db.path
    info = evening.session("S")
    writer = threading.Thread(
        target=lambda: [evening.record("S", entry_for(info, n)) for n in range(4, 24)]
    )
    writer.start()
    copies = []
    while writer.is_alive() or not copies:
        copies.append(backup.copy_database(path, path.parent / f"copy{len(copies)}.db"))
    writer.join()
    for copy in copies:
        book = Ledger(copy)
        try:
            assert book.check().ok
        finally:
            book.close()


def test_a_daily_backup_before_the_first_write_of_each_day(
    evening: Ledger, at_noon: list[datetime]
) -> None:
    path, folder = evening.db.path, evening.db.path.parent / "backups"
    # Its first write made the session: an empty file, nothing worth a copy.
    assert not folder.exists()
    info = evening.session("S")
    Ledger(path).close()  # opening writes nothing, so it copies nothing
    assert not folder.exists()
    for day in range(12):
        at_noon.append(NOON + timedelta(days=day, minutes=day))
        book = Ledger(path, clock=fixed_clock)
        before = dump(path)
        book.record("S", entry_for(info, 4 + 2 * day))
        book.record("S", entry_for(info, 5 + 2 * day))  # the same day: no second copy
        book.close()
        name = (NOON + timedelta(days=day, minutes=day)).strftime("scores-%Y%m%d-%H%M%S")
        assert dump(folder / f"{name}-daily.db") == before  # the file as the day found it
    kept = sorted(p.name for p in folder.iterdir())
    assert len(kept) == backup.KEEP  # the two oldest were pruned
    assert kept[0] == "scores-20240506-120200-daily.db"
    assert all(mode(folder / name) == 0o600 for name in kept)


def test_pruning_keeps_manual_backups_and_other_databases(tmp_path: Path, at_noon) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    others = ["scores-20200101-000000.db", "scores-2-20200101-000000-daily.db", "notes.txt"]
    for name in others:
        (folder / name).write_text("x")
    for day in range(12):
        (folder / f"scores-202001{day + 10:02d}-000000-daily.db").write_text("x")
    backup.prune(tmp_path / "scores.db")
    left = {p.name for p in folder.iterdir()}
    assert set(others) <= left and len(left) == len(others) + backup.KEEP


def test_a_failed_daily_backup_does_not_cost_the_game(evening: Ledger, at_noon) -> None:
    path = evening.db.path
    folder = path.parent / "backups"
    folder.write_text("a file where the folder should be")
    at_noon.append(NOON + timedelta(days=1))
    book = Ledger(path, clock=fixed_clock)
    game = book.record("S", entry_for(book.session("S"), 4))
    assert game.number == 4
    book.close()
    message = one_line_failure(run(path, "backup"), 1)
    assert message.startswith("cannot create the backups folder")


def test_stale_temporaries_and_their_sqlite_side_files_are_removed(evening: Ledger) -> None:
    """A copy killed half-way leaves its temporary file and SQLite's journal beside it."""
    path = evening.db.path
    folder = path.parent / "backups"
    folder.mkdir(mode=0o700)
    stale = [".scores-20240101-000000.db.999.tmp", ".scores-20240101-000000.db.999.tmp-journal",
             ".scores-20240102-000000-daily.db.998.tmp-wal",
             ".scores-20240102-000000-daily.db.998.tmp-shm"]  # fmt: skip
    # Another copy may still be writing a young one; another database prunes its own.
    kept = [".scores-20240103-000000.db.997.tmp-journal", ".scores-2-20240101-000000.db.9.tmp"]
    hour_ago = time.time() - backup.STALE_TEMPORARY_S - 60
    for name in stale + kept:
        (folder / name).write_bytes(b"x")
        if name != kept[0]:
            os.utime(folder / name, (hour_ago, hour_ago))
    done = run_script(path, "record", "S", *ENTRY)  # the day's first write: a daily copy
    assert done.returncode == 0, done.stderr
    left = sorted(p.name for p in folder.iterdir() if p.name.startswith("."))
    assert left == sorted(kept)
    assert [p.name.endswith("-daily.db") for p in folder.iterdir() if p.name[0] != "."] == [True]


def test_a_failed_backup_leaves_no_backups_folder(evening: Ledger, tmp_path: Path) -> None:
    # Not a scorekeeper database: refused after the copy, which made backups/ for it.
    foreign = tmp_path / "other" / "notes.db"
    foreign.parent.mkdir()
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE note (text)")
    conn.close()
    done = run_script(foreign, "backup")
    assert done.returncode == 1 and "is not a scorekeeper database" in done.stderr
    assert sorted(p.name for p in foreign.parent.iterdir()) == ["notes.db"]
    # A copy that cannot be written: every file the child writes is capped at 16 bytes.
    path = evening.db.path
    done = subprocess.run(
        [str(SCRIPT), "--db", str(path), "backup"],
        capture_output=True,
        text=True,
        preexec_fn=_cap_file_size,
        check=False,
    )
    assert done.returncode == 1 and done.stderr.startswith(f"cannot back up {path}")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert not (path.parent / "backups").exists()
    # A copy into a folder of one's choice makes no backups/ beside the database either.
    usb = tmp_path / "usb"
    usb.mkdir()
    assert run_script(path, "backup", str(usb)).returncode == 0
    assert not (path.parent / "backups").exists() and len(list(usb.iterdir())) == 1


def _cap_file_size() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails, not kills
    resource.setrlimit(resource.RLIMIT_FSIZE, (16, 16))

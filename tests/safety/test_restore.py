"""``restore FILE``: only a healthy backup is put back, and the current file is kept first.

It refuses noise, other databases, damaged or newer backups and the database itself;
over a damaged ledger it keeps the old bytes as they were; it never replaces a file that
is not a scorekeeper ledger; a TUI left open sees the restored ledger at once.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from safety_harness import (
    SEATS,
    dump,
    entry_for,
    integrity,
    mode,
    one_line_failure,
    run,
)

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import backup


def test_restore_puts_a_backup_back_and_keeps_the_current_file(
    evening: Ledger, tmp_path: Path, at_noon
) -> None:
    path = evening.db.path
    saved = tmp_path / "saved.db"
    assert run(path, "backup", str(saved)).exit_code == 0
    before_restore_dump = dump(saved)
    evening.void("S", 1, "spilled tea")
    evening.record("S", entry_for(evening.session("S"), 4))
    current = dump(path)
    result = run(path, "restore", str(saved))
    assert result.exit_code == 0, result.stderr
    kept = path.parent / "backups" / "scores-20240504-120000-pre-restore.db"
    assert result.stdout.splitlines() == [
        f"Restored {path} from {saved}: 1 session, 3 games.",
        f"The file as it was is kept at {kept}",
    ]
    assert dump(path) == before_restore_dump and dump(kept) == current
    # The long-lived ledger (a TUI left open) reads the restored file at once.
    assert [g.voided for g in evening.games("S")] == [False, False, False]
    assert evening.check().ok and integrity(path) == ["ok"]
    assert mode(path) == 0o600


def _newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()


def test_restore_refuses_what_is_not_a_good_backup(evening: Ledger, tmp_path: Path) -> None:
    path = evening.db.path
    noise = tmp_path / "noise.db"
    noise.write_bytes(os.urandom(5000))
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE notes (body TEXT)").connection.close()
    newer, damaged = tmp_path / "newer.db", tmp_path / "damaged.db"
    for made in (newer, damaged):
        backup.copy_database(path, made)
    _newer(newer)
    with damaged.open("r+b") as handle:
        handle.seek(2 * 4096)
        handle.write(os.urandom(4096))
    cases = {
        noise: "is not a scorekeeper backup",
        other: "is not a scorekeeper backup",
        newer: "newer scorekeeper (schema 99)",
        damaged: "is damaged",
        tmp_path / "missing.db": "there is no file at",
        path: "is the database itself",
    }
    before = dump(path)
    for file, expected in cases.items():
        message = one_line_failure(run(path, "restore", str(file)), 2)
        assert message.startswith("FILE: ") and expected in message, message
    assert dump(path) == before
    assert not (path.parent / "backups").exists() or not any(
        "pre-restore" in p.name for p in (path.parent / "backups").iterdir()
    )


def test_restore_over_a_damaged_file_keeps_its_bytes(evening: Ledger, tmp_path: Path) -> None:
    path = evening.db.path
    saved = backup.copy_database(path, tmp_path / "saved.db")
    evening.close()
    sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").connection.close()
    with path.open("r+b") as handle:
        handle.seek(3 * 4096)
        handle.write(os.urandom(4096))
    damaged = path.read_bytes()
    result = run(path, "restore", str(saved))
    assert result.exit_code == 0, result.stderr
    kept = Path(result.stdout.splitlines()[-1].removeprefix("The file as it was is kept at "))
    assert kept.name.endswith(".damaged.db") and kept.read_bytes() == damaged
    assert dump(path) == dump(saved) and integrity(path) == ["ok"]
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_restore_never_replaces_a_file_that_is_not_ours(tmp_path: Path) -> None:
    book = Ledger(tmp_path / "scores.db")
    book.new_session("S", SEATS)
    saved = backup.copy_database(book.db.path, tmp_path / "saved.db")
    book.close()
    recipes = tmp_path / "recipes.db"
    sqlite3.connect(recipes).execute("CREATE TABLE r (x)").connection.close()
    before = recipes.read_bytes()
    assert "not a scorekeeper database" in one_line_failure(run(recipes, "restore", str(saved)), 1)
    assert recipes.read_bytes() == before

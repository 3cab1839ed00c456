"""``scorekeeper check`` and the TUI's quick check: a healthy file passes, each kind of
damage is named, and checking never changes the file."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from safety_harness import dump, one_line_failure, run

from scorekeeper.ledger import Ledger
from scorekeeper.store.check import quick_check


def tamper(path: Path, *statements: str) -> None:
    """Edit the file behind the scorekeeper's back, as a hand edit or bad disk would."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def damage_pages(path: Path, first_page: int = 3) -> None:
    """Overwrite pages past the header with noise (the schema page stays readable)."""
    tamper(path, "PRAGMA wal_checkpoint(TRUNCATE)")
    size = path.stat().st_size
    with path.open("r+b") as handle:
        for offset in range(first_page * 4096, size, 8192):
            handle.seek(offset)
            handle.write(os.urandom(4096))


def test_a_healthy_file_is_ok(evening: Ledger) -> None:
    path = evening.db.path
    result = run(path, "check")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"ok: {path} (1 session, 3 games, 4 revisions)\n"
    data = json.loads(run(path, "check", "--json").stdout)
    assert data == {
        "ok": True,
        "problems": [],
        "counts": {"sessions": 1, "games": 3, "revisions": 4},
    }
    assert evening.check().ok and evening.quick_check() == []


DAMAGE = {
    "a score that breaks zero-sum": (
        ["UPDATE revision_entry SET score = score + 5, part_b = part_b + 5 WHERE rowid = 1"],
        ["game 1 revision 1: the scores sum to 5, not 0", "game 1 revision 1: Asha is stored"],
    ),
    "points moved between players (still zero-sum)": (
        ["UPDATE revision_entry SET part_b = part_b + 2, score = score + 2 WHERE rowid = 2",
         "UPDATE revision_entry SET part_b = part_b - 2, score = score - 2 WHERE rowid = 3"],
        ["session 'S' game 1 revision 1: Bina is stored as"],
    ),
    "a lost line": (
        ["DELETE FROM revision_entry WHERE rowid = 4"],
        ["game 1 revision 1: 3 lines for 4 seats"],
    ),
    "a game without its current revision": (
        ["UPDATE game SET current_revision_id = NULL WHERE number = 3"],
        ["game 3: its current revision is missing"],
    ),
    "a lost game": (
        ["DELETE FROM revision_entry WHERE revision_id IN"
         " (SELECT id FROM revision WHERE game_id = 2)",
         "UPDATE game SET current_revision_id = NULL WHERE number = 2",
         "DELETE FROM revision WHERE game_id = 2", "DELETE FROM game WHERE number = 2"],
        ["session 'S': 2 games are stored, numbered up to 3"],
    ),
    "a dangling foreign key": (
        ["INSERT INTO seat (session_id, position, player_id) VALUES (1, 9, 99)"],
        ["foreign key: a row of seat", "game 1 revision 1: 4 lines for 5 seats"],
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", DAMAGE, ids=list(DAMAGE))
def test_each_kind_of_damage_is_named(evening: Ledger, case: str) -> None:
    statements, expected = DAMAGE[case]
    path = evening.db.path
    tamper(path, *statements)
    before = dump(path)
    result = run(path, "check")
    assert result.exit_code == 1
    for fragment in expected:
        assert fragment in result.stdout, result.stdout
    assert all(line.startswith("- ") for line in result.stdout.splitlines())
    assert result.stderr.startswith("check: ") and result.stderr.count("\n") == 1
    assert "restore" in result.stderr
    assert dump(path) == before  # checking repairs nothing
    data = json.loads(run(path, "check", "--json").stdout)
    assert data["ok"] is False and any(expected[0] in p for p in data["problems"])


def test_quick_check_sees_a_broken_sum_and_damaged_pages(evening: Ledger) -> None:
    path = evening.db.path
    line = "revision_id = (SELECT current_revision_id FROM game WHERE number = 3) AND seat = 0"
    tamper(path, f"UPDATE revision_entry SET score = score + 1 WHERE {line}")
    assert evening.quick_check() == ["session 'S' game 3: the scores sum to 1, not 0"]
    tamper(path, f"UPDATE revision_entry SET score = score - 1 WHERE {line}")
    assert quick_check(path) == []
    damage_pages(path)
    problems = quick_check(path)
    assert problems and all(p.startswith("SQLite") for p in problems)


def test_damaged_pages_are_reported_and_left_alone(evening: Ledger) -> None:
    path = evening.db.path
    damage_pages(path)
    before = path.read_bytes()
    result = run(path, "check")
    assert result.exit_code == 1
    assert result.stdout.startswith("- SQLite ")
    assert "Traceback" not in result.stderr
    assert path.read_bytes() == before


def test_check_of_what_is_no_ledger(tmp_path: Path) -> None:
    missing = tmp_path / "none.db"
    assert "there is no database at" in one_line_failure(run(missing, "check"), 1)
    assert not missing.exists()  # check creates nothing
    noise = tmp_path / "noise.db"
    noise.write_bytes(os.urandom(3000))
    assert "not an SQLite file" in one_line_failure(run(noise, "check"), 1)
    other = tmp_path / "other.db"
    tamper(other, "CREATE TABLE notes (body TEXT)")
    assert "some other SQLite database" in one_line_failure(run(other, "check"), 1)

"""Upgrades: a ledger written by schema 1 opens with the same totals, history and check.

tests/fixtures/schema1.db was written by the first scorekeeper (make_fixture.py), and
schema1.json holds what it showed then. The real step m002 (session changes: stake,
settled, players merged) runs on it; the failure paths are proven with a test-only step
added after the real ones: the file is backed up first, and a step that fails leaves it
byte for byte as it was.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from safety_harness import dump, one_line_failure, run, snapshot

from scorekeeper.ledger import Ledger
from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite import migrations

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SCHEMA1 = FIXTURES / "schema1.db"


def expected() -> dict:
    return json.loads((FIXTURES / "schema1.json").read_text("utf-8"))


@pytest.fixture
def old_file(tmp_path: Path) -> Path:
    """A copy of the schema-1 fixture (the fixture itself is never opened for writing)."""
    target = tmp_path / "family.db"
    shutil.copyfile(SCHEMA1, target)
    return target


LATEST = len(migrations.MIGRATIONS)  # the real steps; a test step makes it LATEST + 1


def m_test(conn: sqlite3.Connection) -> None:
    """A test-only step: a new column and an index, as a real migration might add."""
    conn.execute("ALTER TABLE game ADD COLUMN table_note TEXT")
    conn.execute("CREATE INDEX revision_game ON revision (game_id, number)")


def with_step(monkeypatch: pytest.MonkeyPatch, step: Callable[[sqlite3.Connection], None]) -> None:
    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, step])


def version_of(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        return int(row[0])
    finally:
        conn.close()


def test_the_fixture_is_of_the_first_schema() -> None:
    assert version_of(SCHEMA1) == 1
    assert SCHEMA1.stat().st_size < 200_000


def test_the_old_file_opens_with_the_same_totals_history_and_check(old_file: Path) -> None:
    book = Ledger(old_file)
    try:
        assert snapshot(book) == expected()
        assert book.check().ok
    finally:
        book.close()
    totals = json.loads(run(old_file, "totals", "Friday", "--json").stdout)
    shown = {p["name"]: p["total"] for p in totals["players"]}
    assert shown == {p["name"]: p["total"] for p in expected()["Friday"]["totals"]}
    assert shown == {"Asha": 6, "Bina": 60, "Chandra": -72, "Dév": 6}


def test_the_real_upgrade_adds_session_changes_to_an_old_file(old_file: Path) -> None:
    """m002–m006 on a schema-1 ledger: same numbers, and stake / target / close / rename
    work on it."""
    assert LATEST == 6
    book = Ledger(old_file)
    try:
        assert version_of(old_file) == 6
        assert snapshot(book) == expected()
        assert book.session("Friday").settled_at is None and book.events("Friday") == []
        book.change_stake("Friday", "0.5", "NPR", "doubled for the last hour")
        book.change_rules("Friday", {"target": "500"}, "first to 500")
        plan = book.mark_settled("Friday")
        assert [line.money for line in plan.lines] == [300, 3000, -3600, 300]  # × 0.50
        book.rename_player("Dév", "Dev")
        assert book.session("Friday").seats[-1] == "Dev"
        actions = [e.action for e in book.events("Friday")]
        assert actions == ["stake", "rules", "settle", "rename-player"]
        assert book.check().ok
    finally:
        book.close()
    copies = list((old_file.parent / "backups").iterdir())
    assert [p.name.endswith("-pre-migration.db") for p in copies] == [True]


def test_m005_lets_an_upgraded_file_apply_a_form_once(old_file: Path) -> None:
    """The form ids: a form sent twice to an upgraded file makes one game; its older
    revisions have none, and two of them without one never clash."""
    from scorekeeper.ledger.changes.guards import Expect

    book = Ledger(old_file)
    try:
        before = len(book.games("Friday"))
        seats = book.session("Friday").seats
        entry = book.build_entry("Friday", seats[0], {"hand": [f"{p}=5" for p in seats[1:]]})
        form = Expect(game=before + 1, form_id="upgraded-0001")
        first = book.record("Friday", entry, expect=form)
        again = book.record("Friday", entry, expect=form)
        assert first.number == again.number == before + 1
        assert len(book.games("Friday")) == before + 1
        assert book.check().ok
    finally:
        book.close()


def test_m006_gives_an_upgraded_files_revisions_their_digests(old_file: Path) -> None:
    """Every revision kept before digests gets one, chained in id order in its session;
    ``check`` finds them right, a new game chains on, and a hand edit is then named."""
    from scorekeeper.store.digests import chained, stored

    Ledger(old_file).close()
    conn = sqlite3.connect(old_file)
    try:
        sessions = [sid for (sid,) in conn.execute("SELECT id FROM session ORDER BY id")]
        for session_id in sessions:
            previous = None
            for revision in stored(conn, session_id):
                assert revision.digest == chained(previous, revision.text)
                previous = revision.digest
        assert conn.execute("SELECT COUNT(*) FROM revision WHERE digest IS NULL").fetchone() == (0,)
    finally:
        conn.close()
    assert run(old_file, "check").exit_code == 0
    shown = json.loads(run(old_file, "settle", "Friday", "--stake", "1", "--json").stdout)
    assert len(shown["fingerprint"]) == 12
    book = Ledger(old_file)
    try:
        seats = book.session("Friday").seats
        book.record(
            "Friday", book.build_entry("Friday", seats[0], {"hand": [f"{p}=5" for p in seats[1:]]})
        )
        assert book.check().ok
    finally:
        book.close()
    conn = sqlite3.connect(old_file, isolation_level=None)
    try:
        conn.execute("UPDATE revision SET reason = 'edited' WHERE id = 1")
    finally:
        conn.close()
    result = run(old_file, "check")
    assert result.exit_code == 1 and "its content does not match its digest" in result.stdout


def test_m004_lets_an_upgraded_file_keep_a_pool_rejoin(old_file: Path) -> None:
    """The widened CHECK: a rejoin is a session change an upgraded file can hold."""
    book = Ledger(old_file)
    try:
        book.new_session("Pool", ["Asha", "Bina", "Chandra"], preset="pool")
        for winner, hands in (
            ("Asha", ["Bina=40", "Chandra=80"]),
            ("Bina", ["Asha=27", "Chandra=25"]),
        ):
            book.record("Pool", book.build_entry("Pool", winner, {"hand": hands}))
        assert book.rejoin("Pool", "Chandra", "buys back in") == (105, 40)
        assert [e.action for e in book.events("Pool")] == ["rejoin"]
        assert snapshot(book)["Friday"] == expected()["Friday"]
        assert book.check().ok
    finally:
        book.close()
    sql = "SELECT sql FROM sqlite_master WHERE name = 'session_event'"
    (ddl,) = sqlite3.connect(old_file).execute(sql).fetchone()
    assert "'rejoin'" in ddl


def test_an_upgrade_backs_up_first_and_changes_nothing_seen(
    old_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = dump(old_file)
    with_step(monkeypatch, m_test)
    book = Ledger(old_file)
    try:
        assert version_of(old_file) == LATEST + 1
        assert snapshot(book) == expected()
        assert book.check().ok
    finally:
        book.close()
    copies = list((old_file.parent / "backups").iterdir())
    assert [p.name.endswith("-pre-migration.db") for p in copies] == [True]
    assert dump(copies[0]) == original  # the file exactly as schema 1 left it
    columns = [row[1] for row in sqlite3.connect(old_file).execute("PRAGMA table_info(game)")]
    assert columns[-1] == "table_note"
    Ledger(old_file).close()  # up to date now: no second upgrade, no second copy
    assert len(list((old_file.parent / "backups").iterdir())) == 1


def failing_step(conn: sqlite3.Connection) -> None:
    m_test(conn)
    conn.execute("UPDATE game SET table_note = 'half-way'")
    raise RuntimeError("disk full, say")


def failing_sql(conn: sqlite3.Connection) -> None:
    m_test(conn)
    conn.execute("INSERT INTO no_such_table VALUES (1)")


@pytest.mark.parametrize("step", [failing_step, failing_sql], ids=["raises", "bad SQL"])
def test_a_failed_upgrade_leaves_the_file_byte_for_byte(
    old_file: Path, monkeypatch: pytest.MonkeyPatch, step: Callable
) -> None:
    before = old_file.read_bytes()
    with_step(monkeypatch, step)
    with pytest.raises(StorageError) as caught:
        Ledger(old_file)
    message = str(caught.value)
    assert message.startswith(f"could not upgrade {old_file} from schema 1 to {LATEST + 1} (")
    assert message.endswith("); the file is unchanged")
    assert old_file.read_bytes() == before
    assert sorted(p.name for p in old_file.parent.iterdir()) == ["backups", "family.db"]
    # Through the command line: a change tries the upgrade (a read would not): one
    # sentence, exit 1, and still not a byte changed.
    failed = run(old_file, "rename", "Friday", "Saturday")
    assert "could not upgrade" in one_line_failure(failed, 1)
    assert old_file.read_bytes() == before
    monkeypatch.undo()  # the scorekeeper without the broken step opens it as ever
    book = Ledger(old_file)
    assert snapshot(book) == expected()
    book.close()


def test_restoring_an_old_backup_upgrades_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_step(monkeypatch, m_test)
    current = tmp_path / "now.db"
    Ledger(current).close()
    result = run(current, "restore", str(SCHEMA1))
    assert result.exit_code == 0, result.stderr
    assert version_of(current) == LATEST + 1 and version_of(SCHEMA1) == 1
    book = Ledger(current)
    try:
        assert snapshot(book) == expected()
        assert book.check().ok
    finally:
        book.close()

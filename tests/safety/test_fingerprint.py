"""The ledger proves itself: each revision's digest, chained in its session, and the
session's fingerprint shown at settle-up.

A file changed behind the scorekeeper's back is named by ``check`` (even where the scores
still add up); an export changed after it was written is refused by ``import``; and the
same session has the same fingerprint on a file, on PostgreSQL, and after a round trip.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from safety_harness import SEATS, dump, entry_for, fixed_clock, one_line_failure, run
from test_check import tamper

from scorekeeper.ledger import Ledger

HEX = re.compile(r"[0-9a-f]{64}")


def busy(book: Ledger) -> None:
    """Session "S": three games, game 2 corrected, game 3 voided, the void undone, a fourth."""
    info, _ = book.new_session("S", SEATS, stake="0.25", currency="NPR")
    for number in (1, 2, 3):
        book.record("S", entry_for(info, number))
    book.correct("S", 2, entry_for(info, 2, variant=1), "typo")
    book.void("S", 3, "misdeal")
    book.undo("S")
    book.record("S", entry_for(info, 4))


def fingerprint(db: Path | str, session: str = "S") -> str:
    return json.loads(run(db, "settle", session, "--json").stdout)["fingerprint"]


@pytest.fixture
def busy_file(tmp_path: Path) -> Path:
    book = Ledger(tmp_path / "scores.db", clock=fixed_clock)
    try:
        busy(book)
    finally:
        book.close()
    return tmp_path / "scores.db"


def test_every_revision_is_digested_and_settle_shows_the_fingerprint(busy_file: Path) -> None:
    conn = sqlite3.connect(busy_file)
    try:
        digests = [d for (d,) in conn.execute("SELECT digest FROM revision ORDER BY id")]
    finally:
        conn.close()
    assert len(digests) == 7 and all(HEX.fullmatch(d or "") for d in digests)
    assert len(set(digests)) == 7
    shown = fingerprint(busy_file)
    assert shown == digests[-1][:12]
    table = run(busy_file, "settle", "S")
    assert table.exit_code == 0 and f"Fingerprint {shown}\n" in table.stdout
    assert run(busy_file, "check").exit_code == 0


CHANGES = {
    "a score moved between players (the sums still hold)": [
        "UPDATE revision_entry SET score = score + 2, part_b = part_b + 2"
        " WHERE revision_id = 1 AND seat = 1",
        "UPDATE revision_entry SET score = score - 2, part_b = part_b - 2"
        " WHERE revision_id = 1 AND seat = 2",
    ],
    "a reason reworded": ["UPDATE revision SET reason = 'a typo' WHERE id = 4"],
    "a time moved": ["UPDATE revision SET at = '2024-05-04T19:00:00+00:00' WHERE id = 4"],
    "two players' lines swapped": [
        "UPDATE revision_entry SET player_id = -player_id WHERE revision_id = 4 AND seat IN (1, 3)",
        "UPDATE revision_entry SET player_id = CASE player_id WHEN -2 THEN 4 ELSE 2 END"
        " WHERE revision_id = 4 AND player_id < 0",
    ],
}  # fmt: skip
WHERE = {
    "a score moved between players (the sums still hold)": "game 1 revision 1",
    "a reason reworded": "game 2 revision 2",
    "a time moved": "game 2 revision 2",
    "two players' lines swapped": "game 2 revision 2",
}


@pytest.mark.parametrize("case", CHANGES, ids=list(CHANGES))
def test_check_names_a_revision_changed_outside_the_program(busy_file: Path, case: str) -> None:
    tamper(busy_file, *CHANGES[case])
    before = dump(busy_file)
    result = run(busy_file, "check")
    assert result.exit_code == 1, result.stdout
    named = f"- session 'S' {WHERE[case]}: its content does not match its digest"
    assert named in result.stdout, result.stdout
    assert dump(busy_file) == before  # checking repairs nothing


def test_a_changed_digest_is_named_too(busy_file: Path) -> None:
    tamper(busy_file, "UPDATE revision SET digest = replace(digest, substr(digest, 1, 1), 'x')"
                      " WHERE id = 7")  # fmt: skip
    result = run(busy_file, "check")
    assert result.exit_code == 1
    assert "session 'S' game 4 revision 1: its content does not match its digest" in result.stdout


def _export(db: Path | str, target: Path) -> dict:
    assert run(db, "export", "S", "--json", "-o", str(target)).exit_code == 0
    return json.loads(target.read_text("utf-8"))


def test_an_export_carries_the_digests_and_a_round_trip_keeps_the_fingerprint(
    busy_file: Path, tmp_path: Path
) -> None:
    document = _export(busy_file, tmp_path / "s.json")
    revisions = [r for game in document["games"] for r in game["revisions"]]
    assert all(HEX.fullmatch(r["digest"]) for r in revisions)
    other = tmp_path / "other.db"
    assert run(other, "import", str(tmp_path / "s.json")).exit_code == 0
    assert fingerprint(other) == fingerprint(busy_file)
    assert run(other, "check").exit_code == 0


def _rescored(document: dict, revision: dict) -> None:
    """The revision's scores worked out again from its lines, as the ledger would."""
    from scorekeeper.ledger import catalog
    from scorekeeper.rules import Entry, Hand

    meta = document["session"]
    rules = catalog.preset(meta["preset"]).rules(meta["rules"])
    hands = [Hand(line["player"], line["outcome"], line["values"])
             for line in revision["lines"] if line["active"]]  # fmt: skip
    scores = {item.player: item for item in rules.score(Entry(tuple(hands), frozenset()))}
    for line in revision["lines"]:
        item = scores[line["player"]]
        line.update(part_a=item.part_a, part_b=item.part_b, score=item.score)


def test_an_export_changed_after_it_was_written_is_refused(busy_file: Path, tmp_path: Path) -> None:
    """A loser's hand raised by 3 with every score worked out again: the file adds up, and
    only its digest tells that game 2's correction is not what was exported."""
    document = _export(busy_file, tmp_path / "s.json")
    revision = document["games"][1]["revisions"][1]  # game 2's correction
    loser = next(line for line in revision["lines"] if line["outcome"] == "hand")
    before = [line["score"] for line in revision["lines"]]
    loser["values"]["points"] += 3
    _rescored(document, revision)
    assert [line["score"] for line in revision["lines"]] != before
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document), "utf-8")
    other = tmp_path / "other.db"
    assert run(other, "new", "T", *(a for seat in SEATS for a in ("-p", seat))).exit_code == 0
    stored = dump(other)
    message = one_line_failure(run(other, "import", str(changed)), 2)
    assert message.startswith("FILE: games[1].revisions[1].digest: does not match game 2"), message
    assert dump(other) == stored  # nothing stored
    for game in document["games"]:  # without its digests, the same file is a new one
        for each in game["revisions"]:
            del each["digest"]
    changed.write_text(json.dumps(document), "utf-8")
    assert run(other, "import", str(changed)).exit_code == 0


def test_a_reworded_reason_in_an_export_is_refused_at_its_digest(
    busy_file: Path, tmp_path: Path
) -> None:
    document = _export(busy_file, tmp_path / "s.json")
    document["games"][1]["revisions"][1]["reason"] = "a typo"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document), "utf-8")
    message = one_line_failure(run(tmp_path / "other.db", "import", str(changed)), 2)
    assert message.startswith("FILE: games[1].revisions[1].digest: does not match game 2"), message


def test_a_file_without_digests_imports_and_gets_them(busy_file: Path, tmp_path: Path) -> None:
    document = _export(busy_file, tmp_path / "s.json")
    for game in document["games"]:
        for revision in game["revisions"]:
            del revision["digest"]
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(document), "utf-8")
    other = tmp_path / "other.db"
    assert run(other, "import", str(plain)).exit_code == 0
    assert fingerprint(other) == fingerprint(busy_file)
    assert run(other, "check").exit_code == 0


def test_the_same_fingerprint_on_a_file_and_on_postgresql(
    busy_file: Path, pg_url: str, tmp_path: Path
) -> None:
    """Made the same way on each engine, and carried across by export and import."""
    book = Ledger(pg_url, clock=fixed_clock)
    try:
        busy(book)
    finally:
        book.close()
    assert fingerprint(pg_url) == fingerprint(busy_file)
    assert run(pg_url, "check").exit_code == 0
    document = _export(pg_url, tmp_path / "pg.json")
    assert document == {**_export(busy_file, tmp_path / "file.json"),
                        "exported_at": document["exported_at"]}  # fmt: skip
    assert run(busy_file, "import", str(tmp_path / "pg.json")).exit_code == 0
    assert fingerprint(busy_file, "S (2)") == fingerprint(pg_url)


def test_check_on_postgresql_names_a_changed_revision(pg_url: str) -> None:
    import psycopg

    book = Ledger(pg_url, clock=fixed_clock)
    try:
        busy(book)
    finally:
        book.close()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("UPDATE revision SET reason = 'a typo' WHERE id = 4")
    result = run(pg_url, "check")  # type: ignore[arg-type]
    assert result.exit_code == 1
    assert "session 'S' game 2 revision 2: its content does not match its digest" in result.stdout


def test_a_server_database_from_before_digests_gets_them_on_upgrade(
    busy_file: Path, pg_url: str
) -> None:
    """p003 on a database as p002 left it (no digest column): the same digests as a file's."""
    import psycopg

    book = Ledger(pg_url, clock=fixed_clock)
    try:
        busy(book)
    finally:
        book.close()
    with psycopg.connect(pg_url, autocommit=True) as conn:  # back to schema 2, games kept
        conn.execute("ALTER TABLE revision DROP COLUMN digest")
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    Ledger(pg_url, clock=fixed_clock).close()  # opening to write brings it up to date
    assert run(pg_url, "check").exit_code == 0
    assert fingerprint(pg_url) == fingerprint(busy_file)

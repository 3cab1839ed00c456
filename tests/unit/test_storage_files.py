"""The database file: private, WAL, foreign keys on; other files are refused, not touched."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from scorekeeper.ledger import Ledger
from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite.files import SQLITE_HEADER
from scorekeeper.store.sqlite.migrations import APP_ID, SCHEMA_VERSION
from scorekeeper.store.tables import Seat


def test_a_new_file_is_private_to_its_owner(db_path: Path) -> None:
    assert not db_path.exists()
    Ledger(db_path).close()
    assert stat.S_IMODE(db_path.stat().st_mode) == 0o600


def test_a_new_file_is_ours_and_migrated(db_path: Path) -> None:
    Ledger(db_path).close()
    assert db_path.read_bytes()[:16] == SQLITE_HEADER
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APP_ID
        version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        assert version == (str(SCHEMA_VERSION),)
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()


def test_every_connection_has_foreign_keys_on_and_wal(ledger: Ledger) -> None:
    with ledger.db.read() as db:
        assert db.exec(text("PRAGMA foreign_keys")).one()[0] == 1
        assert db.exec(text("PRAGMA journal_mode")).one()[0] == "wal"
        assert db.exec(text("PRAGMA synchronous")).one()[0] == 2  # FULL


def test_a_foreign_key_is_enforced(ledger: Ledger, dump) -> None:
    before = dump()
    with pytest.raises(IntegrityError), ledger.db.write() as db:
        db.add(Seat(session_id=999, position=0, player_id=999))
        db.flush()
    assert dump() == before


def test_the_file_reopens_with_its_data(db_path: Path) -> None:
    first = Ledger(db_path)
    first.new_session("Friday", ["Asha", "Bina"])
    first.record("Friday", first.build_entry("Friday", "Asha", {"hand": ["Bina=3"]}))
    first.close()
    again = Ledger(db_path)
    try:
        assert again.game("friday", 1).scores == {"Asha": 6, "Bina": -6}
    finally:
        again.close()


def refused_untouched(path: Path) -> str:
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        Ledger(path)
    assert path.read_bytes() == before
    assert str(path) in str(caught.value)
    return str(caught.value)


def test_a_foreign_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.execute("INSERT INTO notes (body) VALUES ('keep me')")
    conn.commit()
    conn.close()
    assert "other SQLite database" in refused_untouched(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT body FROM notes").fetchall() == [("keep me",)]
    conn.close()


def test_a_random_bytes_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "random.db"
    path.write_bytes(b"\x00garbage" + os.urandom(4096))
    assert "not an SQLite file" in refused_untouched(path)


def test_a_text_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "scores.txt"
    path.write_text("Asha 12\nBina 30\n", "utf-8")
    refused_untouched(path)


def test_a_file_from_a_newer_schema_is_refused(db_path: Path) -> None:
    Ledger(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute(
        "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),)
    )
    conn.commit()
    conn.close()
    message = refused_untouched(db_path)
    assert "newer" in message and str(SCHEMA_VERSION + 1) in message


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as caught:
        Ledger(tmp_path)
    assert "folder" in str(caught.value)


def test_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as caught:
        Ledger(tmp_path / "nowhere" / "scores.db")
    assert "does not exist" in str(caught.value)
    assert not (tmp_path / "nowhere").exists()

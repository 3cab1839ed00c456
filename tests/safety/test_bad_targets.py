"""A ``--db`` that cannot be used, or a ledger someone edited by hand: one sentence each.

Through the installed script, as a person meets them: a URL that does not parse or names
no port (exit 2, ``--db``'s fault), a role without rights on the ledger, a search_path
that names no schema, and a ``schema_version`` no scorekeeper writes (exit 1, the
database's). Never a traceback, never a password, and nothing changed. The hand-edited
versions, ten ledgers of three commands each, run the script's ``main`` in this process:
their sentence is the point, and the script's own start is met by the tests above them.
"""

from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest
from safety_harness import main_of
from script_env import SCRIPT, script_env

RECORD = ("record", "S", "--winner", "Asha", "--hand", "Bina=3")


def _run(db: Path | str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), "--db", str(db), *args], capture_output=True,
                          text=True, env=script_env(), timeout=60, check=False)  # fmt: skip


def refusal(done: subprocess.CompletedProcess[str], code: int) -> str:
    assert done.returncode == code, (done.returncode, done.stderr)
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    return done.stderr.strip()


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("postgresql://u:pw9@[::1:/x", "not a PostgreSQL URL"),
        ("postgresql://u:pw9@localhost:99999/x", "port '99999'"),
        ("postgresql://u:pw9@localhost:abc/x", "port 'abc'"),
    ],
)
def test_a_url_libpq_cannot_use_is_bad_input(url: str, said: str) -> None:
    line = refusal(_run(url, "sessions"), 2)
    assert line.startswith("--db: ") and said in line
    assert "pw9" not in line


def test_a_password_in_the_query_is_never_printed() -> None:
    done = _run("postgresql://u@127.0.0.1:1/x?password=pw9secret", *RECORD)
    line = refusal(done, 1)
    assert line.startswith("cannot connect to postgresql://u@127.0.0.1:1/x: ")
    assert "pw9secret" not in line


def _new_ledger(db: Path | str) -> None:
    made = _run(db, "new", "S", "-p", "Asha", "-p", "Bina")
    assert made.returncode == 0, made.stderr


def _sql(pg_url: str, statement: str) -> None:
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(statement)


def test_a_role_without_rights_is_told_so(pg_url: str) -> None:
    _new_ledger(pg_url)
    _sql(pg_url, "DO $$ BEGIN CREATE ROLE stranger LOGIN; EXCEPTION WHEN duplicate_object "
                 "THEN NULL; END $$")  # fmt: skip
    stranger = pg_url.replace("//postgres@", "//stranger@")
    for command in (("sessions",), RECORD):
        line = refusal(_run(stranger, *command), 1)
        assert "the role lacks rights" in line, line
    assert _run(pg_url, "games", "S", "--json").stdout.strip() == "[]"  # nothing recorded


def test_a_search_path_that_names_no_schema(pg_url: str) -> None:
    _new_ledger(pg_url)
    nowhere = pg_url + "&options=-c%20search_path%3Dnosuch"
    for command in (("sessions",), RECORD):
        line = refusal(_run(nowhere, *command), 1)
        assert "search_path names no schema" in line, line


HAND_EDITED = ["abc", "4.0", "", "-1", "03"]


def _version(db: Path | str) -> str:
    if isinstance(db, Path):
        conn = sqlite3.connect(db)
        try:
            return conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
        finally:
            conn.close()
    import psycopg

    with psycopg.connect(db) as conn:
        return conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]


def _set_version(db: Path | str, value: str) -> None:
    if isinstance(db, Path):
        conn = sqlite3.connect(db)
        with conn:
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (value,))
        conn.close()
    else:
        _sql(db, f"UPDATE meta SET value = '{value}' WHERE key = 'schema_version'")


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
@pytest.mark.parametrize("value", HAND_EDITED)
def test_a_hand_edited_schema_version(
    engine: str, value: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    db = tmp_path / "club.db" if engine == "sqlite" else request.getfixturevalue("pg_url")
    made = main_of(db, "new", "S", "-p", "Asha", "-p", "Bina")
    assert made.returncode == 0, made.stderr
    _set_version(db, value)
    for command in (("sessions",), RECORD):
        line = refusal(main_of(db, *command), 1)
        assert f"has schema_version {value!r}" in line, line
    assert _version(db) == value  # nothing ran again over the tables

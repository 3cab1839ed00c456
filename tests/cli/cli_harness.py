"""The harness of the CLI tests: CliRunner on a real SQLite file, and the installed script.

Every command gets ``--db`` explicitly, and SCOREKEEPER_DB points at the same file, so
no test can touch the user's own database.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest.mock import patch

import typer.main
import typer.testing
from db_dump import dump_database as dump_db
from main_run import prebuilt_command
from script_env import SCRIPT, in_process_env, script_env  # noqa: F401 (the CLI tests import them from here)
from typer.testing import CliRunner, Result

from scorekeeper.cli import app

PLAYERS = ("Asha", "Bina", "Chandra", "Dev", "Esha")
# A complete entry for the five seats: Asha declares, everyone else holds a hand.
ENTRY = ("--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3",
         "--hand", "Esha=4")  # fmt: skip


def assert_one_line_refusal(code: int, stdout: str, stderr: str, expected_code: int) -> str:
    """Exit code as the contract says, nothing on stdout, one line on stderr, no traceback."""
    assert code == expected_code, f"exit {code}, stderr {stderr!r}, stdout {stdout[:300]!r}"
    assert stdout == ""
    assert "Traceback" not in stderr
    assert stderr.endswith("\n") and stderr.count("\n") == 1, f"not one line: {stderr!r}"
    return stderr.rstrip("\n")


@dataclass
class Cli:
    """The CLI through CliRunner, on one database file."""

    db: Path | str  # a file, or a PostgreSQL URL (SCOREKEEPER_TEST_ENGINE=postgresql)

    def run(self, *args: str) -> Result:
        env = {"SCOREKEEPER_DB": str(self.db)}
        with patch.object(typer.testing, "_get_command", prebuilt_command):
            return CliRunner().invoke(app, ["--db", str(self.db), *args], env=env)

    def ok(self, *args: str) -> Result:
        result = self.run(*args)
        assert result.exit_code == 0, f"{args}: exit {result.exit_code}: {result.stderr!r}"
        assert result.exception is None, repr(result.exception)
        return result

    def json(self, *args: str) -> Any:
        """Run a ``--json`` command: stdout is exactly one JSON document."""
        return json.loads(self.ok(*args, "--json").stdout)

    def refuses(self, *args: str, code: int = 2) -> str:
        """The command fails as the contract says and leaves the file as it was."""
        assert isinstance(self.db, str) or self.db.exists(), "make the database first"
        before = dump_db(self.db)
        result = self.run(*args)
        # A Python exception the CLI did not turn into a message would be a crash.
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(
            result.exception
        )
        line = assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, code)
        assert dump_db(self.db) == before, f"{args} changed the database"
        return line


def copy_server_database(source: str, target: str) -> None:
    """``target`` (an empty database) made a copy of ``source``, on the same server."""
    import psycopg

    name = source.split("?")[0].rsplit("/", 1)[1]
    target_name = target.split("?")[0].rsplit("/", 1)[1]
    admin = source.replace(f"/{name}", "/postgres", 1)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {target_name}")
        conn.execute(f"CREATE DATABASE {target_name} TEMPLATE {name}")


def run_script(db: Path | str, *args: str) -> subprocess.CompletedProcess[bytes]:
    """The installed ``scorekeeper`` script in a real process; stdout and stderr as bytes."""
    assert SCRIPT.exists(), f"no installed script at {SCRIPT}"
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        env=script_env(db),
        timeout=120,
        check=False,
    )


def script_json(db: Path, *args: str) -> Any:
    done = run_script(db, *args, "--json")
    assert done.returncode == 0, done.stderr.decode()
    return json.loads(done.stdout.decode("utf-8"))

"""``--db`` naming a PostgreSQL ledger that cannot be used: one sentence each, no traceback.

A URL that does not parse is ``--db``'s bad input (exit 2); a server that is not there, a
database that does not exist, or a machine without the driver is a trouble with the
database (exit 1). The password in a URL is never printed.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from cli_harness import assert_one_line_refusal, script_env
from transcript import Done, run


def _run(*args: str, folder: Path) -> Done:
    """In this process: what is tested is the sentence and the exit code, not the process."""
    return run(list(args), db=None, folder=folder)


def refusal(done: Done, code: int) -> str:
    return assert_one_line_refusal(done.code, done.stdout, done.stderr, code)


def test_a_url_that_does_not_parse_is_bad_input(tmp_path: Path) -> None:
    done = _run("--db", "postgresql://scorer@localhost/club?bogus=1", "sessions", folder=tmp_path)
    assert refusal(done, 2) == (
        '--db: not a PostgreSQL URL that can be used (invalid URI query parameter: "bogus")'
    )


def test_a_server_that_is_not_there_is_named_without_its_password(tmp_path: Path) -> None:
    url = "postgresql://scorer:s3cret@127.0.0.1:1/club"
    done = _run("--db", url, "new", "X", "-p", "A", folder=tmp_path)
    line = refusal(done, 1)
    assert line.startswith("cannot connect to postgresql://scorer@127.0.0.1:1/club: ")
    assert "s3cret" not in done.stdout + done.stderr


def test_a_database_that_does_not_exist_says_how_to_make_it(pg_url: str, tmp_path: Path) -> None:
    missing = pg_url.replace("/t", "/nosuch_t", 1)
    line = refusal(_run("--db", missing, "totals", "S", folder=tmp_path), 1)
    assert line.startswith("cannot open postgresql://")
    assert line.endswith("does not exist; create it (createdb) and try again")


@pytest.mark.parametrize("command", [["sessions"], ["new", "X", "-p", "A", "-p", "B"]])
def test_without_the_driver_the_extra_is_named(command: list[str]) -> None:
    """A family's install has no psycopg: a URL is then told how to get it. A process of its
    own, since this one has the driver loaded and hiding it here would leak to others."""
    hide = (
        "import sys; sys.modules['psycopg'] = None; "
        "from scorekeeper.cli.launch import main; sys.argv[0] = 'scorekeeper'; main()"
    )
    done = subprocess.run([sys.executable, "-c", hide, "--db", "postgresql://scorer@localhost/club",
                           *command], capture_output=True, text=True, env=script_env(),
                          timeout=60, check=False)  # fmt: skip
    assert assert_one_line_refusal(done.returncode, done.stdout, done.stderr, 1) == (
        "a postgresql:// ledger needs the psycopg driver: pip install 'scorekeeper[postgres]'"
    )

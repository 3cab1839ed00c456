"""Shared by the safety tests: deterministic games, the CLI on a file, and file snapshots.

Games are made from their number alone (``entry_for``), so a process that only printed
"game 12" lets the test know exactly what game 12 must hold.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import stat
import subprocess
from datetime import datetime
from pathlib import Path
from typing import Any

from db_dump import dump_database as dump  # noqa: F401  (the safety tests import it from here)
from main_run import run_main
from script_env import SCRIPT, in_process_env, script_env
from typer.testing import CliRunner, Result

from scorekeeper.cli import app
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.entries import build_entry
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import Entry

SEATS = ("Asha", "Bina", "Chandra", "Dev")
FIXED_AT = "2024-05-04T20:00:00+00:00"
NOON = datetime(2024, 5, 4, 12, 0, 0)  # the backups' clock in the tests that fix it


def fixed_clock() -> str:
    return FIXED_AT


def entry_for(info: SessionInfo, number: int, variant: int = 0) -> Entry:
    """Game ``number``'s entry; ``variant`` 1 is its correction (another winner, hands)."""
    winner = SEATS[(number + variant) % len(SEATS)]
    losers = [seat for seat in SEATS if seat != winner]
    hands = [f"{seat}={(number * 7 + i * 3 + variant * 11) % 41}" for i, seat in enumerate(losers)]
    options = {"hand": hands, "honors": [f"{winner}={number % 3}"]}
    return build_entry(info, winner, options)


def play_evening(path: Path) -> Ledger:
    """Session "S" (Asha, Bina, Chandra, Dev) with games 1–3, game 2 corrected; open."""
    book = Ledger(path, clock=fixed_clock)
    info, _ = book.new_session("S", SEATS)
    for number in (1, 2, 3):
        book.record("S", entry_for(info, number))
    book.correct("S", 2, entry_for(info, 2, variant=1), "typo")
    return book


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def integrity(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [row[0] for row in conn.execute("PRAGMA integrity_check")]
    finally:
        conn.close()


def snapshot(ledger: Ledger) -> dict[str, Any]:
    """Totals, games and history of every session, as plain JSON data."""
    result: dict[str, Any] = {}
    for summary in sorted(ledger.sessions(), key=lambda s: s.id):
        totals = ledger.totals(summary.id)
        result[summary.name] = {
            "totals": [dataclasses.asdict(p) for p in totals.players],
            "games": [
                [g.number, g.dealer, g.winner, g.voided, g.dealt, g.revision, g.scores]
                for g in ledger.games(summary.id)
            ],
            "history": [
                [r.game, r.revision, r.action, r.reason, r.at, r.winner, r.voided, r.scores]
                for r in ledger.history(summary.id)
            ],
        }
    return json.loads(json.dumps(result))


def run(db: Path, *args: str) -> Result:
    """The CLI in this process (CliRunner) on ``db``; SCOREKEEPER_DB points there too."""
    return CliRunner().invoke(app, ["--db", str(db), *args], env={"SCOREKEEPER_DB": str(db)})


def one_line_failure(result: Result, code: int) -> str:
    """Exit ``code``, nothing on stdout, one line on stderr, no traceback."""
    assert result.exit_code == code, (result.exit_code, result.stdout, result.stderr)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert result.stdout == "", result.stdout
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.endswith("\n"), result.stderr
    return result.stderr.rstrip("\n")


def run_script(db: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The installed ``scorekeeper`` in a real process."""
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=timeout,
        check=False,
    )


def main_of(db: Path | str, *args: str) -> subprocess.CompletedProcess[str]:
    """The same command through the script's ``main`` in this process (main_run.py), for
    the tests whose point is the answer and what is stored, not the process; answered as
    :func:`run_script` answers."""
    done = run_main(["--db", str(db), *args], env=in_process_env(db))
    return subprocess.CompletedProcess(args, done.code, _text(done.stdout), _text(done.stderr))


def _text(printed: str) -> str:
    """Line ends as :func:`run_script` reads them (text mode: a CSV's \\r\\n is \\n)."""
    return printed.replace("\r\n", "\n").replace("\r", "\n")

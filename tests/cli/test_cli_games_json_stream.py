"""games --json, written as it is read, prints what json.dumps(indent=2) printed.

Through the installed script on a real file: a session with a sit-out, a void, a
correction and names past ASCII prints byte for byte the list of games the contract
describes, laid out as json.dumps(..., ensure_ascii=False, indent=2); a session with no
games prints []; an unknown session is one sentence, exit 2, nothing on stdout.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from cli_harness import SCRIPT, script_env

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads.reader import Reader

SEATS = ["Åsa", "Bina", "Chandra", "Dev"]


def run(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=60,
        check=False,
    )


def expected(db: Path, session: str) -> str:
    games = [
        {"number": row.number, "round": row.round, "dealer": row.dealer, "winner": row.winner,
         "voided": row.voided, "revision": row.revision, "scores": row.scores}
        for row in Reader(db).score_sheet(session)
    ]  # fmt: skip
    return json.dumps(games, ensure_ascii=False, indent=2) + "\n"


def test_games_json_is_byte_for_byte_the_indented_document(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    ledger = Ledger(db)
    ledger.new_session("Friday", SEATS)
    ledger.new_session("Empty", SEATS)
    hands = {"hand": ["Bina=7", "Chandra=3", "Dev=0"]}
    for _ in range(3):
        ledger.record("Friday", ledger.build_entry("Friday", "Åsa", hands))
    away = {"hand": ["Bina=7", "Åsa=2"]}
    ledger.record("Friday", ledger.build_entry("Friday", "Dev", away, sit_out=["Chandra"]))
    ledger.void("Friday", 2, "misdeal")
    ledger.correct(
        "Friday",
        1,
        ledger.build_entry("Friday", "Bina", hands | {"hand": ["Åsa=5", "Chandra=3", "Dev=0"]}),
        "wrong winner",
    )
    ledger.close()
    done = run(db, "games", "Friday", "--json")
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected(db, "Friday")
    assert '"dealer": "Åsa"' in done.stdout  # UTF-8 as it is, not \\u escapes
    assert run(db, "games", "Empty", "--json").stdout == "[]\n"
    refused = run(db, "games", "Saturday", "--json")
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.startswith("SESSION: no session 'Saturday'")

"""A club's shared ledger on PostgreSQL: several scorers write at once, nothing is lost.

Four scorers, each a process of its own, start together on a fresh, empty PostgreSQL
database: they race to create the tables and the session, then each records 25 games —
two as the command line does (``Writer``, plain SQL) and two as the web face and the
TUI do (one long-lived ``Ledger``, the ORM's unit of work), so both ways of taking the
write lock meet. There must be exactly 100 games numbered 1–100, 25 won by each
scorer's player, one revision each, and ``scorekeeper check`` ok.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

from script_env import SCRIPT, script_env

WRITERS, GAMES = 4, 25

SCORER = """
import sys
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.writer import Writer
from scorekeeper.rules import RuleError
url, me, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
seats = ["Asha", "Bina", "Chandra", "Dev"]
print("ready", flush=True)
sys.stdin.readline()  # everyone starts together
book = Ledger(url)  # four processes make the same new tables at once
try:
    book.new_session("S", seats)
except RuleError:
    pass  # another scorer made it first
scorer = book if me % 2 else Writer(url)
winner = seats[me]
for i in range(games):
    hands = [f"{p}={i}" for p in seats if p != winner]
    game = scorer.record("S", scorer.build_entry("S", winner, {"hand": hands}))
    print(game.number, flush=True)
"""


def _script(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), "--db", url, *args], capture_output=True, text=True,
                          env=script_env(), timeout=120, check=False)  # fmt: skip


def test_four_scorers_at_once_lose_and_double_nothing(pg_url: str) -> None:
    scorers = [
        subprocess.Popen(
            [sys.executable, "-c", SCORER, pg_url, str(me), str(GAMES)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for me in range(WRITERS)
    ]
    for scorer in scorers:
        assert scorer.stdout is not None and scorer.stdout.readline() == "ready\n"
    for scorer in scorers:
        assert scorer.stdin is not None
        scorer.stdin.write("go\n")
        scorer.stdin.flush()
    said = [scorer.communicate(timeout=300) for scorer in scorers]
    assert [scorer.returncode for scorer in scorers] == [0] * WRITERS, [err for _, err in said]
    numbers = sorted(int(n) for out, _ in said for n in out.split())
    assert numbers == list(range(1, WRITERS * GAMES + 1))  # each number given out once

    games = json.loads(_script(pg_url, "games", "S", "--json").stdout)
    assert [game["number"] for game in games] == list(range(1, WRITERS * GAMES + 1))
    assert all(game["revision"] == 1 for game in games)
    assert Counter(game["winner"] for game in games) == {
        name: GAMES for name in ("Asha", "Bina", "Chandra", "Dev")
    }
    checked = _script(pg_url, "check")
    assert checked.returncode == 0, checked.stderr
    assert "(1 session, 100 games, 100 revisions)" in checked.stdout

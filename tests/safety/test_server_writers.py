"""A club's shared ledger on PostgreSQL: several scorers write at once, nothing is lost.

Four scorers, each a loop of the installed ``scorekeeper`` script in processes of its
own, start together on a fresh, empty PostgreSQL database: they race to create the
tables and the session, then each records 25 games. There must be exactly 100 games
numbered 1–100, 25 won by each scorer's player, one revision each, and ``check`` ok.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections import Counter
from pathlib import Path

SCRIPT = Path(sys.executable).parent / "scorekeeper"

SEATS = ["Asha", "Bina", "Chandra", "Dev"]


def script_env(url: str) -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")} | {
        "SCOREKEEPER_DB": url
    }


WRITERS, GAMES = 4, 25


def _scorer(url: str, me: int, start: threading.Barrier, said: list[str]) -> None:
    env = script_env(url)
    run = lambda *args: subprocess.run(  # noqa: E731
        [str(SCRIPT), "--db", url, *args], capture_output=True, text=True, env=env, timeout=120
    )
    start.wait()
    made = run("new", "S", *(arg for name in SEATS for arg in ("-p", name)))
    if made.returncode != 0:  # another scorer made it first: told so, in one sentence
        assert made.returncode == 2 and "exists" in made.stderr, made.stderr
    winner = SEATS[me]
    for i in range(GAMES):
        hands = [arg for p in SEATS if p != winner for arg in ("--hand", f"{p}={i}")]
        done = run("record", "S", "--winner", winner, *hands)
        said.append(f"{me}: exit {done.returncode} {done.stderr.strip()}")


def test_four_scorers_at_once_lose_and_double_nothing(pg_url: str) -> None:
    start = threading.Barrier(WRITERS)
    said: list[str] = []
    threads = [
        threading.Thread(target=_scorer, args=(pg_url, me, start, said)) for me in range(WRITERS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(said) == sorted(f"{me}: exit 0 " for me in range(WRITERS) for _ in range(GAMES))

    env = script_env(pg_url)
    shown = subprocess.run([str(SCRIPT), "--db", pg_url, "games", "S", "--json"],
                           capture_output=True, text=True, env=env, check=True)  # fmt: skip
    games = json.loads(shown.stdout)
    assert [game["number"] for game in games] == list(range(1, WRITERS * GAMES + 1))
    assert all(game["revision"] == 1 for game in games)
    assert Counter(game["winner"] for game in games) == {name: GAMES for name in SEATS}
    checked = subprocess.run([str(SCRIPT), "--db", pg_url, "check"],
                             capture_output=True, text=True, env=script_env(pg_url))  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    assert "100 games, 100 revisions" in checked.stdout

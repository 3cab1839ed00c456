"""The ordinary game typed in a real terminal (tmux, 80×24): the fastest way the README
documents (counted: at most 18 keys with r and ctrl+s), plain spreadsheet keys, and a hand
typed as cards; the saved scores are read back with ``scorekeeper games --json``."""

from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path

import pytest
from test_tmux import TMUX, Terminal, program

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha"]
# Bina wins with 1 honor; Asha 30, Chandra 15, Dev 20 and 1 honor, Esha 8 (the CLI agrees).
SCORES = {"Asha": -68, "Bina": 158, "Chandra": -38, "Dev": -28, "Esha": -24}
# README "The record form's keys", fastest way: the seat number of the winner on a status,
# their honors, ↓ to the other honor, then n to each hand still empty.
FASTEST = ["r", "2", "1", "Down", "Down", "1", "n", "t:20", "n", "t:8", "n", "t:30", "n",
           "t:15", "C-s"]  # fmt: skip
SPREADSHEET = ["r", "Down", "w", "Right", "t:1", "Down", "Down", "t:1", "Right", "Right",
               "t:20", "Up", "t:15", "Up", "t:30", "Enter", "Enter", "Enter", "t:8",
               "C-s"]  # fmt: skip


def keystrokes(keys: list[str]) -> int:
    """A key sent is one keystroke; typed text is one per character."""
    return sum(len(key) - 2 if key.startswith("t:") else 1 for key in keys)


def cli(db: Path, *args: str) -> str:
    done = subprocess.run(
        [program(), "--db", str(db), *args], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def table(tmp_path: Path):
    db = tmp_path / "scores.db"
    cli(db, "new", "Friday", *(arg for seat in SEATS for arg in ("-p", seat)))
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))}; echo exit $?; sleep 30"
    term = Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)
    term.wait_for("1 session(s)")
    term.keys("Enter")  # opens Friday (not counted: the evening is already open)
    term.wait_for("game 1 next")
    yield term, db
    term.close()


def saved(db: Path) -> dict[str, int]:
    return json.loads(cli(db, "games", "Friday", "--json"))[-1]["scores"]


def type_game(term: Terminal, keys: list[str], midway: int, shot: Path) -> None:
    term.keys(*keys[:midway])
    shot.write_text(term.wait_for("Record game"))  # the form mid-entry, as shown
    term.keys(*keys[midway:])
    term.wait_for("Game 1 saved")


def test_the_ordinary_game_the_fastest_way(table, tmp_path: Path):
    term, db = table
    assert keystrokes(FASTEST) == 18
    type_game(term, FASTEST, 11, tmp_path / "fastest.txt")
    shot = (tmp_path / "fastest.txt").read_text()
    assert "Status: w winner  h hand" in shot  # the legend of the status keys
    print(f"\n--- fastest way, {keystrokes(FASTEST)} keystrokes; midway:\n{shot}")
    assert saved(db) == SCORES


def test_the_ordinary_game_by_spreadsheet_keys(table, tmp_path: Path):
    term, db = table
    type_game(term, SPREADSHEET, 13, tmp_path / "spreadsheet.txt")
    shot = (tmp_path / "spreadsheet.txt").read_text()
    print(f"\n--- spreadsheet keys, {keystrokes(SPREADSHEET)} keystrokes; midway:\n{shot}")
    assert saved(db) == SCORES


def test_a_hand_typed_as_cards(table):
    term, db = table
    # Esha holds K Q and a joker: 20 points, as if 20 were typed.
    cards = ["r", "2", "1", "Down", "Down", "1", "n", "t:20", "n", "t:K Q JK", "n", "t:30",
             "n", "t:15", "C-s"]  # fmt: skip
    term.keys(*cards)
    term.wait_for("Game 1 saved")
    game = json.loads(cli(db, "games", "Friday", "--json"))[-1]["scores"]
    assert game["Esha"] == SCORES["Esha"] - 24  # 12 more points, twice
    assert sum(game.values()) == 0

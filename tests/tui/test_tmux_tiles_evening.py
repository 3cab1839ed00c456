"""An evening of tiles (Rummikub style) typed in a real terminal (tmux, 80×24), played to
a target of 100: a game gone out, one where nobody went out, a joker left on a rack, and
the game that ends it. The totals are read back with ``scorekeeper totals --json`` and
agree with the sums by hand; the session screen then says who won, and r says why no
game can be recorded."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from test_tmux import TMUX, Terminal, program
from test_tmux_record_keys import cli

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")

SEATS = ["Asha", "Bina", "Chandra", "Dev"]
NO_OUT = ["Up", "Tab", "Enter"]  # from the first status up to the game line: tick no-out
GAMES = [
    # Asha goes out; Bina 24, Chandra 31, Dev 17: Asha +72.
    ["r", "1", "n", "t:24", "n", "t:31", "n", "t:17"],
    # Nobody out; racks Asha 15, Bina 8, Chandra 22, Dev 19: Bina +32, the rest the difference.
    ["r", *NO_OUT, "C-w", "2", "t:8", "n", "t:22", "n", "t:19", "n", "t:15"],
    # Chandra goes out; Dev 3, Asha 10, Bina 5 and a joker (30): Chandra +48.
    ["r", "3", "n", "t:3", "n", "t:10", "n", "t:5", "Tab", "t:1"],
    # Asha goes out; Bina 20, Chandra 10, Dev 20: Asha +50 reaches 105, the target.
    ["r", "1", "n", "t:20", "n", "t:10", "n", "t:20"],
]
# By hand: 72 − 7 − 10 + 50; −24 + 32 − 35 − 20; −31 − 14 + 48 − 10; −17 − 11 − 3 − 20.
TOTALS = {"Asha": 105, "Bina": -47, "Chandra": -7, "Dev": -51}


def test_an_evening_of_tiles_to_a_target(tmp_path: Path):
    db = tmp_path / "scores.db"
    seats = [arg for seat in SEATS for arg in ("-p", seat)]
    cli(db, "new", "Tiles", "--preset", "tiles", "--rule", "target=100", *seats)
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))} tui Tiles; sleep 30"
    term = Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)
    try:
        term.wait_for("game 1 next")
        shots = []
        for number, keys in enumerate(GAMES, 1):
            term.keys(*keys)
            shots.append(term.wait_for("Ready to save (ctrl+s) · scores sum 0 ✓"))
            term.keys("C-s")
            term.wait_for(f"Game {number} saved")
        over = term.wait_for("Over — Asha wins with 105")
        term.keys("r")
        why = term.wait_for("raise the target")
    finally:
        term.close()
    print(f"\n--- game 3, before ctrl+s:\n{shots[2]}\n--- after game 4:\n{over}\n--- r:\n{why}")
    assert "jkrs" in shots[2] and "rack" in shots[2]
    totals = json.loads(cli(db, "totals", "Tiles", "--json"))
    assert {p["name"]: p["total"] for p in totals["players"]} == TOTALS
    assert totals["games"] == 4 and totals["over"] is True and totals["winners"] == ["Asha"]
    assert "Tiles is over: Asha reached the target of 100 in game 4" in why

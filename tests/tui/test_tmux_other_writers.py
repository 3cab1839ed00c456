"""The real program in a real terminal (tmux) follows games the command line records
beside it: no key is pressed between the writes and what the screen shows."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest
from test_tmux import TMUX, Terminal, program
from tui_harness import PLAYERS, example_one, fixed_clock

from scorekeeper.ledger import Ledger

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")


def friday_in_a_terminal(tmp_path: Path) -> tuple[Path, Terminal]:
    """Friday with game 1 (worked example 1) on a file, open in the real program in tmux."""
    db = tmp_path / "scores.db"
    ledger = Ledger(db, clock=fixed_clock)
    ledger.new_session("Friday", PLAYERS)
    ledger.record("Friday", example_one())
    ledger.close()
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))} tui Friday; sleep 30"
    return db, Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)


def test_games_recorded_beside_the_app_show_on_their_own(tmp_path: Path):
    db, terminal = friday_in_a_terminal(tmp_path)
    try:
        terminal.wait_for("Games — 1 counted")
        game = ["--winner", "Bina", "--hand", "Asha=10", "--hand", "Chandra=20", "--hand", "Dev=5"]
        for _ in range(2):
            subprocess.run(
                [program(), "--db", str(db), "record", "Friday", *game], check=True, timeout=60
            )
        shown = terminal.wait_for("Games — 3 counted")
        rows = [line.split() for line in shown.splitlines()]
        board = {row[1]: int(row[6]) for row in rows if len(row) >= 7 and row[1] in PLAYERS}
        games = [row for row in rows if len(row) == 8 and row[0] in ("1", "2", "3")]
        assert [row[0] for row in games] == ["1", "2", "3"], shown
        sums = [sum(int(row[4 + seat]) for row in games) for seat in range(4)]
        assert sums == [board[name] for name in PLAYERS], shown
        assert "game 4 next" in shown
    finally:
        terminal.close()

"""The real program in a real terminal (tmux): its record form is open when the command
line records the same game; the form's title moves on to the next game by itself, and what
is then typed and saved is stored as that next game, each game once."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from test_tmux import TMUX, program
from test_tmux_other_writers import friday_in_a_terminal

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")


def test_the_record_form_moves_on_when_its_game_is_recorded_elsewhere(tmp_path: Path):
    db, terminal = friday_in_a_terminal(tmp_path)
    try:
        terminal.wait_for("game 2 next")
        terminal.keys("r")
        terminal.wait_for("Record game 2 ")
        game = ["--winner", "Bina", "--hand", "Asha=10", "--hand", "Chandra=20", "--hand", "Dev=5"]
        guarded = subprocess.run(
            [program(), "--db", str(db), "record", "Friday", *game, "--expect-game", "2"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert guarded.returncode == 0, guarded.stderr
        terminal.wait_for("Record game 3 · round 1 · game 2 was recorded elsewhere")
        # Chandra (seat 3) won; each hand still empty gets 5, 6, 7
        terminal.keys("3", "n", "t:5", "n", "t:6", "n", "t:7", "C-s")
        terminal.wait_for("game 4 next")
        late = subprocess.run(  # a script that still thinks game 3 is next
            [program(), "--db", str(db), "record", "Friday", *game, "--expect-game", "3"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert late.returncode == 3, late.stderr
        assert "game 3 (Chandra won) was recorded elsewhere" in late.stderr
    finally:
        terminal.close()
    done = subprocess.run(
        [program(), "--db", str(db), "games", "Friday", "--json"], capture_output=True, text=True
    )
    stored = json.loads(done.stdout)
    assert [(row["number"], row["winner"]) for row in stored] == [
        (1, "Bina"), (2, "Bina"), (3, "Chandra"),
    ]  # fmt: skip

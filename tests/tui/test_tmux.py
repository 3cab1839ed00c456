"""The real ``scorekeeper`` program in a real terminal (tmux): welcome → session → a game."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")


def program() -> str:
    beside = Path(sys.executable).parent / "scorekeeper"
    found = str(beside) if beside.exists() else shutil.which("scorekeeper")
    if found is None:
        pytest.fail("the scorekeeper program is not installed (pip install -e .)")
    return found


class Terminal:
    """One tmux server of its own, one window of 80×24."""

    def __init__(self, command: str, cwd: Path) -> None:
        self.socket = f"sk-test-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "t", "-x", "80", "-y", "24", "-c", str(cwd), command)

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            [TMUX, "-L", self.socket, *args], capture_output=True, text=True, timeout=20
        )
        return done.stdout

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "t")

    def wait_for(self, text: str, timeout: float = 20) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            shown = self.screen()
            if text in shown:
                # The terminal may be mid-paint (a screen half drawn over the last one):
                # read it until two looks a moment apart agree.
                time.sleep(0.2)
                again = self.screen()
                if again == shown:
                    return shown
                continue
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        """Send keys one by one, as a person types; ``t:TEXT`` types literal text."""
        for key in keys:
            if key.startswith("t:"):
                self.tmux("send-keys", "-t", "t", "-l", key[2:])
            else:
                self.tmux("send-keys", "-t", "t", key)
            time.sleep(0.08)

    def burst(self, *keys: str) -> None:
        """Send keys all at once, in one ``send-keys``, as a fast typist or a paste does:
        each key a tmux key name (``Enter``, ``BSpace``) or else literal text."""
        self.tmux("send-keys", "-t", "t", *keys)

    def close(self) -> None:
        self.tmux("kill-server")


@pytest.fixture
def terminal(tmp_path: Path):
    db = tmp_path / "scores.db"
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))}; echo exit $?; sleep 30"
    term = Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)
    yield term
    term.close()


def test_from_welcome_to_a_recorded_game(terminal: Terminal):
    terminal.wait_for("Welcome to Scorekeeper")
    terminal.keys("n")
    terminal.wait_for("Players, in their seats")
    terminal.keys("t:Friday", "Enter")
    for name in ("Asha", "Bina", "Chandra", "Dev"):
        terminal.keys(f"t:{name}", "Enter")
    terminal.wait_for("4. Dev")
    terminal.keys("C-s")
    terminal.wait_for("deals Asha · cuts Dev · plays first Bina")
    terminal.keys("r")
    terminal.wait_for("Record game 1")
    # rules.md worked example 1, field by field (tab stops only at the cells a status shows)
    terminal.keys("Tab", "t:2", "Tab", "Tab", "t:12", "Tab", "Tab")
    terminal.keys("w", "Tab", "Tab", "t:1", "Tab")
    terminal.keys("f", "Tab", "Tab", "Tab")
    terminal.keys("Tab", "t:1", "Tab", "Tab", "t:10", "Tab", "y")
    terminal.wait_for("scores sum 0 ✓")
    terminal.keys("C-s")
    shown = terminal.wait_for("Games — 1 counted")
    rows = [line.split() for line in shown.splitlines()]
    board = {
        row[1]: row[6]
        for row in rows
        if len(row) >= 7 and row[1] in ("Asha", "Bina", "Chandra", "Dev")
    }
    assert board == {"Asha": "-24", "Bina": "+86", "Chandra": "-36", "Dev": "-26"}, shown
    assert ["1", "1", "Asha", "Bina", "-24", "+86", "-36", "-26"] in rows, shown
    assert "deals Bina" in shown
    terminal.keys("q")
    terminal.wait_for("exit 0", timeout=10)

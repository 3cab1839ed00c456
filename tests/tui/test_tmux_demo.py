"""`scorekeeper demo` in a real terminal (tmux) says it is the demo, on every screen."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from test_tmux import TMUX, Terminal, program

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")


def test_the_demo_says_it_is_the_demo(tmp_path: Path):
    own = tmp_path / "mine.db"  # the demo never touches the user's own database
    command = f"SCOREKEEPER_DB={shlex.quote(str(own))} {shlex.quote(program())} demo; "
    command += "echo exit $?; sleep 30"
    terminal = Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)
    try:
        shown = terminal.wait_for("This is the demo")
        # the notice sits at the top right, over the end of the title: its start is whole
        assert "Scorekeeper DEMO — Saturday" in shown.splitlines()[0]
        assert "nothing is kept" in " ".join(shown.split())
        terminal.keys("t")  # another screen: the title still says so
        shown = terminal.wait_for("Statistics — this session (Saturday at Didi's)")
        assert "Scorekeeper DEMO" in shown.splitlines()[0]
        terminal.keys("Escape")
        terminal.wait_for("game 13 next")
        terminal.keys("q")
        terminal.wait_for("exit 0")
    finally:
        terminal.close()
    assert not own.exists()

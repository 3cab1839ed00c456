"""Keys typed in one burst (one ``send-keys``, as a fast typist or a paste) land in order
in a form and in a dialog, in a real terminal of 80×24; what was saved is read back with
the CLI's ``--json``.

A text box types a character at once but runs backspace only once the key has bubbled
up to the app: without the app's key queue, ``9 ⌫ 5 0 0`` saved 950 and ``a b c ⌫ ⌫ x``
saved ``ab``.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from test_tmux import TMUX, Terminal, program
from test_tmux_record_keys import cli

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")

SEATS = ["Asha", "Bina", "Dev"]


def open_terminal(db: Path, cwd: Path) -> Terminal:
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))}; echo exit $?; sleep 30"
    return Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", cwd)


@pytest.fixture
def fresh(tmp_path: Path):
    db = tmp_path / "scores.db"
    term = open_terminal(db, tmp_path)
    term.wait_for("Welcome to Scorekeeper")
    yield term, db
    term.close()


@pytest.fixture
def evening(tmp_path: Path):
    db = tmp_path / "scores.db"
    cli(db, "new", "Friday", *(arg for seat in SEATS for arg in ("-p", seat)))
    term = open_terminal(db, tmp_path)
    term.wait_for("1 session(s)")
    term.keys("Enter")
    term.wait_for("game 1 next")
    yield term, db
    term.close()


def test_the_new_session_form_typed_in_one_burst(fresh):
    term, db = fresh
    seats = [key for seat in SEATS for key in (seat, "Enter")]
    # n opens the form; the name, three seats, tab to the preset and pick pool (the fifth),
    # tab on to the entry fee (the eleventh of pool's rules), then save.
    term.burst("n", "T", "abc", "BSpace", "BSpace", "x", "Enter", *seats,
               "Tab", "Tab", "Tab", "Enter", "Down", "Down", "Down", "Down", "Enter",
               *["Tab"] * 11, "9", "BSpace", "500", "C-s")  # fmt: skip
    term.wait_for("game 1 next")
    shown = json.loads(cli(db, "show", "Tax", "--json"))
    assert shown["session"] == "Tax"
    assert shown["seats"] == SEATS
    assert shown["preset"] == "pool"
    assert shown["rules"]["entry-fee"] == "500"


def test_the_stake_dialog_typed_in_one_burst(evening):
    term, db = evening
    # m settles up, k opens the stake dialog: stake, currency, reason, enter saves.
    term.burst("m", "k", "0.29", "BSpace", "5", "Tab", "NPQ", "BSpace", "R", "Tab",
               "fast", "BSpace", "BSpace", "BSpace", "BSpace", "typed", "Enter")  # fmt: skip
    term.wait_for("Stake changed")
    shown = json.loads(cli(db, "show", "Friday", "--json"))
    assert (shown["stake"], shown["currency"]) == ("0.25", "NPR")
    events = json.loads(cli(db, "events", "Friday", "--json"))
    assert [(e["action"], e["reason"]) for e in events] == [("stake", "typed")]

"""`scorekeeper chart`: running totals drawn in the terminal, and as JSON for scripts.

Scores by hand (rules.md): game 1 is worked example 1 (A −24, B +86, C −36, D −26);
game 2 Asha declares against Bina's hand of 10, Chandra and Dev holding 0
(A +20, B −20, C 0, D 0); game 3 Bina declares against 1, 1 and 1 (A −2, B +6, C −2, D −2).
"""

from __future__ import annotations

import re

import pytest
from cli_harness import Cli, assert_one_line_refusal, run_script

EXAMPLE_ONE = ("--winner", "Bina", "--honors", "Asha=2", "--honors", "Dev=1", "--marriages",
               "Bina=1", "--hand", "Asha=12", "--surrender", "Chandra=first", "--hand", "Dev=10",
               "--unplayed", "Dev")  # fmt: skip


@pytest.fixture
def night(cli: Cli) -> Cli:
    cli.ok("new", "Night", "-p", "Asha", "-p", "Bina", "-p", "Chandra", "-p", "Dev")
    cli.ok("record", "night", *EXAMPLE_ONE)
    cli.ok("record", "night", "--winner", "Asha", "--hand", "Bina=10", "--hand", "Chandra=0",
           "--hand", "Dev=0")  # fmt: skip
    cli.ok("record", "night", "--winner", "Bina", "--hand", "Asha=1", "--hand", "Chandra=1",
           "--hand", "Dev=1")  # fmt: skip
    return cli


def test_chart_json_leaves_voided_games_out(night: Cli):
    data = night.json("chart", "night")
    assert data["games"] == [1, 2, 3]
    assert {p["name"]: p["running"] for p in data["players"]} == {
        "Asha": [-24, -4, -6],
        "Bina": [86, 66, 72],
        "Chandra": [-36, -36, -38],
        "Dev": [-26, -26, -28],
    }
    night.ok("void", "night", "2", "--reason", "misdeal")
    data = night.json("chart", "1")
    assert data["games"] == [1, 3]
    assert data["players"][0] == {"name": "Asha", "running": [-24, -26]}


def test_chart_draws_every_player_with_the_last_total(night: Cli):
    out = night.ok("chart", "night", "--width", "60", "--height", "16", "--no-colour").stdout
    assert "\x1b[" not in out  # no colour codes when asked for none
    lines = out.splitlines()
    assert "Night — running totals over 3 games" in lines[0]
    for label in ("Asha -6", "Bina +72", "Chandra -38", "Dev -28"):
        assert label in out
    assert lines[-1].strip() == "game"
    assert max(len(line) for line in lines) <= 60
    assert re.search(r"^\s*1\s+2\s+3\s*$", lines[-2])  # the game numbers on the x axis


def test_chart_in_colour_when_asked(night: Cli):
    out = night.ok("chart", "night", "--width", "40", "--height", "12", "--colour").stdout
    assert "\x1b[" in out


def test_chart_of_a_session_without_games(cli: Cli):
    cli.ok("new", "Empty", "-p", "A", "-p", "B")
    assert cli.ok("chart", "empty").stdout == "Empty: no games counted yet, nothing to draw.\n"
    assert cli.json("chart", "empty") == {
        "session": "Empty",
        "games": [],
        "players": [{"name": "A", "running": []}, {"name": "B", "running": []}],
    }


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (("nobody",), "SESSION: no session 'nobody'"),
        (("night", "--width", "5"), "--width: must be 30–500 characters, got 5"),
        (("night", "--height", "900"), "--height: must be 10–200 characters, got 900"),
    ],
)
def test_chart_refusals_name_the_option(night: Cli, args: tuple[str, ...], start: str):
    assert night.refuses("chart", *args).startswith(start)


def test_chart_usage_mistake_in_a_real_process(night: Cli):
    done = run_script(night.db, "chart", "night", "--height", "tall")
    line = assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode(), 2)
    assert line.startswith("Invalid value for '--height'")

"""The nepali house rules on the command line: an evening under next-game with its foul
game corrected, voided and undone, check ok after each step; the refusals. The evening
runs in this process (what it tests is the scores); the warning, through the script."""

from __future__ import annotations

import json
from pathlib import Path

from cli_harness import Cli, assert_one_line_refusal, run_script

SEATS = [a for p in "ABCD" for a in ("-p", p)]
GAME_1 = ["--winner", "A", "--maal", "A=10", "--maal", "B=5", "--foul", "C", "--maal", "C=4",
          "--unseen", "D", "--maal", "D=8"]  # fmt: skip


def _ok(db: Path, *args: str) -> str:
    return Cli(db).ok(*args).stdout


def _state(db: Path) -> tuple[list[dict], dict]:
    games = json.loads(_ok(db, "games", "Eve", "--json"))
    totals = json.loads(_ok(db, "totals", "Eve", "--json"))
    assert _ok(db, "check").startswith("ok:")
    return [g["scores"] for g in games if not g["voided"]], {
        p["name"]: p["total"] for p in totals["players"]
    }


def test_next_game_evening(db: Path, tmp_path: Path) -> None:
    _ok(db, "new", "Eve", *SEATS, "--preset", "nepali", "--rule", "foul-payment=next-game")
    _ok(db, "record", "Eve", *GAME_1)
    _ok(db, "record", "Eve", "--winner", "B", "--maal", "B=6", "--sit-out", "C")
    assert _state(db) == (
        [{"A": 38, "B": 2, "C": -15, "D": -25}, {"A": -9, "B": 33, "C": -15, "D": -9}],
        {"A": 29, "B": 35, "C": -30, "D": -34},
    )
    games_table = _ok(db, "games", "Eve")
    assert "-15" in games_table.splitlines()[-2]  # C pays in game 2 though sitting out
    seen = [a for a in GAME_1 if a not in ("--foul", "C")]
    _ok(db, "correct", "Eve", "1", *seen, "--reason", "C showed three sequences")
    assert _state(db)[1] == {"A": 28, "B": 16, "C": -6, "D": -38}
    _ok(db, "undo", "Eve")
    _ok(db, "void", "Eve", "1", "--reason", "misdeal")
    assert _state(db)[1] == {"A": -9, "B": 18, "C": 0, "D": -9}
    _ok(db, "undo", "Eve")
    assert _state(db)[1] == {"A": 29, "B": 35, "C": -30, "D": -34}
    # A double game with a dublee-seen loser; then export and import: the same totals.
    _ok(db, "record", "Eve", "--winner", "D", "--maal", "D=4", "--dublee-seen", "A",
        "--multiplier", "2")  # fmt: skip
    totals = _state(db)[1]
    exported = tmp_path / "eve.json"
    _ok(db, "export", "Eve", "--json", "-o", str(exported))
    _ok(db, "import", str(exported))
    again = json.loads(_ok(db, "totals", "2", "--json"))
    assert {p["name"]: p["total"] for p in again["players"]} == totals
    assert _ok(db, "check").startswith("ok:")


def test_dublee_win_at_three_is_a_warning(db: Path) -> None:
    _ok(db, "new", "Trio", "-p", "A", "-p", "B", "-p", "C", "--preset", "nepali")
    done = run_script(db, "record", "Trio", "--winner", "A", "--maal", "A=3", "--dublee")
    assert done.returncode == 0
    assert done.stderr.decode().startswith("Warning: --dublee: a dublee win with 3 active")


def test_refusals(cli: Cli) -> None:
    cli.ok("new", "Eve", *SEATS, "--preset", "nepali")
    assert "foul-payment" in cli.refuses("new", "X", *SEATS, "--preset", "nepali",
                                         "--rule", "foul-payment=later")  # fmt: skip
    for bad in ("0", "11", "two"):
        line = cli.refuses("record", "Eve", "--winner", "A", "--multiplier", bad)
        assert line.startswith("--multiplier: the multiplier must be a whole number 1–10")
    line = cli.refuses("record", "Eve", "--winner", "A", "--foul", "B", "--dublee-seen", "B")
    assert "B is given both --foul and --dublee-seen" in line
    assert "winner" in cli.refuses("record", "Eve", "--winner", "A", "--dublee-seen", "A")
    cli.ok("new", "Rum", *SEATS)
    assert "is not used by" in cli.refuses("record", "Rum", "--winner", "A", "--multiplier", "2")
    result = cli.run("record", "Eve", "--winner", "A", "--multiplier", "x")
    assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, 2)


def test_show_says_what_the_last_game_still_owes(db: Path) -> None:
    _ok(db, "new", "Eve", *SEATS, "--preset", "nepali", "--rule", "foul-payment=next-game")
    said = _ok(db, "record", "Eve", *GAME_1).splitlines()[-1]
    assert said == (
        "Owed into game 2: C 15, game 1's foul, paid to that game's winner unless C wins it."
    )
    assert json.loads(_ok(db, "show", "Eve", "--json"))["next"]["owed"] == {"C": 15}
    assert (
        "Owed into game 2: C 15, game 1's foul, paid to that game's winner "
        "unless C wins it." in " ".join(_ok(db, "show", "Eve").split())
    )
    said = _ok(db, "record", "Eve", "--winner", "B", "--maal", "B=6", "--sit-out", "C")
    assert "Owed" not in said
    assert "owed" not in json.loads(_ok(db, "show", "Eve", "--json"))["next"]
    assert "Owed" not in _ok(db, "show", "Eve")

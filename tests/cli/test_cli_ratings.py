"""``ratings``, ``versus`` and ``stats --since/--until`` on the command line (both engines).

The worked example of rules.md: Asha +60, Bina −10, Chandra −10, Dev −40 in one game of
``points`` (Asha declares; Bina and Chandra hold 10, Dev 40).
"""

from __future__ import annotations

import pytest
from cli_harness import Cli

EXAMPLE = ("--winner", "Asha", "--hand", "Bina=10", "--hand", "Chandra=10", "--hand", "Dev=40")


@pytest.fixture
def night(cli: Cli) -> Cli:
    cli.ok("new", "Night", "--preset", "points", "-p", "Asha", "-p", "Bina", "-p", "Chandra",
           "-p", "Dev")  # fmt: skip
    cli.ok("record", "night", *EXAMPLE)
    return cli


def test_ratings_json_is_the_worked_example(night: Cli):
    data = night.json("ratings")  # the default preset: the last session's, points
    assert (data["preset"], data["since"], data["until"]) == ("points", None, None)
    got = [(p["name"], round(p["mu"], 3), round(p["sigma"], 3), round(p["ordinal"], 1),
            p["games"], p["provisional"]) for p in data["players"]]  # fmt: skip
    assert got == [
        ("Asha", 27.795, 8.264, 3.0, 1, True),
        ("Bina", 24.689, 8.18, 0.2, 1, True),
        ("Chandra", 24.689, 8.18, 0.2, 1, True),
        ("Dev", 22.826, 8.18, -1.7, 1, True),
    ]
    assert isinstance(data["players"][0]["mu"], float)


def test_ratings_table_shows_one_decimal_and_provisional(night: Cli):
    out = night.ok("ratings", "--preset", "points").stdout
    assert "Asha (provisional)" in out and "3.0" in out and "-1.7" in out


def test_ratings_csv_is_a_spreadsheet_file(cli: Cli, tmp_path):
    cli.ok("new", "X", "--preset", "points", "-p", "=Ravi", "-p", "Bina")
    cli.ok("record", "x", "--winner", "Bina", "--hand", "=Ravi=5")
    target = tmp_path / "ratings.csv"
    cli.ok("ratings", "--csv", "-o", str(target))
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and raw.count(b"\r\n") == 3
    lines = raw.decode("utf-8-sig").split("\r\n")
    assert lines[0] == "player,ordinal,mu,sigma,games,provisional"
    assert lines[1].startswith("Bina,3.43") and lines[2].startswith("'=Ravi,-1.83")


def test_a_season_by_creation_date(night: Cli):
    assert night.json("ratings", "--since", "2000-01-01", "--until", "2999-12-31")["players"]
    assert night.json("ratings", "--until", "2000-01-01")["players"] == []
    whole = night.json("stats")
    season = night.json("stats", "--since", "2000-01-01", "--until", "2999-12-31")
    assert season == whole
    empty = night.json("stats", "--since", "2999-01-01", "--until", "2999-12-31")
    assert empty["players"] == [] and empty.keys() == whole.keys()
    assert night.json("stats", "--since", "2000-01-01", "--preset", "pool")["players"] == []


def test_renamed_and_merged_players(night: Cli):
    night.ok("new", "Later", "--preset", "points", "-p", "Ash", "-p", "Dev")
    night.ok("record", "later", "--winner", "Ash", "--hand", "Dev=5")
    night.ok("players", "merge", "ash", "asha", "--reason", "same person")
    night.ok("players", "rename", "asha", "Asha K")
    names = {p["name"]: p["games"] for p in night.json("ratings")["players"]}
    assert names == {"Asha K": 2, "Bina": 1, "Chandra": 1, "Dev": 2}


def test_versus(night: Cli):
    assert night.json("versus", "asha", "DEV") == {
        "a": "Asha", "b": "Dev", "games": 1, "a_ahead": 1, "b_ahead": 0, "level": 0,
        "a_total": 60, "b_total": -40,
    }  # fmt: skip
    level = night.json("versus", "Bina", "Chandra", "--preset", "points")
    assert (level["games"], level["level"]) == (1, 1)
    assert "Asha v Dev" in night.ok("versus", "Asha", "Dev").stdout


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("ratings", "--preset", "nope"), "pool"),
        (("ratings", "--since", "2025-1-1"), "YYYY-MM-DD"),
        (("ratings", "--until", "31/01/2025"), "--until"),
        (("ratings", "--since", "2025-02-01", "--until", "2025-01-01"), "after"),
        (("stats", "--since", "2025-13-01"), "--since"),
        (("stats", "--since", "2025-01-01", "--preset", "nope"), "--preset"),
        (("versus", "Asha", "Zed"), "Zed"),
        (("versus", "Asha", "ASHA"), "one player"),
        (("versus", "Asha", "Dev", "--preset", "nope"), "--preset"),
    ],
)
def test_bad_input_is_one_sentence_and_exit_2(night: Cli, args: tuple, says: str):
    assert says in night.refuses(*args)

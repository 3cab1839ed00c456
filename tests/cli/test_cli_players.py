"""Players across sessions: rename, merge two into one person, split them again.

Two evenings, counted by hand. Night (Asha, Bina, Chandra): Bina declares, Asha holds 10
and Chandra 20 → Asha -20, Bina +60, Chandra -40. Later (Ash, Dev): Ash declares, Dev
holds 5 → Ash +10, Dev -10. "Ash" is Asha under a short name.
"""

from __future__ import annotations

import pytest
from cli_harness import Cli


@pytest.fixture
def two(cli: Cli) -> Cli:
    cli.ok("new", "Night", "-p", "Asha", "-p", "Bina", "-p", "Chandra")
    cli.ok("record", "night", "--winner", "Bina", "--hand", "Asha=10", "--hand", "Chandra=20")
    cli.ok("new", "Later", "-p", "Ash", "-p", "Dev")
    cli.ok("record", "later", "--winner", "Ash", "--hand", "Dev=5")
    return cli


def _stats(cli: Cli, *args: str) -> dict[str, tuple[int, int, int, int]]:
    rows = cli.json("stats", *args)["players"]
    return {p["name"]: (p["sessions"], p["games"], p["wins"], p["total"]) for p in rows}


def test_merge_counts_two_names_as_one_person_and_split_tells_them_apart(two: Cli):
    assert _stats(two)["Asha"] == (1, 1, 0, -20) and _stats(two)["Ash"] == (1, 1, 1, 10)
    out = two.ok("players", "merge", "ash", "ASHA", "--reason", "same person").stdout
    assert out == "Ash and Asha are one person now, called Asha.\n"
    merged = _stats(two)
    assert "Ash" not in merged
    assert merged["Asha"] == (2, 2, 1, -10)  # -20 + 10
    # Later's seat now shows the one name; its scores are untouched.
    assert two.json("totals", "later")["players"][0] == {
        **two.json("totals", "later")["players"][0], "name": "Asha", "total": 10,
    }  # fmt: skip
    assert _stats(two, "--session", "later") == {"Asha": (1, 1, 1, 10), "Dev": (1, 1, 0, -10)}
    # Both sessions show the merge in their history.
    for session in ("night", "later"):
        assert [e["action"] for e in two.json("events", session)] == ["merge-player"]
    # A new session with "Ash" in it finds a new player: the name is free again.
    two.ok("players", "split", "Ash")
    assert _stats(two)["Ash"] == (1, 1, 1, 10) and _stats(two)["Asha"] == (1, 1, 0, -20)
    assert two.json("show", "later")["seats"] == ["Ash", "Dev"]
    assert [e["action"] for e in two.json("events", "later")] == ["merge-player", "split-player"]
    assert two.json("check")["ok"] is True


def test_rename_changes_the_name_in_every_session(two: Cli):
    two.ok("players", "rename", "chandra", "Chandrika", "--reason", "spelt her name wrong")
    assert two.json("show", "night")["seats"] == ["Asha", "Bina", "Chandrika"]
    assert two.json("games", "night")[0]["scores"]["Chandrika"] == -40
    event = two.json("events", "night")[0]
    assert event["summary"] == "player Chandra renamed Chandrika"
    assert event["reason"] == "spelt her name wrong"
    # Only the case: allowed, and the name shows as now written.
    two.ok("players", "rename", "bina", "BINA")
    assert two.json("show", "night")["seats"][1] == "BINA"
    # The entry options find the new name (any case).
    two.ok("record", "night", "--winner", "chandrika", "--hand", "Asha=1", "--hand", "bina=1")


def test_player_refusals_leave_the_file_as_it_was(two: Cli):
    assert two.refuses("players", "rename", "Zed", "Z").startswith("OLD: no player named 'Zed'")
    assert two.refuses("players", "rename", "Asha", "bina").startswith(
        "NEW: 'Bina' is another player already; if they are one person, merge Asha into Bina"
    )
    assert two.refuses("players", "rename", "Asha", "Asha").startswith("NEW: 'Asha' is the name")
    assert two.refuses("players", "rename", "Asha", "  ").startswith("NEW: a player's name cannot")
    assert two.refuses("players", "rename", "Asha", "x" * 41).startswith("NEW: names are at most")
    assert two.refuses("players", "merge", "Asha", "Bina") == (
        "PLAYER: Asha and Bina both sit in 'Night': one person cannot hold two seats"
    )
    assert two.refuses("players", "merge", "Asha", "asha").startswith("INTO: 'Asha' and 'Asha'")
    assert two.refuses("players", "split", "Asha").startswith("PLAYER: no merged player")
    two.ok("players", "merge", "Ash", "Asha")
    shown = two.ok("players", "list").stdout
    assert "Ash: merged into Asha (players split 'Ash' undoes it)" in shown
    two.ok("new", "Third", "-p", "Ash", "-p", "Bina")  # the name "Ash" is someone new now
    assert two.refuses("players", "split", "Ash").startswith(
        "PLAYER: the name 'Ash' is taken again; rename that player first"
    )


def test_players_list(two: Cli):
    assert two.json("players", "list") == [
        {"name": "Ash", "sessions": 1, "games": 1},
        {"name": "Asha", "sessions": 1, "games": 1},
        {"name": "Bina", "sessions": 1, "games": 1},
        {"name": "Chandra", "sessions": 1, "games": 1},
        {"name": "Dev", "sessions": 1, "games": 1},
    ]

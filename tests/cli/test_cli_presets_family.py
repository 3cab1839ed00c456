"""The rummy family through the command line: seat limits, each preset's own options,
exports and import, stats, check and settle for every preset, and an over session's
refusal that changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_harness import Cli

PLAYERS = ("-p", "Asha", "-p", "Bina", "-p", "Chandra")
EVENINGS = {
    "points": [("--winner", "Asha", "--hand", "Bina=K Q", "--drop", "Chandra=first"),
               ("--winner", "Bina", "--wrong-show", "Asha", "--hand", "Chandra=95")],
    "basic": [("--winner", "Asha", "--hand", "Bina=K Q", "--hand", "Chandra=A 2"),
              ("--winner", "Chandra", "--hand", "Asha=9", "--hand", "Bina=4", "--rummy")],
    "table-hand": [("--winner", "Asha", "--table", "Asha=K K K", "--hand", "Bina=A",
                    "--hand", "Chandra=5", "--table", "Chandra=8 8 8"),
                   ("--winner", "Bina", "--table", "Bina=40", "--hand", "Asha=2 3",
                    "--hand", "Chandra=10")],
    "tiles": [("--winner", "Asha", "--rack", "Bina=13 JK", "--rack", "Chandra=4"),
              ("--winner", "Chandra", "--no-out", "--rack", "Asha=9", "--rack", "Bina=12",
               "--rack", "Chandra=3")],
}  # fmt: skip
TOTALS = {
    "points": {"Asha": 40 - 80, "Bina": -20 + 160, "Chandra": -20 - 80},
    "basic": {"Asha": 23, "Bina": 0, "Chandra": 26},
    "table-hand": {"Asha": 30 - 10, "Bina": -15 + 40, "Chandra": 15 - 5 - 10},
    "tiles": {"Asha": 47 - 6, "Bina": -43 - 9, "Chandra": -4 + 15},
}
BREAKDOWN = {"points": "hands,penalties", "basic": "hands,rummy", "table-hand": "table,hand",
             "tiles": "racks,winner_rack"}  # fmt: skip


def evening(cli: Cli, preset: str) -> None:
    cli.ok("new", "E", "--preset", preset, *PLAYERS)
    for game in EVENINGS[preset]:
        cli.ok("record", "E", *game)


@pytest.mark.parametrize("preset", sorted(EVENINGS))
def test_every_view_and_file_of_a_preset(cli: Cli, preset: str, tmp_path: Path) -> None:
    evening(cli, preset)
    totals = cli.json("totals", "E")
    assert {p["name"]: p["total"] for p in totals["players"]} == TOTALS[preset]
    assert totals["over"] is False and totals["winners"] == []
    games = cli.json("games", "E")
    assert [sum(g["scores"].values()) == 0 for g in games] == [
        preset in ("points", "tiles")
    ] * 2  # zero-sum only where the preset is
    assert (
        cli.ok("export", "E")
        .stdout.splitlines()[0]
        .endswith(f"player,games,wins,{BREAKDOWN[preset]},total")
    )
    cli.ok("export", "E", "--json", "-o", str(tmp_path / "e.json"))
    cli.ok("import", str(tmp_path / "e.json"))
    again = cli.json("totals", "E (2)")
    assert again["players"] == totals["players"]
    assert "ok:" in cli.ok("check").stdout
    stats = {p["name"]: p["total"] for p in cli.json("stats")["players"]}
    assert stats == {name: 2 * total for name, total in TOTALS[preset].items()}
    if preset in ("points", "tiles"):
        assert cli.json("settle", "E", "--stake", "1", "--currency", "NPR")["transfers"]
    else:
        line = cli.refuses("settle", "E", "--stake", "1", "--currency", "NPR")
        assert "do not sum to zero" in line


@pytest.mark.parametrize(("preset", "most"), [("points", 6), ("basic", 6), ("tiles", 4),
                                              ("table-hand", 8)])  # fmt: skip
def test_seat_limits(cli: Cli, preset: str, most: int) -> None:
    cli.ok("new", "Warm-up", "-p", "X", "-p", "Y")
    names = [arg for i in range(most + 1) for arg in ("-p", f"P{i}")]
    line = cli.refuses("new", "Big", "--preset", preset, *names)
    assert line == f"--player: the {preset} preset seats 2–{most} players, got {most + 1}"
    cli.ok("new", "Full", "--preset", preset, *names[: 2 * most])


def test_an_option_of_another_preset_is_refused(cli: Cli) -> None:
    evening(cli, "points")
    line = cli.refuses("record", "E", "--winner", "Asha", "--rack", "Bina=3", "--hand", "Chandra=2")
    assert line == "--rack: is not used by the points preset; its options are --hand, --drop, " \
        "--wrong-show, --sit-out"  # fmt: skip
    line = cli.refuses("record", "E", "--winner", "Asha", "--hand", "Bina=3", "--drop", "Chandra=x")
    assert line == "--drop: Chandra: must be first or middle, got 'x'"


def test_an_over_session_refuses_and_a_higher_target_goes_on(cli: Cli) -> None:
    cli.ok("new", "T", "--preset", "tiles", *PLAYERS, "--rule", "target=40")
    cli.ok("record", "T", *EVENINGS["tiles"][0])  # Asha +47
    shown = cli.json("totals", "T")
    assert (shown["over"], shown["winners"]) == (True, ["Asha"])
    line = cli.refuses("record", "T", *EVENINGS["tiles"][1])
    assert line.startswith("SESSION: T is over: Asha reached the target of 40 in game 1")
    assert "scorekeeper rules T target=80" in line
    cli.refuses("rules", "T", "joker-value=10")
    cli.ok("rules", "T", "target=80", "--reason", "to 80")
    cli.ok("record", "T", *EVENINGS["tiles"][1])
    history = json.loads(cli.ok("events", "T", "--json").stdout)
    assert [(e["action"], e["summary"]) for e in history] == [("rules", "target 40 → 80")]


@pytest.mark.parametrize("preset", ["basic", "table-hand"])
def test_a_stake_is_refused_where_it_is_set_when_the_scores_do_not_sum_to_zero(
    cli: Cli, preset: str
) -> None:
    """settle would refuse it later: new --stake and stake say so at once, changing nothing."""
    said = (
        f"--stake: the {preset} preset's scores do not sum to zero, so they cannot be settled "
        "as points × stake; the totals say who won"
    )
    cli.ok("new", "Warm-up", "-p", "X", "-p", "Y")
    stake = ("--stake", "0.25", "--currency", "NPR")
    assert cli.refuses("new", "E", "--preset", preset, *PLAYERS, *stake) == said
    assert [s["name"] for s in cli.json("sessions")] == ["Warm-up"]
    evening(cli, preset)
    assert cli.refuses("stake", "E", "0.25", "--currency", "NPR") == said
    assert cli.refuses("settle", "E", *stake) == said
    # a pool's stake names its entry fee's currency; a zero-sum preset's is money per point
    cli.ok("new", "Pool", "--preset", "pool", *PLAYERS, "--rule", "entry-fee=5", *stake)
    cli.ok("new", "Points", "--preset", "points", *PLAYERS, *stake)

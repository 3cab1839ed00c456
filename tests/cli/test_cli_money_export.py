"""`settle --csv/--json -o` and `stats --csv/--json -o`: the rules of the totals CSV.

Night is rules.md worked example 1 at 0.25 NPR a point, checked by hand:
Asha −24 → −6.00, Bina +86 → 21.50, Chandra −36 → −9.00, Dev −26 → −6.50.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_harness import Cli

BOM = "\ufeff"
EXAMPLE_ONE = ("--winner", "Bina", "--honors", "Asha=2", "--honors", "Dev=1", "--marriages",
               "Bina=1", "--hand", "Asha=12", "--surrender", "Chandra=first", "--hand", "Dev=10",
               "--unplayed", "Dev")  # fmt: skip


@pytest.fixture
def night(cli: Cli) -> Cli:
    cli.ok("new", "Night", "-p", "Asha", "-p", "Bina", "-p", "Chandra", "-p", "Dev",
           "--stake", "0.25", "--currency", "NPR")  # fmt: skip
    cli.ok("record", "night", *EXAMPLE_ONE)
    return cli


def csv_text(*lines: str) -> bytes:
    """What the file holds, byte for byte: the BOM, then every line ended by CRLF."""
    return (BOM + "".join(line + "\r\n" for line in lines)).encode("utf-8")


def test_settle_csv_lists_the_transfers(night: Cli):
    assert night.ok("settle", "night", "--csv").stdout_bytes == csv_text(
        "from,to,amount,currency",
        "Chandra,Bina,9.00,NPR",
        "Dev,Bina,6.50,NPR",
        "Asha,Bina,6.00,NPR",
    )
    # Through Asha: she collects 9.00 and 6.50, then pays Bina 21.50 (net −6.00).
    assert night.ok("settle", "night", "--banker", "asha", "--csv").stdout_bytes == csv_text(
        "from,to,amount,currency",
        "Chandra,Asha,9.00,NPR",
        "Dev,Asha,6.50,NPR",
        "Asha,Bina,21.50,NPR",
    )


def test_settle_csv_players_show_points_times_stake(night: Cli):
    assert night.ok("settle", "night", "--csv", "--players").stdout_bytes == csv_text(
        "player,points,stake,money,currency",
        "Asha,-24,0.25,-6.00,NPR",
        "Bina,86,0.25,21.50,NPR",
        "Chandra,-36,0.25,-9.00,NPR",
        "Dev,-26,0.25,-6.50,NPR",
    )


def test_settle_writes_csv_and_json_to_a_file(night: Cli, tmp_path: Path):
    target = tmp_path / "plan.csv"
    result = night.ok("settle", "night", "--csv", "-o", str(target))
    assert result.stdout == "" and result.stderr == f"Wrote {target}\n"
    assert target.read_bytes().startswith(b"\xef\xbb\xbffrom,to,amount,currency\r\n")
    target = tmp_path / "plan.json"
    night.ok("settle", "night", "--json", "--output", str(target))
    data = json.loads(target.read_text("utf-8"))
    assert data == json.loads(night.ok("settle", "night", "--json").stdout)
    assert data["transfers"][0] == {"from": "Chandra", "to": "Bina", "amount": "9.00"}


def test_stats_csv_one_row_per_player_with_money_per_currency(night: Cli, tmp_path: Path):
    night.ok("new", "Second", "-p", "asha", "-p", "=Zed", "--stake", "1", "--currency", "USD")
    night.ok("record", "second", "--winner", "Asha", "--hand", "=zed=10")
    header = ("player,sessions,games,sat_out,wins,win_rate,total,average,honors,marriages,"
              "surrenders,best_game,worst_game,money_NPR,money_USD")  # fmt: skip
    # Asha: −24 at Night, +20 in Second (Zed pays 2 × 10): total −4 over 2 games, 1 win.
    expected = csv_text(
        header,
        "Bina,1,1,0,1,1.000,86,86.00,0,1,0,86,86,21.50,",
        "Asha,2,2,0,1,0.500,-4,-2.00,2,0,0,20,-24,-6.00,20.00",
        "'=Zed,1,1,0,0,0.000,-20,-20.00,0,0,0,-20,-20,,-20.00",
        "Dev,1,1,0,0,0.000,-26,-26.00,1,0,0,-26,-26,-6.50,",
        "Chandra,1,1,0,0,0.000,-36,-36.00,0,0,1,-36,-36,-9.00,",
    )
    assert night.ok("stats", "--csv").stdout_bytes == expected
    target = tmp_path / "stats.csv"
    night.ok("stats", "--csv", "-o", str(target))
    assert target.read_bytes() == expected
    night.ok("stats", "bina", "--json", "-o", str(tmp_path / "bina.json"))
    only = json.loads((tmp_path / "bina.json").read_text("utf-8"))["players"]
    assert [(p["name"], p["money"]) for p in only] == [("Bina", {"NPR": "21.50"})]


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("settle", "night", "--csv", "--json"), "--csv, --json: give one of them"),
        (("stats", "--json", "--csv"), "--csv, --json: give one of them"),
        (("settle", "night", "-o", "x.csv"), "--output: give --csv or --json with it"),
        (("stats", "-o", "x.csv"), "--output: give --csv or --json with it"),
        (("settle", "night", "--players"), "--players: only with --csv"),
        (("settle", "night", "--csv", "-o", "."), "--output: . is a folder; give a file name"),
        (("settle", "night", "--csv", "--banker", "Zed"), "--banker: 'Zed' is not seated"),
    ],
)
def test_export_refusals_name_the_option(night: Cli, args: tuple[str, ...], line: str):
    assert night.refuses(*args).startswith(line)


def test_settle_csv_of_a_session_without_stake_asks_for_one(night: Cli, tmp_path: Path):
    night.ok("new", "Plain", "-p", "A", "-p", "B")
    target = tmp_path / "never.csv"
    assert night.refuses("settle", "plain", "--csv", "-o", str(target)).startswith(
        "--stake: Plain has no stake"
    )
    assert not target.exists()
    out = night.ok("settle", "plain", "--stake", "0.5", "--currency", "eur", "--csv")
    assert out.stdout_bytes == csv_text("from,to,amount,currency")  # no games: nobody owes anything


def test_unwritable_output_exits_1(night: Cli, tmp_path: Path):
    missing = tmp_path / "no" / "such" / "plan.csv"
    assert night.refuses("settle", "night", "--csv", "-o", str(missing), code=1).startswith(
        f"--output: cannot write {missing}"
    )

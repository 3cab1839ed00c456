"""`settle` and `stats` through the CLI, with amounts checked by hand."""

from __future__ import annotations

import json

from cli_harness import Cli


def _evening(cli: Cli) -> None:
    cli.ok("new", "Night", "-p", "Asha", "-p", "Bina", "-p", "Chandra", "-p", "Dev",
           "--stake", "0.25", "--currency", "NPR")  # fmt: skip
    # rules.md worked example 1: Asha -24, Bina +86, Chandra -36, Dev -26.
    cli.ok("record", "night", "--winner", "Bina", "--honors", "Asha=2", "--honors", "Dev=1",
           "--marriages", "Bina=1", "--hand", "Asha=12", "--surrender", "Chandra=first",
           "--hand", "Dev=10", "--unplayed", "Dev")  # fmt: skip


def test_settle_pays_the_winner_at_the_stake(cli: Cli):
    _evening(cli)
    data = json.loads(cli.ok("settle", "night", "--json").stdout)
    assert data["currency"] == "NPR"
    # -24 × 0.25 = -6.00, +86 → 21.50, -36 → -9.00, -26 → -6.50
    assert [p["money"] for p in data["players"]] == ["-6.00", "21.50", "-9.00", "-6.50"]
    assert data["transfers"] == [
        {"from": "Chandra", "to": "Bina", "amount": "9.00"},
        {"from": "Dev", "to": "Bina", "amount": "6.50"},
        {"from": "Asha", "to": "Bina", "amount": "6.00"},
    ]


def test_settle_through_a_banker_and_at_another_stake(cli: Cli):
    _evening(cli)
    data = json.loads(cli.ok("settle", "night", "--banker", "dev", "--stake", "1", "--json").stdout)
    assert data["banker"] == "Dev"
    pairs = {(t["from"], t["to"]): t["amount"] for t in data["transfers"]}
    assert pairs == {
        ("Asha", "Dev"): "24.00",
        ("Chandra", "Dev"): "36.00",
        ("Dev", "Bina"): "86.00",
    }


def test_settle_refusals(cli: Cli):
    cli.ok("new", "Plain", "-p", "A", "-p", "B")
    assert cli.refuses("settle", "plain").startswith("--stake: Plain has no stake")
    _evening(cli)
    assert cli.refuses("settle", "night", "--banker", "Zed").startswith(
        "--banker: 'Zed' is not seated"
    )
    assert cli.refuses("settle", "night", "--stake", "abc").startswith("--stake: must be an amount")


def test_stats_across_two_sessions(cli: Cli):
    _evening(cli)
    cli.ok("new", "Second", "-p", "asha", "-p", "Bina")
    cli.ok("record", "second", "--winner", "Asha", "--hand", "Bina=10")
    data = json.loads(cli.ok("stats", "--json").stdout)
    asha = next(p for p in data["players"] if p["name"] == "Asha")
    # Night: -24 (a loser); Second: +20 as the winner (Bina pays 2 × 10).
    assert (asha["sessions"], asha["games"], asha["wins"], asha["total"]) == (2, 2, 1, -4)
    assert (asha["best_game"], asha["worst_game"], asha["honors"]) == (20, -24, 2)
    assert asha["money"] == {"NPR": "-6.00"}
    one = json.loads(cli.ok("stats", "BINA", "--json").stdout)["players"]
    assert [p["name"] for p in one] == ["Bina"]
    assert cli.refuses("stats", "Nobody").startswith("PLAYER: no player named 'Nobody'")


def test_the_stats_table_says_what_it_counts(cli: Cli):
    _evening(cli)
    cli.ok("new", "Second", "-p", "asha", "-p", "Bina")
    assert cli.ok("stats").stdout.lstrip().startswith("Across every session")
    one = cli.ok("stats", "--session", "Second").stdout
    assert one.lstrip().startswith("In session Second") and "Chandra" not in one

"""Numbers on the command line: ASCII and Devanagari digits, nothing else, in every option.

``--hand Asha=१२`` is 12, and so are the honors, a rule's value, a stake, a guard's
number, a game's number and a chart's size typed in Devanagari; fullwidth ``１２``,
Arabic-Indic ``١٢`` and mathematical ``𝟗`` are refused naming the option, and a field that
cannot be negative refuses ``+5`` and ``-0`` for honors as it does for hands.
"""

from __future__ import annotations

import json

import pytest
from cli_harness import ENTRY, Cli, assert_one_line_refusal, run_script

DEVA_ENTRY = ("--winner", "Asha", "--hand", "Bina=१", "--hand", "Chandra=२", "--hand", "Dev=३",
              "--hand", "Esha=४", "--honors", "Asha=२", "--marriages", "Bina=१")  # fmt: skip


def scores(cli: Cli, number: int) -> dict[str, int]:
    game = next(g for g in cli.json("games", "Evening") if g["number"] == number)
    return game["scores"]


def test_devanagari_digits_record_the_same_game_as_ascii_ones(five: Cli) -> None:
    five.ok("record", "Evening", *DEVA_ENTRY)
    five.ok("record", "Evening", "--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2",
            "--hand", "Dev=3", "--hand", "Esha=4", "--honors", "Asha=2",
            "--marriages", "Bina=1")  # fmt: skip
    assert scores(five, 1) == scores(five, 2)
    assert scores(five, 1)["Asha"] > 0


def test_a_sum_and_cards_in_devanagari(five: Cli) -> None:
    five.ok("record", "Evening", "--winner", "Asha", "--hand", "Bina=१०+१०+३",
            "--hand", "Chandra=23", "--hand", "Dev=3", "--hand", "Esha=4")  # fmt: skip
    assert scores(five, 1)["Bina"] == scores(five, 1)["Chandra"]


@pytest.mark.parametrize("typed", ["１２", "١٢", "𝟗", "²"])
@pytest.mark.parametrize("option", ["hand", "honors"])
def test_other_digits_are_refused_naming_the_option(five: Cli, typed: str, option: str) -> None:
    others = ("--hand", "Chandra=2", "--hand", "Dev=3", "--hand", "Esha=4")
    bina = ("--hand", "Bina=1", f"--{option}", f"Bina={typed}") if option == "honors" else (
        "--hand", f"Bina={typed}")  # fmt: skip
    args = ("--winner", "Asha", *bina, *others)
    message = five.refuses("record", "Evening", *args)
    assert message.startswith(f"--{option}: Bina: must be "), message
    assert message.endswith(f", got {typed!r} (digits 0–9 or ०–९)"), message


@pytest.mark.parametrize("typed", ["+5", "-0"])
def test_honors_refuse_a_sign_as_hands_do(five: Cli, typed: str) -> None:
    honors = five.refuses("record", "Evening", *ENTRY, "--honors", f"Asha={typed}")
    assert honors.startswith("--honors: Asha: must be a whole number 0–")
    assert honors.endswith(f", got {typed!r}")
    hands = [*ENTRY[:2], "--hand", f"Bina={typed}", *ENTRY[4:]]
    hand = five.refuses("record", "Evening", *hands)
    assert hand.startswith("--hand: Bina: must be points 0–") and hand.endswith(f"got {typed!r}")


def test_rule_values_stakes_guards_and_game_numbers(cli: Cli) -> None:
    cli.ok("new", "Friday", "-p", "Asha", "-p", "Bina", "--preset", "points",
           "--rule", "target=२५०", "--stake", "०.२५", "--currency", "NPR")  # fmt: skip
    totals = cli.json("totals", "Friday")
    assert totals["preset"] == "points"
    cli.ok("record", "Friday", "--winner", "Asha", "--hand", "Bina=१२", "--expect-game", "१")
    cli.ok("void", "Friday", "१", "--reason", "misdeal")
    assert [g["voided"] for g in cli.json("games", "Friday")] == [True]
    assert len(cli.json("history", "Friday", "१")) == 2
    plan = cli.json("settle", "Friday")
    assert plan["currency"] == "NPR"
    refused = {
        ("new", "Other", "-p", "A", "-p", "B", "--rule", "target=２５０"): "--rule target: ",
        ("new", "Other", "-p", "A", "-p", "B", "--stake", "٠.٢٥", "--currency", "NPR"): "--stake: ",
        ("record", "Friday", "--winner", "Asha", "--hand", "Bina=1", "--expect-game", "２"):
            "--expect-game: ",
        ("void", "Friday", "١", "--reason", "x"): "GAME: no game '١'",
    }  # fmt: skip
    for args, start in refused.items():
        message = cli.refuses(*args)
        assert message.startswith(start), message


def test_the_installed_script_reads_devanagari_and_refuses_fullwidth(five: Cli) -> None:
    done = run_script(five.db, "record", "Evening", *DEVA_ENTRY, "--json")
    assert done.returncode == 0, done.stderr.decode()
    game = json.loads(done.stdout)
    assert game["scores"]["Bina"] == scores(five, 1)["Bina"]
    assert "१" not in done.stdout.decode()  # JSON numbers stay ASCII
    done = run_script(five.db, "record", "Evening", "--winner", "Asha", "--hand", "Bina=１２",
                      "--hand", "Chandra=2", "--hand", "Dev=3", "--hand", "Esha=4")  # fmt: skip
    line = assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode(), 2)
    assert line.startswith("--hand: Bina: must be points") and "'１２'" in line
    done = run_script(five.db, "chart", "Evening", "--width", "५०", "--json")
    assert done.returncode == 0, done.stderr.decode()
    done = run_script(five.db, "chart", "Evening", "--width", "+50")
    line = assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode(), 2)
    assert line.startswith("Invalid value for '--width'")

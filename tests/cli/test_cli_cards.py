"""Cards instead of points on the command line, through the installed script."""

from __future__ import annotations

from cli_harness import Cli, assert_one_line_refusal, run_script, script_json
from db_dump import dump_database as dump_db

CARD_HANDS = ("--hand", "Bina=K Q 7", "--hand", "Chandra=Ks,Q♥,7", "--hand", "Dev=JK",
              "--hand", "Esha=10 10 3")  # fmt: skip


def test_record_and_correct_take_cards(five: Cli) -> None:
    game = script_json(five.db, "record", "Evening", "--winner", "Asha", *CARD_HANDS)
    # Hand multiplier 2: K Q 7 is 27 points and pays 54, JK is 0, 10 10 3 is 23.
    assert game["scores"] == {"Asha": 154, "Bina": -54, "Chandra": -54, "Dev": 0, "Esha": -46}
    fixed = script_json(
        five.db, "correct", "Evening", "1", "--reason", "Bina had an ace too",
        "--winner", "Asha", "--hand", "Bina=A,K,Q,7", *CARD_HANDS[2:],
    )  # fmt: skip
    assert fixed["scores"]["Bina"] == -74 and fixed["scores"]["Asha"] == 174


def test_bad_cards_are_refused_naming_the_option(five: Cli) -> None:
    five.ok("record", "Evening", "--winner", "Asha", *CARD_HANDS)
    before = dump_db(five.db)
    done = run_script(
        five.db, "record", "Evening", "--winner", "Asha", "--hand", "Bina=K Z 7", *CARD_HANDS[2:]
    )
    line = assert_one_line_refusal(
        done.returncode, done.stdout.decode(), done.stderr.decode(), expected_code=2
    )
    assert line.startswith("--hand: Bina: must be points 0–10000 (23 or 10+10+3) or cards")
    assert line.endswith("got 'K Z 7' ('Z' is not a card)")
    assert dump_db(five.db) == before


def test_table_hand_asks_about_a_lone_three(five: Cli) -> None:
    """2–9 count 5 in table-hand: a lone 3 may be the card or 3 points; the forms' sentence,
    the option named as the command line names it."""
    five.ok("new", "Count", "--preset", "table-hand", "-p", "Asha", "-p", "Bina")
    before = dump_db(five.db)
    done = run_script(five.db, "record", "Count", "--winner", "Asha", "--hand", "Bina=3")
    line = assert_one_line_refusal(
        done.returncode, done.stdout.decode(), done.stderr.decode(), expected_code=2
    )
    assert line == (
        "--hand: Bina's hand: a lone 3 is the card 3 (5 points here) or 3 points, which no "
        "cards make; type 3h for the card or 5 for its points"
    )
    assert dump_db(five.db) == before
    game = script_json(five.db, "record", "Count", "--winner", "Asha", "--hand", "Bina=3h")
    assert game["scores"] == {"Asha": 0, "Bina": -5}

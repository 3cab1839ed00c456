"""Undo with consent: given the change a person was shown, undo that change or nothing.

Two writers on one real file: the Ledger (the TUI's) asks what undo would revert, a
Writer (the commands') changes the session, then the Ledger's undo must refuse.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.consent import StaleUndo
from scorekeeper.ledger.changes.writer import Writer
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chandra", "Dev"]


def game(book: Ledger | Writer, winner: str = "Asha"):
    hands = {"hand": [f"{p}=10" for p in SEATS if p != winner]}
    return book.build_entry("Friday", winner, hands)


@pytest.fixture
def friday(ledger: Ledger) -> Ledger:
    ledger.new_session("Friday", SEATS)
    for winner in ("Asha", "Bina", "Chandra", "Dev"):
        ledger.record("Friday", game(ledger, winner))
    return ledger


def test_a_change_made_between_asking_and_answering_is_refused(
    friday: Ledger, db_path: Path, dump: Callable[[], list[str]]
):
    asked = friday.last_change("Friday")
    assert (asked.game, asked.action) == (4, "record")
    other = Writer(db_path)
    other.record("Friday", game(other))  # game 5, while the question is on the screen
    before = dump()
    with pytest.raises(StaleUndo) as refused:
        friday.undo("Friday", expected=asked)
    assert refused.value.field == "undo"
    assert refused.value.message == (
        "the last change is now game 5's recording (made elsewhere), not game 4's "
        "recording; nothing was undone"
    )
    assert dump() == before  # byte for byte: the refusal rolled back
    again = friday.last_change("Friday")
    row, action = friday.undo("Friday", expected=again)  # asked again, then agreed
    assert (row.number, action, row.voided) == (5, "record", True)
    assert not friday.game("Friday", 4).voided


def test_the_agreed_change_undone_elsewhere_is_not_followed_by_another(
    friday: Ledger, db_path: Path, dump: Callable[[], list[str]]
):
    asked = friday.last_change("Friday")
    Writer(db_path).undo("Friday")  # someone else undid game 4 meanwhile
    before = dump()
    with pytest.raises(StaleUndo, match="now game 3's recording"):
        friday.undo("Friday", expected=asked)  # would otherwise undo game 3 as well
    assert dump() == before
    assert not friday.game("Friday", 3).voided


def test_nothing_left_to_undo_says_so(ledger: Ledger, db_path: Path):
    ledger.new_session("Friday", SEATS)
    ledger.record("Friday", game(ledger))
    asked = ledger.last_change("Friday")
    Writer(db_path).undo("Friday")
    with pytest.raises(StaleUndo, match="game 1's recording was undone elsewhere"):
        ledger.undo("Friday", expected=asked)


def test_the_agreed_change_is_undone_and_no_expectation_keeps_the_old_contract(
    friday: Ledger, db_path: Path
):
    asked = friday.last_change("Friday")
    row, action = friday.undo("Friday", expected=asked)
    assert (row.number, action) == (4, "record")
    row, action = Writer(db_path).undo("Friday")  # the command: the latest, as ever
    assert (row.number, action) == (3, "record")
    with pytest.raises(RuleError) as nothing:
        for _ in range(3):
            Writer(db_path).undo("Friday")
    assert not isinstance(nothing.value, StaleUndo)
    assert nothing.value.message == "nothing to undo in Friday"

"""Many hands, one ledger: a change's expectation and its form id, guarded in the ledger.

Two writers on one real database (a file, or PostgreSQL in CI's second pass): the Ledger
(the TUI's and the web face's) and a Writer (the commands'). A form sent twice is applied
once; a form built on a state that moved on changes nothing and says what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.guards import Expect, Stale
from scorekeeper.ledger.changes.writer import Writer
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chandra", "Dev"]


def game(book: Ledger | Writer, winner: str = "Asha", points: int = 10):
    hands = {"hand": [f"{p}={points}" for p in SEATS if p != winner]}
    return book.build_entry("Friday", winner, hands)


@pytest.fixture
def friday(ledger: Ledger) -> Ledger:
    ledger.new_session("Friday", SEATS)
    for winner in ("Asha", "Bina", "Chandra"):
        ledger.record("Friday", game(ledger, winner))
    return ledger


def test_two_phones_saving_game_4_store_it_once(
    friday: Ledger, db_path: Path, dump: Callable[[], list[str]]
):
    other = Writer(db_path)
    first = other.record("Friday", game(other, "Dev"), expect=Expect(game=4))
    assert first.number == 4
    before = dump()
    with pytest.raises(Stale) as refused:
        friday.record("Friday", game(friday, "Bina"), expect=Expect(game=4))
    assert refused.value.field == "expect-game"
    assert refused.value.game == 4
    assert refused.value.message == (
        "game 4 (Dev won) was recorded elsewhere since this entry was begun; it would now "
        "be game 5: nothing was recorded"
    )
    assert dump() == before
    assert [row.number for row in friday.games("Friday")] == [1, 2, 3, 4]


def test_a_form_sent_twice_is_applied_once(friday: Ledger, dump: Callable[[], list[str]]):
    form = Expect(game=4, form_id="phone-a-0001")
    first = friday.record("Friday", game(friday, "Dev"), expect=form)
    before = dump()
    again = friday.record("Friday", game(friday, "Dev"), expect=form)  # a resend
    assert (again.number, again.revision) == (first.number, first.revision) == (4, 1)
    assert dump() == before
    # a form id is the form's, whatever else the resend says: still game 4, nothing new
    late = friday.record("Friday", game(friday, "Asha"), expect=Expect(form_id="phone-a-0001"))
    assert late.number == 4 and late.winner == "Dev"
    assert dump() == before


def test_a_form_id_survives_a_new_ledger_on_the_same_database(friday: Ledger, db_path: Path):
    friday.record("Friday", game(friday, "Dev"), expect=Expect(form_id="kept-across-restart"))
    friday.close()
    reopened = Ledger(db_path)
    try:
        row = reopened.record(
            "Friday", game(reopened), expect=Expect(form_id="kept-across-restart")
        )
        assert row.number == 4
        assert len(reopened.games("Friday")) == 4
    finally:
        reopened.close()


def test_a_stale_correction_changes_nothing_and_says_what_changed(
    friday: Ledger, db_path: Path, dump: Callable[[], list[str]]
):
    opened_on = friday.game("Friday", 2).revision  # phone B opens the correction form
    other = Writer(db_path)
    theirs = other.correct(
        "Friday", 2, game(other, "Bina", 11), "Asha had 11", expect=Expect(revision=1)
    )
    before = dump()
    with pytest.raises(Stale) as refused:
        friday.correct(
            "Friday", 2, game(friday, "Bina", 22), "Chandra had 22", expect=Expect(revision=1)
        )
    assert opened_on == 1
    assert refused.value.field == "expect-revision"
    assert refused.value.message == (
        "game 2 was changed elsewhere since this form was opened (revision 1 → 2: "
        "correction); nothing was corrected"
    )
    assert dump() == before
    assert friday.game("Friday", 2).scores == theirs.scores  # phone A's 11 stands
    # saved on top, knowingly: the expectation the 409 page hands back
    row = friday.correct(
        "Friday", 2, game(friday, "Bina", 22), "Chandra had 22", expect=Expect(revision=2)
    )
    assert row.revision == 3
    assert row.scores["Asha"] == 2 * theirs.scores["Asha"]  # 22 where 11 was


def test_a_correction_opened_before_a_void_does_not_bring_the_game_back(
    friday: Ledger, db_path: Path, dump: Callable[[], list[str]]
):
    other = Writer(db_path)
    other.void("Friday", 1, "misdeal", expect=Expect(revision=1))
    before = dump()
    with pytest.raises(Stale) as refused:
        friday.correct("Friday", 1, game(friday), "typo", expect=Expect(revision=1))
    assert refused.value.message == (
        "game 1 was changed elsewhere since this form was opened (revision 1 → 2: void); "
        "it is now out of the totals; nothing was corrected"
    )
    assert dump() == before
    assert friday.game("Friday", 1).voided


def test_a_void_after_an_undo_elsewhere_is_refused(friday: Ledger, db_path: Path):
    friday.correct("Friday", 3, game(friday, "Chandra", 5), "fives")
    other = Writer(db_path)
    other.undo("Friday")  # the correction undone: revision 3 now
    with pytest.raises(Stale, match=r"revision 2 → 3: undo\); nothing was voided"):
        friday.void("Friday", 3, "misdeal", expect=Expect(revision=2))
    assert not friday.game("Friday", 3).voided


def test_expectations_that_hold_change_as_before(friday: Ledger):
    row = friday.record("Friday", game(friday, "Dev"), expect=Expect(game=4, form_id="r-000004"))
    assert row.number == 4
    row = friday.void("Friday", 4, "misdeal", expect=Expect(revision=1, form_id="v-000004"))
    assert row.voided and row.revision == 2
    asked = friday.last_change("Friday")
    row, action = friday.undo("Friday", expected=asked, form_id="u-000004")
    assert (action, row.voided) == ("void", False)
    again, _ = friday.undo("Friday", expected=asked, form_id="u-000004")  # resent undo
    assert again.revision == row.revision == 3


def test_a_form_from_the_future_is_refused(friday: Ledger):
    with pytest.raises(Stale, match="the next game in Friday is game 4, not game 9"):
        friday.record("Friday", game(friday), expect=Expect(game=9))


@pytest.mark.parametrize("form_id", ["short", "x" * 65, "has space!", "ünïcode-id"])
def test_a_malformed_form_id_is_bad_input(friday: Ledger, form_id: str):
    with pytest.raises(RuleError) as refused:
        friday.record("Friday", game(friday), expect=Expect(form_id=form_id))
    assert not isinstance(refused.value, Stale)
    assert refused.value.field == "form_id"
    assert len(friday.games("Friday")) == 3


def test_form_ids_are_kept_per_session(friday: Ledger):
    friday.new_session("Saturday", SEATS)
    friday.record("Friday", game(friday), expect=Expect(form_id="same-id-both"))
    entry = friday.build_entry("Saturday", "Asha", {"hand": ["Bina=1", "Chandra=1", "Dev=1"]})
    row = friday.record("Saturday", entry, expect=Expect(form_id="same-id-both"))
    assert row.number == 1  # another session's form: a new game there

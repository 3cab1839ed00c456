"""A session's stamp (``Ledger.session_stamp``) moves with every change its board shows and
stays put otherwise: an open phone's poll is answered from it alone.

Each kind of change is made by another face on the same file, and the stamp is read
before and after; a read, a change to another session's games, remembering the open
session leave it as it was. It is the stamp ``session_view`` reads in its snapshot.
"""

from __future__ import annotations

import itertools
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite.restore import restore

SEATS = ["Asha", "Bina", "Chen", "Dev"]
POSTGRES = os.environ.get("SCOREKEEPER_TEST_ENGINE") == "postgresql"


def _clock() -> Callable[[], str]:
    """A minute later at each change, as a real evening's would be."""
    minutes = itertools.count()

    def now() -> str:
        m = next(minutes)
        return f"2026-03-{1 + m // 1440:02}T{m // 60 % 24:02}:{m % 60:02}:00+00:00"

    return now


@pytest.fixture
def book(db_path: Path | str) -> Iterator[Ledger]:
    ledger = Ledger(db_path, clock=_clock())
    ledger.new_session("Friday", SEATS, stake="0.10", currency="NPR")
    ledger.new_session("Saturday", ["Esha", "Farid", "Gita"])
    ledger.new_session("Sunday", ["Hari", "Farid", "Gita"])
    pool = {"hand": ["Bina=12", "Chen=30", "Dev=5"]}
    for _ in range(3):
        ledger.record("Friday", ledger.build_entry("Friday", "Asha", pool))
    yield ledger
    ledger.close()


def _entry(book: Ledger, winner: str = "Bina") -> object:
    losers = [f"{name}=9" for name in SEATS if name != winner]
    return book.build_entry("Friday", winner, {"hand": losers})


CHANGES: dict[str, Callable[[Ledger], object]] = {
    "record": lambda b: b.record("Friday", _entry(b)),
    "correct": lambda b: b.correct("Friday", 1, _entry(b, "Chen"), "misread"),
    "void": lambda b: b.void("Friday", 2, "not played"),
    "undo": lambda b: b.undo("Friday"),
    "rename the session": lambda b: b.rename("Friday", "Friday night"),
    "archive": lambda b: b.archive("Friday"),
    "stake": lambda b: b.change_stake("Friday", "0.25", "NPR"),
    "rules": lambda b: b.change_rules("Friday", {"target": 5000}),
    "settle": lambda b: b.mark_settled("Friday"),
    "rename a player": lambda b: b.rename_player("Asha", "Asmita"),
    # a player of another session: names span sessions, so every board is read again
    "rename another's player": lambda b: b.rename_player("Esha", "Isha"),
    "merge players": lambda b: b.merge_players("Hari", "Esha"),
}


@pytest.mark.parametrize("change", CHANGES)
def test_every_change_the_board_shows_moves_the_stamp(book: Ledger, change: str) -> None:
    before = book.session_stamp(1)
    other = Ledger(book.db.target, clock=book.clock)  # another face on the same file
    try:
        CHANGES[change](other)
    finally:
        other.close()
    assert book.session_stamp(1) != before


def test_reopening_moves_the_stamp(book: Ledger) -> None:
    book.mark_settled("Friday")
    settled = book.session_stamp(1)
    book.reopen("Friday", "one more")
    assert book.session_stamp(1) != settled


UNCHANGED: dict[str, Callable[[Ledger], object]] = {
    "reads": lambda b: (b.session_view(1), b.totals("Friday"), b.history("Friday")),
    "remember the open session": lambda b: b.remember_open("Friday"),
    "another session's game": lambda b: b.record(
        "Saturday", b.build_entry("Saturday", "Gita", {"hand": ["Esha=3", "Farid=4"]})
    ),
}


@pytest.mark.parametrize("what", UNCHANGED)
def test_what_the_board_does_not_show_leaves_the_stamp(book: Ledger, what: str) -> None:
    before = book.session_stamp(1)
    UNCHANGED[what](book)
    assert book.session_stamp(1) == before


def test_the_view_carries_the_stamp_of_its_own_snapshot(book: Ledger) -> None:
    view = book.session_view(1, -40)
    assert view is not None and view.stamp == book.session_stamp(1)
    assert book.session_stamp(99) is None and book.session_view(99) is None


@pytest.mark.skipif(POSTGRES, reason="a file put back: SQLite's restore")
def test_a_file_put_back_moves_the_stamp(book: Ledger, tmp_path: Path) -> None:
    kept = tmp_path / "kept.db"
    with sqlite3.connect(book.db.target) as live, sqlite3.connect(kept) as copy:
        live.backup(copy)
    at_backup = book.session_stamp(1)
    book.record("Friday", _entry(book))
    moved_on = book.session_stamp(1)
    restore(Path(book.db.target), kept)
    assert book.session_stamp(1) == at_backup != moved_on

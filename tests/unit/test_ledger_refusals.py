"""Refused writes: the error names the field, and the database file is left exactly as it was."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.rules import WINNER, Entry, Hand, RuleError

SEATS = ["Asha", "Bina", "Chandra"]


@pytest.fixture
def book(db_path) -> Ledger:
    """A ledger whose clock ticks, so that a stray write would show in the dump."""
    ticks = itertools.count()
    ledger = Ledger(db_path, clock=lambda: f"2024-05-04T20:{next(ticks) % 60:02d}:00+00:00")
    ledger.new_session("Friday", SEATS)
    good = ledger.build_entry("Friday", "Asha", {"hand": ["Bina=4", "Chandra=2+2"]})
    ledger.record("Friday", good)
    yield ledger
    ledger.close()


def good_entry(book: Ledger) -> Entry:
    return book.build_entry("Friday", "Bina", {"hand": ["Asha=1", "Chandra=1"]})


def refused(dump: Callable[[], list[str]], write: Callable[[], object]) -> RuleError:
    before = dump()
    with pytest.raises(RuleError) as caught:
        write()
    assert dump() == before, "a refused write changed the database"
    return caught.value


WRITES = {
    "record into an unknown session": (
        lambda b: b.record("Saturday", good_entry(b)),
        "SESSION",
        "Saturday",
    ),
    "record with no winner": (
        lambda b: b.record("Friday", Entry((Hand("Asha", "hand"), Hand("Bina", "hand")))),
        "winner",
        "who won?",
    ),
    "record a player who is not seated": (
        lambda b: b.record("Friday", Entry((Hand("Asha", WINNER), Hand("Zed", "hand")))),
        "players",
        "Zed",
    ),
    "record with a dealer who is not seated": (
        lambda b: b.record("Friday", good_entry(b), dealer="Zed"),
        "dealer",
        "Zed",
    ),
    "record with a NUL in the note": (
        lambda b: b.record("Friday", good_entry(b), note="a\x00b"),
        "note",
        "control characters (here \\x00)",
    ),
    "correct an unknown game": (
        lambda b: b.correct("Friday", 9, good_entry(b), "typo"),
        "GAME",
        "9",
    ),
    "correct game 0": (lambda b: b.correct("Friday", "0", good_entry(b), "typo"), "GAME", "0"),
    "correct game 'one'": (
        lambda b: b.correct("Friday", "one", good_entry(b), "typo"),
        "GAME",
        "one",
    ),
    "void game '²'": (lambda b: b.void("Friday", "²", "misdeal"), "GAME", "²"),
    "void a game number past SQLite's integers": (
        lambda b: b.void("Friday", "9" * 25, "misdeal"),
        "GAME",
        "999",
    ),
    "void in a session numbered past SQLite's integers": (
        lambda b: b.void("9" * 25, 1, "misdeal"),
        "SESSION",
        "999",
    ),
    "correct without a reason": (
        lambda b: b.correct("Friday", 1, good_entry(b), ""),
        "reason",
        "reason",
    ),
    "correct with a blank reason": (
        lambda b: b.correct("Friday", 1, good_entry(b), " \t "),
        "reason",
        "reason",
    ),
    "correct with a bad dealer": (
        lambda b: b.correct("Friday", 1, good_entry(b), "typo", dealer="Zed"),
        "dealer",
        "Zed",
    ),
    "correct into a refused entry": (
        lambda b: b.correct("Friday", 1, Entry((Hand("Asha", WINNER),)), "typo"),
        "sit-out",
        "2",
    ),
    "void an unknown game": (lambda b: b.void("Friday", 2, "misdeal"), "GAME", "2"),
    "void without a reason": (lambda b: b.void("Friday", 1, "  "), "reason", "reason"),
    "void in an unknown session": (lambda b: b.void("7", 1, "misdeal"), "SESSION", "7"),
    "undo in an unknown session": (lambda b: b.undo("Saturday"), "SESSION", "Saturday"),
    "a session name taken (any case)": (
        lambda b: b.new_session("FRIDAY", ["X", "Y"]),
        "NAME",
        "FRIDAY",
    ),
    "a session with one player": (lambda b: b.new_session("Solo", ["X"]), "players", "1"),
    "a session with the same name twice": (
        lambda b: b.new_session("Twins", ["Asha", "ASHA"]),
        "players",
        "ASHA",
    ),
    "a session with a bad rule value": (
        lambda b: b.new_session("Bad", ["X", "Y"], rules={"honor-value": "1e9"}),
        "rule honor-value",
        "1e9",
    ),
    "a session with an unknown rule key": (
        lambda b: b.new_session("Bad", ["X", "Y"], rules={"honour": "4"}),
        "rule",
        "honour",
    ),
    "a session with an unknown preset": (
        lambda b: b.new_session("Bad", ["X", "Y"], preset="gin"),
        "preset",
        "gin",
    ),
    "a first dealer not seated": (
        lambda b: b.new_session("New", ["Xena", "Yuri"], first_dealer="Zed"),
        "first-dealer",
        "Zed",
    ),
    "a session named by digits": (lambda b: b.new_session("42", ["X", "Y"]), "NAME", "digits"),
    "a stake without a currency": (
        lambda b: b.new_session("Bet", ["X", "Y"], stake="0.25"),
        "currency",
        "code",
    ),
}


@pytest.mark.parametrize(("write", "field", "named"), WRITES.values(), ids=WRITES.keys())
def test_refused_writes_change_nothing(book, dump, write, field: str, named: str) -> None:
    error = refused(dump, lambda: write(book))
    assert error.field == field
    assert named in error.message


def test_void_twice_is_refused(book, dump) -> None:
    book.void("Friday", 1, "misdeal")
    error = refused(dump, lambda: book.void("Friday", 1, "misdeal again"))
    assert error.field == "GAME" and "1" in error.message


def test_nothing_to_undo_is_refused(book, dump) -> None:
    book.undo("Friday")
    error = refused(dump, lambda: book.undo("Friday"))
    assert error.field == "undo" and "Friday" in error.message


def test_reading_unknown_things(book) -> None:
    with pytest.raises(RuleError) as caught:
        book.totals("Saturday")
    assert caught.value.field == "SESSION" and "Friday" in caught.value.message
    with pytest.raises(RuleError) as caught:
        book.history("Friday", 5)
    assert caught.value.field == "GAME" and "1–1" in caught.value.message


def test_a_game_the_decks_cannot_deal(book, dump) -> None:
    eight = [f"P{i}" for i in range(8)]
    _, warnings = book.new_session("Big", eight)
    assert len(warnings) == 1 and "4 decks" in warnings[0]
    everyone = book.build_entry("Big", "P0", {"hand": [f"{p}=1" for p in eight[1:]]})
    error = refused(dump, lambda: book.record("Big", everyone))
    assert error.field == "sit-out" and "use 4 decks" in error.message
    seven = book.build_entry("Big", "P0", {"hand": [f"{p}=1" for p in eight[1:7]]}, ["P7"])
    assert book.record("Big", seven).number == 1


def test_a_session_that_fits_has_no_warning(book) -> None:
    assert book.new_session("Small", ["X", "Y", "Z"])[1] == []
    assert book.new_session("Big", [f"P{i}" for i in range(8)], rules={"decks": "4"})[1] == []

"""A player's page as the ledger reads it: the sessions sat in (most recent first, with the
scoreboard's total and who is first), the rating's course named by its sessions, and a
merged name counted as its person. Runs on SQLite, and on PostgreSQL under
SCOREKEEPER_TEST_ENGINE=postgresql."""

from __future__ import annotations

import pytest
from season_book import Clock

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError

FOUR = ["Asha", "Bina", "Chandra", "Dev"]


def play(book: Ledger, ref: str, winner: str, hands: dict[str, int]) -> None:
    entry = book.build_entry(ref, winner, {"hand": [f"{n}={p}" for n, p in hands.items()]})
    book.record(ref, entry)


def evenings(book: Ledger, clock: Clock) -> None:
    """Three evenings a week apart, the second of another preset; Dev misses it."""
    clock.now = "2025-01-10T20:00:00+00:00"
    book.new_session("Mon", FOUR, "points")
    play(book, "Mon", "Asha", {"Bina": 10, "Chandra": 10, "Dev": 40})
    play(book, "Mon", "Bina", {"Asha": 30, "Chandra": 5, "Dev": 5})
    clock.now = "2025-01-17T20:00:00+00:00"
    book.new_session("Basic", ["Asha", "Chandra"], "basic")
    play(book, "Basic", "Chandra", {"Asha": 7})
    clock.now = "2025-01-24T20:00:00+00:00"
    book.new_session("Fri", FOUR, "points")
    play(book, "Fri", "Dev", {"Asha": 20, "Bina": 10, "Chandra": 10})
    play(book, "Fri", "Asha", {"Bina": 1, "Chandra": 1, "Dev": 1})


def test_sessions_most_recent_first_with_the_scoreboards_totals(book: Ledger, clock: Clock):
    evenings(book, clock)
    page = book.player_page("asha")  # any case
    assert page.name == "Asha"
    assert [(s.name, s.day, s.preset) for s in page.sessions] == [
        ("Fri", "2025-01-24", "points"),
        ("Basic", "2025-01-17", "basic"),
        ("Mon", "2025-01-10", "points"),
    ]
    for played in page.sessions:
        board = book.totals(played.name)
        asha = next(p for p in board.players if p.name == "Asha")
        assert (played.games, played.wins, played.total) == (asha.games, asha.wins, asha.total)
        assert played.first == (board.leader is not None and board.leader.name == "Asha")
    assert [s.first for s in page.sessions] == [False, False, True]  # Mon: +50 −30
    assert page.stats is not None and page.stats.sessions == 3 and page.stats.games == 5
    dev = book.player_page("Dev")
    assert [s.name for s in dev.sessions] == ["Fri", "Mon"]  # not an evening Dev missed


def test_the_course_ends_at_the_rating_and_names_each_session(book: Ledger, clock: Clock):
    evenings(book, clock)
    page = book.player_page("Asha")
    assert [r.preset for r in page.ratings] == ["basic", "points"]  # the catalogue's order
    basic, points = page.ratings
    assert [(p.session, p.day) for p in points.points] == [
        ("Mon", "2025-01-10"),
        ("Fri", "2025-01-24"),
    ]
    _, _, trends = book.rating_trends("points")
    assert [p.ordinal for p in points.points] == trends["Asha"]
    assert points.points[-1].ordinal == points.rating.ordinal
    assert [p.session for p in basic.points] == ["Basic"]
    assert {r.name: r.games for r in page.rivals} == {"Bina": 4, "Chandra": 5, "Dev": 4}


def test_a_session_that_is_over_marks_its_winner_first(book: Ledger, clock: Clock):
    book.new_session("Short", FOUR, "points", rules={"target": 50})
    play(book, "Short", "Asha", {"Bina": 10, "Chandra": 10, "Dev": 40})  # Asha +60: over
    board = book.totals("Short")
    assert board.over and board.ending.winners == ("Asha",)
    played = {p.name: p.sessions[0] for p in map(book.player_page, FOUR)}
    assert played["Asha"].first and played["Asha"].over
    assert not any(played[name].first for name in ("Bina", "Chandra", "Dev"))


def test_a_merged_name_counts_as_its_person(book: Ledger, clock: Clock):
    evenings(book, clock)
    clock.now = "2025-01-31T20:00:00+00:00"
    book.new_session("Sat", ["Ash", "Bina"], "points")
    play(book, "Sat", "Ash", {"Bina": 12})
    book.merge_players("Ash", "Asha")
    page = book.player_page("Asha")
    assert [s.name for s in page.sessions] == ["Sat", "Fri", "Basic", "Mon"]
    assert page.sessions[0].total == 12 and page.sessions[0].first
    points = {r.preset: r for r in page.ratings}["points"]
    assert [p.session for p in points.points] == ["Mon", "Fri", "Sat"]
    with pytest.raises(RuleError) as refused:
        book.player_page("Ash")  # merged away: the page is Asha's
    assert refused.value.field == "NAME"


def test_an_unknown_player_is_one_sentence(book: Ledger, clock: Clock):
    evenings(book, clock)
    with pytest.raises(RuleError) as refused:
        book.player_page("Nobody")
    assert refused.value.field == "NAME" and "no player named 'Nobody'" in refused.value.message

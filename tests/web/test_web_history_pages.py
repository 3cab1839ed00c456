"""History in pages, newest first, at most 100 revisions a page: what each page shows,
its links, the pages that do not exist (404, never 500), nepali's carried fouls on every
page, and a page's cost, counted: as many statements at 2,000 revisions as at 250."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_web_poll_cost import POSTGRES, Season
from web_client import FIXED_AT

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.reads.history_page import PAGE_SIZE
from scorekeeper.ledger.reads.revisions import history

SEATS = ["Asha", "Bina", "Chen", "Dev"]


def _shown(page: str) -> list[str]:
    return re.findall(r'<span class="what">(Game \d+ · \w+)', page)


def _target(games: int, folder: Path, request: pytest.FixtureRequest) -> Path | str:
    if POSTGRES:
        return request.getfixturevalue("pg_server").new_database()
    return folder / f"history-{games}.db"


@pytest.fixture(scope="module")
def seasons(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest):
    folder = tmp_path_factory.mktemp("history")
    built = {games: Season(_target(games, folder, request), games) for games in (250, 2000)}
    yield built
    for season in built.values():
        season.close()


def test_the_first_page_holds_the_newest_hundred_and_links_to_the_next(seasons) -> None:
    page = seasons[2000].get("/s/1/history")
    assert _shown(page) == [f"Game {n} · record" for n in range(2000, 1900, -1)]
    assert 'href="/s/1/history?page=2"' in page and "Newer" not in page


def test_a_middle_page_links_both_ways_and_the_last_only_back(seasons) -> None:
    season = seasons[2000]
    middle = season.get("/s/1/history?page=2")
    assert _shown(middle) == [f"Game {n} · record" for n in range(1900, 1800, -1)]
    assert 'href="/s/1/history"' in middle and 'href="/s/1/history?page=3"' in middle
    last = season.get("/s/1/history?page=20")
    assert _shown(last) == [f"Game {n} · record" for n in range(100, 0, -1)]
    assert 'href="/s/1/history?page=19"' in last and "?page=21" not in last


@pytest.mark.parametrize("page", ["21", "0", "-1", "abc", "", "2.0", "²", "9" * 30])
def test_a_page_that_does_not_exist_is_404(seasons, page: str) -> None:
    answer = seasons[2000].client.get(f"/s/1/history?page={page}")
    assert answer.status_code == 404, (page, answer.status_code)


def test_a_page_costs_as_many_statements_at_any_length(seasons) -> None:
    costs = {
        games: season.cost(lambda s=season: s.get("/s/1/history?page=2"))
        for games, season in seasons.items()
    }
    assert costs[250][0] == costs[2000][0], costs
    # the SQLite steps or PostgreSQL rows: a page's own, not the season's (8 times longer)
    assert costs[2000][1] <= costs[250][1] * 1.2, costs


def _nepali(target: Path | str) -> Ledger:
    """A nepali evening whose fouls are paid in the next game, with corrections and voids
    on either side of a page's edge: 240 revisions, three pages."""
    book = Ledger(target, clock=lambda: FIXED_AT)
    book.new_session("Eve", SEATS, "nepali", {"foul-payment": "next-game"})
    for number in range(1, 211):
        winner = SEATS[number % 4]
        options = {"maal": [f"{winner}={number % 9}", f"{SEATS[(number + 1) % 4]}=3"]}
        if number % 3 == 0:
            options["foul"] = [SEATS[(number + 2) % 4]]
        book.record("Eve", book.build_entry("Eve", winner, options, []))
    fix = {"maal": ["Dev=7"], "foul": ["Asha"]}
    for number in (3, 62, 140, 150, 209):
        book.correct("Eve", number, book.build_entry("Eve", "Dev", fix, []), "misread")
    for number in (4, 61, 120, 151, 208):
        book.void("Eve", number, "not played")
    for _ in range(20):
        book.record("Eve", book.build_entry("Eve", "Bina", fix, []))
    return book


def test_every_page_shows_the_carried_fouls_as_the_whole_history_does(
    db_path: Path | str,
) -> None:
    book = _nepali(db_path)
    try:
        whole = book.history("Eve")[::-1]
        with book.db.read() as db:  # each revision's own scores, nothing carried
            own = history(raw(db), session_info(db, find_session_row(db, "Eve")))[::-1]
        assert len(whole) == 240
        paged, number = [], 1
        while (page := book.history_page("Eve", number)) is not None:
            assert len(page.revisions) <= PAGE_SIZE and page.older == (number < 3)
            start = (number - 1) * PAGE_SIZE
            assert page.revisions != own[start : start + PAGE_SIZE]  # fouls carried here
            paged += page.revisions
            number += 1
        assert number == 4 and paged == whole
    finally:
        book.close()


def test_a_session_without_games_has_one_empty_page(db_path: Path | str) -> None:
    book = Ledger(db_path, clock=lambda: FIXED_AT)
    book.new_session("Empty", SEATS)
    try:
        first = book.history_page("Empty", 1)
        assert first is not None and first.revisions == [] and not first.older
        assert book.history_page("Empty", 2) is None
    finally:
        book.close()

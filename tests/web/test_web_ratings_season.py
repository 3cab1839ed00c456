"""The ratings page narrowed to a season by its form: the ratings of that range and the
season's table below them (money where a stake was set), the CSV of the table shown, and
what a bad date gets: one sentence above the form, which keeps what was typed."""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import FIXED_AT, WebClient, alert, client_after_a_game, make_client

from scorekeeper.ledger import Ledger
from scorekeeper.rules.money import format_minor
from scorekeeper.web.ratings_pages import ordinal

JUNE = "2024-06-10T19:00:00+00:00"
JUNE_RANGE = "since=2024-06-01&until=2024-06-30"


@pytest.fixture
def seasons(web_db: Path) -> Iterator[WebClient]:
    """Friday (created 2024-05-04, no stake; Asha +140, Bina −58, Chen −66, Dev −16) and
    June (created 2024-06-10, 0.50 NPR a point) where Bina beat Asha and Chen."""
    book = Ledger(web_db, clock=lambda: JUNE)
    book.new_session("June", ["Asha", "Bina", "Chen"], stake="0.50", currency="NPR")
    book.record("June", book.build_entry("June", "Bina", {"hand": ["Asha=20", "Chen=5"]}))
    book.close()
    yield from client_after_a_game(web_db)


def _book(db: Path) -> Ledger:
    return Ledger(db, clock=lambda: FIXED_AT)


def test_a_season_shows_its_ratings_and_its_table(seasons: WebClient) -> None:
    page = seasons.get(f"/ratings?{JUNE_RANGE}")
    assert page.status_code == 200
    text = html.unescape(page.text)
    assert 'name="since" value="2024-06-01"' in text and 'name="until" value="2024-06-30"' in text
    assert "sessions from <time>2024-06-01</time> to <time>2024-06-30</time>" in text
    book = _book(seasons.db)
    try:
        _, rows = book.ratings(None, "2024-06-01", "2024-06-30")
        season = book.season_stats("2024-06-01", "2024-06-30", "marriage-rummy")
        everyone = book.ratings()[1]
    finally:
        book.close()
    ratings, table = text.split("The season's table")
    assert [r.name for r in rows] == ["Bina", "Chen", "Asha"]  # Friday's game is left out
    assert "<bdi>Dev</bdi>" not in text
    for r in rows:
        assert f'{ordinal(r.ordinal)}</td><td class="num">1</td>' in ratings
    bina = next(r for r in everyone if r.name == "Bina")
    assert rows[0].ordinal != bina.ordinal  # June's rating, not every session's
    assert [s.name for s in season] == ["Bina", "Chen", "Asha"]
    assert '<th class="num">NPR</th>' in table  # one currency: it heads the column
    for s in season:  # games, wins, points, then the money at June's stake
        cells = re.search(rf"<bdi>{s.name}</bdi></a></td>(.*?)</tr>", table, re.S).group(1)
        found = re.findall(r'<td class="num[^"]*">([^<]*)</td>', cells)
        money = format_minor(s.money["NPR"]).replace("-", "−")
        total = f"+{s.total}" if s.total > 0 else f"−{-s.total}"
        assert found == [str(s.games), str(s.wins), total, money]
    assert 'href="/ratings?preset=marriage-rummy">Every session</a>' in text


def test_a_season_without_a_stake_has_no_money_column(seasons: WebClient) -> None:
    text = html.unescape(seasons.get("/ratings?since=2024-05-01&until=2024-05-31").text)
    table = text.split("The season's table")[1]
    assert "<bdi>Dev</bdi>" in table and "Money" not in table and "NPR" not in table
    assert '<td class="num total">+140</td>' in table


def test_two_currencies_each_in_its_cell(seasons: WebClient) -> None:
    book = Ledger(seasons.db, clock=lambda: JUNE)
    book.new_session("June dollars", ["Asha", "Bina"], stake="1", currency="USD")
    book.record("June dollars", book.build_entry("June dollars", "Asha", {"hand": ["Bina=10"]}))
    book.close()
    table = html.unescape(seasons.get(f"/ratings?{JUNE_RANGE}").text).split("season's table")[1]
    assert '<th class="num">Money</th>' in table
    asha = re.search(r"<bdi>Asha</bdi>.*?</tr>", table, re.S).group(0)
    assert re.search(r'<td class="num">−?[0-9.]+ NPR<br>[0-9.]+ USD</td>', asha), asha


def test_every_session_has_no_season_table(seasons: WebClient) -> None:
    text = seasons.get("/ratings").text
    assert "The season's table" not in text and "Every session</a>" not in text
    assert 'name="since" value=""' in text


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("since=2024-6-1&until=2024-06-30", "since"),
        ("since=2024-06-01&until=30.06.2024", "until"),
        ("since=2024-07-01&until=2024-06-01", "since"),
        ("since=" + "9" * 300, "since"),
    ],
)
def test_a_bad_date_is_said_above_the_form(seasons: WebClient, query: str, field: str) -> None:
    before = seasons.dump()
    page = seasons.get(f"/ratings?{query}")
    assert page.status_code == 400 and "Traceback" not in page.text
    sentence = alert(page.text)
    assert sentence.startswith(f"{field.capitalize()}: ")  # as the field is labelled
    assert "\n" not in sentence and "--" not in sentence
    assert f'name="{field}" value="' in page.text
    assert re.search(rf'name="{field}" value="[^"]*" aria-invalid="true"', page.text)
    assert len(re.search(rf'name="{field}" value="([^"]*)"', page.text).group(1)) <= 40
    assert "<table" not in page.text  # nothing shown for a range that was not understood
    assert seasons.dump() == before


def test_the_csv_of_the_table_shown(seasons: WebClient) -> None:
    page = seasons.get(f"/ratings?{JUNE_RANGE}")
    link = html.unescape(re.search(r'<a class="btn" href="([^"]+)" download>', page.text)[1])
    assert link == "/ratings.csv?preset=marriage-rummy&since=2024-06-01&until=2024-06-30"
    got = seasons.get(link)
    assert got.status_code == 200
    assert got.headers["content-type"].startswith("text/csv")
    name = "ratings-marriage-rummy-from-2024-06-01-to-2024-06-30.csv"
    assert got.headers["content-disposition"] == f'attachment; filename="{name}"'
    assert got.content.isascii() is False  # the byte-order mark a spreadsheet looks for
    text = got.content.decode("utf-8-sig")
    assert text.isascii() and text.endswith("\r\n")
    lines = list(csv.reader(io.StringIO(text)))
    assert lines[0] == [
        "player",
        "ordinal",
        "mu",
        "sigma",
        "games",
        "provisional",
    ]  # as ratings --csv
    book = _book(seasons.db)
    try:
        _, rows = book.ratings(None, "2024-06-01", "2024-06-30")
    finally:
        book.close()
    assert [line[0] for line in lines[1:]] == [r.name for r in rows]
    for line, r in zip(lines[1:], rows, strict=True):  # every digit, as the JSON gives it
        assert [float(x) for x in line[1:4]] == [r.ordinal, r.mu, r.sigma]
        assert line[4:] == [str(r.games), "yes"]


@pytest.mark.parametrize(("query", "status"), [("since=yesterday", 400), ("preset=chess", 404)])
def test_the_csv_refuses_in_one_sentence(seasons: WebClient, query: str, status: int) -> None:
    got = seasons.get(f"/ratings.csv?{query}")
    assert got.status_code == status and "Traceback" not in got.text
    assert alert(got.text)


def test_the_csv_needs_the_token(web_db: Path) -> None:
    client, _, book = make_client(web_db, token=None)
    with client:
        assert client.get("/ratings.csv").status_code == 401
    book.close()

"""A player's page through the in-process client: the sessions they sat in (most recent
first, each linking to its page, with the day, games and total), their rating's course
after each session (a line with its sentence, and every point in a table), and one
sentence, 404, for a name nobody has."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import GAME, WebClient, alert, client_after_a_game

from scorekeeper.ledger import Ledger
from scorekeeper.web.ratings_pages import ordinal

RTL = "نور الهدى"
DAYS = ("2024-05-03", "2024-05-10", "2024-05-17")


@pytest.fixture
def evenings(web_db: Path) -> Iterator[WebClient]:
    """Friday (made by ``web_db``; one game from the form: Asha +140, Bina −58, Chen −66,
    Dev −16) and two later evenings of Asha's, one with a right-to-left name in it."""
    for day, name, winner, hands in (
        (DAYS[1], "Second", RTL, {"Asha": 12, "Bina": 30}),
        (DAYS[2], "Third", "Asha", {RTL: 5, "Bina": 9}),
    ):
        book = Ledger(web_db, clock=lambda day=day: f"{day}T19:00:00+00:00")
        book.new_session(name, ["Asha", RTL, "Bina"])
        points = [f"{who}={value}" for who, value in hands.items()]
        book.record(name, book.build_entry(name, winner, {"hand": points}))
        book.close()
    yield from client_after_a_game(web_db)


def _section(text: str, heading: str, until: str) -> str:
    return text.split(f"<h2>{heading}</h2>", 1)[1].split(f"<h2>{until}</h2>", 1)[0]


def test_the_sessions_played_most_recent_first(evenings: WebClient):
    page = evenings.get("/players/asha")
    assert page.status_code == 200
    text = html.unescape(page.text)
    shown = _section(text, "Sessions", "Rating")
    rows = re.findall(r'<a href="/s/(\d+)"><bdi>([^<]+)</bdi></a>', shown)
    assert rows == [("3", "Third"), ("2", "Second"), ("1", "Friday")]
    book = Ledger(evenings.db)
    try:
        for sid, name in rows:
            asha = next(p for p in book.totals(int(sid)).players if p.name == "Asha")
            row = shown.split(f"<bdi>{name}</bdi>", 1)[1].split("</tr>", 1)[0]
            total = f"{asha.total:+d}".replace("-", "−")
            assert f'<td class="num">{asha.games}</td><td class="num total">{total}</td>' in row
    finally:
        book.close()
    assert '<time datetime="2024-05-17">2024-05-17</time>' in shown  # Third's day
    assert shown.count('class="leader"') == 2  # first on Friday (+140) and Third (+14)
    assert "first" in shown.split("<bdi>Third</bdi>", 1)[1].split("</tr>", 1)[0]


def test_the_rating_after_each_session(evenings: WebClient):
    page = evenings.get(f"/players/{RTL}")
    assert page.status_code == 200
    text = html.unescape(page.text)
    shown = _section(text, "Rating", "Most frequent rivals")
    book = Ledger(evenings.db)
    try:
        _, rows, trends = book.rating_trends("marriage-rummy")
    finally:
        book.close()
    mine = trends[RTL]  # after Second, then Third
    assert len(mine) == 2
    assert 'role="img" aria-labelledby="course-1"' in shown
    assert len(re.search(r'<polyline points="([^"]+)"', shown).group(1).split()) == 2
    sentence = re.search(r'<figcaption id="course-1">([^<]+)</figcaption>', shown).group(1)
    assert sentence == (
        f"marriage-rummy, over 2 sessions: from {ordinal(mine[0])} after Second to "
        f"{ordinal(mine[1])} after Third; lowest {ordinal(min(mine))}, "
        f"highest {ordinal(max(mine))}."
    )
    points = re.findall(r'<tr><td><bdi>(\w+)</bdi>.*?<td class="num">([^<]+)</td></tr>', shown)
    assert points == [("Third", ordinal(mine[1])), ("Second", ordinal(mine[0]))]
    rating = next(r for r in rows if r.name == RTL)
    assert f'{ordinal(rating.ordinal)}</td><td class="num">2</td>' in shown


def test_one_session_is_a_point_and_a_sentence(web: WebClient):
    assert web.submit("/s/1/record", GAME).status_code == 303
    text = html.unescape(web.get("/players/Chen").text)
    assert "marriage-rummy: " in text and " after one session, Friday.</figcaption>" in text
    assert "rating after each session</summary>" not in text  # no table for one point


def test_an_unknown_player_is_one_sentence(evenings: WebClient):
    page = evenings.get("/players/Nobody")
    assert page.status_code == 404
    assert alert(page.text).startswith("NAME: no player named 'Nobody'")
    assert "Traceback" not in page.text

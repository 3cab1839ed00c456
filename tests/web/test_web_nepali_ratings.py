"""The ratings page and a player's page in Nepali: the rating's course said in a Nepali
sentence with Devanagari digits, days in Devanagari digits inside ``<time>`` elements
whose ``datetime`` stays ASCII, a season that is not one refused in Nepali naming the
form's field, while English reads as it always has."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import WebClient, alert, client_after_a_game

from scorekeeper.ledger import Ledger

NEPALI = {"Accept-Language": "ne"}
DAYS = ("2024-05-10", "2024-05-17")


@pytest.fixture
def evenings(web_db: Path) -> Iterator[WebClient]:
    """Friday (one game from the form) and two later evenings of Asha's and Bina's."""
    for day, name, winner in ((DAYS[0], "Second", "Bina"), (DAYS[1], "Third", "Asha")):
        book = Ledger(web_db, clock=lambda day=day: f"{day}T19:00:00+00:00")
        book.new_session(name, ["Asha", "Bina", "Chen"])
        hands = [f"{who}={points}" for who, points in (("Asha", 12), ("Bina", 9), ("Chen", 5))]
        losers = [hand for hand in hands if not hand.startswith(winner)]
        book.record(name, book.build_entry(name, winner, {"hand": losers}))
        book.close()
    yield from client_after_a_game(web_db)


def _text(page: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def _caption(page: str) -> str:
    found = re.search(r'<figcaption id="course-1">(.*?)</figcaption>', page, re.S)
    assert found, page[:2000]
    return html.unescape(found.group(1))


def test_the_course_is_a_nepali_sentence_in_devanagari_digits(evenings: WebClient) -> None:
    nepali = evenings.get("/players/Asha", headers=NEPALI).text
    said = _caption(nepali)
    assert said.startswith("marriage-rummy, ३ सत्रमा: "), said
    assert "सबैभन्दा कम" in said and "Friday पछि" in said and "Third पछि" in said
    assert not re.search(r"[0-9]", said.replace("marriage-rummy", "")), said
    english = _caption(evenings.get("/players/Asha").text)
    assert english.startswith("marriage-rummy, over 3 sessions: from "), english


def test_days_and_counts_read_in_devanagari(evenings: WebClient) -> None:
    nepali = evenings.get("/players/Asha", headers=NEPALI).text
    assert '<time datetime="2024-05-17">२०२४-०५-१७</time>' in nepali  # Third's day
    assert 'href="/s/3"' in nepali and "<h2>धेरै खेलेका प्रतिद्वन्द्वी</h2>" in nepali
    rivals = _text(nepali.split("धेरै खेलेका प्रतिद्वन्द्वी", 1)[1])
    assert re.search(r"Bina ३ ", rivals), rivals  # three games with Bina
    english = evenings.get("/players/Asha").text
    assert '<time datetime="2024-05-17">2024-05-17</time>' in english


def test_the_season_sentence_and_its_table(evenings: WebClient) -> None:
    query = "/ratings?preset=marriage-rummy&since=2024-05-01&until=2024-05-12"
    said = _text(evenings.get(query, headers=NEPALI).text)
    assert "२०२४-०५-०१ देखि २०२४-०५-१२ सम्मका सत्र" in said, said
    assert "सिजनको तालिका" in said and "CSV डाउनलोड गर्नुहोस्" in said
    english = _text(evenings.get(query).text)
    assert "sessions from 2024-05-01 to 2024-05-12 (by the day each was created, UTC)" in english


@pytest.mark.parametrize("path", ["/ratings", "/ratings.csv"])
def test_a_season_that_is_not_one_is_refused_in_nepali(evenings: WebClient, path: str) -> None:
    query = f"{path}?since=2024-06-01&until=2024-05-01"
    before = evenings.dump()
    nepali = evenings.get(query, headers=NEPALI)
    assert nepali.status_code == 400
    assert alert(nepali.text) == (
        "देखि: 2024-06-01 चाहिँ सम्मको दिन 2024-05-01 भन्दा पछि छ: त्यो दायरामा कुनै दिन पर्दैन"
    )
    english = evenings.get(query)
    assert alert(english.text) == (
        "Since: 2024-06-01 is after the until day 2024-05-01: no day is in that range"
    )
    assert evenings.dump() == before

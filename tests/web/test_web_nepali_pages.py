"""The web face in Nepali: the pages a scorer uses at the table hold no English sentence
(only names, the preset's key, the game's fields as typed), numbers in Devanagari digits,
while links, form values and the preview's posted numbers stay ASCII."""

from __future__ import annotations

import html
import re

import pytest
from web_client import GAME, WebClient, make_client

NEPALI = {"Accept-Language": "ne"}
# What a Nepali page keeps as typed: the players' names, the preset's key, the program's
# name in the switch, the card letters of a placeholder.
KEPT = {"Asha", "Bina", "Chen", "Dev", "Friday", "English", "marriage", "rummy", "Ctrl"}


def _english_words(page: str) -> set[str]:
    """Words of 4+ Latin letters a person reads: outside tags, scripts and styles."""
    body = re.sub(r"<(script|style|code)\b.*?</\1>", " ", page, flags=re.S)  # code: as typed
    body = re.sub(r'<nav class="links presets".*?</nav>', " ", body, flags=re.S)  # preset keys
    text = html.unescape(re.sub(r"<[^>]+>", " ", body))
    labels = " ".join(re.findall(r'(?:aria-label|placeholder|title)="([^"]*)"', body))
    return {w for w in re.findall(r"[A-Za-z]{4,}", f"{text} {labels}") if w not in KEPT}


def _record(web: WebClient) -> None:
    done = web.submit("/s/1/record", GAME)
    assert done.status_code == 303, done.text


@pytest.mark.parametrize(
    "path",
    ["/", "/s/1", "/s/1/record", "/s/1/g/1/correct", "/s/1/g/1", "/s/1/history", "/s/1/undo",
     "/s/1/g/1/void", "/s/1/settle?stake=1&currency=NPR", "/s/1/share", "/s/1/print",
     "/players/Asha", "/ratings", "/ratings?since=2024-05-01",
     "/ratings?preset=marriage-rummy&since=2024-05-01&until=2024-05-31"],
)  # fmt: skip
def test_a_nepali_page_has_no_english_sentence(web: WebClient, path: str) -> None:
    _record(web)
    page = web.get(path, headers=NEPALI)
    assert page.status_code == 200
    assert '<html lang="ne">' in page.text
    assert not _english_words(page.text), sorted(_english_words(page.text))
    english = web.get(path)
    assert '<html lang="en">' in english.text and _english_words(english.text)  # it can fail


def test_numbers_are_devanagari_but_links_and_values_ascii(web: WebClient) -> None:
    _record(web)
    board = web.get("/s/1", headers=NEPALI).text
    assert "+१४०" in board and "−५८" in board  # Asha's and Bina's totals
    assert "बाजी २ लेख्नुहोस्" in board and 'href="/s/1/record"' in board
    assert 'href="/s/1/g/1"' in board
    form = web.get("/s/1/g/1/correct", headers=NEPALI).text
    assert 'value="23"' in form and 'name="game" value="1"' in form
    english = web.get("/s/1").text
    assert "+140" in english and "Record game 2" in english


def test_the_preview_and_a_refusal_in_nepali(web: WebClient) -> None:
    fields = {**GAME, "points-1": ""}
    shown = web.post(
        "/s/1/preview", data=fields, headers={**NEPALI, "X-CSRF-Token": web.csrf("/s/1/record")}
    )
    said = html.unescape(re.sub(r"<[^>]+>", " ", shown.text))
    assert "Bina" in said and "चाहिन्छ" in said, said
    assert not _english_words(shown.text), sorted(_english_words(shown.text))


def test_a_refusal_at_the_door_is_nepali_too(web_db: object) -> None:
    client, _access, book = make_client(web_db, token=None)
    with client:
        page = client.get("/s/1", headers=NEPALI)
        assert page.status_code == 401
        assert "टोकन चाहिन्छ" in page.text and "Token needed" not in page.text
        assert "Token needed" in client.get("/s/1").text
    book.close()


def test_the_settle_refusal_names_its_box_in_nepali(web: WebClient) -> None:
    _record(web)
    page = web.get("/s/1/settle?stake=x&currency=NPR", headers=NEPALI)
    said = re.search(r'role="alert">(.*?)</p>', page.text, re.S).group(1)
    assert said.startswith("दाउ: ") and not _english_words(page.text), said
    assert re.search(r'role="alert">stake: ', web.get("/s/1/settle?stake=x&currency=NPR").text)

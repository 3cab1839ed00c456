"""Numbers on the web form: Devanagari digits save as ASCII ones, other digits are refused.

A phone with a Nepali keyboard types ``१२``: the game saves 12, as the command line would.
Fullwidth ``１２`` (an East Asian keyboard) is refused with 400, naming the field, and
nothing is saved; a game's note with a line end in it is refused the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import FIXED_AT, GAME, GAME_SCORES, PLAYERS, WebClient, alert, make_client

from scorekeeper.ledger import Ledger


@pytest.fixture
def web(tmp_path: Path) -> Iterator[WebClient]:
    path = tmp_path / "scores.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Friday", PLAYERS)
    book.close()
    client, _, book = make_client(path)
    with client:
        yield client
    book.close()


def saved_scores(db: Path) -> dict[str, int]:
    book = Ledger(db, clock=lambda: FIXED_AT)
    try:
        (game,) = book.games("Friday")
        return game.scores
    finally:
        book.close()


def test_a_form_typed_in_devanagari_saves_the_same_game(web: WebClient) -> None:
    typed = {**GAME, "honors-0": "३", "points-1": "२३", "points-2": "K Q ७"}
    saved = web.submit("/s/1/record", typed)
    assert saved.status_code == 303, alert(saved.text)
    assert saved_scores(web.db) == GAME_SCORES


def test_a_hand_of_devanagari_digits_is_twelve(web: WebClient) -> None:
    saved = web.submit("/s/1/record", {**GAME, "points-1": "१२"})
    assert saved.status_code == 303, alert(saved.text)
    again = web.submit("/s/1/record", {**GAME, "points-1": "12"})
    assert again.status_code == 303, alert(again.text)
    book = Ledger(web.db, clock=lambda: FIXED_AT)
    try:
        first, second = book.games("Friday")
    finally:
        book.close()
    assert first.scores == second.scores


@pytest.mark.parametrize(
    ("field", "typed", "start"),
    [
        ("points-1", "１２", "hand: Bina: must be points 0–"),
        ("points-1", "١٢", "hand: Bina: must be points 0–"),
        ("honors-0", "１２", "honors: Asha: must be a whole number 0–"),
        ("honors-0", "+5", "honors: Asha: must be a whole number 0–"),
        ("honors-0", "-0", "honors: Asha: must be a whole number 0–"),
    ],
)
def test_other_digits_and_signs_are_refused_naming_the_field(
    web: WebClient, field: str, typed: str, start: str
) -> None:
    before = web.dump()
    refused = web.submit("/s/1/record", {**GAME, field: typed})
    assert refused.status_code == 400
    said = alert(refused.text)
    assert said.startswith(start) and f"got '{typed}'" in said, said
    assert web.dump() == before


def test_a_count_cell_lets_devanagari_digits_through(web: WebClient) -> None:
    page = web.get("/s/1/record").text
    box = re.search(r'<input type="text" name="honors-0"[^>]*>', page)
    assert box, page
    pattern = re.search(r'pattern="([^"]*)"', box.group(0)).group(1)
    assert re.fullmatch(pattern, "१२") and re.fullmatch(pattern, "12")
    assert not re.fullmatch(pattern, "１２")
    assert 'inputmode="numeric"' in box.group(0)


def test_a_note_with_a_line_end_is_refused(web: WebClient) -> None:
    before = web.dump()
    refused = web.submit("/s/1/record", {**GAME, "note": "Dev dealt\ntwice"})
    assert refused.status_code == 400
    assert alert(refused.text) == (
        "note: cannot contain control characters (here \\x0a); use plain words"
    )
    assert web.dump() == before
    saved = web.submit("/s/1/record", {**GAME, "note": "Dev dealt twice"})
    assert saved.status_code == 303, alert(saved.text)

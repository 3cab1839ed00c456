"""A session that reached its target reads as over on the phone: who won and why, no
"Record game N" to tap, and how to go on said in the web face's terms, not a command."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import FIXED_AT, PLAYERS, WebClient, alert, make_client

from scorekeeper.ledger import Ledger

# points, target 150: Asha wins game 1, Bina 80, Chen 80, Dev 10 pay her 170: over.
GAME_1 = {"status-0": "winner", "status-1": "hand", "points-1": "80",
          "status-2": "hand", "points-2": "80", "status-3": "hand", "points-3": "10"}  # fmt: skip


@pytest.fixture
def over(db_path: Path | str) -> Iterator[WebClient]:
    book = Ledger(db_path, clock=lambda: FIXED_AT)
    book.new_session("Target", PLAYERS, preset="points", rules={"target": 150})
    book.close()
    client, _, ledger = make_client(db_path)
    with client:
        form = client.get("/s/1/record")
        assert "Record game 1" in form.text or "Save game 1" in form.text
        saved = client.submit("/s/1/record", GAME_1)
        assert saved.status_code == 303, saved.text
        assert ledger.totals("Target").over
        yield client
    ledger.close()


def test_the_board_says_over_and_offers_no_new_game(over: WebClient) -> None:
    board = over.get("/s/1").text
    assert "Over — Asha wins with 170" in board
    assert "Asha reached the target of 150 in game 1" in board
    assert "Record game 2" not in board and 'href="/s/1/record"' not in board
    assert "Next: game 2" not in board and "Game 2 ·" not in board
    assert "Undo" in board  # a wrong last game can still be taken back


def test_the_record_form_is_not_offered_on_an_over_session(over: WebClient) -> None:
    page = over.get("/s/1/record")
    text = alert(page.text)
    assert page.status_code == 409
    assert text.startswith("Target is over: Asha reached the target of 150 in game 1")
    assert "scorekeeper" not in text and "--" not in text  # the web's words, no command


def test_a_form_opened_before_the_end_is_refused_in_the_web_s_words(over: WebClient) -> None:
    # another phone's form, opened when game 2 was still to come, is sent now
    before = over.dump()
    sent = over.post("/s/1/record", data={**_stale_form(over), **GAME_1}, follow_redirects=False)
    assert sent.status_code == 409
    text = alert(sent.text)
    assert "is over" in text and "scorekeeper" not in text and "--" not in text
    assert over.dump() == before


def test_the_preview_says_over_rather_than_green(over: WebClient) -> None:
    hidden = _stale_form(over)
    preview = over.post("/s/1/preview", data={**hidden, **GAME_1})
    assert "Target is over: Asha reached" in preview.text and "SESSION" not in preview.text
    assert 'class="ok' not in preview.text


def _stale_form(client: WebClient) -> dict[str, str]:
    """The hidden fields a record form for game 2 carried (csrf from any page)."""
    return {"csrf": client.csrf("/s/1/undo"), "form_id": "f" * 32, "expect": "2"}

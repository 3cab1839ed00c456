"""Numbers in a form that are not plain numbers: one sentence, never a server error.

"²" is a digit to Python's ``str.isdigit`` and yet ``int()`` refuses it; a number of twenty
digits is past what SQLite stores. Posted as a preview's game, a form's expectation or a
field, each is answered as bad input (or simply not a game), and nothing is written.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import GAME, WebClient, hidden_fields, make_client

from scorekeeper.ledger import Ledger

ODD = ["²", "१२x", "99999999999999999999", "-1", "0", " ", "1e3"]


@pytest.fixture
def web(tmp_path: Path) -> Iterator[WebClient]:
    db = tmp_path / "table.db"
    book = Ledger(db)
    book.new_session("Friday", ["Asha", "Bina", "Chen", "Dev"])
    book.close()
    client, _, ledger = make_client(db)
    client.raise_server_exceptions = False
    with client:
        yield client
    ledger.close()


@pytest.mark.parametrize("odd", ODD)
def test_an_odd_game_number_in_a_preview_is_no_game(web: WebClient, odd: str) -> None:
    shown = web.submit("/s/1/preview", {**GAME, "game": odd}, page="/s/1/record")
    assert shown.status_code == 200  # previewed as a new game: nothing refers to game "²"


@pytest.mark.parametrize("odd", ODD)
def test_an_odd_expectation_is_bad_input(web: WebClient, odd: str) -> None:
    opened = hidden_fields(web.get("/s/1/record").text)
    before = web.dump()
    refused = web.post("/s/1/record", data={**opened, **GAME, "expect": odd})
    assert refused.status_code == 400, refused.text[:300]
    text = html.unescape(refused.text)
    assert "out of date" in text or "expect must be a game or revision number" in text
    assert web.dump() == before


@pytest.mark.parametrize("odd", ["²", "99999999999999999999"])
def test_an_odd_number_in_a_field_is_refused_naming_it(web: WebClient, odd: str) -> None:
    before = web.dump()
    refused = web.submit("/s/1/record", {**GAME, "honors-0": odd})
    assert refused.status_code == 400
    assert "honors: Asha: must be a whole number" in html.unescape(refused.text)
    assert web.dump() == before

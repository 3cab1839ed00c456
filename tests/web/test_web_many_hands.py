"""Two phones on one session, through the routes: each form carries its id and what it was
built on, and the ledger applies it once, or refuses it (409) when another scorer changed
what it expected — never the same deal twice, never a correction silently overwritten.

A "phone" here is a form page fetched at one moment and posted later, as a phone left open
on the table posts it. Real SQLite file, the app in process (Starlette's TestClient).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import GAME, WebClient, alert, hidden_fields, make_client

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.guards import Expect

# Bina declares; the others hold hands (another deal than GAME's).
BINA = {"status-0": "hand", "points-0": "11", "status-1": "winner", "status-2": "hand",
        "points-2": "5", "status-3": "hand", "points-3": "9"}  # fmt: skip


@pytest.fixture
def web(db_path: Path | str) -> Iterator[WebClient]:
    """A file, or a PostgreSQL database under SCOREKEEPER_TEST_ENGINE=postgresql."""
    db = db_path
    book = Ledger(db)
    book.new_session("Friday", ["Asha", "Bina", "Chen", "Dev"])
    book.close()
    client, _, ledger = make_client(db)
    with client:
        yield client
    ledger.close()


def _open(web: WebClient, path: str) -> dict[str, str]:
    """A phone opens a form: the hidden fields it will post with whatever is typed."""
    page = web.get(path)
    assert page.status_code == 200, page.text
    return hidden_fields(page.text)


def _post(web: WebClient, path: str, opened: dict[str, str], typed: dict[str, str]):
    return web.post(path, data={**opened, **typed}, follow_redirects=False)


def _numbers(web: WebClient) -> list[int]:
    book = Ledger(web.db)
    try:
        return [row.number for row in book.games(1)]
    finally:
        book.close()


def _game(web: WebClient, number: int):
    book = Ledger(web.db)
    try:
        return book.game(1, number)
    finally:
        book.close()


def test_two_phones_saving_the_same_game_store_it_once(web: WebClient) -> None:
    phone_a = _open(web, "/s/1/record")
    phone_b = _open(web, "/s/1/record")
    assert phone_a["expect"] == phone_b["expect"] == "1"
    assert phone_a["form_id"] != phone_b["form_id"]
    assert _post(web, "/s/1/record", phone_a, GAME).status_code == 303
    before = web.dump()
    clash = _post(web, "/s/1/record", phone_b, BINA)
    assert clash.status_code == 409
    assert web.dump() == before and _numbers(web) == [1]
    page = html.unescape(clash.text)
    assert "Changed meanwhile: nothing was saved" in page
    assert "Game 1 (Asha won) was recorded elsewhere since this entry was begun" in page
    assert "Game 1 now · <bdi>Asha</bdi> won" in page
    assert re.search(r"What you typed</h3>\s*<ul[^>]*><li><bdi>Asha</bdi> <b>−", page)
    assert "Save game 2 on top" in page
    again = hidden_fields(clash.text)  # values kept, a new form id, the new expectation
    assert again["expect"] == "2" and again["form_id"] != phone_b["form_id"]
    assert 'name="points-0" value="11"' in clash.text
    assert _post(web, "/s/1/record", again, BINA).status_code == 303
    assert _numbers(web) == [1, 2] and _game(web, 2).winner == "Bina"


def test_a_resent_form_is_applied_once_and_answered_as_the_first_time(web: WebClient) -> None:
    phone = _open(web, "/s/1/record")
    first = _post(web, "/s/1/record", phone, GAME)
    before = web.dump()
    second = _post(web, "/s/1/record", phone, GAME)  # a double tap, a resend
    assert first.status_code == second.status_code == 303
    assert first.headers["location"] == second.headers["location"] == "/s/1?did=recorded&game=1"
    assert web.dump() == before and _numbers(web) == [1]


def test_a_stale_correction_does_not_overwrite_the_other(web: WebClient) -> None:
    _post(web, "/s/1/record", _open(web, "/s/1/record"), GAME)
    phone_a = _open(web, "/s/1/g/1/correct")
    phone_b = _open(web, "/s/1/g/1/correct")
    assert phone_a["expect"] == "1"
    fixed = {**GAME, "points-1": "11", "reason": "Bina had 11"}
    assert _post(web, "/s/1/g/1/correct", phone_a, fixed).status_code == 303
    theirs = _game(web, 1).scores
    before = web.dump()
    clash = _post(web, "/s/1/g/1/correct", phone_b, {**GAME, "points-2": "22", "reason": "22"})
    assert clash.status_code == 409
    assert web.dump() == before and _game(web, 1).scores == theirs
    assert "(revision 1 → 2: correction); nothing was corrected" in html.unescape(clash.text)
    again = hidden_fields(clash.text)
    assert again["expect"] == "2"
    assert "Save correction on top" in clash.text
    on_top = _post(web, "/s/1/g/1/correct", again, {**GAME, "points-2": "22", "reason": "22"})
    assert on_top.status_code == 303 and _game(web, 1).revision == 3


def test_a_correction_opened_before_a_void_does_not_bring_the_game_back(web: WebClient) -> None:
    _post(web, "/s/1/record", _open(web, "/s/1/record"), GAME)
    phone = _open(web, "/s/1/g/1/correct")
    book = Ledger(web.db)  # the TUI voids game 1 meanwhile
    book.void(1, 1, "misdeal", expect=Expect(revision=1))
    book.close()
    clash = _post(web, "/s/1/g/1/correct", phone, {**GAME, "reason": "typo"})
    assert clash.status_code == 409
    page = html.unescape(clash.text)
    assert "it is now out of the totals; nothing was corrected" in page
    assert "Game 1 now (voided)" in page and "Game 1 corrected" not in page
    assert _game(web, 1).voided


def test_a_stale_void_and_a_resent_undo(web: WebClient) -> None:
    _post(web, "/s/1/record", _open(web, "/s/1/record"), GAME)
    phone_a = _open(web, "/s/1/g/1/void")
    phone_b = _open(web, "/s/1/g/1/void")
    assert _post(web, "/s/1/g/1/void", phone_a, {"reason": "misdeal"}).status_code == 303
    clash = _post(web, "/s/1/g/1/void", phone_b, {"reason": "misdeal too"})
    assert clash.status_code == 409 and "out of the totals already" in clash.text
    undo = _open(web, "/s/1/undo")
    assert _post(web, "/s/1/undo", undo, {}).status_code == 303
    before = web.dump()
    again = _post(web, "/s/1/undo", undo, {})
    assert again.status_code == 303 and again.headers["location"].endswith("did=undone&game=1")
    assert web.dump() == before and not _game(web, 1).voided


@pytest.mark.parametrize("drop", ["form_id", "expect"])
@pytest.mark.parametrize("path", ["/s/1/record", "/s/1/g/1/correct", "/s/1/g/1/void"])
def test_a_form_without_its_id_or_expectation_is_refused(
    web: WebClient, path: str, drop: str
) -> None:
    _post(web, "/s/1/record", _open(web, "/s/1/record"), GAME)
    opened = _open(web, path)
    del opened[drop]
    before = web.dump()
    refused = _post(web, path, opened, {**GAME, "reason": "x"})
    assert refused.status_code == 400
    assert "this form is out of date" in html.unescape(refused.text)
    assert web.dump() == before


def test_a_bad_entry_keeps_the_form_id_and_expectation(web: WebClient) -> None:
    phone = _open(web, "/s/1/record")
    refused = _post(web, "/s/1/record", phone, {**GAME, "points-1": "23 apples"})
    assert refused.status_code == 400 and alert(refused.text)
    kept = hidden_fields(refused.text)
    assert (kept["form_id"], kept["expect"]) == (phone["form_id"], "1")

"""One mistake, one sentence: the web's record form says each refusal exactly as the TUI's
does (both hold it to tests/form_sentences.py), on a save and in
the live preview, and marks the seat the refusal is about."""

from __future__ import annotations

import html
import re

from form_sentences import LONE_THREE, NO_HAND, NO_WINNER, NOT_CARDS
from web_client import FIXED_AT, GAME, WebClient, alert

from scorekeeper.ledger import Ledger


def _marked(page: str) -> list[int]:
    """The seats the page marks as the one a refusal is about."""
    return [i for i in range(4) if f'class="seat bad" id="seat-{i}"' in page]


def test_each_mistake_is_said_as_in_the_tui_and_its_seat_marked(web: WebClient) -> None:
    before = web.dump()
    cases = [
        ({**GAME, "status-0": "hand", "points-0": "5"}, NO_WINNER, []),
        ({**GAME, "points-1": ""}, NO_HAND, [1]),
        ({**GAME, "points-2": "1 K"}, NOT_CARDS, [2]),
    ]
    for form, said, seats in cases:
        refused = web.submit("/s/1/record", form)
        assert refused.status_code == 400
        assert alert(refused.text) == said
        assert _marked(refused.text) == seats
        shown = web.submit("/s/1/preview", form, page="/s/1/record")
        if seats:
            assert alert(shown.text) == said  # the preview says it before any save
        else:  # no winner is where every form begins: the same words, calmly, with the way
            assert 'role="alert"' not in shown.text
            assert _guidance(shown.text) == f"{said} — tap winner for who declared."
    assert web.dump() == before


def _guidance(page: str) -> str:
    """The preview's line when no winner is picked yet, as a person reads it."""
    found = re.search(r'<p class="hint" id="no-winner">(.*?)</p>', page, re.S)
    assert found, page[:2000]
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip()


def test_a_form_just_opened_says_what_a_save_would_for_every_preset(web: WebClient) -> None:
    """Opening the form is the preview's first ask (nothing tapped yet): each preset's form
    says the sentence a save would give, the same one the TUI's check line says."""
    book = Ledger(web.db, clock=lambda: FIXED_AT)
    try:
        for number, preset in enumerate(["nepali", "pool", "points"], start=2):
            book.new_session(f"Table {number}", ["Asha", "Bina", "Chen"], preset=preset)
    finally:
        book.close()
    for sid in (1, 2, 3, 4):
        first = web.submit(f"/s/{sid}/preview", {}, page=f"/s/{sid}/record")
        assert _guidance(first.text).startswith(f"{NO_WINNER} — ")


def test_table_hand_asks_about_a_lone_three(web: WebClient) -> None:
    book = Ledger(web.db, clock=lambda: FIXED_AT)
    try:
        book.new_session("Count", ["Asha", "Bina"], preset="table-hand")
    finally:
        book.close()
    form = {"status-0": "winner", "status-1": "hand", "points-1": "3"}
    refused = web.submit("/s/2/record", form)
    assert refused.status_code == 400
    assert alert(refused.text) == LONE_THREE and _marked(refused.text) == [1]
    saved = web.submit("/s/2/record", {**form, "points-1": "3h"})
    assert saved.status_code == 303

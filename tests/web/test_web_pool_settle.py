"""Settle up on the web for a won pool: the entry fee, the pot to the winner, only the
currency asked for. By hand: 3 players at 50 NPR, Bina and Chandra out after game 2:
the pot 150, Asha +100, Bina −50, Chandra −50."""

from __future__ import annotations

import html
from pathlib import Path

from web_client import FIXED_AT, make_client

from scorekeeper.ledger import Ledger


def test_a_won_pool_settles_by_its_entry_fee(tmp_path: Path) -> None:
    path = tmp_path / "pool.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Pool", ("Asha", "Bina", "Chandra"), "pool", {"entry-fee": "50"})
    for hand in ("80", "30"):  # Bina and Chandra reach 110 in game 2
        options = {"hand": [f"Bina={hand}", f"Chandra={hand}"]}
        book.record("Pool", book.build_entry("Pool", "Asha", options))
    book.close()
    client, _, book = make_client(path)
    with client:
        asked = html.unescape(client.get("/s/1/settle").text)
        page = html.unescape(client.get("/s/1/settle?currency=NPR").text)
    book.close()
    assert 'name="stake"' not in asked and 'name="currency"' in asked
    assert "the entry fee's currency" in asked
    assert "Entry fee 50 NPR: every player paid it" in page and "a point" not in page
    assert '<b>Bina</b> pays <b>Asha</b> <span class="amount">50.00 NPR' in page
    assert '<b>Chandra</b> pays <b>Asha</b> <span class="amount">50.00 NPR' in page

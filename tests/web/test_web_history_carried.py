"""The web history of a nepali next-game session: a game's revisions show the foul paid
into it, as the board's games do."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import FIXED_AT, make_client

from scorekeeper.ledger import Ledger


def test_history_shows_the_foul_paid_in_the_next_game(tmp_path: Path) -> None:
    path = tmp_path / "eve.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Eve", ["Asha", "Bina", "Chen", "Dev"], "nepali",
                     {"foul-payment": "next-game"})  # fmt: skip
    first = {"maal": ["Asha=10", "Bina=5", "Chen=4", "Dev=8"], "foul": ["Chen"],
             "unseen": ["Dev"]}  # fmt: skip
    book.record("Eve", book.build_entry("Eve", "Asha", first, []))
    book.record("Eve", book.build_entry("Eve", "Bina", {"maal": ["Bina=6", "Asha=3"]}, ["Chen"]))
    book.close()
    client, _, book = make_client(path)
    with client:
        page = client.get("/s/1/history").text
    book.close()
    games = re.findall(
        r"Game (\d) · record.*?<span class=\"meta\">([^<]*)</span>\s*</li>", page, re.S
    )
    assert dict(games)["2"] == "Asha −3, Bina +30, Chen −15, Dev −12"

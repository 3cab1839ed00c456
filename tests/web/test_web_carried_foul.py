"""The web scoreboard's games under nepali's foul-payment = next-game: the foul is paid
in the next counted game, also by a fouler who sat it out, as ``scorekeeper games``
shows it."""

from __future__ import annotations

import re
from pathlib import Path

from web_client import FIXED_AT, make_client

from scorekeeper.ledger import Ledger


def next_game_foul(tmp_path: Path, games: int = 2) -> Path:
    """Game 1: Chen fouls; game 2 (unless ``games`` is 1): Bina wins, Chen sits out and
    pays her 15."""
    path = tmp_path / "eve.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Eve", ["Asha", "Bina", "Chen", "Dev"], "nepali",
                     {"foul-payment": "next-game"})  # fmt: skip
    first = {"maal": ["Asha=10", "Bina=5", "Chen=4", "Dev=8"], "foul": ["Chen"],
             "unseen": ["Dev"]}  # fmt: skip
    book.record("Eve", book.build_entry("Eve", "Asha", first, []))
    if games == 2:
        second = {"maal": ["Bina=6", "Asha=3"]}
        book.record("Eve", book.build_entry("Eve", "Bina", second, ["Chen"]))
    book.close()
    return path


def test_the_carried_foul_shows_in_the_next_game(tmp_path: Path) -> None:
    client, _, book = make_client(next_game_foul(tmp_path))
    with client:
        page = client.get("/s/1").text
    book.close()
    rows = {}
    for number, cells in re.findall(r'href="/s/1/g/(\d+)">.*?</td>(.*?)</tr>', page, re.S):
        rows[number] = re.findall(r'<td class="num[^"]*">([^<]*)</td>', cells)
    assert rows["1"] == ["+38", "+2", "−15", "−25"]
    assert rows["2"] == ["−3", "+30", "−15", "−12"]  # Chen sat out and pays the 15


def test_a_foul_still_owed_is_said_under_who_deals(tmp_path: Path) -> None:
    client, _, book = make_client(next_game_foul(tmp_path, games=1))
    with client:
        owed = client.get("/s/1").text
        done = client.get("/s/1")  # unchanged by reading
    book.close()
    assert (
        "Owed into game 2: Chen 15, game 1&#39;s foul, paid to that game&#39;s winner "
        "unless Chen wins it." in owed
    )
    assert done.text == owed
    (tmp_path / "paid").mkdir()
    paid = next_game_foul(tmp_path / "paid")
    client, _, book = make_client(paid)
    with client:
        assert "Owed into" not in client.get("/s/1").text
    book.close()

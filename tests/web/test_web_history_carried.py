"""A nepali next-game session on the web: a game's revisions in history show the foul paid
into it, as the board's games do, and so does the record form's preview of the next game."""

from __future__ import annotations

import html
import re
from pathlib import Path

from test_web_carried_foul import next_game_foul
from web_client import FIXED_AT, make_client

from scorekeeper.ledger import Ledger


def test_history_shows_the_foul_paid_in_the_next_game(tmp_path: Path) -> None:
    client, _, book = make_client(next_game_foul(tmp_path))
    with client:
        # each name in a list of scores is isolated (<bdi>): the text read without the tags
        page = re.sub(r"</?bdi>", "", client.get("/s/1/history").text)
    book.close()
    games = re.findall(
        r"Game (\d) · record.*?<span class=\"meta\">([^<]*)</span>\s*</li>", page, re.S
    )
    assert dict(games)["2"] == "Asha −3, Bina +30, Chen −15, Dev −12"


def test_the_preview_shows_the_foul_paid_into_the_game(tmp_path: Path) -> None:
    path = next_game_foul(tmp_path)
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.void("Eve", 2, "played again")
    book.close()
    client, _, book = make_client(path)
    with client:
        game = {"status-0": "seen", "maal-0": "3", "status-1": "winner", "maal-1": "6"}
        game |= {"status-2": "out", "status-3": "seen"}
        shown = html.unescape(client.submit("/s/1/preview", game, page="/s/1/record").text)
        saved = client.submit("/s/1/record", game, page="/s/1/record")
        assert saved.status_code == 303
    scores = book.games("Eve")[-1].scores
    book.close()
    assert scores["Chen"] == -15 and "Chen pays Bina 15" in shown
    assert "scores sum 0 ✓ · game 1's foul: Chen pays Bina 15" in shown
    for index, name in enumerate(["Asha", "Bina", "Chen", "Dev"]):
        signed = f"+{scores[name]}" if scores[name] > 0 else f"−{-scores[name]}"
        assert f'<output id="score-{index}" class="score" hx-swap-oob="true">{signed}' in shown

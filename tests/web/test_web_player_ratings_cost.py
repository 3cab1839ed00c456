"""A player's page rates only the presets that player has a rated game of: counted.

Every preset's rating is a pass over all of that preset's games, so the page is held to
one pass per preset the player played (the presets' passes are counted by wrapping the
ledger's own ``rating_trends``, which still does the work), not one per preset there is.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_client import FIXED_AT, WebClient, client_after_a_game

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads import ratings as rated
from scorekeeper.web.ratings_pages import ordinal


@pytest.fixture
def passes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The preset of every rating pass made, in order."""
    made: list[str] = []
    real = rated.rating_trends

    def counted(conn, preset, *args, **kwargs):
        made.append(preset)
        return real(conn, preset, *args, **kwargs)

    monkeypatch.setattr(rated, "rating_trends", counted)
    return made


@pytest.fixture
def two_presets(web_db: Path) -> Iterator[WebClient]:
    """Friday (marriage-rummy, Asha +140 …) and a points evening of Asha and Zed; Yan
    played only a game alone (nobody to be rated against) and a voided game."""
    book = Ledger(web_db, clock=lambda: FIXED_AT)
    book.new_session("Points night", ["Asha", "Zed"], preset="points")
    book.record("Points night", book.build_entry("Points night", "Asha", {"hand": ["Zed=10"]}))
    book.new_session("Solo", ["Yan", "Xi"], preset="basic")
    book.record("Solo", book.build_entry("Solo", "Yan", {"hand": ["Xi=3"]}))
    book.void("Solo", 1, reason="dealt wrong")
    book.close()
    yield from client_after_a_game(web_db)


def _ratings(db: Path, preset: str) -> dict[str, rated.Rating]:
    book = Ledger(db, clock=lambda: FIXED_AT)
    try:
        return {r.name: r for r in book.ratings(preset)[1]}
    finally:
        book.close()


def test_one_pass_per_preset_the_player_played(two_presets: WebClient, passes: list[str]):
    page = two_presets.get("/players/Asha")
    assert page.status_code == 200
    assert passes == ["marriage-rummy", "points"]  # not all seven presets
    text = html.unescape(page.text).split("Most frequent rivals")[0]
    for preset in ("marriage-rummy", "points"):
        asha = _ratings(two_presets.db, preset)["Asha"]
        assert f'href="/ratings?preset={preset}"' in text
        assert f'{ordinal(asha.ordinal)}</td><td class="num">1</td>' in text

    passes.clear()
    assert two_presets.get("/players/Zed").status_code == 200
    assert passes == ["points"]

    passes.clear()
    page = two_presets.get("/players/Bina")
    assert passes == ["marriage-rummy"]
    assert 'href="/ratings?preset=points"' not in page.text


def test_no_pass_for_a_player_without_a_rated_game(two_presets: WebClient, passes: list[str]):
    page = two_presets.get("/players/Yan")  # only a voided game
    assert page.status_code == 200 and "No rated games yet." in page.text
    assert passes == []

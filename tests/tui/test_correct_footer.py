"""The correct form's ctrl+s says what it saves: "Save correction" (said in the chosen
language), where the record form's says "Save game"; the palette lists it the same way."""

from __future__ import annotations

import pytest
from textual.widgets import Footer
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen


def footer_words(app: ScorekeeperApp) -> str:
    keys = app.screen.query_one(Footer).query("FooterKey")
    return " ".join(str(key.render()) for key in keys)


async def form_footer(ledger: Ledger, lang: str, key: str) -> tuple[str, set[str]]:
    token = use(Choice(lang, "deva" if lang == "ne" else "latin", "gregorian"))
    try:
        app = ScorekeeperApp(ledger, session="Friday")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press(key)  # e: correct the highlighted game; r: record a new one
            await settle(pilot)
            assert isinstance(app.screen, RecordScreen)
            titles = {command.title for command in app.get_system_commands(app.screen)}
            return footer_words(app), titles
    finally:
        restore(token)


@pytest.mark.parametrize(
    ("lang", "correction", "new_game"),
    [("en", "Save correction", "Save game"), ("ne", "सच्याइ सेभ गर्नुहोस्", "बाजी सेभ गर")],
)
async def test_the_correct_form_saves_a_correction(
    evening: Ledger, lang: str, correction: str, new_game: str
) -> None:
    words, titles = await form_footer(evening, lang, "e")
    assert correction in words and new_game not in words
    assert correction in titles and new_game not in titles
    words, titles = await form_footer(evening, lang, "r")
    assert new_game in words and correction not in words

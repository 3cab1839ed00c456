"""The TUI in the language chosen: at start, and changed while it runs (key l)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.widgets import Footer, Input
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.sessions import SessionsScreen


def footer_words(app: ScorekeeperApp) -> str:
    keys = app.screen.query_one(Footer).query("FooterKey")
    return " ".join(str(key.render()) for key in keys)


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # the choice is kept in the user's config dir: never the real one in a test
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "config"


async def test_settings_dialog_turns_every_screen_nepali(evening: Ledger, config_dir) -> None:
    app = ScorekeeperApp(evening)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Quit" in footer_words(app)
        await pilot.press("escape")  # from the session back to the list
        await settle(pilot)
        assert isinstance(app.screen, SessionsScreen)
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("down", "enter")  # नेपाली
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.language.choice == Choice("ne", "deva", "gregorian")
        assert isinstance(app.screen, SessionsScreen)
        assert "Quit" not in footer_words(app)
    kept = (config_dir / "scorekeeper" / "tui-language.json").read_text("utf-8")
    assert '"lang": "ne"' in kept


async def test_started_in_nepali_the_footer_is_nepali(evening: Ledger) -> None:
    token = use(Choice("ne", "deva", "gregorian"))
    try:
        app = ScorekeeperApp(evening, session="Friday")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            words = footer_words(app)
    finally:
        restore(token)
    assert "Quit" not in words and words.strip()


async def test_back_to_english_from_the_choice_highlighted(evening: Ledger, config_dir) -> None:
    """The dialog's arrows start from the language chosen now: up, enter is English."""
    token = use(Choice("ne", "deva", "bs"))
    try:
        app = ScorekeeperApp(evening)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("escape")
            await settle(pilot)
            assert "Quit" not in footer_words(app)
            await pilot.press("l")
            await pilot.pause()
            await pilot.press("up", "enter", "ctrl+s")
            await settle(pilot)
            assert app.language.choice == Choice("en", "latin", "bs")
            assert "Quit" in footer_words(app)
    finally:
        restore(token)


async def test_the_palette_key_and_its_commands_in_nepali(evening: Ledger) -> None:
    """Textual's own palette key says "palette" and its commands are English: under Nepali
    the footer, the palette's search box and Textual's commands in it are Nepali too."""
    token = use(Choice("ne", "deva", "gregorian"))
    try:
        app = ScorekeeperApp(evening, session="Friday")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("r")  # the record form's footer shows the palette key
            await settle(pilot)
            words = footer_words(app)
            form = app.screen
            titles = {command.title for command in app.get_system_commands(form)}
            await pilot.press("ctrl+p")
            await settle(pilot)
            assert isinstance(app.screen, CommandPalette)
            placeholder = app.screen.query_one(Input).placeholder
    finally:
        restore(token)
    assert "प्यालेट" in words and "palette" not in words
    assert placeholder == "कमान्ड खोज्नुहोस्…"
    assert titles and not titles & {"Theme", "Quit", "Keys", "Screenshot", "Maximize"}
    assert "रङ्ग-रूप" in titles


async def test_the_palette_key_in_english(evening: Ledger) -> None:
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert "palette" in footer_words(app)
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert app.screen.query_one(Input).placeholder == "Search for commands…"

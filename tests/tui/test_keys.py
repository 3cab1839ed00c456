"""Story 8: ? shows every key, every key is a command in the palette, the footer shows keys."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.help import HelpScreen, screen_classes
from scorekeeper.tui.screens.session import SessionScreen


def every_binding():
    for _, cls in screen_classes():
        yield from ((cls, binding) for binding in cls.BINDINGS)


@pytest.mark.parametrize(("cls", "binding"), list(every_binding()))
def test_every_key_has_a_description(cls, binding):
    assert binding.description, f"{cls.__name__}: {binding.key} has no description"


async def test_question_mark_lists_every_key(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        assert isinstance(pilot.app.screen, HelpScreen)
        console = Console(width=80, record=True, file=io.StringIO())
        for static in pilot.app.screen.query("Static"):
            console.print(static.content)
        text = console.export_text()
        for _, binding in every_binding():
            assert binding.description in text
        assert "Session (this screen)" in text
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, SessionScreen)


async def test_every_screen_key_is_a_command(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app = pilot.app
        titles = {command.title for command in app.get_system_commands(app.screen)}
        for binding in SessionScreen.BINDINGS:
            assert binding.description in titles
        assert "Keys" in titles and "Quit" in titles


async def test_footer_shows_the_screen_keys(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        footer = pilot.app.screen.query_one("Footer")
        keys = list(footer.query("FooterKey"))
        shown = {item.description for item in keys}
        wanted = {"Keys", "Record", "Correct", "History", "Void", "Undo", "Settle", "Chart"}
        assert wanted | {"Stats"} <= shown
        # Every one of them whole on an 80-column terminal (export and sessions are in ? help).
        assert all(item.region.width > 0 and item.region.right <= 80 for item in keys)


async def test_typing_a_question_mark_in_a_field_types_it(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await pilot.press("n", *"Who", "question_mark")
        assert pilot.app.screen.query_one("#name").value == "Who?"

"""Story 8: ? shows every key, every key is a command in the palette, the footer shows keys."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from textual.binding import Binding
from tui_harness import settle

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.entry_form import shortcuts, statuses
from scorekeeper.tui.screens.help import HelpScreen, screen_classes
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.status_cell import STATUS_LETTERS


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
        wanted = {"Keys", "Record", "Correct", "History", "Void", "Undo", "Settle"}
        assert wanted | {"Sessions", "Quit"} <= shown
        # Every one of them whole on an 80-column terminal (chart, stats, export are in ?).
        assert all(item.region.width > 0 and item.region.right <= 80 for item in keys)


# From the session screen: the key that opens each screen (nothing: the session itself).
SCREENS = ["", "s", "m", "h", "c", "t", "p", "r", "question_mark"]


@pytest.mark.parametrize("key", SCREENS)
async def test_every_footer_key_is_whole_at_80_columns(evening: Ledger, key: str):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if key:
            await pilot.press(key)
            await settle(pilot)
        screen = pilot.app.screen
        keys = list(screen.query_one("Footer").query("FooterKey"))
        assert keys, type(screen).__name__
        cut = [item.description for item in keys if item.region.right > 80]
        assert not cut, f"{type(screen).__name__}: cut at 80 columns: {cut}"
        shown = {item.description for item in keys}
        for binding in screen.BINDINGS:  # each key the screen shows is in its footer
            if (
                isinstance(binding, Binding)
                and binding.show
                and screen.check_action(binding.action, ())
            ):
                assert binding.description in shown, (type(screen).__name__, binding.key)


async def test_typing_a_question_mark_in_a_field_types_it(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await pilot.press("n", *"Who", "question_mark")
        assert pilot.app.screen.query_one("#name").value == "Who?"


def help_text(pilot) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    for static in pilot.app.screen.query("Static"):
        console.print(static.content)
    return " ".join(console.export_text().split())


async def test_help_and_the_form_show_the_status_letters_of_the_sessions_preset(ledger: Ledger):
    ledger.new_session("Pool", ["Asha", "Bina", "Chandra"], preset="pool")
    ledger.new_session("Friday", ["Asha", "Bina", "Chandra"])
    pool = "w winner, h hand, f drop 1st, m drop mid, s wrong show, o sits out"
    marriage = "w winner, h hand, f surr 1st, l surr later, o sits out"
    for name, letters, other in (("Pool", pool, marriage), ("Friday", marriage, pool)):
        async with ScorekeeperApp(ledger, session=name).run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await pilot.press("r")
            await settle(pilot)
            legend = str(pilot.app.screen.query_one("#legend").render())
            assert legend.startswith("Status: " + letters.replace(", ", "  "))
            tooltip = str(pilot.app.screen.query(".status").first().tooltip)
            assert f"{letters} (o again: back)" in tooltip
            await pilot.press("question_mark")
            assert isinstance(pilot.app.screen, HelpScreen)
            text = help_text(pilot)
            assert f"On a status: set it (o again: back in): {letters}" in text
            assert other not in text


def test_every_presets_status_letters_are_the_status_cells():
    """Help shows a status cell's letters on one line: every preset's are among them."""
    for name in catalog.preset_names():
        letters = shortcuts(statuses(catalog.preset(name).outcomes)).values()
        assert set(letters) <= set(STATUS_LETTERS), name

"""Screens at a family evening's 80×24: an undone game named as such, tables that fit,
keys by their names, each command once, and an export line that does not linger."""

from __future__ import annotations

import asyncio
import io

from rich.console import Console
from textual.widgets import DataTable
from tui_harness import example_one, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui import exporting
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.history import HistoryScreen
from scorekeeper.tui.screens.stats import StatsScreen

FIVE = ["Asha", "Bina", "Chandra", "Dev", "Esha"]


def fits(table: DataTable, columns: int | None = None) -> bool:
    """The first ``columns`` columns (all by default) show whole, without scrolling."""
    shown = list(table.columns.values())[:columns]
    return sum(column.get_render_width(table) for column in shown) <= table.size.width


async def test_an_undone_game_says_undone_and_a_voided_one_is_struck(evening: Ledger):
    evening.void("Friday", 2, reason="misdeal")
    evening.record("Friday", example_one())
    evening.undo("Friday")  # game 4's recording taken back: it never happened
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        games = table_rows(pilot, "#games")
        assert [row[0] for row in games] == ["1  ", "2 ✗", "3 ✎", "4  "]
        assert games[1][3] == "Asha" and games[3][3] == "undone"
        table = pilot.app.screen.query_one("#games", DataTable)
        assert "strike" in str(table.get_row_at(1)[0].style)
        assert "strike" not in str(table.get_row_at(3)[0].style)
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(pilot.app.screen, HistoryScreen)
        title = str(pilot.app.screen.query_one("#history-title").render())
        assert title == "Game 4 · undone, not in the totals — 2 revision(s), oldest first"
        revisions = table_rows(pilot, "#revisions")
        assert [row[1] for row in revisions] == ["record (undone)", "undo"]
        await pilot.press("comma")
        title = str(pilot.app.screen.query_one("#history-title").render())
        assert title.startswith("Game 3 — 2 revision(s)")
        await pilot.press("comma")
        title = str(pilot.app.screen.query_one("#history-title").render())
        assert title.startswith("Game 2 · voided, not in the totals — 2 revision(s)")


async def test_history_of_five_players_fits_80_columns(ledger: Ledger):
    ledger.new_session("Five", FIVE)
    ledger.record("Five", example_one())  # Esha sits out
    async with ScorekeeperApp(ledger, session="Five").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        table = pilot.app.screen.query_one("#revisions", DataTable)
        assert [str(column.label) for column in table.columns.values()][-1] == "Esha"
        assert fits(table)
        changes = str(pilot.app.screen.query_one("#changes").render())
        assert changes.startswith("Revision 1 · record · 2024-05-10 20:15")


async def test_stats_fit_80_columns(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(pilot.app.screen, StatsScreen)
        title = str(pilot.app.screen.query_one("#stats-title").render())
        assert title.startswith("Statistics — this session (Friday)")
        table = pilot.app.screen.query_one("#stats", DataTable)
        headings = [str(column.label) for column in table.columns.values()]
        assert headings.index("worst") == 7
        # No stake and one session: no column of dashes, no count of sessions that is
        # always 1; every other column whole, no heading cut at the edge.
        assert "money" not in headings and "sess" not in headings
        assert fits(table)


async def test_help_and_palette_name_keys_as_people_read_them(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app = pilot.app
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert titles.count("Keys") == 1
        helps = [c.help for c in app.get_system_commands(app.screen) if c.title == "Undo"]
        assert helps == ["key: ctrl+z"]
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        console = Console(width=80, record=True, file=io.StringIO())
        for static in app.screen.query("Static"):
            console.print(static.content)
        shown = console.export_text()
        for raw in ("full_stop", "question_mark", "shift+^", "^↑", "left,comma", "escape,"):
            assert raw not in shown, raw
        assert "→ / ." in shown and "← / ," in shown
        assert "esc / h" in shown and "ctrl+↑ / shift+↑" in shown


async def test_the_export_line_goes_after_a_while_unless_replaced(
    evening: Ledger, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    # long enough that a slow machine still sees the line before it goes
    monkeypatch.setattr(exporting, "EXPORTED_SHOWN_SECONDS", 1.5)
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await settle(pilot)

        def status() -> str:
            return str(app.screen.query_one("#session-status").render())

        await pilot.press("x", "ctrl+s")
        await settle(pilot)
        assert status() == f"Exported Totals (CSV) to {tmp_path / 'friday-totals.csv'}"

        async def cleared() -> None:  # the line's own timer takes it away
            while status() != "":
                await pilot.pause(0.1)

        await asyncio.wait_for(cleared(), timeout=30)
        await pilot.press("x", "ctrl+s")
        await settle(pilot)
        app.screen.set_status("Game 4 recorded")  # something newer takes the line
        await pilot.pause(2.0)
        assert status() == "Game 4 recorded"

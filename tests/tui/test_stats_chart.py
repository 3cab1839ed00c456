"""Stats (key t, on the session screen and the session list) and the Chart (key c).

Numbers by hand in money_harness.py: Friday (three games, no stake) and Night (example 1
at 0.25 NPR). Across both, per player: games, wins, total, honors, money.
"""

from __future__ import annotations

from money_harness import FRIDAY_RUNNING, add_night, label, rows
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.chart import ChartScreen
from scorekeeper.tui.screens.sessions import SessionsScreen
from scorekeeper.tui.screens.stats import StatsScreen
from scorekeeper.tui.widgets.running_chart import RunningChart

COLUMNS = ["player", "games", "wins", "win %", "total", "avg", "best", "worst", "money", "out",
           "sess", "hon", "mar", "surr"]  # fmt: skip


async def test_stats_across_every_session(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        await pilot.press("t", "s")  # t: this session; s: every session
        await settle(pilot)
        assert isinstance(pilot.app.screen, StatsScreen)
        table = [dict(zip(COLUMNS, row, strict=True)) for row in rows(pilot, "#stats")]
        assert [row["player"] for row in table] == ["Chandra", "Bina", "Asha", "Dev"]
        chandra, bina, asha, dev = table
        # Chandra: −36 −14 +260 at Friday, −36 at Night; surrendered three times.
        assert chandra == {
            "player": "Chandra", "sess": "2", "games": "4", "out": "0", "wins": "1",
            "win %": "25%", "total": "+174", "avg": "+43.50", "hon": "0", "mar": "2",
            "surr": "3", "best": "+260", "worst": "-36", "money": "-9.00 NPR",
        }  # fmt: skip
        assert (bina["wins"], bina["total"], bina["mar"], bina["money"]) == (
            "2", "+58", "2", "21.50 NPR")  # fmt: skip
        assert (asha["total"], asha["avg"], asha["hon"], asha["best"], asha["worst"]) == (
            "-60", "-15.00", "5", "+78", "-90")  # fmt: skip
        # Dev sat game 2 of Friday out: 3 games played, 1 sat out.
        assert (dev["games"], dev["out"], dev["total"], dev["avg"]) == ("3", "1", "-172", "-57.33")
        detail = label(pilot, "#player-detail")
        assert detail.startswith("Chandra — 2 session(s), 4 game(s) played, 0 sat out")
        await pilot.press("down", "down", "down")
        assert "Money: -6.50 NPR." in label(pilot, "#player-detail")
        await pilot.press("escape")
        assert not isinstance(pilot.app.screen, StatsScreen)


async def test_stats_from_the_session_list(evening: Ledger):
    async with ScorekeeperApp(evening).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        assert isinstance(pilot.app.screen, SessionsScreen)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(pilot.app.screen, StatsScreen)
        assert rows(pilot, "#stats")[0][:5] == ["Chandra", "3", "1", "33%", "+210"]
        # Friday has no stake: no money column of dashes (the words below say "Money: —.")
        headings = [str(c.label) for c in pilot.app.screen.query_one("#stats").columns.values()]
        assert "money" not in headings and "sess" in headings  # every session: their count
        assert "Money: —." in label(pilot, "#player-detail")


async def test_chart_shows_running_totals_at_the_latest_revision(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(pilot.app.screen, ChartScreen)
        chart = pilot.app.screen.query_one(RunningChart)
        assert chart.running is not None and chart.running.numbers == (1, 2, 3)
        assert chart.running.totals == FRIDAY_RUNNING  # game 3 as corrected: Asha −90
        drawn = str(chart.render())
        for legend in ("Asha -36", "Bina -28", "Chandra +210", "Dev -146", "game"):
            assert legend in drawn
        assert label(pilot, "#chart-title") == "Running totals after each game — 3 counted"
        await pilot.press("escape")
        assert not isinstance(pilot.app.screen, ChartScreen)


async def test_chart_leaves_voided_games_out(evening: Ledger):
    evening.void("Friday", 2, reason="misdeal")
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        chart = pilot.app.screen.query_one(RunningChart)
        assert chart.running.numbers == (1, 3)
        assert chart.running.totals["Asha"] == [-24, -114]
        assert "2 counted, 1 voided left out" in label(pilot, "#chart-title")


async def test_chart_names_an_undone_recording_apart_from_a_void(evening: Ledger):
    evening.void("Friday", 1, reason="misdeal")
    evening.record("Friday", evening.games("Friday")[1].entry)
    evening.undo("Friday")  # that recording: the game never happened
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        title = label(pilot, "#chart-title")
        assert "2 counted, 1 voided and 1 undone left out" in title


async def test_chart_of_an_empty_session_says_so(ledger: Ledger):
    ledger.new_session("Empty", ["A", "B"])
    async with ScorekeeperApp(ledger, session="Empty").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert "No games counted yet" in str(pilot.app.screen.query_one(RunningChart).render())


async def test_the_new_keys_are_commands_and_in_help(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app = pilot.app
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert {"Settle", "Chart", "Stats", "Keys"} <= titles
        await pilot.press("s")
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert "Stats" in titles

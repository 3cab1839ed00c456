"""History shows the changes to the session (stake, settled, reopened, a rename); Stats
switches between this session and every session (s) and exports what it shows (x)."""

from __future__ import annotations

from money_harness import add_night, label, rows
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.export import ExportDialog
from scorekeeper.tui.screens.history import HistoryScreen
from scorekeeper.tui.screens.stats import StatsScreen


async def test_history_lists_the_changes_to_the_session(evening: Ledger):
    add_night(evening)
    evening.change_stake("Night", "0.5", "NPR", reason="higher stakes")
    evening.mark_settled("Night")
    evening.reopen("Night", reason="one more game")
    evening.rename_player("Dev", "Devi")
    async with ScorekeeperApp(evening, session="Night").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        assert isinstance(pilot.app.screen, HistoryScreen)
        assert label(pilot, "#events-title") == "Changes to the session — 4, oldest first"
        assert label(pilot, "#events").splitlines() == [
            "2024-05-10 20:15  stake 0.25 NPR → 0.5 NPR — reason: higher stakes",
            "2024-05-10 20:15  settled at 0.5 NPR a point: Chandra pays Bina 18.00 NPR; "
            "Dev pays Bina 13.00 NPR; Asha pays Bina 12.00 NPR",  # as it was then
            "2024-05-10 20:15  reopened: games can be recorded again — reason: one more game",
            "2024-05-10 20:15  player Dev renamed Devi",
        ]


async def test_history_of_a_session_without_games_shows_its_changes(ledger: Ledger):
    ledger.new_session("Empty", ["A", "B"])
    ledger.change_stake("Empty", "1", "USD")
    async with ScorekeeperApp(ledger, session="Empty").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        assert isinstance(pilot.app.screen, HistoryScreen)
        assert label(pilot, "#history-title") == "No games recorded yet"
        assert label(pilot, "#events") == "2024-05-10 20:15  stake none → 1 USD"
        await pilot.press("left", "right")  # no game to step to: nothing happens
        assert label(pilot, "#history-title") == "No games recorded yet"


async def test_stats_open_on_this_session_and_switch_to_every_session(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(pilot.app.screen, StatsScreen)
        assert label(pilot, "#stats-title").startswith("Statistics — this session (Night) · 4")
        # Night alone is worked example 1: Bina +86 (21.50 NPR) first, Chandra −36 (−9.00).
        night = rows(pilot, "#stats")
        assert [row[0] for row in night] == ["Bina", "Asha", "Dev", "Chandra"]
        assert night[0][:5] == ["Bina", "1", "1", "100%", "+86"]
        assert night[3][8] == "-9.00 NPR"
        await pilot.press("s")
        await settle(pilot)
        assert label(pilot, "#stats-title").startswith("Statistics — every session · 4 player(s)")
        assert rows(pilot, "#stats")[0][:5] == ["Chandra", "4", "1", "25%", "+174"]
        await pilot.press("s")
        await settle(pilot)
        assert rows(pilot, "#stats")[0][0] == "Bina"


async def test_stats_export_writes_what_is_shown(evening: Ledger, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(120, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("t")  # this session
        await settle(pilot)
        await pilot.press("x")
        assert isinstance(app.screen, ExportDialog)
        target = tmp_path / "night-stats.csv"
        assert label(pilot, "#target") == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert label(pilot, "#stats-status") == f"Exported Statistics (CSV) to {target}"
        lines = target.read_text("utf-8-sig").splitlines()
        assert lines[0].startswith("player,sessions,games,sat_out,wins,win_rate,total")
        assert lines[1] == "Bina,1,1,0,1,1.000,86,86.00,0,1,0,86,86,21.50"
        await pilot.press("s", "x")  # every session: another file name
        await settle(pilot)
        assert label(pilot, "#target") == f"Will write {tmp_path / 'all-sessions-stats.csv'}"


async def test_stats_from_the_session_list_has_no_session_to_switch_to(evening: Ledger):
    async with ScorekeeperApp(evening).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s", "t")
        await settle(pilot)
        app = pilot.app
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert "This session / all" not in titles and "Export" in titles
        await pilot.press("s")
        await settle(pilot)
        assert label(pilot, "#stats-title").startswith("Statistics — every session")

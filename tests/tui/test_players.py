"""Players (p, from the session list and the palette): rename, merge two into one person,
and split them again; each refusal is one sentence naming the field, in the dialog."""

from __future__ import annotations

from money_harness import label, rows
from textual.widgets import Label
from tui_harness import PLAYERS, scoreboard, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.form import FormDialog
from scorekeeper.tui.screens.players import PlayersScreen
from scorekeeper.tui.screens.session import SessionScreen


async def open_players(pilot) -> None:
    await settle(pilot)
    await pilot.press("s", "p")
    await settle(pilot)
    assert isinstance(pilot.app.screen, PlayersScreen)


async def test_players_list_and_rename_everywhere(evening: Ledger):
    evening.new_session("Thursday", ["Ram", "Asha"])
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await open_players(pilot)
        assert label(pilot, "#players-title") == "Players — 5 player(s), by name"
        assert rows(pilot, "#players")[0] == ["Asha", "2", "3", "-36"]
        await pilot.press("r")
        assert isinstance(app.screen, FormDialog)
        await pilot.press("ctrl+a", "ctrl+k", *"bina", "enter")  # another player's name
        problem = label(pilot, "#problem")
        assert problem.startswith("New name: 'Bina' is another player already")
        await pilot.press("ctrl+a", "ctrl+k", *"Ashu", "tab", *"nickname", "enter")
        await settle(pilot)
        assert isinstance(app.screen, PlayersScreen)
        assert rows(pilot, "#players")[0][0] == "Ashu"
        assert label(pilot, "#players-status") == "Asha is now Ashu in every session."
    assert evening.session("Friday").seats[0] == "Ashu"
    assert evening.session("Thursday").seats == ("Ram", "Ashu")
    assert evening.events("Thursday")[-1].reason == "nickname"


async def test_merge_picks_the_one_kept_then_split_tells_them_apart(evening: Ledger):
    evening.new_session("Thursday", ["Ramu", "Sita"])
    evening.new_session("Sunday", ["Ram", "Gita"])
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await open_players(pilot)
        names = [row[0] for row in rows(pilot, "#players")]
        assert names == ["Asha", "Bina", "Chandra", "Dev", "Gita", "Ram", "Ramu", "Sita"]
        await pilot.press("m")  # Asha into Bina: they share Friday, so it is refused
        assert isinstance(app.screen, FormDialog)
        assert app.screen.query_one("#field-into").value == "Bina"
        await pilot.press("ctrl+s")
        assert label(pilot, "#problem") == (
            "Keep: Asha and Bina both sit in 'Friday': one person cannot hold two seats"
        )
        await pilot.press("escape", *["down"] * 6, "m")  # Ramu, into Ram
        app.screen.query_one("#field-into").value = "Ram"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, PlayersScreen)
        assert "Ramu and Ram are one person now, called Ram" in label(pilot, "#players-status")
        ram = next(row for row in rows(pilot, "#players") if row[0] == "Ram")
        assert ram[1] == "2"  # Thursday and Sunday
        await pilot.press("u")  # the merged names to pick from: only Ramu
        assert isinstance(app.screen, FormDialog)
        assert app.screen.query_one("#field-name").value == "Ramu"
        assert "Ramu (now Ram)" in str(app.screen.query_one(".question", Label).render())
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert label(pilot, "#players-status") == "Ramu is a player of their own again."
        await pilot.press("u")  # nobody is merged now: a notice, no dialog
        await settle(pilot)
        assert isinstance(app.screen, PlayersScreen)
    assert evening.session("Thursday").seats == ("Ramu", "Sita")
    assert evening.merged_players() == []


async def test_players_from_the_palette_and_the_session_shows_the_new_name(ledger: Ledger):
    ledger.new_session("Friday", PLAYERS)
    async with ScorekeeperApp(ledger, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await settle(pilot)
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert "Players" in titles  # not in the full footer, but a command and a key
        await pilot.press("p")
        assert isinstance(app.screen, PlayersScreen)
        await pilot.press("down", "r", "ctrl+a", "ctrl+k", *"Beena", "enter")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert list(scoreboard(pilot)) == ["Asha", "Beena", "Chandra", "Dev"]
        games = app.screen.query_one("#games")
        assert [str(column.label) for column in games.columns.values()][4:] == [
            "Asha", "Beena", "Chandra", "Dev"]  # fmt: skip

"""Story 6: correct a game (e), its history (h), void (delete), undo (ctrl+z)."""

from __future__ import annotations

from tui_harness import scoreboard, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.history import HistoryScreen
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen

# Totals of the evening fixture: game 1 (worked example 1), game 2, corrected game 3.
# Game 1 −24/+86/−36/−26, game 2 +78/−64/−14/·, game 3 (corrected) −90/−50/+260/−120.
EVENING = {"Asha": "-36", "Bina": "-28", "Chandra": "+210", "Dev": "-146"}


async def open_game_one(pilot) -> None:
    await settle(pilot)
    await pilot.press("up", "up")  # the cursor starts on the last game: up to game 1


async def test_correction_changes_totals_and_shows_in_history(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_one(pilot)
        assert scoreboard(pilot) == EVENING
        await pilot.press("e")
        assert isinstance(app.screen, RecordScreen)
        asha = app.screen.query("HandRow")[0]
        assert asha.query_one(".f-points").value == "12"  # pre-filled from game 1
        await pilot.press("ctrl+s")  # no reason yet: refused, says why
        assert isinstance(app.screen, RecordScreen)
        assert "reason" in str(app.screen.query_one("#check").render())
        asha.query_one(".f-points").value = "22"  # Asha really held 22: pays 20 more
        app.screen.query_one("#reason").value = "Asha held 22"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        board = scoreboard(pilot)
        assert board["Asha"] == "-56" and board["Bina"] == "-8"
        assert table_rows(pilot, "#games")[0][0] == "1 ✎"
        await pilot.press("h")
        assert isinstance(app.screen, HistoryScreen)
        revisions = table_rows(pilot, "#revisions")
        assert [row[1] for row in revisions] == ["record", "correct"]
        assert revisions[0][4:] == ["-24", "+86", "-36", "-26"]
        assert revisions[1][4:] == ["-44", "+106", "-36", "-26"]
        changes = str(app.screen.query_one("#changes").render())
        assert "reason: Asha held 22" in changes
        assert "Asha: points 12 → 22, score -24 → -44" in changes
        await pilot.press("escape")
        assert isinstance(app.screen, SessionScreen)


async def test_void_asks_a_reason_and_strikes_the_game_out(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_one(pilot)
        await pilot.press("delete")
        await pilot.press("enter")  # an empty reason is refused
        assert "Required" in str(app.screen.query_one("#problem").render())
        await pilot.press(*"misdeal", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert table_rows(pilot, "#games")[0][0] == "1 ✗"
        assert scoreboard(pilot) == {
            "Asha": "-12",
            "Bina": "-114",
            "Chandra": "+246",
            "Dev": "-120",
        }
    assert evening.game("Friday", 1).voided


async def test_undo_asks_then_restores(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_one(pilot)
        await pilot.press("delete", *"misdeal", "enter")
        await settle(pilot)
        assert scoreboard(pilot) != EVENING
        await pilot.press("ctrl+z")
        assert "Undo the void of game 1?" in str(app.screen.query_one(".question").render())
        await pilot.press("n")  # asked first: no means nothing changes
        await settle(pilot)
        assert scoreboard(pilot) != EVENING
        await pilot.press("ctrl+z", "y")
        await settle(pilot)
        assert scoreboard(pilot) == EVENING
        assert table_rows(pilot, "#games")[0][0] == "1  "  # counts again; never corrected
        status = str(app.screen.query_one("#session-status").render())
        assert "Undone: the void of game 1" in status


async def test_switching_a_hand_to_surrender_empties_its_points(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_one(pilot)
        await pilot.press("e")
        asha = app.screen.query("HandRow")[0]
        asha.status.focus()
        await pilot.press("l")  # Asha surrendered later instead of holding 12
        await settle(pilot)
        assert asha.query_one(".f-points").value == ""
        check = str(app.screen.query_one("#check").render())
        assert "sum 0" in check  # scores at once: nothing left to clear by hand
        # Asha now pays as for 5 points (−10) instead of 12 (−24); Bina collects 14 less.
        assert str(asha.query_one(".p-score").render()) == "-10"

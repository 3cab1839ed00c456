"""The record form of the game after a nepali next-game foul: its preview shows the foul
paid into it, by a fouler sitting it out too, the same scores the game is saved with."""

from __future__ import annotations

from test_carried_foul_shown import next_game_foul
from textual.widgets import Label
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.hand_row import HandRow


async def test_the_preview_counts_the_foul_paid_into_the_game(ledger: Ledger) -> None:
    next_game_foul(ledger)  # game 1: Chandra fouled; game 2: Bina won, Chandra sat out
    ledger.void("Eve", 2, "played again below")
    app = ScorekeeperApp(ledger, session="Eve")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        rows = {row.state.player: row for row in app.screen.query(HandRow)}
        assert rows["Chandra"].status.value == "out"  # as in the game played before
        # Asha's status first: Bina wins, Dev is unseen
        await pilot.press("down", "w", "down", "down", "u")
        await settle(pilot)
        check = str(app.screen.query_one("#check", Label).render())
        assert check.endswith(" · game 1's foul: Chandra pays Bina 15"), check
        preview = {
            name: str(row.query_one(".p-score", Label).render()) for name, row in rows.items()
        }
        assert preview["Chandra"] == "-15"  # sitting out, and paying
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    saved = ledger.games("Eve")[-1]
    assert saved.number == 3 and saved.winner == "Bina"
    assert {name: f"{score:+d}" for name, score in saved.scores.items()} == preview

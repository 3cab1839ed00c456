"""A pool's out player on the record form: sitting out from the start, the note says why,
and putting them back in the game is refused on their status with the ledger's sentence."""

from __future__ import annotations

from test_pool_rejoin_key import pool_night
from textual.widgets import Label
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.hand_row import HandRow

OUT = (
    "Chandra is out of the pool (105, the pool is 101) and sits out game 3; they may "
    "rejoin between games"
)


def rows(app: ScorekeeperApp) -> dict[str, HandRow]:
    return {row.state.player: row for row in app.screen.query(HandRow)}


def check(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#check", Label).render())


async def test_an_out_player_sits_out_and_cannot_be_put_back_in(ledger: Ledger):
    pool_night(ledger)  # Chandra is out at 105
    app = ScorekeeperApp(ledger, session="Pool")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        chandra = rows(app)["Chandra"]
        assert chandra.status.value == "out"
        assert str(chandra.query_one(".c-note", Label).render()) == "out; may rejoin next game"
        assert chandra.status.tooltip == OUT
        # Asha wins, Bina dropped middle; o on Chandra's status would bring her back in.
        await pilot.press("w", "down", "m", "down", "o")
        await settle(pilot)
        assert chandra.status.value == "hand"
        assert check(app) == f"Cannot save yet — sit-out: {OUT}"
        assert chandra.status.has_class("-invalid")
        await pilot.press("up", "ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert app.focused is chandra.status
        assert ledger.totals("Pool").games == 2
        await pilot.press("o", "ctrl+s")  # o again: she sits out, and the game saves
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        # a pool's winner scores nothing: 0, as in the table, not +0
        status = str(app.screen.query_one("#session-status", Label).render())
        assert status == "Game 3 saved: Asha 0, Bina +40"
    game = ledger.games("Pool")[-1]
    assert {line.player: (line.active, line.score) for line in game.lines} == {
        "Asha": (True, 0), "Bina": (True, 40), "Chandra": (False, 0),
    }  # fmt: skip


async def test_correcting_a_game_she_played_before_going_out_is_not_refused(ledger: Ledger):
    pool_night(ledger)
    app = ScorekeeperApp(ledger, session="Pool")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(RecordScreen(app.screen.session_id, 2))
        await settle(pilot)
        chandra = rows(app)["Chandra"]
        assert (chandra.status.value, chandra.out) == ("hand", "")
        await pilot.press(*"Asha held 26")
        await settle(pilot)
        assert check(app).startswith("Ready to save")

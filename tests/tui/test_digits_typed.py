"""Devanagari digits typed on the TUI's record form, driven with Pilot.

A Nepali keyboard types ``१२`` in a hand cell: the cell takes it, the preview counts 12,
and the game saves as the same game typed in ASCII digits. A fullwidth ``１`` is not let
into a number cell at all (the same characters the rules read, and no others).
"""

from __future__ import annotations

from textual.widgets import Input
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.hand_row import HandRow

FIVE = [*PLAYERS, "Esha"]
# The ordinary game of test_record_keys (Bina wins with 1 honor; Asha 30, Chandra 15, Dev 20
# and 1 honor, Esha 8), the fast way, every value typed in Devanagari digits; "2" on a
# status is a key (seat 2 won), not a number.
FAST_DEVANAGARI = ["r", "2", "१", "down", "down", "१", "n", "२", "०", "n", "८", "n", "३", "०",
                   "n", "१", "५", "ctrl+s"]  # fmt: skip


def cell(app: ScorekeeperApp, player: str, key: str) -> Input:
    row = next(row for row in app.screen.query(HandRow) if row.state.player == player)
    return row.query_one(f".f-{key}", Input)


async def test_the_ordinary_game_typed_in_devanagari_digits(ledger: Ledger) -> None:
    ledger.new_session("Friday", FIVE)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*FAST_DEVANAGARI)
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen), app.screen
    game = ledger.game("Friday", 1)
    assert [line.values.get("points") for line in game.lines] == [30, None, 15, 20, 8]
    assert [line.values.get("honors") or 0 for line in game.lines] == [0, 1, 0, 1, 0]


async def test_a_hand_cell_takes_devanagari_and_counts_twelve(ledger: Ledger) -> None:
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "2")  # Bina won; the cursor on her honors
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        hand = cell(app, "Asha", "points")
        hand.focus()
        await pilot.press("१", "२", "１")  # the fullwidth one is not let in
        await settle(pilot)
        assert hand.value == "१२"
        honors = cell(app, "Chandra", "honors")
        honors.focus()
        await pilot.press("३", "３")
        await settle(pilot)
        assert honors.value == "३"
        for player, points in (("Chandra", "10"), ("Dev", "२+३")):
            box = cell(app, player, "points")
            box.focus()
            await pilot.press(*points)
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen), app.screen
    game = ledger.game("Friday", 1)
    values = {line.player: dict(line.values) for line in game.lines}
    assert values["Asha"]["points"] == 12
    assert values["Chandra"]["honors"] == 3
    assert values["Dev"]["points"] == 5

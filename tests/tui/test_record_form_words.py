"""The record form says a refusal in its own terms: a tick, a points box, a status, never
the command line's flag ("or give --no-out")."""

from __future__ import annotations

from textual.widgets import Label
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen


async def test_a_winner_with_a_rack_is_told_to_tick_no_out(ledger: Ledger):
    ledger.new_session("Tonight", PLAYERS, preset="tiles")
    app = ScorekeeperApp(ledger, session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        # Asha goes out, yet a rack of 5 is typed for her; the others' racks follow
        await pilot.press("r", "1", "5", "n", *"24", "n", *"31", "n", *"17")
        await pilot.pause()
        check = str(app.screen.query_one("#check", Label).render())
        assert isinstance(app.screen, RecordScreen)
        # the command line's sentence, the option said as the form has it (a tick)
        assert "rack: Asha went out: the winner has no rack (or tick “no-out”)" in check, check
        assert "--" not in check
    assert ledger.totals("Tonight").games == 0

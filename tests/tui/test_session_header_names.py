"""The session screen's line about the coming game shows names as typed, never as markup."""

from __future__ import annotations

from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp


async def test_a_name_with_brackets_is_shown_as_typed(ledger: Ledger):
    ledger.new_session("Friday", ["[red]Zed", "Bina", "Chandra[/b]", "Dev"])
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        coming = str(app.screen.query_one("#coming").render())
        assert "deals [red]Zed · cuts Dev · plays first Bina" in coming

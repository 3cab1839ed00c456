"""The rejoin key (j) on a pool's session screen: the form, the ledger call, the
scoreboard's out / may rejoin / winner marks, and the refusals said, not raised."""

from __future__ import annotations

from tui_harness import settle, table_rows, told

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.form import FormDialog
from scorekeeper.tui.screens.session import SessionScreen


def pool_night(ledger: Ledger) -> None:
    """rules.md's pool example: after two games Asha 27, Bina 40, Chandra 105 (out)."""
    ledger.new_session("Pool", ["Asha", "Bina", "Chandra"], preset="pool")
    for winner, options in (
        ("Asha", {"drop": ["Bina=middle"], "hand": ["Chandra=80"]}),
        ("Bina", {"hand": ["Asha=27", "Chandra=25"]}),
    ):
        ledger.record("Pool", ledger.build_entry("Pool", winner, options))


def marks(pilot) -> dict[str, tuple[str, str]]:
    """Player -> (total, mark) on the scoreboard."""
    return {row[1]: (row[6], row[7]) for row in table_rows(pilot, "#scoreboard")}


async def test_j_rejoins_an_out_player_at_the_highest_total_still_in(ledger: Ledger):
    pool_night(ledger)
    async with ScorekeeperApp(ledger, session="Pool").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert marks(pilot)["Chandra"] == ("+105", "out · may rejoin (j)")
        await pilot.press("j")
        await settle(pilot)
        dialog = pilot.app.screen
        assert isinstance(dialog, FormDialog)
        assert "back in at 40" in dialog.question
        await pilot.press("tab", *"bought back in", "ctrl+s")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionScreen)
        shown = marks(pilot)
        assert shown["Chandra"] == ("+40", "rejoined (-65)")
        status = pilot.app.screen.query_one("#session-status").render()
        assert str(status) == "Chandra rejoins at 40 (was 105)."
    (event,) = ledger.events("Pool")
    assert (event.action, event.reason) == ("rejoin", "bought back in")
    assert ledger.totals("Pool").out == ()


async def test_j_with_nobody_out_says_so_and_changes_nothing(ledger: Ledger):
    ledger.new_session("Pool", ["Asha", "Bina", "Chandra"], preset="pool")
    async with ScorekeeperApp(ledger, session="Pool").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("j")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionScreen)
        notes = told(pilot.app, "Rejoin")
        assert notes == ["Nobody is out of the pool: only an out player rejoins."]
    assert ledger.events("Pool") == []


async def test_the_scoreboard_names_the_pools_winner(ledger: Ledger):
    pool_night(ledger)
    ledger.record("Pool", ledger.build_entry("Pool", "Bina", {"hand": ["Asha=80"]}))
    async with ScorekeeperApp(ledger, session="Pool").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        shown = marks(pilot)
        assert shown["Bina"] == ("+40", "★ wins the pool")
        assert shown["Asha"] == ("+107", "out") and shown["Chandra"] == ("+105", "out")
        await pilot.press("j")
        await settle(pilot)
        notes = told(pilot.app, "Rejoin")
        assert notes == ["Pool is over: only Bina is left in the pool after game 3."]

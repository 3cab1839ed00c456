"""Settle up on a pool: the entry fee, once per player and once more per rejoin, the pot to
the pool's winner — not points × stake. Only the currency is asked for. By hand: Asha, Bina,
Chandra at 100 NPR; Chandra goes out in game 2 and rejoins; Bina is out in game 3, Chandra
again in game 4: Asha wins the pool. Pot 4 × 100 = 400: Asha +300, Bina −100, Chandra −200."""

from __future__ import annotations

from money_harness import label, rows
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.settle import SettleScreen


def won_pool(ledger: Ledger) -> Ledger:
    ledger.new_session("Pool", ["Asha", "Bina", "Chandra"], "pool", {"entry-fee": "100"})

    def play(winner: str, **hands: int) -> None:
        options = {"hand": [f"{name}={points}" for name, points in hands.items()]}
        ledger.record("Pool", ledger.build_entry("Pool", winner, options))

    play("Asha", Bina=30, Chandra=60)  # Bina 30, Chandra 60
    play("Asha", Bina=20, Chandra=50)  # Bina 50, Chandra 110: out
    ledger.rejoin("Pool", "Chandra")  # at 50, the highest of those in
    play("Asha", Bina=80, Chandra=10)  # Bina 130: out; Chandra 60
    play("Asha", Chandra=80)  # Chandra 140: out, Asha wins the pool
    return ledger


async def test_a_won_pool_settles_by_its_entry_fee(ledger: Ledger):
    won_pool(ledger)
    async with ScorekeeperApp(ledger, session="Pool").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SettleScreen)
        assert "entry fee" in label(pilot, "#settle-status")
        assert rows(pilot, "#money")[0][3] == "—"  # no currency yet: no money shown
        pilot.app.screen.query_one("#currency").value = "NPR"
        await settle(pilot)
        assert label(pilot, "#settle-title") == (
            "Settle up — Pool · entry fee 100 NPR, the pot to the winner"
        )
        assert rows(pilot, "#money") == [
            ["Asha", "0", "takes the pot", "300.00", "NPR", ""],
            ["Bina", "+130", "paid 1 fee", "-100.00", "NPR", ""],
            ["Chandra", "+140", "paid 2 fees", "-200.00", "NPR", ""],
        ]
        assert rows(pilot, "#transfers") == [
            ["Chandra", "Asha", "200.00", "NPR"],
            ["Bina", "Asha", "100.00", "NPR"],
        ]
        assert not pilot.app.screen.query_one("#stake").display


async def test_a_settled_pool_still_shows_its_fees(ledger: Ledger):
    won_pool(ledger).mark_settled("Pool")  # a pool keeps its points, not money
    async with ScorekeeperApp(ledger, session="Pool").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        assert "the entry fees below" in label(pilot, "#settled-note")
        pilot.app.screen.query_one("#currency").value = "NPR"
        await settle(pilot)
        assert [row[3] for row in rows(pilot, "#money")] == ["300.00", "-100.00", "-200.00"]

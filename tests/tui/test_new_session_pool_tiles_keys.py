"""The new-session form with the pool and tiles rule keys: each shown with its limits, as
every rule key is; a field left as it came follows the default another rule gives it (a
pool of 150 rejoins below 128, a 201 pool drops at 25), one the player typed stays; and
the session is made with what the form showed."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen


def labels(app) -> list[str]:
    return [str(label.render()) for label in app.screen.query(".field-label")]


async def test_pool_keys_with_their_limits_and_following_defaults(ledger: Ledger) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await pilot.press(*"Friday", "enter")
        for name in ("Asha", "Bina", "Chandra"):
            await pilot.press(*name, "enter")
        app.screen.query_one("#preset").value = "pool"
        await settle(pilot)
        assert "Pool (50–1000)" in labels(app)
        assert "Rejoin below (0–999)" in labels(app) and "Rejoin premium (0–200)" in labels(app)
        field = app.screen.query_one
        # a pool has no target (the pool ends it): shown as it is, not "(0–0)", not typed in
        assert "Target" in labels(app) and not [t for t in labels(app) if "0–0" in t]
        assert field("#param-target").disabled
        field("#param-pool").value = "150"
        await settle(pilot)
        assert field("#param-rejoin-below").value == "128"  # 150 − 22
        field("#param-pool").value = "201"
        await settle(pilot)
        assert (field("#param-first-drop").value, field("#param-rejoin-below").value) == (
            "25",
            "174",
        )
        field("#param-rejoin-below").value = "150"  # typed: stays whatever the pool
        field("#param-pool").value = "160"
        await settle(pilot)
        assert (field("#param-first-drop").value, field("#param-rejoin-below").value) == (
            "20",
            "150",
        )
        field("#param-rejoin-premium").value = "300"
        await settle(pilot)
        problem = app.screen.query_one("#problem-rejoin-premium")
        assert str(problem.render()) == "must be a whole number 0–200, got 300"
        field("#param-rejoin-premium").value = "10"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    rules = ledger.session("Friday").rules
    assert (rules["pool"], rules["rejoin-below"], rules["rejoin-premium"]) == (160, 150, 10)


async def test_tiles_no_out_payment_is_a_choice(ledger: Ledger) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("n")
        app.screen.query_one("#preset").value = "tiles"
        await settle(pilot)
        assert "No-out payment" in labels(app)
        choice = app.screen.query_one("#param-no-out-payment")
        assert choice.value == "difference"
        shown = choice.query_one(OptionList).options  # the choices it drops down (as typed)
        assert [str(option.prompt) for option in shown] == ["difference", "full"]

"""Settle up (key m): points × stake = money per player, the transfers, a banker, a stake
typed in for this once. Numbers by hand in money_harness.py."""

from __future__ import annotations

from money_harness import add_night, label, rows
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.screens.settle import SettleScreen


async def test_settle_shows_how_each_amount_is_made(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        assert isinstance(pilot.app.screen, SettleScreen)
        assert "0.25 NPR a point" in label(pilot, "#settle-title")
        assert rows(pilot, "#money") == [
            ["Asha", "-24", "× 0.25 =", "-6.00", "NPR", ""],
            ["Bina", "+86", "× 0.25 =", "21.50", "NPR", ""],
            ["Chandra", "-36", "× 0.25 =", "-9.00", "NPR", ""],
            ["Dev", "-26", "× 0.25 =", "-6.50", "NPR", ""],
            ["sum", "0", "", "0.00", "NPR", "balances"],
        ]
        # Largest debtor first: Chandra 9.00, then Dev 6.50, then Asha 6.00, all to Bina.
        assert rows(pilot, "#transfers") == [
            ["Chandra", "Bina", "9.00", "NPR"],
            ["Dev", "Bina", "6.50", "NPR"],
            ["Asha", "Bina", "6.00", "NPR"],
        ]
        assert label(pilot, "#transfers-title") == "Transfers — 3 (at most n − 1 = 3)"
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, SessionScreen)


async def test_a_banker_collects_and_pays_out(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m", "b")  # none → Asha
        assert label(pilot, "#transfers-title") == "Transfers — 3 (through Asha)"
        # Asha collects 9.00 and 6.50, pays Bina 21.50: net −6.00, her own share.
        assert rows(pilot, "#transfers") == [
            ["Chandra", "Asha", "9.00", "NPR"],
            ["Dev", "Asha", "6.50", "NPR"],
            ["Asha", "Bina", "21.50", "NPR"],
        ]
        await pilot.press("right")  # the banker choice has the focus: → Bina
        assert rows(pilot, "#transfers") == [
            ["Asha", "Bina", "6.00", "NPR"],
            ["Chandra", "Bina", "9.00", "NPR"],
            ["Dev", "Bina", "6.50", "NPR"],
        ]
        await pilot.press("b", "b", "b")  # Chandra, Dev, back to none
        assert label(pilot, "#transfers-title").endswith("(at most n − 1 = 3)")


async def test_a_stake_for_this_once_when_the_session_has_none(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        assert "no stake" in label(pilot, "#settle-status")
        assert rows(pilot, "#money")[0] == ["Asha", "-36", "× ? =", "—", "", ""]
        assert rows(pilot, "#transfers") == []
        await pilot.press("tab", *"abc")
        assert label(pilot, "#settle-status").startswith("Currency: type a 3-letter code")
        await pilot.press("tab", *"npr")
        assert label(pilot, "#settle-status").startswith("Stake: must be an amount per point")
        await pilot.press("shift+tab", "backspace", "backspace", "backspace", *"0.1")
        await pilot.pause()
        assert "0.1 NPR a point (for this once)" in label(pilot, "#settle-title")
        # −36, −28, +210, −146 at 0.1: −3.60, −2.80, 21.00, −14.60.
        assert [row[3] for row in rows(pilot, "#money")] == [
            "-3.60", "-2.80", "21.00", "-14.60", "0.00"]  # fmt: skip
        assert rows(pilot, "#transfers") == [
            ["Dev", "Chandra", "14.60", "NPR"],
            ["Asha", "Chandra", "3.60", "NPR"],
            ["Bina", "Chandra", "2.80", "NPR"],
        ]
    assert evening.session("Friday").stake is None  # nothing was stored


async def test_the_stake_dialog_offers_the_stake_just_typed(evening: Ledger):
    from scorekeeper.tui.dialogs.form import FormDialog

    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        await pilot.press("tab", *"0.25", "tab", *"npr", "shift+tab", "shift+tab", "k")
        await settle(pilot)
        dialog = pilot.app.screen
        assert isinstance(dialog, FormDialog)
        typed = [dialog.query_one(f"#field-{key}").value for key in ("stake", "currency")]
        assert typed == ["0.25", "npr"]  # k keeps what was typed for this once
        await pilot.press("enter")
        await settle(pilot)
    info = evening.session("Friday")
    assert (info.stake, info.currency) == ("0.25", "NPR")


async def test_a_rounded_cent_says_what_it_was_rounded_from(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m", "tab", *"0.0025", "tab", *"usd")
        await pilot.pause()
        # Exact: −0.09, −0.07, +0.525, −0.365. Two half cents; the one cent still owed goes
        # to the earlier seat (Chandra), so the table still sums to zero.
        money = rows(pilot, "#money")
        assert [row[3] for row in money] == ["-0.09", "-0.07", "0.53", "-0.37", "0.00"]
        assert money[2][5] == "rounded from 0.5250"
        assert money[3][5] == "rounded from -0.3650"
        assert money[4][5] == "balances"


async def test_the_export_line_gives_way_to_the_usual_one(evening: Ledger, tmp_path, monkeypatch):
    from scorekeeper.tui import exporting

    add_night(evening)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(exporting, "EXPORTED_SHOWN_SECONDS", 2.0)  # read before it goes
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        usual = label(pilot, "#settle-status")
        await pilot.press("x", "ctrl+s")
        await settle(pilot)
        assert label(pilot, "#settle-status").startswith("Exported")
        for _ in range(400):  # until its timer puts the usual line back: counted, not timed
            if label(pilot, "#settle-status") == usual:
                break
            await pilot.pause(0.05)
        assert label(pilot, "#settle-status") == usual


async def test_scores_that_do_not_sum_to_zero_are_not_asked_for_a_stake(ledger: Ledger):
    ledger.new_session("Basic night", ["Asha", "Bina"], "basic")
    entry = ledger.build_entry("Basic night", "Asha", {"hand": ["Bina=12"]})
    ledger.record("Basic night", entry)
    async with ScorekeeperApp(ledger, session="Basic night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        screen = pilot.app.screen
        assert isinstance(screen, SettleScreen)
        assert not screen.query_one("#once").display  # no stake to type
        assert label(pilot, "#settle-status").startswith("These scores do not sum to zero")
        keys = {b.key for b in pilot.app.active_bindings.values() if b.binding.action == "stake"}
        assert keys == set()  # k (stake) is not offered

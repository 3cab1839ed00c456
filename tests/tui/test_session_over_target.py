"""A session played to a target, in the TUI: the session screen says it is over and who
won, r explains why no game can be recorded and how to go on, a correction that takes
the winner back under the target reopens it, and + raises the target (kept in history).
The new-session form offers every preset with its own seats and rules."""

from __future__ import annotations

from textual.widgets import Input, Label, Select
from tui_harness import PLAYERS, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, Hand
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.confirm import ConfirmDialog
from scorekeeper.tui.dialogs.form import FormDialog
from scorekeeper.tui.screens.new_session import NewSessionScreen
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen


def over_at_150(ledger: Ledger) -> Ledger:
    """points, target 150: Asha wins game 1 with 80 + 80 + 10 = 170, and it is over."""
    ledger.new_session("Target", PLAYERS, preset="points", rules={"target": 150})
    hands = {"Bina": 80, "Chandra": 80, "Dev": 10}
    ledger.record(
        "Target",
        Entry(
            (
                Hand("Asha", "winner"),
                *(Hand(name, "hand", {"points": points}) for name, points in hands.items()),
            )
        ),
    )
    assert ledger.totals("Target").over
    return ledger


def coming(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#coming", Label).render())


async def test_over_then_reopened_by_a_correction(ledger: Ledger):
    app = ScorekeeperApp(over_at_150(ledger), session="Target")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert coming(app).splitlines() == [
            "Over — Asha wins with 170 · r: how to play on",
            "Asha reached the target of 150 in game 1",
        ]
        marks = {row[1]: row[7] for row in table_rows(pilot, "#scoreboard")}
        assert marks["Asha"] == "★ wins" and marks["Bina"] == ""
        await pilot.press("r")  # no form: why, and how to go on
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        said = str(app.screen.query_one(".question", Label).render())
        assert "Target is over: Asha reached the target of 150 in game 1" in said
        assert "correct (e)" in said and "raise the target (+)" in said
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        # Bina held 20, not 80: Asha has 110, under the target again.
        await pilot.press("e", *"Bina held 20", "down", "down", "down", "right")
        await pilot.press("backspace", "backspace", *"20", "ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert coming(app).startswith("Round 1 · game 2 next")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RecordScreen)
    totals = ledger.totals("Target")
    assert not totals.over
    assert {p.name: p.total for p in totals.players}["Asha"] == 110


async def test_raising_the_target_from_the_explanation(ledger: Ledger):
    app = ScorekeeperApp(over_at_150(ledger), session="Target")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "y")  # Raise the target: the form offers twice the old one
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        assert app.screen.query_one("#field-target", Input).value == "300"
        await pilot.press("tab", "tab", *"one more round", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert coming(app).startswith("Round 1 · game 2 next")
    assert ledger.session("Target").rules["target"] == 300
    assert not ledger.totals("Target").over
    (event,) = [e for e in ledger.events("Target") if e.action == "rules"]
    assert event.reason == "one more round" and event.after == {"target": 300}


async def test_a_target_already_set_is_refused_in_the_dialog(ledger: Ledger):
    app = ScorekeeperApp(over_at_150(ledger), session="Target")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("plus")
        await pilot.pause()
        box = app.screen.query_one("#field-target", Input)
        box.value = "150"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        problem = str(app.screen.query_one("#problem", Label).render())
        assert "Target has target=150 already" in problem
    assert ledger.totals("Target").over


async def test_the_new_session_form_follows_the_preset(ledger: Ledger):
    app = ScorekeeperApp(ledger)
    async with app.run_test(size=(100, 50)) as pilot:
        await settle(pilot)
        await pilot.press("n", *"Tiles night", "enter")
        for name in ["Asha", "Bina", "Chandra", "Dev", "Esha"]:
            await pilot.press(*name, "enter")
        screen = app.screen
        assert isinstance(screen, NewSessionScreen)
        screen.query_one("#preset", Select).value = "tiles"
        await pilot.pause()
        assert "(2–4 for tiles)" in str(screen.query_one("#seats-title", Label).render())
        about = str(screen.query_one("#preset-summary", Label).render())
        assert "2–4 players · every game sums to 0 · the highest total wins" in about
        assert screen.query_one("#param-joker-value", Input).value == "30"
        assert screen.query_one("#param-target", Input).value == "0"
        assert screen.query_one("#param-deals", Input).value == "0"
        await pilot.press("ctrl+s")  # five at a table of four: refused, in place
        await pilot.pause()
        problem = str(screen.query_one("#problem-players", Label).render())
        assert problem == "the tiles preset seats 2–4 players, got 5"
        assert not ledger.has_sessions()
        screen.query_one("#seats").focus()
        await pilot.press("end", "delete")  # Esha goes
        screen.query_one("#param-target", Input).value = "200"
        await pilot.press("ctrl+s")
        await settle(pilot)
    info = ledger.session("Tiles night")
    assert (info.preset, info.seats) == ("tiles", ("Asha", "Bina", "Chandra", "Dev"))
    assert info.rules["target"] == 200 and info.rules["joker-value"] == 30


def test_over_session_snapshot(snap_compare, ledger: Ledger):
    app = ScorekeeperApp(over_at_150(ledger), session="Target")
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)

"""Closing the evening from Settle (s settle & close, o reopen, k stake, x export), and the
session screen refusing game changes while it is settled. Numbers in money_harness.py."""

from __future__ import annotations

from money_harness import add_night, label, rows
from tui_harness import FIXED_AT, settle, told

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.export import ExportDialog
from scorekeeper.tui.dialogs.form import FormDialog
from scorekeeper.tui.dialogs.reason import PromptDialog
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.screens.settle import SettleScreen

NIGHT_TRANSFERS = [
    ["Chandra", "Bina", "9.00", "NPR"],
    ["Dev", "Bina", "6.50", "NPR"],
    ["Asha", "Bina", "6.00", "NPR"],
]


def notes(app, title: str) -> list[str]:
    return told(app, title)


def commands(app) -> set[str]:
    return {command.title for command in app.get_system_commands(app.screen)}


async def test_settle_and_close_keeps_the_settlement_shown(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("m")
        assert {"Settle & close", "Stake", "Export"} <= commands(app)
        assert "Reopen" not in commands(app)  # only a settled evening reopens
        await pilot.press("b", "s")  # Asha banks; then settle & close
        assert isinstance(app.screen, PromptDialog)
        question = label(pilot, ".question")
        assert question.startswith("Settle and close Night? The settlement shown is kept")
        await pilot.press(*"paid up", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SettleScreen)
        note = label(pilot, "#settled-note")
        assert note == "Settled on 2024-05-10 — this settlement is kept. o reopens it."
        assert label(pilot, "#transfers-title") == "Transfers — 3 (through Asha)"
        assert rows(pilot, "#transfers")[2] == ["Asha", "Bina", "21.50", "NPR"]
        assert not app.screen.query_one("#settle-choices").display  # no banker to pick now
        assert "Reopen" in commands(app) and "Settle & close" not in commands(app)
    info = evening.session("Night")
    assert info.settled_at == FIXED_AT
    kept = evening.settle("Night")
    assert kept.settled_at == FIXED_AT and kept.banker == "Asha"
    last = evening.events("Night")[-1]
    assert (last.action, last.reason) == ("settle", "paid up")


async def test_the_session_line_forgets_the_last_save_once_settled(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await settle(pilot)
        session = app.screen
        session.set_status("Game 1 saved: Asha -24, Bina +86")  # as the record form leaves it
        await pilot.press("m", "s", "enter")  # settle & close, no reason
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is session
        assert label(pilot, "#coming").startswith("Settled on 2024-05-10")
        assert label(pilot, "#session-status") == ""


async def test_escape_on_the_question_settles_nothing(evening: Ledger):
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m", "s", "escape")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SettleScreen)
        assert not pilot.app.screen.query_one("#settled-note").display
    assert evening.session("Night").settled_at is None


async def test_a_settled_session_refuses_game_changes_before_any_form(evening: Ledger):
    evening.mark_settled("Friday")
    history = evening.history("Friday")
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await settle(pilot)
        assert app.screen.sub_title == "Friday · marriage-rummy · settled"
        coming = label(pilot, "#coming")
        assert coming == "Settled on 2024-05-10: no more games. To reopen: m (Settle up), then o."
        for key in ("r", "e", "delete", "ctrl+z"):
            await pilot.press(key)
            await settle(pilot)
            assert isinstance(app.screen, SessionScreen), key  # no form, no question
        refused = notes(app, "Settled: nothing changed")
        assert len(refused) == 4
        assert refused[0] == (
            "Friday was settled on 2024-05-10; to change it, reopen it: "
            "m (Settle up), then o (Reopen)."
        )
    assert evening.history("Friday") == history  # nothing reached the database


async def test_a_session_settled_without_a_stake_keeps_the_points(evening: Ledger):
    evening.mark_settled("Friday")
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        note = label(pilot, "#settled-note")
        assert note == "Settled on 2024-05-10 — no stake: the points stand. o reopens it."
        status = label(pilot, "#settle-status")
        assert status == "Settled with no stake: the points stand as the result."
        assert rows(pilot, "#money")[2] == ["Chandra", "+210", "× ? =", "—", "", ""]
        assert not pilot.app.screen.query_one("#once").display  # no stake typed for this once
        await pilot.press("x")  # nothing to export: said, no dialog
        assert isinstance(pilot.app.screen, SettleScreen)
        assert "There is no settlement to export: no stake is set." in told(pilot.app)


async def test_reopen_asks_then_games_can_be_recorded_again(evening: Ledger):
    add_night(evening)
    evening.mark_settled("Night")
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("m", "o")
        assert isinstance(app.screen, PromptDialog)
        assert label(pilot, ".question").startswith("Reopen Night? Games can be recorded")
        await pilot.press(*"one more game", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SettleScreen)
        assert not app.screen.query_one("#settled-note").display
        assert app.screen.query_one("#settle-choices").display
        assert label(pilot, "#settle-status") == "Night is open again: games can be recorded."
        await pilot.press("escape")
        await settle(pilot)
        assert "settled" not in app.screen.sub_title
        await pilot.press("r")
        assert isinstance(app.screen, RecordScreen)
    assert evening.session("Night").settled_at is None
    assert evening.events("Night")[-1].reason == "one more game"


async def test_stake_dialog_refuses_in_place_then_changes_it(evening: Ledger):
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)  # the settle screen reads its numbers off the UI thread
        await pilot.press("k")
        await settle(pilot)
        assert isinstance(app.screen, FormDialog)
        await pilot.press(*"abc", "tab", *"npr", "enter")
        await settle(pilot)
        problem = label(pilot, "#problem")
        assert problem == (
            "Stake: must be an amount per point above 0, at most 4 decimals, got 'abc'"
        )
        assert app.screen.query_one("#field-stake").has_class("-invalid")
        await pilot.press("ctrl+a", "ctrl+k", *"0.5", "tab", "ctrl+a", "ctrl+k", "enter")
        await settle(pilot)
        assert label(pilot, "#problem") == "Currency: type a 3-letter code such as NPR"
        await pilot.press(*"npr", "tab", *"we raised it", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SettleScreen)
        assert label(pilot, "#settle-title") == "Settle up — Friday · 0.5 NPR a point"
        assert not app.screen.query_one("#once").display  # the stake is the session's now
        assert label(pilot, "#settle-status") == "Stake changed: 0.5 NPR a point."
        # −36, −28, +210, −146 at 0.5: −18.00, −14.00, 105.00, −73.00.
        assert [row[3] for row in rows(pilot, "#money")][:4] == [
            "-18.00", "-14.00", "105.00", "-73.00"]  # fmt: skip
    info = evening.session("Friday")
    assert (info.stake, info.currency) == ("0.5", "NPR")
    assert evening.events("Friday")[-1].reason == "we raised it"


async def test_stake_of_a_settled_session_is_refused_with_a_notice(evening: Ledger):
    add_night(evening)
    evening.mark_settled("Night")
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("m", "k")
        assert isinstance(pilot.app.screen, SettleScreen)  # no dialog to fill in first
        assert notes(pilot.app, "Settled") == [
            "Night was settled on 2024-05-10; to change it, reopen it: o (Reopen)."
        ]
    assert evening.session("Night").stake == "0.25"


async def test_export_the_settlement_shown_to_csv(evening: Ledger, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the default folder is the current one
    add_night(evening)
    async with ScorekeeperApp(evening, session="Night").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("m", "x")
        assert isinstance(app.screen, ExportDialog)
        target = tmp_path / "night-settlement.csv"
        assert label(pilot, "#target") == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert label(pilot, "#settle-status") == f"Exported Transfers (CSV) to {target}"
        lines = target.read_text("utf-8-sig").splitlines()
        assert lines == ["from,to,amount,currency", *(",".join(row) for row in NIGHT_TRANSFERS)]

        await pilot.press("x", "down", "enter")  # each player's points and money
        target = tmp_path / "night-settlement-players.csv"
        assert label(pilot, "#target") == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        lines = target.read_text("utf-8-sig").splitlines()
        assert lines[:2] == ["player,points,stake,money,currency", "Asha,-24,0.25,-6.00,NPR"]

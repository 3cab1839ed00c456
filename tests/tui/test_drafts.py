"""Nothing typed is lost: the half-filled form is kept beside the database on every change,
offered back at the next start, and ctrl+q asks first."""

from __future__ import annotations

import stat
from pathlib import Path

from textual.widgets import Input
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui import drafts
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.confirm import ConfirmDialog
from scorekeeper.tui.entry_form import RowState
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.hand_row import HandRow


def question(app) -> str:
    return str(app.screen.query_one(".question").render())


def test_a_draft_is_kept_private_read_back_and_dropped(tmp_path: Path):
    db = tmp_path / "scores.db"
    draft = drafts.Draft(1, "Friday", None, 13, [RowState("Asha", "hand", {"points": "12"})])
    drafts.drop(db, 1, None)
    assert not drafts.path_for(db).exists()  # nothing to forget: nothing written
    drafts.keep(db, draft)
    path = drafts.path_for(db)
    assert path.name == "scores.db.draft.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    back = drafts.find(db, 1, None)
    assert back is not None and back.rows[0].fields == {"points": "12"}
    assert back.question() == "Resume the half-entered game 13 (Friday)?"
    assert drafts.find(db, 1, 2) is None
    drafts.drop(db, 1, None)
    assert not path.exists()
    path.write_text("{not json")
    assert drafts.load_all(db) == []  # a damaged file offers nothing, and breaks nothing


async def test_untouched_form_writes_nothing_and_typing_is_kept(ledger: Ledger):
    ledger.new_session("Friday", PLAYERS)
    path = drafts.path_for(ledger.db.path)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "tab", "tab", "tab", "down", "down", "escape")
        assert isinstance(app.screen, SessionScreen)  # untouched: no question
        assert not path.exists()
        await pilot.press("r", "w", "down", "right", "right", "right", "1", "7")
        kept = drafts.find(ledger.db.path, ledger.session("Friday").id, None)
        assert kept is not None
        assert [row.status for row in kept.rows] == ["winner", "hand", "hand", "hand"]
        assert kept.rows[1].fields["points"] == "17"
        await pilot.press("escape", "y")  # discarded: the draft goes too
        assert not path.exists()
        await pilot.press("r", "w", "down", "right", "right", "right", "1", "7")
        await pilot.press("n", *"20", "n", *"3", "ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert not path.exists()  # saved: the draft goes
    assert [line.values.get("points") for line in ledger.game("Friday", 1).lines] == [
        None, 17, 20, 3,
    ]  # fmt: skip


async def test_a_closed_terminal_is_offered_back_at_the_next_start(ledger: Ledger):
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "down", "w", "down", "right", "right", "right", *"25")
    # the app went away with the form open (as a closed terminal takes it)
    assert drafts.path_for(ledger.db.path).exists()
    app = ScorekeeperApp(ledger)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        assert question(app).startswith("Resume the half-entered game 1 (Friday)?")
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        rows = {row.state.player: row for row in app.screen.query(HandRow)}
        assert rows["Bina"].status.value == "winner"
        assert rows["Chandra"].query_one(".f-points", Input).value == "25"
        await pilot.press("escape", "n")  # asks: typing is there
        assert isinstance(app.screen, RecordScreen)


async def test_ctrl_q_asks_when_something_is_typed(ledger: Ledger):
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "ctrl+q")  # untouched: nothing to ask about
        assert app.return_code == 0 or not app.is_running
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "w", "ctrl+q")
        assert isinstance(app.screen, ConfirmDialog)
        assert question(app).startswith("Quit with game 1 half-entered?")
        await pilot.press("n")
        assert isinstance(app.screen, RecordScreen)
        assert app.screen.query(HandRow)[0].status.value == "winner"
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
        assert not app.is_running
    assert drafts.find(ledger.db.path, ledger.session("Friday").id, None) is not None

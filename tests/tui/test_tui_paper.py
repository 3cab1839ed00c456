"""On paper (key o): the report or a blank sheet as a PDF, the path shown before and the
result after, the PDF made off the UI thread."""

from __future__ import annotations

from pdf_text import pdf_text
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.paper import PaperDialog
from scorekeeper.tui.screens.session import SessionScreen


def shown(app, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def test_o_writes_the_report_and_says_where(evening: Ledger, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the default folder is the current one
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("o")
        assert isinstance(app.screen, PaperDialog)
        target = tmp_path / "Friday.pdf"
        assert shown(app, "#paper-target") == f"Will write {target}"
        assert not target.exists()
        await pilot.press("ctrl+s")
        await settle(pilot)  # the worker thread made it; its result is on the dialog
        assert shown(app, "#result") == f"Wrote {target}"
        await pilot.press("escape")
        assert isinstance(app.screen, SessionScreen)
    text = pdf_text(target)
    for name in PLAYERS:
        assert name in text
    for player in evening.totals("Friday").players:
        assert f"{player.total:+d}" in text
    assert f"Fingerprint {evening.settle('Friday', '1', 'NPR').fingerprint}" in text


async def test_a_sheet_and_a_path_that_cannot_be_written(evening: Ledger, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(100, 30)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("o", "down", "enter")  # the second choice: a blank sheet
        sheet = tmp_path / "Friday-sheet.pdf"
        assert shown(app, "#paper-target") == f"Will write {sheet}"
        box = app.screen.query_one("#paper-path")
        box.value = str(tmp_path / "missing" / "x.pdf")
        await pilot.press("ctrl+s")
        await settle(pilot)
        said = shown(app, "#result")
        assert said.startswith("Not written: cannot write") and "folder does not exist" in said
        box.value = str(sheet)  # the dialog stays: another path is tried
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert shown(app, "#result") == f"Wrote {sheet}"
        await pilot.press("escape")
    assert "Scoring in brief" in pdf_text(sheet)
    assert not list((tmp_path).glob("missing*"))

"""Story 7: export totals or games CSV, or JSON, to a path shown before and after."""

from __future__ import annotations

import json

from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.export import ExportDialog


async def test_export_shows_the_path_before_and_after_writing(
    evening: Ledger, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # the default folder is the current one
    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await settle(pilot)
        await pilot.press("x")
        assert isinstance(app.screen, ExportDialog)
        target = tmp_path / "friday-totals.csv"
        assert str(app.screen.query_one("#target").render()) == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        status = str(app.screen.query_one("#session-status").render())
        assert status == f"Exported Totals (CSV) to {target}"
        text = target.read_text("utf-8-sig")
        assert text.splitlines()[0].startswith("player,games,wins")
        assert "Chandra" in text and "210" in text

        await pilot.press("x", "down", "down", "enter")  # the whole session as JSON
        target = tmp_path / "friday.json"
        assert str(app.screen.query_one("#target").render()) == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert f"to {target}" in str(app.screen.query_one("#session-status").render())
        assert json.loads(target.read_text("utf-8"))

"""The TUI runs the quick check at start and says when the file needs a look."""

from __future__ import annotations

import sqlite3

from tui_harness import settle, told, told_titles

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp


def _notes(app: ScorekeeperApp) -> list[str]:
    return told(app)


async def test_a_healthy_file_opens_without_a_warning(evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.workers.wait_for_complete()
        await settle(pilot)
        assert not told(app, "The database needs a look")


async def test_a_game_that_no_longer_sums_to_zero_is_reported_at_start(evening: Ledger):
    # Damage made outside the program (a hand-edited file): one score changed.
    with sqlite3.connect(evening.db.path) as raw:
        raw.execute("UPDATE revision_entry SET score = score + 5 WHERE rowid = 1")
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.workers.wait_for_complete()
        await settle(pilot)
        titles = told_titles(app)
        assert "The database needs a look" in titles
        assert any("scorekeeper check" in note for note in _notes(app))

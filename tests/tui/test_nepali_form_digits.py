"""The record form under Nepali digits: a seat typed in Devanagari digits names the winner,
a correction shows the stored numbers in ०–९ and, untouched, closes without asking, and the
history says what changed in words (अङ्क, not "points")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.widgets import Input, Static
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.history import HistoryScreen
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.status_cell import StatusCell


@pytest.fixture(autouse=True)
def nepali() -> Iterator[None]:
    token = use(Choice(lang="ne", digits="deva", calendar="gregorian"))
    yield
    restore(token)


async def test_a_seat_in_devanagari_digits_names_the_winner(evening: Ledger) -> None:
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "३")  # seat 3: Chandra
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        statuses = [cell.value for cell in app.screen.query(StatusCell)]
        assert statuses[2] == "winner" and statuses.count("winner") == 1


async def test_a_correction_shows_devanagari_digits_and_closes_untouched(
    evening: Ledger,
) -> None:
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("up", "up", "e")  # game 1: Asha honors 2, points 12
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        asha = app.screen.query("HandRow")[0]
        assert asha.query_one(".f-points", Input).value == "१२"
        assert asha.query_one(".f-honors", Input).value == "२"
        assert not app.screen.dirty()
        await pilot.press("escape")  # nothing changed: no "discard?" question
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)


async def test_history_says_a_changed_value_in_words(evening: Ledger) -> None:
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")  # the last game: 3, corrected (Asha 20 → 25)
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
        changes = str(app.screen.query_one("#changes", Static).render())
    assert "अङ्क २० → २५" in changes and "points" not in changes

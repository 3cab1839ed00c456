"""A game's flag on the record form (nepali's dublee) is labelled in the reader's
language and saved as its key, whatever the label says."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.widgets import Checkbox
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen


@pytest.fixture(params=["en", "ne"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    token = use(Choice(lang=request.param, digits="latin", calendar="gregorian"))
    yield request.param
    restore(token)


async def test_the_dublee_box_is_said_and_saved_as_its_key(ledger: Ledger, language: str) -> None:
    ledger.new_session("Dashain", ["Asha", "Bina", "Chandra"], preset="nepali")
    app = ScorekeeperApp(ledger, session="Dashain")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        box = app.screen.query_one(".game-flag", Checkbox)
        assert box.name == "dublee"
        assert str(box.label) == {"en": "dublee", "ne": "डबली"}[language]
        box.value = True
        await settle(pilot)
        assert app.screen.ticked() == {"dublee"}

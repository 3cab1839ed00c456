"""The first run's welcome is said in the reader's language."""

from __future__ import annotations

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.welcome import WelcomeScreen


async def test_the_welcome_is_said_in_nepali(ledger: Ledger) -> None:
    token = use(Choice(lang="ne", digits="deva", calendar="gregorian"))
    try:
        async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
            assert isinstance(pilot.app.screen, WelcomeScreen)
            text = str(pilot.app.screen.query_one("#welcome-text").render())
            assert "Scorekeeper मा स्वागत छ" in text and "नयाँ सत्र सुरु" in text
            assert "Welcome" not in text
    finally:
        restore(token)

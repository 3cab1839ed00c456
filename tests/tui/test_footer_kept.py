"""The footer keeps its keys while they stay the same, and shows new ones when they change."""

from __future__ import annotations

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Footer
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen


def footer_keys(app: App) -> list[object]:
    return list(app.screen.query_one(Footer).query("FooterKey"))


async def still_footer(pilot: Pilot) -> list[object]:
    """The footer's keys once a pause changes none of them: a rebuild asked for by the
    last key runs after the next refresh, so one look could come before it. Bounded by
    rounds, not by a clock."""
    keys = footer_keys(pilot.app)
    for _ in range(10):
        await pilot.pause()
        again = footer_keys(pilot.app)
        if len(again) == len(keys) and all(a is b for a, b in zip(again, keys, strict=True)):
            break
        keys = again
    return keys


def footer_words(app: ScorekeeperApp) -> str:
    return " ".join(str(key.render()) for key in footer_keys(app))  # type: ignore[attr-defined]


async def test_moving_between_cells_keeps_the_footer_and_a_change_of_keys_shows(ledger: Ledger):
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "tab")  # from Asha's status to her honors
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        before, words = await still_footer(pilot), footer_words(app)
        assert "Next empty" in words
        await pilot.press("tab", "tab")  # box to box: the focus moves, the keys stay
        await settle(pilot)
        after = await still_footer(pilot)
        assert len(after) == len(before)
        assert all(a is b for a, b in zip(after, before, strict=True))
        assert footer_words(app) == words
        await pilot.press("ctrl+w")  # picking the winner: n names one, "Next empty" goes
        await settle(pilot)
        await still_footer(pilot)
        assert "Next empty" not in footer_words(app)

"""SVG snapshots of the main screens, with fixed data and a fixed clock, at two sizes.

Regenerate after a deliberate change of look: ``pytest tests/tui --snapshot-update``.
"""

from __future__ import annotations

import pytest
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


@pytest.mark.parametrize("size", SIZES)
def test_welcome(snap_compare, ledger: Ledger, size):
    assert snap_compare(ScorekeeperApp(ledger), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_session(snap_compare, evening: Ledger, size):
    assert snap_compare(
        ScorekeeperApp(evening, session="Friday"), terminal_size=size, run_before=settle
    )


@pytest.mark.parametrize("size", SIZES)
def test_record_form(snap_compare, evening: Ledger, size):
    async def fill_half(pilot):
        await settle(pilot)
        # Asha declares with a marriage; Bina holds 10+10+3; Chandra sits out.
        await pilot.press("r", "w", "tab", "tab", "1", "tab")  # a winner: no hand cells
        await pilot.press("tab", "tab", "tab", *"10+10+3", "tab", "tab", "o")
        await pilot.pause()

    app = ScorekeeperApp(evening, session="Friday")
    assert snap_compare(app, terminal_size=size, run_before=fill_half)


@pytest.mark.parametrize("size", SIZES)
def test_history(snap_compare, evening: Ledger, size):
    async def open_history(pilot):
        await settle(pilot)
        await pilot.press("h")  # the cursor is on game 3, corrected once
        await pilot.pause()

    app = ScorekeeperApp(evening, session="Friday")
    assert snap_compare(app, terminal_size=size, run_before=open_history)


def test_ratings(snap_compare, ledger: Ledger):
    from test_ratings_screen import three_sessions

    async def open_ratings(pilot):
        await settle(pilot)
        await pilot.press("g")  # from the session list
        await settle(pilot)

    three_sessions(ledger)
    app = ScorekeeperApp(ledger)
    assert snap_compare(app, terminal_size=(80, 24), run_before=open_ratings)

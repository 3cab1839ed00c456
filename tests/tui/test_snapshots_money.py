"""SVG snapshots of Settle, Stats and Chart, with fixed data and a fixed clock, at two sizes.

Regenerate after a deliberate change of look: ``pytest tests/tui --snapshot-update``.
"""

from __future__ import annotations

import pytest
from money_harness import add_night
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def after(*keys: str):
    async def run(pilot) -> None:
        await settle(pilot)
        await pilot.press(*keys)
        await settle(pilot)

    return run


@pytest.mark.parametrize("size", SIZES)
def test_settle(snap_compare, evening: Ledger, size):
    app = ScorekeeperApp(add_night(evening), session="Night")
    assert snap_compare(app, terminal_size=size, run_before=after("m"))


@pytest.mark.parametrize("size", SIZES)
def test_stats(snap_compare, evening: Ledger, size):
    """Every session: t opens this session's statistics, s switches."""
    app = ScorekeeperApp(add_night(evening), session="Night")
    assert snap_compare(app, terminal_size=size, run_before=after("t", "s"))


@pytest.mark.parametrize("size", SIZES)
def test_chart(snap_compare, evening: Ledger, size):
    app = ScorekeeperApp(evening, session="Friday")
    assert snap_compare(app, terminal_size=size, run_before=after("c"))


@pytest.mark.parametrize("size", SIZES)
def test_settle_settled(snap_compare, evening: Ledger, size):
    ledger = add_night(evening)
    ledger.mark_settled("Night", banker="Bina", reason="paid at the table")
    app = ScorekeeperApp(ledger, session="Night")
    assert snap_compare(app, terminal_size=size, run_before=after("m"))


@pytest.mark.parametrize("size", SIZES)
def test_stats_this_session(snap_compare, evening: Ledger, size):
    app = ScorekeeperApp(add_night(evening), session="Night")
    assert snap_compare(app, terminal_size=size, run_before=after("t"))

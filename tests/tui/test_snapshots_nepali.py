"""SVG snapshots of the session, the record form and Settle in Nepali at 80×24: fixed data,
a fixed clock, Devanagari digits. Regenerate after a deliberate change of look:
``pytest tests/tui/test_snapshots_nepali.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from money_harness import add_night
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def nepali() -> Iterator[None]:
    token = use(Choice(lang="ne", digits="deva", calendar="gregorian"))
    yield
    restore(token)


def test_session_nepali(snap_compare, evening: Ledger):
    app = ScorekeeperApp(evening, session="Friday")
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_record_form_nepali(snap_compare, evening: Ledger):
    async def fill_half(pilot):
        await settle(pilot)
        # Asha declares with a marriage; Bina holds १०+१०+३ typed in Devanagari digits.
        await pilot.press("r", "w", "tab", "tab", "१", "tab")
        await pilot.press("tab", "tab", "tab", *"१०+१०+३", "tab", "tab", "o")
        await pilot.pause()

    app = ScorekeeperApp(evening, session="Friday")
    assert snap_compare(app, terminal_size=SIZE, run_before=fill_half)


def test_settle_nepali(snap_compare, evening: Ledger):
    async def open_settle(pilot):
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)

    app = ScorekeeperApp(add_night(evening), session="Night")
    assert snap_compare(app, terminal_size=SIZE, run_before=open_settle)

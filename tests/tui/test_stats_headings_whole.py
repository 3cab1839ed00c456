"""The statistics table at 80 columns: every heading it shows reads whole (no column cut at
the edge, as ``surr`` once was, to ``s``), in English and in Nepali; a wider screen shows
the columns left out, and the words below the table say every count."""

from __future__ import annotations

import pytest
from textual.widgets import DataTable
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.stats import StatsScreen


async def shown_table(
    ledger: Ledger, lang: str, size: tuple[int, int]
) -> tuple[list[str], int, int]:
    token = use(Choice(lang, "deva" if lang == "ne" else "latin", "gregorian"))
    try:
        async with ScorekeeperApp(ledger).run_test(size=size) as pilot:
            await settle(pilot)
            await pilot.press("s")  # the session list: its statistics are every session's
            await settle(pilot)
            await pilot.press("t")
            await settle(pilot)
            assert isinstance(pilot.app.screen, StatsScreen)
            table = pilot.app.screen.query_one("#stats", DataTable)
            headings = [str(column.label) for column in table.columns.values()]
            return headings, table.virtual_size.width, table.scrollable_content_region.width
    finally:
        restore(token)


@pytest.mark.parametrize("lang", ["en", "ne"])
async def test_every_heading_reads_whole_at_80_columns(evening: Ledger, lang: str) -> None:
    headings, wide, room = await shown_table(evening, lang, (80, 24))
    assert wide <= room  # nothing to scroll to: no column cut at the edge
    assert len(headings) >= 8  # through best and worst
    english = {"player", "games", "wins", "total", "best", "worst"}
    assert (english <= set(headings)) if lang == "en" else not english & set(headings)


async def test_a_wider_screen_shows_every_count(evening: Ledger) -> None:
    headings, wide, room = await shown_table(evening, "en", (120, 40))
    assert wide <= room
    assert headings[-4:] == ["sess", "hon", "mar", "surr"]  # no stake: no money column

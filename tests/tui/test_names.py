"""Story 9: names in any script, Devanagari included, line up in the tables."""

from __future__ import annotations

import unicodedata

from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, Hand
from scorekeeper.tui.app import ScorekeeperApp

NAMES = ["आशा", "Bina", "चन्द्रा", "Zoë"]


def terminal_width(text: str) -> int:
    """Cells as a terminal counts them (Kuhn's wcwidth): marks Mn/Me and format
    characters take none, wide East Asian characters two, everything else one."""
    width = 0
    for char in text:
        if unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in "WF" else 1
    return width


def column_ends(table, text: str) -> set[int]:
    """Screen columns where ``text`` ends, on every rendered line that holds it."""
    ends = set()
    for y in range(table.size.height):
        line = table.render_line(y).text
        if text in line:
            ends.add(terminal_width(line[: line.index(text) + len(text)]))
    return ends


async def test_devanagari_names_line_up(ledger: Ledger):
    ledger.new_session("दिवाली", NAMES)
    hands = (
        Hand("आशा", "winner", {"marriages": 1}),
        Hand("Bina", "hand", {"points": 7}),
        Hand("चन्द्रा", "hand", {"points": 11}),
        Hand("Zoë", "surrender-first", {}),
    )
    ledger.record("दिवाली", Entry(hands))
    async with ScorekeeperApp(ledger, session="दिवाली").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = pilot.app.screen.query_one("#scoreboard")
        totals = [str(row[6]) for row in (board.get_row_at(i) for i in range(4))]
        # every total ends in the same screen column, whatever the script of the name
        ends = set().union(*(column_ends(board, f" {total}") for total in totals))
        assert len(ends) == 1, ends
        await pilot.press("r")
        rows = pilot.app.screen.query("HandRow")
        starts = {row.query_one(".status").region.x for row in rows}
        assert len(starts) == 1

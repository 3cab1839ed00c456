"""Fixed data for the Settle, Stats and Chart views, with every number worked out by hand.

"Night" is rules.md worked example 1 at 0.25 NPR a point:
Asha −24 → −6.00, Bina +86 → 21.50, Chandra −36 → −9.00, Dev −26 → −6.50.

The conftest's "Friday" (no stake) has three games; by hand (honor 4, marriage 20, hand × 2):
game 1 example 1 (A −24, B +86, C −36, D −26); game 2 Asha declares with an honor against
Bina's 30 and Chandra's later surrender, Dev sits out (A +78, B −64, C −14); game 3 as
corrected, Chandra declares with two marriages against 25, 5 and 40 (A −90, B −50,
C +260, D −120). Totals: Asha −36, Bina −28, Chandra +210, Dev −146.
"""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import DataTable
from tui_harness import PLAYERS, example_one

from scorekeeper.ledger import Ledger

FRIDAY_RUNNING = {
    "Asha": [-24, 54, -36],
    "Bina": [86, 22, -28],
    "Chandra": [-36, -50, 210],
    "Dev": [-26, -26, -146],
}


def add_night(ledger: Ledger) -> Ledger:
    ledger.new_session("Night", PLAYERS, stake="0.25", currency="NPR")
    ledger.record("Night", example_one())
    return ledger


def rows(pilot: Pilot, selector: str) -> list[list[str]]:
    """The cells of a table on the current screen, as plain text."""
    table = pilot.app.screen.query_one(selector, DataTable)
    return [[str(cell).strip() for cell in table.get_row_at(i)] for i in range(table.row_count)]


def label(pilot: Pilot, selector: str) -> str:
    return str(pilot.app.screen.query_one(selector).render())

"""At 80×24, as a newcomer's terminal opens: what matters on a screen is whole, or says
it is not. Each test reads the cells the terminal is given, not the widget's content."""

from __future__ import annotations

from textual.widgets import Label
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen

SEATS = ["Asha", "Bina", "Chandrakala", "Dev"]


def drawn(label: Label) -> str:
    """The label's first line as the terminal shows it (its width, cut or not)."""
    return label.render_line(0).text.rstrip()


async def test_the_record_form_marks_a_name_too_long_for_its_column(ledger: Ledger):
    # marriage rummy has the most columns: at 80 the names get 8 cells
    ledger.new_session("Thanksgiving", SEATS)
    app = ScorekeeperApp(ledger, session="Thanksgiving")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        names = [drawn(label) for label in app.screen.query(".hand-row .c-name").results(Label)]
        assert names[0] == "Asha" and names[3] == "Dev"
        # cut, and seen to be cut: never a player called "Chandrak"
        assert names[2].startswith("Chandra") and names[2].endswith("…"), names

"""One mistake, one sentence: the record form says each refusal exactly as the web's form
does (both hold it to tests/form_sentences.py), and marks the row
the refusal is about from the error's player."""

from __future__ import annotations

from form_sentences import LONE_THREE, NO_HAND, NO_WINNER, NOT_CARDS
from textual.widgets import Input, Label
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.widgets.hand_row import HandRow

SEATS = ["Asha", "Bina", "Chen", "Dev"]


def _check(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#check", Label).render())


def _marked(app: ScorekeeperApp) -> list[str]:
    """The players whose row has a cell marked invalid."""
    rows = app.screen.query(HandRow)
    return [row.state.player for row in rows if row.query(".-invalid")]


async def _type(pilot, row: HandRow, key: str, text: str) -> None:
    cell = next(w for w in row.query(Input) if w.name == key)
    cell.focus()
    await pilot.pause()
    cell.value = ""
    await pilot.press(*("space" if c == " " else c for c in text))
    await settle(pilot)


async def test_marriage_mistakes_are_said_as_on_the_web_and_their_row_marked(ledger: Ledger):
    ledger.new_session("Friday", SEATS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        _, bina, chen, dev = app.screen.query(HandRow)
        assert _check(app) == f"Cannot save yet — {NO_WINNER}"
        assert _marked(app) == []  # about no row
        await pilot.press("w")  # Asha won
        dev.status.focus()
        await pilot.press("f")  # Dev surrendered first
        await settle(pilot)
        await _type(pilot, chen, "points", "K Q 7")
        assert _check(app) == f"Cannot save yet — {NO_HAND}"
        assert _marked(app) == ["Bina"]
        assert bina.query_one(".f-points").has_class("-invalid")
        await _type(pilot, bina, "points", "23")
        await _type(pilot, chen, "points", "1 K")
        # the row about Chen is marked, though Chen's name starts no sentence of Bina's
        assert _check(app) == f"Cannot save yet — {NOT_CARDS}"
        assert _marked(app) == ["Chen"]
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert app.focused is not None and app.focused.name == "points"
        assert app.focused.query_ancestor(HandRow) is chen
    assert ledger.games("Friday") == []


async def test_table_hand_asks_about_a_lone_three(ledger: Ledger):
    ledger.new_session("Count", SEATS[:2], preset="table-hand")
    app = ScorekeeperApp(ledger, session="Count")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r", "w")
        await settle(pilot)
        _, bina = app.screen.query(HandRow)
        await _type(pilot, bina, "points", "3")
        assert _check(app) == f"Cannot save yet — {LONE_THREE}"
        assert _marked(app) == ["Bina"]
        await _type(pilot, bina, "points", "3h")
        assert _check(app).startswith("Ready to save")
        await pilot.press("ctrl+s")
        await settle(pilot)
    (game,) = ledger.games("Count")
    assert game.scores == {"Asha": 0, "Bina": -5}

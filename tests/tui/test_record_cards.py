"""Cards typed into a hand cell of the record form: previewed and saved as their points."""

from __future__ import annotations

from textual.widgets import Input
from tui_harness import PLAYERS, scoreboard, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen


def keys(text: str) -> list[str]:
    return ["space" if char == " " else char for char in text]


async def test_cards_typed_into_hand_cells_are_saved_as_points(ledger: Ledger) -> None:
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        assert isinstance(app.screen, RecordScreen)
        rows = {row.state.player: row for row in app.screen.query("HandRow")}
        rows["Asha"].query_one(".c-status").focus()
        await pilot.press("w")
        for player, cards in (("Bina", "K Q 7"), ("Chandra", "ks,qh,7"), ("Dev", "JK")):
            rows[player].query_one(".f-points", Input).focus()
            await pilot.press(*keys(cards))
            assert rows[player].query_one(".f-points", Input).value == cards
        await pilot.pause()
        bina = [str(label.render()) for label in rows["Bina"].query(".c-num, .c-score")]
        assert bina == ["0", "-54", "-54"]
        assert "Ready to save" in str(app.screen.query_one("#check").render())
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert scoreboard(pilot) == {"Asha": "+108", "Bina": "-54", "Chandra": "-54", "Dev": "0"}
    stored = ledger.game("Friday", 1).lines
    assert [line.values.get("points") for line in stored] == [None, 27, 27, 0]


async def test_a_card_that_is_not_one_is_named_on_the_form(ledger: Ledger) -> None:
    ledger.new_session("Friday", PLAYERS)
    app = ScorekeeperApp(ledger, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        rows = {row.state.player: row for row in app.screen.query("HandRow")}
        rows["Asha"].query_one(".c-status").focus()
        await pilot.press("w")
        for player, cards in (("Bina", "KK"), ("Chandra", "7"), ("Dev", "Z7")):
            rows[player].query_one(".f-points", Input).focus()
            await pilot.press(*keys(cards))
        # Z cannot be typed into a hand cell at all; KK is not a card and is refused.
        assert rows["Dev"].query_one(".f-points", Input).value == "7"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        check = str(app.screen.query_one("#check").render())
        assert "Bina: must be points 0–10000 (23 or 10+10+3) or cards such as K Q 7" in check
        assert rows["Bina"].query_one(".f-points").has_class("-invalid")
    assert ledger.games("Friday") == []

"""The record form of each rummy-family preset, typed by keys as a person would: the
worked examples of docs/rules.md ("The rest of the rummy family") come out to the same
scores, the check line says the preset's own rule, and each form's look is kept as an
SVG at 80×24. The form is built from the preset's fields alone: no preset has its own."""

from __future__ import annotations

import pytest
from textual.widgets import Label
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen

# Each preset's worked example as keys, stopped just before ctrl+s, and what it scores.
# On a status: a seat number makes that player the winner, a letter sets a status;
# n goes to the next cell still needed, tab along the row.
OUT_OUT = ["tab", "o", "tab", "o"]  # the next two seats sit out
EXAMPLES = {
    # Bina declares; Asha holds 7 10 10 (27); Chandra drops first; Dev holds 95 (capped 80).
    "points": (
        ["2", "up", "right", *"7 10 10", "tab", "tab", "f", "tab", "tab", *"95"],
        {"Asha": -27, "Bina": 127, "Chandra": -20, "Dev": -80},
        "scores sum 0 ✓",
    ),
    # Asha goes out; Bina holds K 5 3 (18), Chandra 10, Dev Q 10 2 (22).
    "basic": (
        ["1", "n", *"k 5 3", "n", *"10", "n", *"q 10 2"],
        {"Asha": 50, "Bina": 0, "Chandra": 0, "Dev": 0},
        "losers 0, the winner Σ hands (× rummy) ✓",
    ),
    # Asha went out having laid K K K, 5 6 7, A A A (90); Bina laid 8 8 8 (15) and holds
    # K 4 A (30); Chandra and Dev sit this one out.
    "table-hand": (
        ["1", *"k k k 5 6 7 a a a", "tab", "tab", *"8 8 8", "tab", *"k 4 a", *OUT_OUT],
        {"Asha": 90, "Bina": -15, "Chandra": 0, "Dev": 0},
        "each score = table − hand, the winner's hand 0 ✓",
    ),
    # Asha goes out; racks Bina 24, Chandra 31 (13+13+5), Dev 17.
    "tiles": (
        ["1", "n", *"24", "n", *"13+13+5", "n", *"17"],
        {"Asha": 72, "Bina": -24, "Chandra": -31, "Dev": -17},
        "scores sum 0 ✓",
    ),
}


def session(ledger: Ledger, preset: str, **rules: object) -> Ledger:
    ledger.new_session("Tonight", PLAYERS, preset=preset, rules=rules or None)
    return ledger


def check_line(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#check", Label).render())


def scores(ledger: Ledger, number: int) -> dict[str, int]:
    return ledger.game("Tonight", number).scores


@pytest.mark.parametrize("preset", list(EXAMPLES))
async def test_the_worked_example_typed_in_the_form(ledger: Ledger, preset: str):
    keys, expected, rule = EXAMPLES[preset]
    app = ScorekeeperApp(session(ledger, preset), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", *keys)
        await pilot.pause()
        assert isinstance(app.screen, RecordScreen)
        assert check_line(app) == f"Ready to save (ctrl+s) · {rule}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert not isinstance(app.screen, RecordScreen)
    assert scores(ledger, 1) == expected


async def test_basic_rummy_doubles_from_the_game_line(ledger: Ledger):
    """The rummy flag is a box on the game line; ticked, the winner scores 2 × 50."""
    app = ScorekeeperApp(session(ledger, "basic"), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "up", "tab", "enter", "ctrl+w", "1")
        await pilot.press("n", *"18", "n", *"10", "n", *"22", "ctrl+s")
        await settle(pilot)
    assert scores(ledger, 1) == {"Asha": 100, "Bina": 0, "Chandra": 0, "Dev": 0}
    assert ledger.game("Tonight", 1).flags == ("rummy",)


async def test_tiles_nobody_out_the_lowest_rack_wins(ledger: Ledger):
    """--no-out: every rack is typed, the winner's too; each loser pays the difference."""
    app = ScorekeeperApp(session(ledger, "tiles"), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "up", "tab", "enter", "ctrl+w", "2", *"8")
        await pilot.press("n", *"22", "n", *"19", "n", *"15")
        await pilot.pause()
        assert check_line(app) == "Ready to save (ctrl+s) · scores sum 0 ✓"
        await pilot.press("ctrl+s")
        await settle(pilot)
    assert scores(ledger, 1) == {"Asha": -7, "Bina": 32, "Chandra": -14, "Dev": -11}


async def test_a_hand_left_empty_is_refused_on_its_cell(ledger: Ledger):
    """Table-hand: a loser's hand is needed (a table is 0 if empty); the cursor goes there."""
    app = ScorekeeperApp(session(ledger, "table-hand"), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "1", *"30", "tab", "tab", *"10")  # Bina: a table, no hand
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, RecordScreen)
        assert "hand: Bina needs hand points (every loser counts their hand)" in check_line(app)
        assert app.focused is not None and app.focused.name == "points"
    assert ledger.totals("Tonight").games == 0


async def test_a_wrong_show_with_two_players_loses_to_the_opponent(ledger: Ledger):
    ledger.new_session("Two", ["Asha", "Bina"], preset="points")
    app = ScorekeeperApp(ledger, session="Two")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "s", "2")  # Asha showed a wrong hand: Bina wins
        await pilot.pause()
        legend = str(app.screen.query_one("#legend", Label).render())
        assert "s wrong show" in legend and "f drop 1st" in legend
        await pilot.press("ctrl+s")
        await settle(pilot)
    assert ledger.game("Two", 1).scores == {"Asha": -80, "Bina": 80}


@pytest.mark.parametrize("preset", list(EXAMPLES))
def test_record_form_snapshot(snap_compare, ledger: Ledger, preset: str):
    keys = EXAMPLES[preset][0]

    async def fill(pilot):
        await settle(pilot)
        await pilot.press("r", *keys)
        await settle(pilot)  # the form's check line and preview, drawn however busy the machine

    app = ScorekeeperApp(session(ledger, preset), session="Tonight")
    assert snap_compare(app, terminal_size=(80, 24), run_before=fill)


async def test_a_rack_typed_as_tiles_counts_its_joker(ledger: Ledger):
    """Tiles: '13 5 6 jk' in a rack cell is 24 and a joker at joker-value (30), added to
    any joker counted in its own cell; the ledger keeps them apart."""
    app = ScorekeeperApp(session(ledger, "tiles"), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "1", "n", *"13 5 6 jk", "n", *"7", "tab", "1", "n", *"12")
        await pilot.press("ctrl+s")
        await settle(pilot)
    game = ledger.game("Tonight", 1)
    assert game.scores == {"Asha": 54 + 37 + 12, "Bina": -54, "Chandra": -37, "Dev": -12}
    values = {line.player: dict(line.values) for line in game.lines}
    assert values["Bina"] == {"points": 24, "jokers": 1}
    assert values["Chandra"] == {"points": 7, "jokers": 1}


async def test_the_scoreboard_names_each_preset_part_in_words(ledger: Ledger):
    """The breakdown keys (winner_rack) are for scripts; the scoreboard's head reads as words."""
    app = ScorekeeperApp(session(ledger, "tiles"), session="Tonight")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one("#scoreboard")
        heads = [str(column.label) for column in board.columns.values()]
    assert heads[4:6] == ["racks", "winner rack"]
    assert not any("_" in head for head in heads)

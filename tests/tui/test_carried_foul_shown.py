"""A nepali session whose foul is paid in the next game: the session screen's games show
the carried payment in that game, also in the column of a fouler who sat it out, as
``scorekeeper games`` does; the totals and the rows agree."""

from __future__ import annotations

from tui_harness import scoreboard, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp


def next_game_foul(ledger: Ledger, games: int = 2) -> Ledger:
    """Game 1: Chandra fouls; game 2 (unless ``games`` is 1): Bina wins, Chandra sits out
    and pays her 15."""
    ledger.new_session("Eve", ["Asha", "Bina", "Chandra", "Dev"], "nepali",
                       {"foul-payment": "next-game"})  # fmt: skip
    first = {"maal": ["Asha=10", "Bina=5", "Chandra=4", "Dev=8"], "foul": ["Chandra"],
             "unseen": ["Dev"]}  # fmt: skip
    ledger.record("Eve", ledger.build_entry("Eve", "Asha", first, []))
    if games == 2:
        second = {"maal": ["Bina=6", "Asha=3"]}
        ledger.record("Eve", ledger.build_entry("Eve", "Bina", second, ["Chandra"]))
    return ledger


async def test_a_carried_foul_shows_in_the_next_game(ledger: Ledger) -> None:
    app = ScorekeeperApp(next_game_foul(ledger), session="Eve")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        games = {row[0].strip(): row[4:] for row in table_rows(pilot, "#games")}
        # game 1 (worked example 3, next-game): Chandra pays nothing yet
        assert games["1"] == ["+38", "+2", "-15", "-25"]
        # game 2: Bina +15 of her own and Chandra's 15; Chandra sat out but pays it
        assert games["2"] == ["-3", "+30", "-15", "-12"]
        assert scoreboard(pilot) == {"Asha": "+35", "Bina": "+32", "Chandra": "-30",
                                     "Dev": "-37"}  # fmt: skip


async def test_a_foul_still_owed_is_marked_on_the_scoreboard(ledger: Ledger) -> None:
    """After the foul game and before the next, the fouler's row says what they owe."""
    app = ScorekeeperApp(next_game_foul(ledger, games=1), session="Eve")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        marks = {row[1]: row[7] for row in table_rows(pilot, "#scoreboard")}
    assert marks["Chandra"] == "owes 15 next game"
    assert marks["Asha"] == "★ leads"
    assert marks["Dev"] == ""

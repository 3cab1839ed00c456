"""The history screen of a nepali next-game session: a game's revisions show the foul
paid into it as the games table does (also in the column of a fouler sitting it out),
and a correction of the foul game changes them at once."""

from __future__ import annotations

from test_carried_foul_shown import next_game_foul
from tui_harness import settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.history import HistoryScreen


async def history_of(app: ScorekeeperApp, pilot, number: int) -> list[list[str]]:
    app.push_screen(HistoryScreen(app.screen.session_id, number))
    await settle(pilot)
    rows = table_rows(pilot, "#revisions")
    app.pop_screen()
    await settle(pilot)
    return [[cell.strip() for cell in row] for row in rows]


async def test_history_shows_the_foul_paid_in_the_next_game(ledger: Ledger) -> None:
    app = ScorekeeperApp(next_game_foul(ledger), session="Eve")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        games = {row[0].strip(): row[4:] for row in table_rows(pilot, "#games")}
        assert games["2"] == ["-3", "+30", "-15", "-12"]  # Chandra sat out but pays 15
        assert (await history_of(app, pilot, 2))[-1][4:] == games["2"]
        seen = {"maal": ["Asha=10", "Bina=5", "Chandra=4", "Dev=8"], "unseen": ["Dev"]}
        ledger.correct("Eve", 1, ledger.build_entry("Eve", "Asha", seen), "no foul")
        (record,) = await history_of(app, pilot, 2)
        assert record[:4] == ["1", "record", "Bina", "Bina"]
        assert record[4:] == ["-3", "+15", "·", "-12"]  # nothing carried: Chandra sat out
    assert ledger.games("Eve")[1].scores == {"Asha": -3, "Bina": 15, "Chandra": 0, "Dev": -12}

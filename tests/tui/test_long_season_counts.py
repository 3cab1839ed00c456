"""A long season opens and saves as a short one does: counted, not timed.

A session of 600 games (built as the benchmarks build theirs, by importing a generated
export) opened in the TUI: the UI thread adds one batch of rows at start, the latest
games, with the cursor on the last; older games come a batch at a time when the cursor
reaches the top; a save adds one row, reads back that game alone and moves the totals on
by it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from bench_loader import bench_data
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads import session_view, totals_delta
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.games_table import BATCH, GamesTable
from scorekeeper.tui.widgets.scoreboard import Scoreboard

GAMES = 600


BENCH = bench_data()


@pytest.fixture
def season(tmp_path: Path) -> Ledger:
    ledger = Ledger(tmp_path / "season.db")
    ledger.import_document(BENCH.document(GAMES))
    yield ledger
    ledger.close()


def table_of(app: ScorekeeperApp) -> GamesTable:
    return app.screen.query_one("#games", GamesTable)


async def test_start_adds_one_batch_of_rows_the_last_game_under_the_cursor(season: Ledger):
    app = ScorekeeperApp(season, session=BENCH.SESSION)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.rows_added == BATCH == table.row_count
        assert table.first == GAMES - BATCH + 1
        assert table.selected_game() == GAMES
        # the end of the ledger on screen, once the scroll to the cursor has run (it may
        # take a few frames on a busy machine)
        for _ in range(50):
            await pilot.pause(0.02)
            if table.scroll_y == table.max_scroll_y:
                break
        assert table.scroll_y == table.max_scroll_y > 0


async def test_older_games_come_a_batch_at_a_time_at_the_top(season: Ledger):
    app = ScorekeeperApp(season, session=BENCH.SESSION)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = table_of(app)
        table.move_cursor(row=0)  # the oldest game shown: the batch before it is read
        await pilot.pause()
        assert table.row_count == 2 * BATCH and table.first == GAMES - 2 * BATCH + 1
        assert table.selected_game() == GAMES - BATCH + 1  # the cursor kept its game
        numbers = [int(str(table.get_row_at(i)[0]).split()[0]) for i in range(table.row_count)]
        assert numbers == list(range(table.first, GAMES + 1))
        for _ in range(5):
            table.move_cursor(row=0)
            await pilot.pause()
        assert table.row_count == GAMES and table.first == 1  # and no further than game 1
        assert table.rows_added == GAMES


async def test_a_save_adds_one_row_and_moves_the_totals_on_without_summing_the_season(
    season: Ledger, monkeypatch: pytest.MonkeyPatch
):
    """The totals after a save: one read, moved on by the saved game's revision from the
    sums the screen had (``totals_delta``); the season's lines are never summed again."""
    totals_read, season_sums = [], []
    real_read, real_sums = session_view.read_totals, totals_delta.plain.total_sums

    def counting(conn, info, running=None):
        totals_read.append(info.id)
        return real_read(conn, info, running)

    def summing(conn, info):
        season_sums.append(info.id)
        return real_sums(conn, info)

    games_read: list[list[int]] = []
    real_games = session_view.plain.games

    def reading(conn, info, numbers=None):
        games_read.append(list(numbers) if numbers is not None else ["every"])
        return real_games(conn, info, numbers)

    app = ScorekeeperApp(season, session=BENCH.SESSION)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = table_of(app)
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        before, added = table.row_count, table.rows_added
        monkeypatch.setattr(session_view, "read_totals", counting)
        monkeypatch.setattr(totals_delta.plain, "total_sums", summing)
        monkeypatch.setattr(session_view.plain, "games", reading)
        await pilot.press("r")
        entry = season.build_entry(
            BENCH.SESSION, "Asha", {"hand": [f"{n}=7" for n in BENCH.SEATS[1:]]}
        )
        row = season.record(BENCH.SESSION, entry)  # as the form saves it,
        app.own_write(app.screen, screen)  # and tells the app at once, as the form does
        app.follower.look()  # the app's look at the file may come before the screen's turn
        games_read.clear()  # the record's own row: what the screen reads comes next
        app.screen.dismiss((row, f"Game {row.number} saved.", False))
        await settle(pilot)
        looked = app.follower.looks

        async def looked_again() -> None:  # a whole look after the save, finding nothing
            while app.follower.looks < looked + 2:
                await pilot.pause()

        await asyncio.wait_for(looked_again(), timeout=30)
        await settle(pilot)
        assert app.screen is screen
        assert table.rows_added == added + 1 and table.row_count == before + 1
        assert table.selected_game() == GAMES + 1
        assert len(totals_read) == 1, totals_read
        assert season_sums == [], season_sums
        # read back: the saved game alone, not every row the table shows
        assert games_read == [[GAMES + 1]], games_read
        title = str(screen.query_one("#games-title").render())
        totals = season.totals(BENCH.SESSION)
        assert title.startswith(f"Games — {totals.games} counted")
        board = screen.query_one(Scoreboard)
        shown = {p.name: str(board.get_cell(p.name, "total")) for p in totals.players}
        assert shown == {p.name: signed(p.total) for p in totals.players}

"""The TUI follows other writers on its file: the real ``scorekeeper`` command in a
subprocess records, restores or changes games while the app runs, and no key is pressed.

Waiting is counted in the app's looks at the file (``FileWatch.looks``), never in seconds.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from db_dump import dump_database
from script_env import SCRIPT, script_env
from textual.pilot import Pilot
from tui_harness import PLAYERS, example_one, scoreboard, settle, table_rows, told, told_titles

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, Hand
from scorekeeper.store.sqlite.watch import FileWatch
from scorekeeper.store.watching import Change
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.confirm import ConfirmDialog
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.screens.sessions import SessionsScreen

# A game of the four seats as the CLI takes it: Bina declares, the others hold points.
GAME = ("--winner", "Bina", "--hand", "Asha=10", "--hand", "Chandra=20", "--hand", "Dev=5")


def cli(db: Path | str, *args: str) -> str:
    """One run of the installed program on ``db``, as another window would run it."""
    done = subprocess.run(
        [str(SCRIPT), "--db", str(db), *args], capture_output=True, text=True, env=script_env(db)
    )
    assert done.returncode == 0, f"{args}: exit {done.returncode}: {done.stderr}"
    return done.stdout


async def after_looks(pilot: Pilot, looks: int = 2) -> None:
    """Let the app take ``looks`` more looks at the file (one every half second), then
    finish what they started. Bounded by a count of pauses, not by a clock."""
    watch = pilot.app.follower.watch
    target = watch.looks + looks
    for _ in range(2000):
        if watch.looks >= target:
            break
        await pilot.pause(0.05)
    assert watch.looks >= target, "the app stopped looking at its file"
    await settle(pilot)
    await settle(pilot)  # a reread may start another (a screen shown again)


def column_sums(pilot: Pilot, seats: list[str]) -> dict[str, int]:
    """Each seat's scores summed over the games table's counted (not struck) rows."""
    table = pilot.app.screen.query_one("#games")
    sums = dict.fromkeys(seats, 0)
    for index in range(table.row_count):
        cells = table.get_row_at(index)
        if "strike" in str(cells[0].style):
            continue
        for seat, cell in zip(seats, cells[4:], strict=True):
            sums[seat] += 0 if str(cell) == "·" else int(str(cell))
    return sums


def header(pilot: Pilot) -> str:
    return str(pilot.app.screen.query_one("#games-title").render())


async def test_games_recorded_by_the_cli_show_without_a_key(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert "3 counted" in header(pilot)
        for _ in range(3):
            cli(db, "record", "Friday", *GAME)
        await after_looks(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert "6 counted" in header(pilot)
        assert "game 7 next" in str(app.screen.query_one("#coming").render())
        rows = table_rows(pilot, "#games")
        assert [row[0].strip() for row in rows] == ["1", "2", "3 ✎", "4", "5", "6"]
        totals = {name: int(total) for name, total in scoreboard(pilot).items()}
        assert column_sums(pilot, PLAYERS) == totals
        # A correction elsewhere replaces its row in place.
        cli(db, "void", "Friday", "5", "--reason", "misdeal")
        await after_looks(pilot)
        assert "5 counted" in header(pilot)
        totals = {name: int(total) for name, total in scoreboard(pilot).items()}
        assert column_sums(pilot, PLAYERS) == totals


async def test_on_postgresql_the_games_another_scorer_records_show_too(server_evening: Ledger):
    """A club's ledger: the app hears each change (NOTIFY) and reads again, as with a file."""
    url = server_evening.db.target
    app = ScorekeeperApp(server_evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert "3 counted" in header(pilot)
        cli(url, "record", "Friday", *GAME)
        await after_looks(pilot)
        assert "4 counted" in header(pilot)
        totals = {name: int(total) for name, total in scoreboard(pilot).items()}
        assert column_sums(pilot, PLAYERS) == totals
        cli(url, "void", "Friday", "4", "--reason", "misdeal")
        await after_looks(pilot)
        assert "3 counted" in header(pilot)
        # nothing else written: a look that hears nothing reads nothing again
        generation = app.follower.generation
        await after_looks(pilot)
        assert app.follower.generation == generation


async def test_a_half_typed_form_is_kept_and_the_session_follows_when_it_closes(
    evening: Ledger,
):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        assert isinstance(app.screen, RecordScreen)
        form = app.screen
        form.query("HandRow")[1].query_one(".f-points").value = "17"
        cli(db, "record", "Friday", *GAME)
        await after_looks(pilot)
        assert app.screen is form  # still there, with what was typed
        assert form.query("HandRow")[1].query_one(".f-points").value == "17"
        await pilot.press("escape")  # asks before throwing typing away
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        await after_looks(pilot, 1)
        assert isinstance(app.screen, SessionScreen)
        assert "4 counted" in header(pilot)
        assert len(table_rows(pilot, "#games")) == 4


async def test_screen_under_another_reads_again_when_shown(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")  # the session list, visible: it follows at once
        assert isinstance(app.screen, SessionsScreen)
        cli(db, "record", "Friday", *GAME)
        await after_looks(pilot)
        assert table_rows(pilot, "#sessions")[0][2] == "4"
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("t")  # statistics over the session screen
        cli(db, "record", "Friday", *GAME)
        await after_looks(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert "5 counted" in header(pilot)
        assert len(table_rows(pilot, "#games")) == 5


def other_file(path: Path, players: list[str], games: int, also: str | None = None) -> Path:
    """A scorekeeper file of its own (a backup to restore), with other players."""
    other = Ledger(path)
    try:
        other.new_session("Friday", players)
        winner, *others = players
        for _ in range(games):
            hands = [Hand(winner, "winner", {})] + [Hand(p, "hand", {"points": 7}) for p in others]
            other.record("Friday", Entry(tuple(hands)))
        if also:
            other.new_session(also, players)
    finally:
        other.close()
    return path


async def test_a_restore_under_the_tui_is_read_whole(evening: Ledger, tmp_path: Path):
    db = evening.db.path
    others = ["Esha", "Farid", "Gita", "Hari"]
    backup = other_file(tmp_path / "elsewhere.db", others, games=2)
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        cli(db, "restore", str(backup))
        await after_looks(pilot)
        assert isinstance(app.screen, SessionScreen)
        board = scoreboard(pilot)
        assert sorted(board) == sorted(others)  # nobody of the old file left
        table = app.screen.query_one("#games")
        assert [str(column.label) for column in table.columns.values()][4:] == others
        assert "2 counted" in header(pilot)
        assert len(table_rows(pilot, "#games")) == 2
        assert column_sums(pilot, others) == {name: int(v) for name, v in board.items()}
        titles = told_titles(app)
        assert "Read again" in titles


async def test_a_restore_without_the_open_session_goes_back_to_the_list(
    evening: Ledger, tmp_path: Path
):
    db = evening.db.path
    evening.new_session("Saturday", PLAYERS)  # number 2: the restored file has only 1
    evening.record("Saturday", example_one())
    backup = other_file(tmp_path / "elsewhere.db", ["Esha", "Farid", "Gita"], games=1)
    app = ScorekeeperApp(evening, session="Saturday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        cli(db, "restore", str(backup))
        await after_looks(pilot)
        assert isinstance(app.screen, SessionsScreen)
        assert [row[1] for row in table_rows(pilot, "#sessions")] == ["Esha, Farid, Gita"]
        notes = told(app, "Session gone")
        assert notes == ["Saturday is not in the restored file: choose a session from the list."]


async def test_undo_does_only_what_was_agreed_to(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+z")
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question == "Undo the correction of game 3?"
        cli(db, "record", "Friday", *GAME)  # while the question is on the screen
        before = dump_database(db)
        await pilot.press("y")
        await after_looks(pilot)
        assert dump_database(db) == before  # nothing undone, nothing written
        notes = told(app, "Nothing undone")
        assert notes == [
            "undo: the last change is now game 4's recording (made elsewhere), not game 3's "
            "correction; nothing was undone — press ctrl+z again to see it."
        ]
        rows = table_rows(pilot, "#games")
        assert [row[0].strip() for row in rows] == ["1", "2", "3 ✎", "4"]  # the CLI's game
        await pilot.press("ctrl+z")  # asked again, about what is now last
        assert app.screen.question == "Undo the recording of game 4?"
        await pilot.press("y")
        await settle(pilot)
        assert evening.game("Friday", 4).voided
        assert evening.game("Friday", 3).corrected


def test_the_watch_tells_a_write_from_a_file_put_in_place(tmp_path: Path):
    """A restore may move another file into place (a new inode): a connection kept on
    the old one would never see it, so the watch looks at the file's identity too."""
    db = other_file(tmp_path / "scores.db", PLAYERS, games=1)
    watch = FileWatch(db)
    try:
        assert watch.look() is None
        cli(db, "record", "Friday", *GAME)
        assert watch.look() is Change.WRITTEN
        assert watch.look() is None
        moved_in = other_file(tmp_path / "moved.db", ["Esha", "Farid"], games=3)
        os.replace(moved_in, db)
        assert watch.look() is Change.REPLACED
        assert watch.look() is None  # watching the new file now
        cli(db, "record", "Friday", "--winner", "Esha", "--hand", "Farid=3")
        assert watch.look() is Change.WRITTEN
    finally:
        watch.close()

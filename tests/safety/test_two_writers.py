"""Several writers on one file: they queue (BEGIN IMMEDIATE, busy timeout), none fails.

Four separate Python processes create the same new file at once, race to create the
session, and each then records 25 games: there must be exactly 100 games numbered
1–100, 25 by each writer, and no "database is locked" anywhere. Then the TUI's way
of working — one long-lived ``Ledger`` in this process — writes while the installed
``scorekeeper`` records from other processes.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from safety_harness import SEATS, dump, entry_for, fixed_clock, one_line_failure, run, run_script

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import reading

WRITERS, GAMES = 4, 25

WRITER = """
import sys
from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import engine
from scorekeeper.rules import RuleError
path, me, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
seats = ["Asha", "Bina", "Chandra", "Dev"]
print("ready", flush=True)
sys.stdin.readline()  # everyone starts together
book = Ledger(path)  # four processes create the same new file at once
try:
    book.new_session("S", seats)
except RuleError:
    pass  # another writer made it first
winner = seats[me]
for i in range(games):
    hands = [f"{p}={i}" for p in seats if p != winner]
    game = book.record("S", book.build_entry("S", winner, {"hand": hands}))
    print(game.number, flush=True)
"""


def test_four_writers_queue_and_number_games_1_to_100(tmp_path: Path) -> None:
    path = tmp_path / "busy.db"
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(me), str(GAMES)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for me in range(WRITERS)
    ]
    for writer in writers:  # all imported and waiting: start them in the same instant
        assert writer.stdout.readline() == "ready\n"
    for writer in writers:
        writer.stdin.write("go\n")
        writer.stdin.flush()
    printed = []
    for writer in writers:
        out, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
        assert "locked" not in err and "busy" not in err
        printed.append([int(line) for line in out.split()])
    assert sorted(n for numbers in printed for n in numbers) == list(range(1, 101))
    book = Ledger(path)
    try:
        games = book.games("S")
        assert [g.number for g in games] == list(range(1, WRITERS * GAMES + 1))
        assert Counter(g.winner for g in games) == dict.fromkeys(SEATS, GAMES)
        for me, numbers in enumerate(printed):  # each writer's games are its own
            assert {games[n - 1].winner for n in numbers} == {SEATS[me]}
        assert len(book.sessions()) == 1
        assert book.check().ok
    finally:
        book.close()


def test_a_long_lived_ledger_and_the_cli_write_side_by_side(tmp_path: Path) -> None:
    """The TUI keeps one Ledger open for hours while scripts record into the same file."""
    path = tmp_path / "shared.db"
    book = Ledger(path, clock=fixed_clock)
    info, _ = book.new_session("S", SEATS)
    entry = ["--winner", "Bina", "--hand", "Asha=1", "--hand", "Chandra=2", "--hand", "Dev=3"]
    results: list[subprocess.CompletedProcess[str]] = []

    def script_writer() -> None:
        for _ in range(2):
            results.append(run_script(path, "record", "S", *entry))

    threads = [threading.Thread(target=script_writer) for _ in range(2)]
    for thread in threads:
        thread.start()
    mine = []
    while any(thread.is_alive() for thread in threads) or len(mine) < 10:
        number = book.next_game("S").number
        mine.append(book.record("S", entry_for(info, number)).number)
    for thread in threads:
        thread.join()
    for done in results:
        assert done.returncode == 0, done.stderr
        assert "locked" not in done.stderr
    games = book.games("S")  # the long-lived ledger sees every other writer's games
    assert [g.number for g in games] == list(range(1, len(mine) + 5))
    assert sum(g.winner == "Bina" for g in games if g.number not in mine) == 4
    assert book.check().ok
    book.close()


def test_a_writer_that_waits_too_long_is_told_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past the busy timeout (30 s; here 0.3 s) the user gets a sentence, not "locked"."""
    path = tmp_path / "held.db"
    book = Ledger(path, clock=fixed_clock)
    info, _ = book.new_session("S", SEATS)
    book.record("S", entry_for(info, 1))
    book.close()
    monkeypatch.setattr(reading, "BUSY_TIMEOUT_S", 0.3)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        before = dump(path)
        message = one_line_failure(
            run(
                path,
                "record",
                "S",
                "--winner",
                "Asha",
                "--hand",
                "Bina=1",
                "--hand",
                "Chandra=2",
                "--hand",
                "Dev=3",
            ),
            1,
        )
        assert message == (
            f"{path} is busy: another scorekeeper kept it locked for 0 s; close it or try again"
        )
        assert "database is locked" not in message
        assert run(path, "totals", "S").exit_code == 0  # reading never waits for a writer
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert dump(path) == before


def test_the_switch_to_wal_waits_for_another_writer_and_the_file_ends_in_wal(
    tmp_path: Path,
) -> None:
    """Switching a file to WAL takes its write lock while holding a read lock; SQLite
    refuses that at once ("locked", no busy wait) while another connection holds the
    write lock, as waiting could deadlock. Writers opening a new file together met it
    (one of four failed now and then): one still migrating, or recording, while another
    switched. The switch waits for the other writer instead, and a file left in the old
    mode by such a loss is switched by the next writer to open it."""
    path = tmp_path / "new.db"
    Ledger(path).close()
    lost = sqlite3.connect(path, isolation_level=None)
    assert lost.execute("PRAGMA journal_mode = DELETE").fetchone() == ("delete",)
    lost.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer, mid-change
    waiting, failed = threading.Event(), []

    def watch(frame: object, event: str, arg: object) -> None:
        if event == "c_call" and arg is time.sleep:  # the writer waits its turn
            waiting.set()

    def writer() -> None:
        sys.setprofile(watch)  # this thread's calls only
        try:
            Ledger(path).close()  # opening for writing switches the file to WAL
        except Exception as error:  # told to the test below
            failed.append(error)
        finally:
            sys.setprofile(None)

    thread = threading.Thread(target=writer)
    thread.start()
    while thread.is_alive() and not waiting.wait(0.01):
        pass
    other.execute("ROLLBACK")
    other.close()
    thread.join()
    assert failed == [] and waiting.is_set()
    check = sqlite3.connect(path)
    try:
        assert check.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        check.close()

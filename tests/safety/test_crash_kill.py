"""SIGKILL at random moments: every acknowledged game survives, nothing is half-written.

A forked child records games in a loop (and corrects every third one), and prints
``R n`` / ``C n`` on a pipe only after the commit returned. The parent kills it with
SIGKILL after 10–250 ms, at random (longer on a machine too busy to write in that time),
then opens the file as the app would and checks:
SQLite's integrity, the ledger's invariants (a current revision with a line per seat,
zero-sum, numbers 1…N), and that every acknowledged game holds exactly its entry and
scores. Forking (rather than starting Python) keeps each kill at a few milliseconds of
set-up, so the loop is mostly writing and dying. The loop counts its work, not the clock:
it goes on until it has both killed enough times and seen enough games acknowledged.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from safety_harness import SCRIPT, SEATS, entry_for, fixed_clock, integrity, run_script
from script_env import script_env

from scorekeeper.ledger import Ledger
from scorekeeper.store.check import invariant_problems

KILLS = 20
KILLS_SLOW = 120
GAMES_PER_KILL = 2  # acknowledged games per kill that make the loop worth its name
ROUNDS_PER_KILL = 10  # the bound: a recorder that cannot write even then is a failure
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the recorder is forked")


def _child(path: Path, out: int) -> None:
    """Record (and correct) games until killed; acknowledge each after its commit."""
    try:
        book = Ledger(path, clock=fixed_clock)
        info = book.session("S")
        while True:
            number = book.next_game("S").number
            book.record("S", entry_for(info, number))
            os.write(out, f"R {number}\n".encode())
            if number % 3 == 0:
                book.correct("S", number, entry_for(info, number, 1), "crash test")
                os.write(out, f"C {number}\n".encode())
    except BaseException as error:  # tell the parent, which would otherwise see no cause
        os.write(out, f"E {error!r}\n".encode())
    finally:
        os._exit(1)  # never return into the test runner's copy of itself


def _kill_once(path: Path, delay: float) -> list[tuple[str, int]]:
    """Fork a recorder, SIGKILL it after ``delay`` seconds; what it acknowledged."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        _child(path, write_end)
    os.close(write_end)
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    text = b"".join(chunks).decode()
    assert os.WIFSIGNALED(status), f"the recorder ended by itself: {text[-300:]}"
    # A line cut off by the kill was not fully acknowledged.
    lines = text.split("\n")[:-1]
    assert not [line for line in lines if line.startswith("E ")], text
    return [(kind, int(number)) for kind, number in (line.split() for line in lines)]


def _verify(path: Path, acked: dict[int, int], last: int | None) -> int:
    """The file after a kill: healthy, complete, and holding every acknowledged game.

    ``acked`` maps game numbers to 0 (recorded) or 1 (corrected); a game or correction
    that committed just before the kill, unacknowledged, is added to it as now durable;
    returns how many there were (kills that landed between a commit and its print).
    """
    assert integrity(path) == ["ok"]
    conn = sqlite3.connect(path)
    try:
        assert invariant_problems(conn) == []
    finally:
        conn.close()
    book = Ledger(path, clock=fixed_clock)  # opens as the app does: header checks, WAL
    try:
        games = {game.number: game for game in book.games("S")}
        assert list(games) == list(range(1, len(games) + 1))
        assert set(acked) <= set(games), sorted(set(acked) - set(games))
        info = book.session("S")
        in_flight = 0
        for number, game in games.items():
            variant = game.revision - 1
            if number not in acked:  # only the record in flight, never yet corrected
                assert number == max(games) == max(acked, default=0) + 1 and variant == 0
                in_flight += 1
            elif variant != acked[number]:  # only the correction in flight
                assert (acked[number], variant, number) == (0, 1, last), (number, variant)
                in_flight += 1
            acked[number] = variant
            entry = entry_for(info, number, variant)
            assert game.entry == entry
            assert game.scores == {s.player: s.score for s in info.rules.score(entry)}
            assert sum(game.scores.values()) == 0
        return in_flight
    finally:
        book.close()


def _kill_loop(tmp_path: Path, kills: int, seed: int) -> dict[int, int]:
    """At least ``kills`` recorders killed in turn, and more until GAMES_PER_KILL × ``kills``
    games were acknowledged; returns the games as they were acknowledged."""
    path = tmp_path / "crash.db"
    book = Ledger(path, clock=fixed_clock)
    book.new_session("S", SEATS)
    book.close()
    rng = random.Random(seed)
    acked: dict[int, int] = {}  # game number -> 0 recorded, 1 corrected (acknowledged)
    in_flight = done = 0
    stretch = 1  # doubles after each kill that came before any acknowledgement
    while done < kills or len(acked) < GAMES_PER_KILL * kills:
        assert done < ROUNDS_PER_KILL * kills, f"{done} kills, only {len(acked)} games acked"
        last = None
        said = _kill_once(path, rng.uniform(0.01, 0.25) * stretch)
        for kind, number in said:
            acked[number] = 1 if kind == "C" else 0
            last = number
        in_flight += _verify(path, acked, last)
        done += 1
        stretch = 1 if said else min(stretch * 2, 16)
    print(f"{done} kills survived: {len(acked)} games, {in_flight} commits unacknowledged")
    return acked


def test_sigkill_never_loses_an_acknowledged_game(tmp_path: Path) -> None:
    acked = _kill_loop(tmp_path, KILLS, seed=4)
    assert len(acked) >= GAMES_PER_KILL * KILLS  # enough writing for the kills to prove much


@pytest.mark.slow
def test_sigkill_many_times(tmp_path: Path) -> None:
    acked = _kill_loop(tmp_path, KILLS_SLOW, seed=2024)
    assert len(acked) >= GAMES_PER_KILL * KILLS_SLOW
    book = Ledger(tmp_path / "crash.db")
    try:
        report = book.check()
        assert report.ok, report.problems
    finally:
        book.close()


@pytest.mark.slow
def test_sigkill_of_the_installed_script_in_a_shell_loop(tmp_path: Path) -> None:
    """As a person would: ``kill -9`` a shell loop of ``scorekeeper record``."""
    path = tmp_path / "shell.db"
    players = [arg for seat in SEATS for arg in ("-p", seat)]
    assert run_script(path, "new", "S", *players).returncode == 0
    loop = (
        'for i in $(seq 1 40); do "$SK" --db "$DB" record S --winner Asha --hand Bina=5 '
        '--hand Chandra=7 --hand Dev=9 >/dev/null && echo "ok"; done'
    )
    acked = 0
    for delay in (1.7, 2.9, 2.3):
        shell = subprocess.Popen(
            ["bash", "-c", loop],
            stdout=subprocess.PIPE,
            env=script_env(path) | {"SK": str(SCRIPT), "DB": str(path)},
            start_new_session=True,
        )
        time.sleep(delay)
        os.killpg(shell.pid, signal.SIGKILL)  # the shell and the scorekeeper it runs
        out, _ = shell.communicate()
        acked += out.decode().count("ok")
        assert integrity(path) == ["ok"]
        done = run_script(path, "check")
        assert done.returncode == 0, done.stdout + done.stderr
        games = int(json.loads(run_script(path, "totals", "S", "--json").stdout)["games"])
        assert acked <= games <= acked + 1  # the one in flight may have committed
        acked = games

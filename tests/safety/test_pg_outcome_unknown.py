"""A change whose connection drops is told as saved or not saved, never as unknown.

Another connection terminates every backend on the ledger's database every 30 ms while
the command line records games one after another, each sent again while the answer is
"not saved". Afterwards every answer must match what is stored: a game told recorded is
there, and no game is there twice (a "failed" game that had in fact been saved would be
recorded again by its retry).
"""

from __future__ import annotations

import threading
from collections import Counter
from urllib.parse import urlsplit

import psycopg
from main_run import Done, run_main
from script_env import in_process_env

GAMES, TRIES = 6, 200  # a try is cheap in-process; a cut may land on many in a row
CALM_AFTER = 10
NOT_SAVED = ("not saved", "nothing was saved")


def _run(url: str, *args: str) -> Done:
    """The command line's ``main`` in this process: a try costs the command, not a start
    of Python, so more of the run is spent connected, where the cuts land."""
    return run_main(["--db", url, *args], env=in_process_env())


def _terminator(
    admin_url: str, database: str, stop: threading.Event, calm: threading.Event
) -> None:
    with psycopg.connect(admin_url, autocommit=True) as conn:
        while not stop.wait(0.03):  # the cadence of the cuts, not a wait for anything
            if calm.is_set():
                continue
            conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (database,),
            )


def test_every_answer_matches_what_was_stored(pg_url: str, pg_server: object) -> None:
    made = _run(pg_url, "new", "S", "-p", "Asha", "-p", "Bina", "-p", "Chandra")
    assert made.code == 0, made.stderr
    database = urlsplit(pg_url).path.lstrip("/")
    stop, calm = threading.Event(), threading.Event()
    cutter = threading.Thread(
        target=_terminator, args=(pg_server.url("postgres"), database, stop, calm), daemon=True
    )
    cutter.start()
    told: dict[str, list[str]] = {}
    try:
        for number in range(1, GAMES + 1):
            note = f"g{number}"
            answers = told.setdefault(note, [])
            for tried in range(TRIES):
                # On a loaded machine a try can outlast every gap between the cuts: every
                # CALM_AFTER-th try of a game runs uncut, so each game is told saved in the end
                # (what is checked is that every answer told matches what was stored).
                if (tried + 1) % CALM_AFTER == 0:
                    calm.set()
                done = _run(pg_url, "record", "S", "--winner", "Asha", "--hand",
                            f"Bina={number}", "--hand", "Chandra=1", "--note", note)  # fmt: skip
                calm.clear()
                assert "Traceback" not in done.stderr, done.stderr
                if done.code == 0:
                    answers.append("saved")
                    break
                assert any(word in done.stderr for word in NOT_SAVED), done.stderr
                answers.append("not saved")
            assert answers[-1] == "saved", (note, answers)
    finally:
        stop.set()
        cutter.join()
    with psycopg.connect(pg_url) as conn:
        stored = Counter(note for (note,) in conn.execute("SELECT note FROM game"))
    assert stored == Counter(told.keys()), (stored, told)  # each game once, as it was told

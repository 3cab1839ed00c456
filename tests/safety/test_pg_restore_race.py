"""``restore`` on a PostgreSQL ledger while scorers go on recording: nothing is lost.

A restore first keeps the ledger as it is (a pg_dump archive), then puts the backup back.
Four scorers record games the whole time, each game with a note of its own: one through
the installed script, a process per game, and three as ``record`` does it, a Writer per
game (a connection of its own) in a thread of this process: as many writers, without
starting Python for each of their games. After several restores every game a scorer was
told was recorded must be in the ledger as restored or in one of the kept archives, and
no scorer may have been told that the session does not exist.
"""

from __future__ import annotations

import subprocess
import threading
from pathlib import Path

from script_env import SCRIPT, script_env

from scorekeeper.ledger.changes.writer import Writer
from scorekeeper.rules import RuleError
from scorekeeper.store.errors import StorageError

SCORERS, ROUNDS, BETWEEN = 4, 6, 2  # BETWEEN: games recorded before each restore


def _run(env: dict[str, str], url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), "--db", url, *args], capture_output=True, text=True,
                          env=env, timeout=60, check=False)  # fmt: skip


def _record_as_the_cli_does(url: str, note: str) -> str:
    """What ``record S --winner Asha --hand Bina=5 --note NOTE`` does; "" or the refusal."""
    try:
        writer = Writer(url)
        entry = writer.build_entry("S", "Asha", {"hand": ["Bina=5"]})
        writer.record("S", entry, note=note)
    except (RuleError, StorageError) as error:  # what the CLI would print as its sentence
        return str(error)
    return ""


def test_no_game_told_recorded_is_lost(pg_url: str, tmp_path: Path) -> None:
    env = script_env(data=tmp_path / "data")  # where the kept archives go
    assert _run(env, pg_url, "new", "S", "-p", "Asha", "-p", "Bina").returncode == 0
    archive = tmp_path / "before.dump"
    assert _run(env, pg_url, "backup", str(archive)).returncode == 0

    recorded: list[str] = []
    refused: list[str] = []
    progress = threading.Condition()
    stop = threading.Event()

    def scorer(me: int) -> None:
        count = 0
        while not stop.is_set():
            count += 1
            note = f"s{me}n{count}"
            if me == 0:
                done = _run(env, pg_url, "record", "S", "--winner", "Asha", "--hand",
                            "Bina=5", "--note", note)  # fmt: skip
                said = "" if done.returncode == 0 else done.stderr or f"exit {done.returncode}"
            else:
                said = _record_as_the_cli_does(pg_url, note)
            with progress:
                (refused if said else recorded).append(note + said)
                progress.notify_all()

    threads = [threading.Thread(target=scorer, args=(me,)) for me in range(SCORERS)]
    for thread in threads:
        thread.start()
    kept: list[Path] = []
    try:
        for _ in range(ROUNDS):
            with progress:
                wanted = len(recorded) + BETWEEN
                assert progress.wait_for(lambda n=wanted: len(recorded) >= n, timeout=30)
            done = _run(env, pg_url, "restore", str(archive))
            assert done.returncode == 0, done.stderr
            kept.append(Path(done.stdout.rsplit(" at ", 1)[1].strip()))
        with progress:  # a few more after the last restore, on the ledger restored
            wanted = len(recorded) + BETWEEN
            assert progress.wait_for(lambda: len(recorded) >= wanted, timeout=30)
    finally:
        stop.set()
        for thread in threads:
            thread.join()

    assert refused == []  # nobody told "no session 'S'", nor anything else
    import psycopg

    with psycopg.connect(pg_url) as conn:
        found = "\n".join(note or "" for (note,) in conn.execute("SELECT note FROM game"))
    for copy in kept:
        listed = subprocess.run(["pg_restore", "--data-only", "--file", "-", str(copy)],
                                capture_output=True, text=True, check=True)  # fmt: skip
        found += "\n" + listed.stdout
    words = set(found.split())  # a note is one word: in the ledger, or a copy's COPY rows
    lost = [note for note in recorded if note not in words]
    assert lost == [], f"told recorded, then lost: {lost}"

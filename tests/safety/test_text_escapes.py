"""Text that could steer a terminal: refused on the way in by every command that takes a
reason, a note or a name; and where an older file holds some, never printed raw.

The real ``scorekeeper`` runs in a subprocess with stdout and stderr as bytes. An OSC
sequence (ESC ] ... BEL sets the terminal's title) is used for the older file because
Click strips only ``ESC [`` sequences when it writes to a pipe; on a terminal it strips
nothing, so a raw ESC byte in the piped output is one a person's terminal would get.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from safety_harness import SCRIPT, dump, main_of
from script_env import script_env

ESC = b"\x1b"
CLEAR = "\x1b[2J\x1b[Hall fine"
TITLE = "\x1b]0;pwned\x07"
OVERRIDE = "note\u202eevil"
ENTRY = ("--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Esha=3")


def script(db: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True, env=script_env(db), timeout=120, check=False,
    )  # fmt: skip


def ok(db: Path, *args: str) -> bytes:
    done = script(db, *args)
    assert done.returncode == 0, (args, done.stderr.decode())
    return done.stdout


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ev (Asha, Bina, Chandra, Esha; 1 NPR a point): game 1, game 2 voided "typo", the
    stake changed "more"; Done (Asha, Dev) settled. Made through the CLI's ``main`` in this
    process: the bytes the tests look at come from the installed script."""
    db = tmp_path_factory.mktemp("escapes") / "template.db"
    made(db, "new", "Ev", "-p", "Asha", "-p", "Bina", "-p", "Chandra", "-p", "Esha",
         "--stake", "1", "--currency", "NPR")  # fmt: skip
    made(db, "record", "Ev", *ENTRY, "--note", "first")
    made(db, "record", "Ev", *ENTRY)
    made(db, "void", "Ev", "2", "--reason", "typo")
    made(db, "stake", "Ev", "2", "--reason", "more")
    made(db, "new", "Done", "-p", "Asha", "-p", "Dev")
    made(db, "close", "Done")
    return db


def made(db: Path, *args: str) -> None:
    done = main_of(db, *args)
    assert done.returncode == 0, (args, done.stderr)


@pytest.fixture
def db(template: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "scores.db"
    shutil.copyfile(template, copy)
    return copy


REFUSED = {
    "void reason": ("--reason", ["void", "Ev", "1", "--reason", CLEAR]),
    "close reason": ("--reason", ["close", "Ev", "--reason", TITLE]),
    "record note": ("--note", ["record", "Ev", *ENTRY, "--note", OVERRIDE]),
    "correct reason": ("--reason", ["correct", "Ev", "1", *ENTRY, "--reason", f"x{TITLE}"]),
    "stake reason": ("--reason", ["stake", "Ev", "3", "--reason", "\u2066isolate\u2069"]),
    "reopen reason": ("--reason", ["reopen", "Done", "--reason", "c1 \x9b31m csi"]),
    "rename reason": ("--reason", ["players", "rename", "Bina", "Beena", "--reason", CLEAR]),
    "merge reason": ("--reason", ["players", "merge", "Dev", "Esha", "--reason", TITLE]),
    "split reason": ("--reason", ["players", "split", "Dev", "--reason", OVERRIDE]),
    "new player": ("--player", ["new", "X", "-p", f"A{TITLE}", "-p", "B"]),
    "renamed player": ("NEW", ["players", "rename", "Bina", "\u202eaniB"]),
    "session name": ("NAME", ["rename", "Ev", f"Ev{CLEAR}"]),
}


@pytest.mark.parametrize(("label", "args"), REFUSED.values(), ids=REFUSED.keys())
def test_text_that_could_steer_a_terminal_is_refused(db: Path, label: str, args: list) -> None:
    before = dump(db)
    done = script(db, *args)
    assert done.returncode == 2, done.stderr
    assert done.stdout == b""
    line = done.stderr.decode("utf-8")
    assert line.startswith(f"{label}: ") and line.count("\n") == 1, line
    assert "control characters" in line and "Traceback" not in line
    assert ESC not in done.stderr and "\u202e".encode() not in done.stderr
    assert dump(db) == before


def as_an_older_file(db: Path) -> None:
    """What a version without the checks could have stored: escapes in every kind of text."""
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("UPDATE revision SET reason = ? WHERE reason = 'typo'", (f"ty{TITLE}po",))
        conn.execute("UPDATE session_event SET reason = ? WHERE reason = 'more'", (f"mo{TITLE}",))
        conn.execute("UPDATE game SET note = ? WHERE note = 'first'", (f"fi{TITLE}rst",))
        conn.execute("UPDATE player SET name = ? WHERE name = 'Bina'", (f"Bi{TITLE}na",))
        conn.execute("UPDATE session SET name = ? WHERE name = 'Ev'", (f"Ev{TITLE}\u202e",))
    conn.close()


SHOWN = {
    "history": ["history", "1"],
    "events": ["events", "1"],
    "games": ["games", "1"],
    "show": ["show", "1"],
    "totals": ["totals", "1"],
    "sessions": ["sessions"],
    "settle": ["settle", "1"],
    "stats": ["stats"],
    "players": ["players", "list"],
    # the older name is still typed as stored to find the seat; the table shows it escaped
    "record": ["record", "1", *ENTRY[:3], f"Bi{TITLE}na=1", *ENTRY[4:]],
    "totals csv": ["export", "1"],
    "games csv": ["export", "1", "--games"],
    "settle csv": ["settle", "1", "--csv", "--players"],
    "stats csv": ["stats", "--csv"],
}


@pytest.mark.parametrize("args", SHOWN.values(), ids=SHOWN.keys())
def test_an_older_files_escapes_are_printed_escaped(db: Path, args: list[str]) -> None:
    as_an_older_file(db)
    out = ok(db, *args)
    assert ESC not in out and b"\x07" not in out and "\u202e".encode() not in out
    assert rb"\x1b]0;pwned\x07" in out  # escaped where it stands, so it can be seen


def test_a_refusal_that_lists_an_older_files_names_escapes_them(db: Path) -> None:
    as_an_older_file(db)
    done = script(db, "record", "1", "--winner", "Nobody")
    assert done.returncode == 2
    assert ESC not in done.stderr and rb"Bi\x1b]0;pwned\x07na" in done.stderr
    done = script(db, "games", "nothing")  # the refusal lists every session's name
    assert done.returncode == 2
    assert ESC not in done.stderr and rb"\x1b]0;pwned\x07\u202e" in done.stderr


def test_json_keeps_the_stored_text_with_escape_written_as_json_escapes(db: Path) -> None:
    as_an_older_file(db)
    history = ok(db, "history", "1", "--json")
    events = ok(db, "events", "1", "--json")
    document = ok(db, "export", "1", "--json")
    for out in (history, events, document):
        assert ESC not in out and b"\\u001b]0;pwned\\u0007" in out
    assert json.loads(history)[2]["reason"] == f"ty{TITLE}po"
    assert json.loads(events)[0]["reason"] == f"mo{TITLE}"
    assert json.loads(document)["games"][0]["note"] == f"fi{TITLE}rst"

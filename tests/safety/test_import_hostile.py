"""Hostile import files through the installed script: each is refused in one sentence that
names the place in the file, exit 2, and the database stays byte for byte as it was.

Each case starts from a real export of a busy evening (see import_harness.py) and
changes one thing in it, as a hand edit, a damaged disk or a crafted file would.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from import_harness import busy_evenings, copy_database, export, state
from safety_harness import run_script

Document = dict[str, Any]
TIME_WORDS = "must be a UTC time such as 2026-11-21T22:40:00+00:00, got"
SEATS = "Asha, Bina, Chandra, Dev, Eshani"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Document]:
    db = tmp_path_factory.mktemp("hostile-import") / "template.db"
    busy_evenings(db)
    return db, export(db, "Evening")


def setter(path: str, value: object) -> Callable[[Document], None]:
    """Set the value at ``path`` ("games.0.revisions.1.reason"); ``+`` appends to a list."""

    def change(document: Document) -> None:
        *parents, last = path.split(".")
        node: Any = document
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if last == "+":
            node.append(value)
        else:
            node[int(last) if isinstance(node, list) else last] = value

    return change


def deep(text: str) -> str:
    """Game 1's note as a list nested 100,000 deep."""
    return text.replace('"@deep@"', "[" * 100_000 + "]" * 100_000)


def twice(text: str) -> str:
    return text.replace('"format": ', '"format": "x", "format": ', 1)


R0 = "games.0.revisions.0"
FIX = "games.5.revisions.1"  # game 6 was corrected
UNSEATED = {"player": "Zed", "active": False, "outcome": None, "values": {}, "part_a": 0,
            "part_b": 0, "score": 0}  # fmt: skip
CASES: list[tuple[str, Callable[[Document], None], Callable[[str], str] | None, str]] = [
    ("nested 100,000 deep", setter("games.0.note", "@deep@"), deep,
     "FILE: {file} is not a JSON export (it nests lists or objects too deeply to be one)"),
    ("a key twice", setter("exported_at", "2026-01-01T00:00:00+00:00"), twice,
     "FILE: {file} is not a JSON export (the key 'format' is given twice in one object)"),
    ("number 10**30", setter("games.0.number", 10**30), None,
     "FILE: games[0].number: must be a whole number 1–1000000000, got a number far too large"),
    ("action bogus", setter(f"{R0}.action", "bogus"), None,
     "FILE: games[0].revisions[0].action: must be one of record, correct, void, undo"),
    ("at null", setter(f"{R0}.at", None), None,
     f"FILE: games[0].revisions[0].at: {TIME_WORDS} null"),
    ("note an object", setter("games.0.note", {"a": 1}), None,
     "FILE: games[0].note: must be text, got an object"),
    ("two games numbered 1", setter("games.1.number", 1), None,
     "FILE: games[1].number: must be 2: games are numbered 1, 2, 3… in order, each once"),
    ("game 500 of 24", setter("games.23.number", 500), None,
     "FILE: games[23].number: must be 24: games are numbered 1, 2, 3… in order, each once"),
    ("number 0", setter("games.0.number", 0), None,
     "FILE: games[0].number: must be a whole number 1–1000000000, got 0"),
    ("number -5", setter("games.3.number", -5), None,
     "FILE: games[3].number: must be a whole number 1–1000000000, got -5"),
    ("number 1.7", setter("games.0.number", 1.7), None,
     "FILE: games[0].number: must be a whole number 1–1000000000, got a fraction"),
    ("voided 'false'", setter(f"{R0}.voided", "false"), None,
     "FILE: games[0].revisions[0].voided: must be true or false (a JSON boolean), got text"),
    ("a line for someone not seated", setter(f"{R0}.lines.0.player", "Zed"), None,
     f"FILE: games[0].revisions[0].lines: must be one line per seat, in seat order: {SEATS}"),
    ("an extra line, not seated", setter(f"{R0}.lines.+", UNSEATED), None,
     f"FILE: games[0].revisions[0].lines: must be one line per seat, in seat order: {SEATS}"),
    ("at garbage", setter(f"{R0}.at", "garbage"), None,
     f"FILE: games[0].revisions[0].at: {TIME_WORDS} text"),
    ("at an int", setter(f"{FIX}.at", 1700000000), None,
     f"FILE: games[5].revisions[1].at: {TIME_WORDS} 1700000000"),
    ("created_at garbage", setter("session.created_at", "garbage"), None,
     f"FILE: session.created_at: {TIME_WORDS} text"),
    ("created_at an int", setter("session.created_at", 5), None,
     f"FILE: session.created_at: {TIME_WORDS} 5"),
    ("settled_at garbage", setter("session.settled_at", "garbage"), None,
     f"FILE: session.settled_at: {TIME_WORDS} text"),
    ("settled_at no such day", setter("session.settled_at", "2026-02-30T10:00:00+00:00"),
     None, f"FILE: session.settled_at: {TIME_WORDS} text"),
    ("format_version true", setter("format_version", True), None,
     "FILE: format_version: true is not supported (this version reads 1)"),
    ("first revision an undo", setter(f"{R0}.action", "undo"), None,
     "FILE: games[0].revisions[0].action: must be record: a game begins with its record"),
    ("a 100,000-character reason", setter(f"{FIX}.reason", "x" * 100_000), None,
     "FILE: games[5].revisions[1].reason: at most 500 characters, got 100000"),
    ("an escape in a reason", setter(f"{FIX}.reason", "mis\x1b[2Jcounted"), None,
     "FILE: games[5].revisions[1].reason: cannot contain control characters (here \\x1b); "
     "use plain words"),
    ("a bell in a note", setter("games.0.note", "ding\x07"), None,
     "FILE: games[0].note: cannot contain control characters (here \\x07); use plain words"),
    ("a NUL in a seat", setter("session.seats.0", "As\x00ha"), None,
     "FILE: session.seats[0]: 'As\\x00ha' has control characters; use letters"),
    ("a newline in the session name", setter("session.name", "Even\ning"), None,
     "FILE: session.name: cannot contain control characters (here \\x0a)"),
    ("a bidi override in a change's reason", setter("events.0.reason", "\u202eevil"), None,
     "FILE: events[0].reason: cannot contain control characters (here \\u202e); "
     "use plain words"),
    ("a 41-character name in a line", setter(f"{R0}.lines.1.player", "B" * 41), None,
     "FILE: games[0].revisions[0].lines[1].player: names are at most 40 characters: "
     "'BBBBBBBBBBBBBBBBBBBB'…"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("change", "text", "expected"), [case[1:] for case in CASES], ids=[c[0] for c in CASES]
)
def test_a_hostile_file_is_refused_naming_the_place(
    template: tuple[Path, Document],
    tmp_path: Path,
    change: Callable[[Document], None],
    text: Callable[[str], str] | None,
    expected: str,
) -> None:
    source, document = template
    db = tmp_path / "scores.db"
    copy_database(source, db)
    hostile = copy.deepcopy(document)
    change(hostile)
    file = tmp_path / "hostile.json"
    written = json.dumps(hostile, ensure_ascii=False, indent=1)
    file.write_text(text(written) if text else written, "utf-8")
    before = state(db)
    done = run_script(db, "import", str(file))
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr == expected.format(file=file) + "\n"
    assert state(db) == before

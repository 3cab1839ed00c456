"""Every command on a file that is not a healthy ledger: one sentence, exit 1, file untouched.

The kinds: a copy cut in half, random bytes, somebody else's SQLite database, a ledger
from a newer scorekeeper, a folder that does not exist, a folder given as the file,
and a file (or folder) that cannot be written. tests/unit/test_storage_files.py covers
the storage layer; here it is every command of the command line.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from safety_harness import SEATS, entry_for, fixed_clock, one_line_failure, run, run_script

import scorekeeper.tui
from scorekeeper.cli import app
from scorekeeper.ledger import Ledger

ENTRY = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3"]
COMMANDS = {
    "tui": [], "tui S": ["tui", "S"], "new": ["new", "T", "-p", "A", "-p", "B"],
    "sessions": ["sessions"], "show": ["show", "S"], "record": ["record", "S", *ENTRY],
    "games": ["games", "S", "--json"], "totals": ["totals", "S"],
    "correct": ["correct", "S", "1", *ENTRY, "--reason", "x"],
    "void": ["void", "S", "1", "--reason", "x"], "undo": ["undo", "S"],
    "history": ["history", "S", "1"], "export": ["export", "S"],
    "export json": ["export", "S", "--json"], "import": ["import", "{export}"],
    "rename": ["rename", "S", "Other"], "archive": ["archive", "S"],
    "settle": ["settle", "S"], "stats": ["stats"], "check": ["check"],
    "backup": ["backup", "{out}"], "restore": ["restore", "{good}"],
}  # fmt: skip


def _registered() -> set[str]:
    import typer.main

    return set(typer.main.get_command(app).commands)


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A healthy ledger (session S, three games), checkpointed into one file."""
    folder = tmp_path_factory.mktemp("good")
    book = Ledger(folder / "good.db", clock=fixed_clock)
    info, _ = book.new_session("S", SEATS)
    for number in range(1, 40):
        book.record("S", entry_for(info, number))
    (folder / "export.json").write_text(json.dumps(book.export_document("S")), "utf-8")
    book.close()
    return folder / "good.db"


def truncated(good: Path, target: Path) -> Path:
    data = good.read_bytes()
    target.write_bytes(data[: len(data) // 2])
    return target


def noise(good: Path, target: Path) -> Path:
    target.write_bytes(os.urandom(8192))
    return target


def foreign(good: Path, target: Path) -> Path:
    conn = sqlite3.connect(target)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('dal bhat')")
    conn.commit()
    conn.close()
    return target


def newer(good: Path, target: Path) -> Path:
    shutil.copyfile(good, target)
    conn = sqlite3.connect(target)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    return target


def no_folder(good: Path, target: Path) -> Path:
    return target.parent / "no" / "such" / "folder" / "scores.db"


def a_folder(good: Path, target: Path) -> Path:
    return target.parent


KINDS: dict[str, tuple[Callable[[Path, Path], Path], str]] = {
    "truncated": (truncated, "is damaged: the file is shorter than SQLite recorded"),
    "random bytes": (noise, "is not a scorekeeper database (not an SQLite file)"),
    "other SQLite": (foreign, "is some other SQLite database"),
    "newer version": (newer, "was written by a newer scorekeeper (schema 99"),
    "missing folder": (no_folder, "folder"),
    "a folder": (a_folder, "is a folder"),
}


# These say in their own words why they cannot copy from or into such a file.
OWN_WORDS = {"backup", "restore"}
# What may go ahead on such a file: a copy of a newer file is still a faithful copy, and
# restore exists to replace a damaged file (its bytes are kept; test_restore.py).
ALLOWED = {("newer version", "backup"), ("truncated", "restore")}


@pytest.fixture(autouse=True)
def no_tui(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should a check let a bad file through, fail instead of taking over the terminal."""

    def launched(*args: object) -> None:
        raise AssertionError("the TUI was started on a bad file")

    monkeypatch.setattr(scorekeeper.tui, "run_tui", launched)


@contextmanager
def untouched(path: Path) -> Iterator[None]:
    """The file keeps its bytes, and nothing appears or vanishes beside it."""
    before = path.read_bytes() if path.is_file() else None
    siblings = sorted(os.listdir(path.parent)) if path.parent.is_dir() else None
    yield
    assert (path.read_bytes() if path.is_file() else None) == before
    assert (sorted(os.listdir(path.parent)) if path.parent.is_dir() else None) == siblings


@pytest.mark.parametrize("kind", KINDS)
def test_every_command_refuses_a_bad_file_in_one_sentence(
    good: Path, tmp_path: Path, kind: str
) -> None:
    make, expected = KINDS[kind]
    work = tmp_path / "work"
    work.mkdir()
    path = make(good, work / "scores.db")
    fill = {"export": str(good.parent / "export.json"), "good": str(good)}
    fill["out"] = str(tmp_path / "copy.db")
    registered = _registered()
    tried = 0
    for name, args in COMMANDS.items():
        if args and args[0] not in registered:
            continue  # a command not built yet; its turn comes when it exists
        if (kind, name) in ALLOWED:
            continue
        with untouched(path):
            message = one_line_failure(run(path, *[arg.format(**fill) for arg in args]), 1)
        if name not in OWN_WORDS or kind in ("missing folder", "a folder"):
            assert expected in message, (name, message)
        tried += 1
    assert tried >= 18
    assert not (tmp_path / "copy.db").exists()


def test_the_installed_script_on_a_truncated_file(good: Path, tmp_path: Path) -> None:
    path = truncated(good, tmp_path / "half.db")
    before = path.read_bytes()
    done = run_script(path, "totals", "S")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (
        f"{path} is damaged: the file is shorter than SQLite recorded (cut off while "
        "copying?); restore a backup with `scorekeeper restore FILE`\n"
    )
    assert path.read_bytes() == before


def test_damage_deep_inside_the_file_is_one_sentence_too(good: Path, tmp_path: Path) -> None:
    """Pages damaged past the schema: the header checks pass; the read fails cleanly."""
    path = tmp_path / "deep.db"
    shutil.copyfile(good, path)
    with path.open("r+b") as handle:
        for page in range(4, path.stat().st_size // 4096):
            handle.seek(page * 4096)
            handle.write(os.urandom(4096))
    before = path.read_bytes()
    for args in (["totals", "S"], ["games", "S"], ["history", "S"], ["record", "S", *ENTRY]):
        message = one_line_failure(run(path, *args), 1)
        assert "is damaged or not a scorekeeper database" in message, message
        assert "restore" in message
    assert path.read_bytes() == before

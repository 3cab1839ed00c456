"""Bad sessions, games, options of ``new``, void/undo and import: exit 2, one line, no change.

And the other kind of failure: a file that is no scorekeeper database exits 1.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from cli_harness import ENTRY, Cli, assert_one_line_refusal, dump_db, run_script

SESSIONS_COMMANDS = [
    ["show", "{}"], ["games", "{}"], ["totals", "{}", "--json"], ["history", "{}"],
    ["record", "{}", *ENTRY], ["correct", "{}", "1", *ENTRY, "--reason", "x"],
    ["void", "{}", "1", "--reason", "x"], ["undo", "{}"], ["export", "{}"],
    ["export", "{}", "--json"], ["rename", "{}", "Other"], ["archive", "{}"],
]  # fmt: skip


@pytest.mark.parametrize("command", SESSIONS_COMMANDS, ids=lambda c: c[0])
def test_unknown_session(played: Cli, command: list[str]) -> None:
    odd = ("2", "0", "9" * 30, "²", "") if command[0] == "totals" else ()
    for session in ("Nosuch", str(2**63), *odd):
        message = played.refuses(*[session if arg == "{}" else arg for arg in command])
        assert message == f"SESSION: no session {session!r}; sessions: Evening"


@pytest.mark.parametrize(
    "command",
    [["void", "Evening", "{}", "--reason", "x"], ["history", "Evening", "{}"],
     ["history", "Evening", "{}", "--json"]],
)  # fmt: skip
def test_unknown_game(played: Cli, command: list[str]) -> None:
    played.ok("record", "Evening", *ENTRY)
    odd = ("0", "x", "²") if command[0] == "void" else ()
    for game in ("3", str(2**63), *odd):
        message = played.refuses(*[game if arg == "{}" else arg for arg in command])
        assert message == f"GAME: no game {game!r} in Evening; games are 1–2"


def test_void_needs_a_reason_and_refuses_twice(played: Cli) -> None:
    assert played.refuses("void", "Evening", "1").startswith("--reason: a reason is required")
    assert played.refuses("void", "Evening", "1", "--reason", " ").startswith("--reason:")
    played.ok("void", "Evening", "1", "--reason", "misdeal")
    message = played.refuses("void", "Evening", "1", "--reason", "again")
    assert message == "GAME: game 1 is already out of the totals"


def test_undo_with_nothing_to_undo(five: Cli) -> None:
    assert five.refuses("undo", "Evening") == "undo: nothing to undo in Evening"
    five.ok("record", "Evening", *ENTRY)
    five.ok("undo", "evening")
    # The undo itself is not undone by a second undo: nothing is left.
    assert five.refuses("undo", "EVENING") == "undo: nothing to undo in Evening"


def _new(*extra: str) -> list[str]:
    return ["new", "Second", "-p", "Asha", "-p", "Bina", *extra]


NEW_REFUSALS = [
    ("one player", ["new", "Second", "-p", "Asha"], "--player: need 2–10 players, got 1"),
    ("eleven", ["new", "Second", *(a for i in range(11) for a in ("-p", f"P{i}"))],
     "--player: need 2–10 players, got 11"),
    ("same name", ["new", "Second", "-p", "Asha", "-p", "ASHA"], "--player: 'ASHA' and 'Asha'"),
    ("empty name", ["new", "Second", "-p", "Asha", "-p", ""], "--player: a player's name"),
    ("blank name", ["new", "Second", "-p", "Asha", "-p", "  "], "--player: a player's name"),
    ("rule key", _new("--rule", "jokers=2"), "--rule: unknown key 'jokers'; allowed: "),
    ("nepali key", _new("--rule", "unseen-maal=kidnap"), "--rule: unknown key 'unseen-maal'"),
    ("rule form", _new("--rule", "honor-value"), "--rule: expected KEY=VALUE"),
    ("rule value", _new("--rule", "honor-value=lots"), "--rule honor-value: must be a whole"),
    ("rule range", _new("--rule", "honor-value=101"), "--rule honor-value: must be a whole"),
    ("fraction", _new("--rule", "unplayed-factor=3/2"), "--rule unplayed-factor: must be"),
    ("decks 0", _new("--decks", "0"), "--decks: must be a whole number 1–5, got 0"),
    ("decks 6", _new("--decks", "6"), "--decks: must be a whole number 1–5, got 6"),
    ("decks x", _new("--decks", "three"), "--decks: must be a whole number 1–5"),
    ("decks 1e9", _new("--decks", "1e9"), "--decks: must be a whole number 1–5"),
    ("cards", _new("--cards", "53"), "--cards: must be a whole number 1–52, got 53"),
    ("direction", _new("--direction", "sideways"), "--direction: must be one of clockwise"),
    ("preset", _new("--preset", "poker"), "--preset: unknown preset 'poker'; allowed: "),
    ("first dealer", _new("--first-dealer", "Zed"), "--first-dealer: 'Zed' is not seated"),
    ("stake", _new("--stake", "NaN", "--currency", "NPR"), "--stake: must be an amount"),
    ("no currency", _new("--stake", "0.25"), "--currency: a currency code is needed"),
    ("no stake", _new("--currency", "NPR"), "--stake: give --stake AMOUNT"),
    ("clash", ["new", "EVENING", "-p", "A", "-p", "B"], "NAME: a session named 'EVENING'"),
    ("empty session", ["new", "", "-p", "A", "-p", "B"], "NAME: a session needs a name"),
    ("digits", ["new", "42", "-p", "A", "-p", "B"], "NAME: cannot be only digits"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("args", "start"), [c[1:] for c in NEW_REFUSALS], ids=[c[0] for c in NEW_REFUSALS]
)
def test_new_refusals(five: Cli, args: list[str], start: str) -> None:
    message = five.refuses(*args)
    assert message.startswith(start), message


def test_import_of_what_is_not_an_export(five: Cli, tmp_path: Path) -> None:
    not_json = tmp_path / "notes.json"
    not_json.write_text("Asha 12, Bina 20\n", encoding="utf-8")
    assert five.refuses("import", str(not_json)).startswith(f"FILE: {not_json} is not a JSON")
    binary = tmp_path / "photo.json"
    binary.write_bytes(os.urandom(64) + b"\xff\xfe")
    assert five.refuses("import", str(binary)).startswith("FILE:")
    for data in ({"hello": 1}, [1, 2], "scorekeeper-session", None):
        other = tmp_path / "other.json"
        other.write_text(json.dumps(data), encoding="utf-8")
        assert five.refuses("import", str(other)).startswith("FILE: not a scorekeeper session")
    assert five.refuses("import", str(tmp_path / "missing.json")).startswith("FILE: cannot read")


def test_import_of_a_damaged_export(played: Cli, tmp_path: Path) -> None:
    exported = tmp_path / "evening.json"
    played.ok("export", "Evening", "--json", "-o", str(exported))
    data = json.loads(exported.read_text("utf-8"))
    data["games"][0]["revisions"][0]["lines"][0]["part_b"] += 10  # a hand-edited score
    exported.write_text(json.dumps(data), encoding="utf-8")
    assert "do not match" in played.refuses("import", str(exported))
    del data["session"]
    exported.write_text(json.dumps(data), encoding="utf-8")
    assert played.refuses("import", str(exported)).startswith("FILE: the export is incomplete")


def test_foreign_files_exit_1_and_stay_untouched(tmp_path: Path) -> None:
    noise = tmp_path / "noise.db"
    noise.write_bytes(os.urandom(4096))
    before = noise.read_bytes()
    result = Cli(noise).run("sessions")
    line = assert_one_line_refusal(result.exit_code, result.stdout, result.stderr, 1)
    assert "not a scorekeeper database" in line
    assert noise.read_bytes() == before
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    dumped = dump_db(other)
    result = Cli(other).run("new", "X", "-p", "A", "-p", "B")
    assert "some other SQLite database" in assert_one_line_refusal(
        result.exit_code, result.stdout, result.stderr, 1
    )
    assert dump_db(other) == dumped
    missing = tmp_path / "no" / "such" / "folder" / "scores.db"
    result = Cli(missing).run("sessions", "--json")
    assert "does not exist" in assert_one_line_refusal(
        result.exit_code, result.stdout, result.stderr, 1
    )
    assert not (tmp_path / "no").exists()
    result = Cli(tmp_path).run("totals", "1")
    assert "is a folder" in assert_one_line_refusal(
        result.exit_code, result.stdout, result.stderr, 1
    )


def test_refusals_in_a_real_process(five: Cli, tmp_path: Path) -> None:
    """The installed script: exit codes, one line, no traceback, nothing written."""
    before = dump_db(five.db)
    for args, expected in [
        (["record", "Evening", *ENTRY, "--hand", "Dave=3"], "--hand: 'Dave' is not seated; "),
        (["totals", str(2**63)], "SESSION: no session"),
    ]:
        done = run_script(five.db, *args)
        out, err = done.stdout.decode(), done.stderr.decode()
        assert assert_one_line_refusal(done.returncode, out, err, 2).startswith(expected)
    assert dump_db(five.db) == before
    noise = tmp_path / "noise.db"
    noise.write_bytes(os.urandom(2048))
    done = run_script(noise, "games", "1")
    err = done.stderr.decode()
    assert "not a scorekeeper database" in assert_one_line_refusal(
        done.returncode, done.stdout.decode(), err, 1
    )

"""The layers import only what they may: checked in a fresh interpreter each time."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tomllib
from contextlib import closing
from pathlib import Path

import pytest
from loaded_modules import loaded_by_script, modules_by_script

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("textual", "sqlalchemy", "sqlmodel", "rich", "typer")


def loaded_after(module: str) -> set[str]:
    """Top-level packages in sys.modules after importing ``module`` and nothing else."""
    code = (
        "import importlib, json, sys\n"
        f"importlib.import_module({module!r})\n"
        "print(json.dumps(sorted({name.split('.')[0] for name in sys.modules})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"import {module} failed:\n{done.stderr}"
    return set(json.loads(done.stdout))


def test_the_rules_use_the_standard_library_only() -> None:
    loaded = loaded_after("scorekeeper.rules")
    assert "scorekeeper" in loaded
    assert loaded.isdisjoint(HEAVY), sorted(loaded & set(HEAVY))


@pytest.mark.parametrize("module", ["scorekeeper.ledger", "scorekeeper.cli"])
def test_textual_stays_out_of_the_ledger_and_the_cli(module: str) -> None:
    loaded = loaded_after(module)
    assert "textual" not in loaded


# What start-up may cost, since a person waits for it: the script answers --version before
# Typer, --help builds the commands without the database layer, and the commands that only
# read run on sqlite3 alone (scorekeeper.ledger.reads.games).
START_HEAVY = ("textual", "sqlalchemy", "sqlmodel", "rich")


def test_the_script_starts_at_the_launcher() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    assert scripts["scorekeeper"] == "scorekeeper.cli.launch:main"


def test_version_imports_not_even_typer() -> None:
    code, loaded = loaded_by_script("--version")
    assert code == 0
    assert loaded.isdisjoint(HEAVY), sorted(loaded & set(HEAVY))


@pytest.mark.parametrize("args", [["--help"], ["record", "--help"], ["players", "--help"]])
def test_help_imports_typer_and_our_commands_only(args: list[str]) -> None:
    code, loaded = loaded_by_script(*args)
    assert code == 0
    assert "typer" in loaded
    assert loaded.isdisjoint(START_HEAVY), sorted(loaded & set(START_HEAVY))


@pytest.mark.parametrize(
    "args",
    [["totals", "S", "--json"], ["games", "S", "--json"], ["export", "S"],
     ["export", "S", "--games"], ["show", "S", "--json"], ["sessions", "--json"],
     ["history", "S", "--json"], ["events", "S", "--json"],
     ["settle", "S", "--stake", "0.5", "--currency", "USD", "--json"], ["export", "S", "--json"],
     ["stats", "--json"], ["stats", "--since", "2020-01-01", "--json"], ["chart", "S", "--json"],
     ["players", "list", "--json"]],
)  # fmt: skip
def test_commands_that_only_read_do_without_the_orm(args: list[str], one_game: Path) -> None:
    code, loaded = loaded_by_script("--db", str(one_game), *args)
    assert code == 0
    assert loaded.isdisjoint(START_HEAVY), sorted(loaded & set(START_HEAVY))


# The changes to games run on sqlite3 alone too (scorekeeper.ledger.changes.writer): the record
# and correct output is a rich table (the CLI contract), so rich may come, the ORM not.
WRITE_HEAVY = ("textual", "sqlalchemy", "sqlmodel")


@pytest.mark.parametrize(
    "args",
    [["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7"],
     ["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7", "--json"],
     ["correct", "S", "1", "--winner", "Bina", "--hand", "Asha=3", "--hand", "Chandra=4",
      "--reason", "typo"],
     ["void", "S", "1", "--reason", "misdeal"],
     ["undo", "S"]],
)  # fmt: skip
def test_commands_that_change_games_do_without_the_orm(args: list[str], one_game: Path) -> None:
    code, loaded = loaded_by_script("--db", str(one_game), *args)
    assert code == 0
    assert loaded.isdisjoint(WRITE_HEAVY), sorted(loaded & set(WRITE_HEAVY))
    from scorekeeper.ledger import Ledger

    ledger = Ledger(one_game)
    try:  # the change was made: one more revision in the session's history
        assert len(ledger.history("S")) == 2
    finally:
        ledger.close()


def test_new_does_without_the_orm(one_game: Path) -> None:
    """``new`` writes its session on the driver alone too, with the Ledger's checks."""
    args = ("new", "T", "-p", "Asha", "-p", "Dev", "--stake", "0.5", "--currency", "USD")
    code, loaded = loaded_by_script("--db", str(one_game), *args)
    assert code == 0
    assert loaded.isdisjoint(WRITE_HEAVY), sorted(loaded & set(WRITE_HEAVY))
    from scorekeeper.ledger import Ledger

    ledger = Ledger(one_game)
    try:  # made as the Ledger makes one: Asha is the player of S, Dev a new one
        info = ledger.session("T")
        assert (info.seats, info.stake, info.currency) == (("Asha", "Dev"), "0.5", "USD")
    finally:
        ledger.close()
    with closing(sqlite3.connect(one_game)) as conn:
        names = [name for (name,) in conn.execute("SELECT name FROM player ORDER BY name")]
    assert names == ["Asha", "Bina", "Chandra", "Dev"]


# A command pays for its own module only: the other command modules (and the web, TUI and
# ORM stacks behind some of them) are neither imported nor built into Typer's commands.
COMMAND_MODULES = {f"scorekeeper.cli.{name}" for name in
                   ("money", "chart", "safety", "events", "pool", "serve", "ratings")}  # fmt: skip
# and the rules of a preset the session does not play (S is Marriage rummy): not the pool's
OTHER_RULES = {"scorekeeper.rules.pool", "scorekeeper.rules.points", "scorekeeper.rules.tiles"}
NOT_AT_START = ("sqlalchemy", "sqlmodel", "textual", "starlette", "uvicorn", "jinja2")


@pytest.mark.parametrize(
    "args",
    [["totals", "S", "--json"],
     ["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7"]],
)  # fmt: skip
def test_record_and_totals_import_their_own_command_module_only(
    args: list[str], one_game: Path
) -> None:
    code, modules = modules_by_script("--db", str(one_game), *args)
    assert code == 0
    assert "scorekeeper.cli.games" in modules
    assert not modules & COMMAND_MODULES, sorted(modules & COMMAND_MODULES)
    assert not modules & OTHER_RULES, sorted(modules & OTHER_RULES)
    packages = {name.split(".")[0] for name in modules}
    assert packages.isdisjoint(NOT_AT_START), sorted(packages & set(NOT_AT_START))


def test_record_into_a_pipe_prints_its_table_without_rich(one_game: Path) -> None:
    """The game table printed into a pipe is written plainly (cli/plain_table.py), the
    characters rich would print there: rich's console and table cost a third of record's
    start-up."""
    args = ["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7"]
    code, loaded = loaded_by_script("--db", str(one_game), *args)
    assert code == 0
    assert "rich" not in loaded


def test_import_writes_on_the_driver_alone(one_game: Path, tmp_path: Path) -> None:
    """A season's export is checked and written in plain SQL: no ORM, no rich."""
    from scorekeeper.ledger import Ledger

    exported = tmp_path / "s.json"
    code, _ = loaded_by_script("--db", str(one_game), "export", "S", "--json", "-o", str(exported))
    assert code == 0
    target = tmp_path / "imported.db"
    code, loaded = loaded_by_script("--db", str(target), "import", str(exported))
    assert code == 0
    assert loaded.isdisjoint(START_HEAVY), sorted(loaded & set(START_HEAVY))
    totals = []
    for db in (one_game, target):  # the session came in whole: the same totals
        ledger = Ledger(db)
        try:
            totals.append([(row.name, row.total) for row in ledger.totals("S").players])
        finally:
            ledger.close()
    assert totals[0] == totals[1]
    assert totals[0] != [("Asha", 0), ("Bina", 0), ("Chandra", 0)]


# What record and totals --json once loaded without using it, each held off their start
# (every module is paid for at every start: what each cost is in its comment).
COMMANDS = {
    "record": ["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7"],
    "totals": ["totals", "S", "--json"],
}
NOT_LOADED = {
    # a form id for the change: os.urandom and binascii, not secrets (which loads hmac,
    # random and base64: 1.5 ms beyond the hashlib the revision's digest needs)
    "secrets": ("record",),
    "hmac": ("record",),
    "random": ("record",),
    "base64": ("record",),
    # the daily copy and the upgrade's copy: a change's, never a read's (0.1 ms)
    "scorekeeper.store.sqlite.backup": ("totals",),
    # the rows only a list reads (sessions, history): three dataclasses, 1.9 ms to make
    "scorekeeper.ledger.list_rows": ("record", "totals"),
    # the coming game (who deals next): worked out by show and the session screens only
    # (a dataclass of ten fields: 1.1 ms)
    "scorekeeper.ledger.coming_game": ("record", "totals"),
    # payments carried into the next game: only for a session whose rules carry (nepali;
    # 0.6 ms)
    "scorekeeper.rules.carry": ("record", "totals"),
}


@pytest.mark.parametrize("command", sorted({c for names in NOT_LOADED.values() for c in names}))
def test_record_and_totals_leave_off_what_they_do_not_use(command: str, one_game: Path) -> None:
    code, modules = modules_by_script("--db", str(one_game), *COMMANDS[command])
    assert code == 0
    unused = {name for name, commands in NOT_LOADED.items() if command in commands}
    assert not modules & unused, sorted(modules & unused)

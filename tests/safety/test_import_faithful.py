"""What a faithful export holds still comes back whole, through the command line.

The busy evening (sit-outs, notes, corrections, voids, undone records and changes, a
stake change, settled, reopened, settled again, a player renamed since), a nepali
evening and the bundled demo: each exported, imported, exported again gives the same
document but for the new session's name and the times of export and last use; and
``scorekeeper check`` says ok. Only ``import`` pays for building the schema: commands that
read or record never load it (Typer itself loads pydantic, so that is not the test), and
an import reads an export without session changes without it, or Pydantic at all.
The round trips run the script's ``main`` in this process (the documents are the
point); what a command loads is asked of a process of its own.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from import_harness import busy_evenings, copy_database
from safety_harness import main_of, run, run_script

from scorekeeper.ledger import catalog

ROOT = Path(__file__).resolve().parents[2]
KEPT = ("stake", "settle", "reopen")


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("faithful-import") / "template.db"
    busy_evenings(db)
    return db


def exported(db: Path, session: str, file: Path) -> dict[str, Any]:
    done = main_of(db, "export", session, "--json", "-o", str(file))
    assert done.returncode == 0, done.stderr
    return json.loads(file.read_text("utf-8"))


def imported(db: Path, file: Path) -> str:
    """Import through the command line; the new session's number."""
    done = main_of(db, "import", str(file))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout.split()[2]


def same_but_name(first: dict[str, Any], second: dict[str, Any]) -> None:
    def plain(document: dict[str, Any]) -> dict[str, Any]:
        session = {**document["session"], "name": None, "last_used_at": None}
        return {**document, "exported_at": None, "session": session}

    assert plain(first) == plain(second)


@pytest.mark.parametrize("session", ["Evening", "Pokhara"])
def test_export_import_export_gives_the_same_document(
    template: Path, tmp_path: Path, session: str
) -> None:
    db = tmp_path / "scores.db"
    copy_database(template, db)
    original = exported(db, session, tmp_path / "original.json")
    number = imported(db, tmp_path / "original.json")
    same_but_name(exported(db, number, tmp_path / "again.json"), original)
    for command in ("totals", "games", "history", "events"):
        copy, source = (json.loads(run(db, command, s, "--json").stdout) for s in (number, session))
        if command == "totals":
            copy["session"] = source["session"]
        if command == "events":  # the session's own; a player's rename belongs to every one
            copy, source = ([e for e in rows if e["action"] in KEPT] for rows in (copy, source))
        assert copy == source, command
    assert main_of(db, "check").returncode == 0
    # Into a database of its own: the same again, under its own name.
    other = tmp_path / "other.db"
    imported(other, tmp_path / "again.json")
    same_but_name(exported(other, "1", tmp_path / "third.json"), original)
    assert main_of(other, "check").stdout.startswith("ok: ")


def test_the_demo_round_trips(tmp_path: Path) -> None:
    db = tmp_path / "demo.db"
    demo = json.loads(catalog.demo_session_file().read_text("utf-8"))
    number = imported(db, catalog.demo_session_file())
    first = exported(db, number, tmp_path / "demo-1.json")
    assert len(first["games"]) == len(demo["games"])
    assert [g["revisions"] for g in first["games"]] == [g["revisions"] for g in demo["games"]]
    same_but_name(exported(db, imported(db, tmp_path / "demo-1.json"), tmp_path / "2.json"), first)
    assert main_of(db, "check").stdout.startswith("ok: ")


def loaded_by(db: Path, *args: str) -> set[str]:
    """The modules in sys.modules after ``scorekeeper --db DB ARGS`` ran."""
    code = (
        "import json, sys\n"
        f"sys.argv = ['scorekeeper', '--db', {str(db)!r}, *{list(args)!r}]\n"
        "from scorekeeper.cli.launch import main\n"
        "try:\n    main()\nexcept SystemExit as exit:\n    assert not exit.code, exit.code\n"
        "sys.stderr.write(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stderr.splitlines()[-1]))


SCHEMA = "scorekeeper.ledger.transfer.schema"


def test_only_import_loads_the_schema(template: Path, tmp_path: Path) -> None:
    db = tmp_path / "scores.db"
    copy_database(template, db)
    entry = ["--winner", "Ben", "--maal", "Ben=3"]
    commands = (["totals", "Evening"], ["export", "Evening", "--json"], ["check"],
                ["record", "Pokhara", *entry], ["undo", "Pokhara"])  # fmt: skip
    for args in commands:
        assert SCHEMA not in loaded_by(db, *args), args
    run_script(db, "export", "Pokhara", "--json", "-o", str(tmp_path / "p.json"))
    plain = loaded_by(db, "import", str(tmp_path / "p.json"))  # read by plain_reading.py
    assert SCHEMA not in plain and "pydantic" not in plain
    run_script(db, "export", "Evening", "--json", "-o", str(tmp_path / "e.json"))
    assert SCHEMA in loaded_by(db, "import", str(tmp_path / "e.json"))  # its kept changes

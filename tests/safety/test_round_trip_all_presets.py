"""export --json → import → export --json, on an evening of each of the seven presets.

Each evening is the golden one of its preset (tests/cli/golden_presets/, the commands that
succeed and change something), marriage-rummy's written here, played at one time and
imported at a later one. Into a database of its own the second export is the first but for
when it was exported: the session keeps its name, its times (``last_used_at`` too: the
file's, not the import's), every game, revision, note and event. Into the same database
the copy takes a free name, "Friday (2)", and nothing else changes.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from scorekeeper.cli import app

GOLDEN = Path(__file__).resolve().parents[1] / "cli" / "golden_presets"
PLAYED_AT = "2026-11-20T21:40:00+00:00"
IMPORTED_AT = "2027-01-02T08:15:00+00:00"
# Read-only commands, and those that write files: what is left changes the ledger.
SKIPPED = {"totals", "games", "history", "events", "chart", "export", "import", "check"}
MARRIAGE = [
    "new Friday --preset marriage-rummy -p Asha -p Bina -p Chandra -p Dev",
    "record Friday --winner Asha --honors Asha=2 --marriages Bina=1 --hand Bina=12 "
    "--hand Chandra=10+10+3 --surrender Dev=first --note 'Dev left early'",
    "record Friday --winner Bina --hand Asha=30 --hand Chandra=5 --unplayed Dev --hand Dev=40",
    "correct Friday 2 --winner Bina --hand Asha=31 --hand Chandra=5 --hand Dev=40 "
    "--reason 'Asha held 31'",
    "record Friday --winner Chandra --hand Asha=3 --hand Bina=4 --sit-out Dev",
    "void Friday 3 --reason 'misdeal'",
    "record Friday --winner Dev --hand Asha=1 --hand Bina=2 --hand Chandra=3",
    "undo Friday",
    "stake Friday 0.25 --currency NPR",
]
PRESETS = ["marriage-rummy", "nepali", "points", "pool", "basic", "table-hand", "tiles"]


def evening(preset: str) -> list[list[str]]:
    """The commands that build the preset's evening, each as its arguments."""
    if preset == "marriage-rummy":
        return [shlex.split(line) for line in MARRIAGE]
    lines = (GOLDEN / f"{preset}.txt").read_text("utf-8").splitlines()
    wanted = []
    for line in lines:
        if not line.startswith("$ scorekeeper ") or "# exit code" in line:
            continue
        argv = shlex.split(line[len("$ scorekeeper ") :])
        if argv[0] not in SKIPPED:
            wanted.append(argv)
    return wanted


def cli(db: Path, now: str, *args: str) -> str:
    """The CLI in this process on ``db``, its clock at ``now``; what it printed."""
    env = {"SCOREKEEPER_DB": str(db), "SCOREKEEPER_NOW": now}
    result = CliRunner().invoke(app, ["--db", str(db), *args], env=env)
    assert result.exit_code == 0, (args, result.stderr)
    return result.stdout


def without_export_time(document: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key != "exported_at"}


@pytest.mark.parametrize("preset", PRESETS)
def test_export_import_export_is_the_same_document(preset: str, tmp_path: Path) -> None:
    played = tmp_path / "played.db"
    for argv in evening(preset):
        cli(played, PLAYED_AT, *argv)
    name = evening(preset)[0][1]
    first = json.loads(cli(played, PLAYED_AT, "export", name, "--json"))
    file = tmp_path / "evening.json"
    file.write_text(json.dumps(first, ensure_ascii=False), "utf-8")
    assert first["session"]["last_used_at"] != IMPORTED_AT

    # Into a database of its own: the same document but for the time it was exported.
    fresh = tmp_path / "fresh.db"
    cli(fresh, IMPORTED_AT, "import", str(file))
    again = json.loads(cli(fresh, IMPORTED_AT, "export", name, "--json"))
    assert without_export_time(again) == without_export_time(first)
    assert again["session"]["last_used_at"] == first["session"]["last_used_at"]

    # Into the database it came from: a free name for the copy, and nothing else differs.
    cli(played, IMPORTED_AT, "import", str(file))
    copy = json.loads(cli(played, IMPORTED_AT, "export", "2", "--json"))
    assert copy["session"]["name"] == f"{name} (2)"
    copy["session"]["name"] = name
    assert without_export_time(copy) == without_export_time(first)

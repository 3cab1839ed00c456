"""Every preset's evening, through the installed script, on a file and on PostgreSQL: the
same commands must print the same, to the character, and exit the same.

Each evening records the games of its preset's golden transcript (golden_presets/; a
plain one for marriage-rummy), corrects game 1 with another game's entry, voids the last
game, undoes that, exports the session and imports it back, reads games, totals and
history as JSON, settles at a stake, and checks the ledger. Only the ledger's own name
(a path, or a URL) differs between the two runs, and is written DB in both.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest
from cli_harness import SCRIPT

GOLDEN = Path(__file__).resolve().parent / "golden_presets"
NOW = "2026-11-20T21:40:00+00:00"
MARRIAGE = [
    "new Friday -p Asha -p Bina -p Chandra -p Dev",
    "record Friday --winner Asha --hand Bina=10 --hand Chandra=5 --hand Dev=0",
    "record Friday --winner Chandra --honors Chandra=2 --hand Asha=20 --surrender Bina=first"
    " --hand Dev=7",
    "record Friday --winner Dev --sit-out Asha --hand Bina=3 --hand Chandra=12",
]


def _opening(preset: str) -> list[str]:
    """``new`` and the first games of the preset's golden evening that it records."""
    if preset == "marriage-rummy":
        return MARRIAGE
    lines = (GOLDEN / f"{preset}.txt").read_text("utf-8").splitlines()
    said = [line[len("$ scorekeeper ") :] for line in lines if line.startswith("$ scorekeeper ")]
    new = next(line for line in said if line.startswith("new "))
    records = [line for line in said if line.startswith("record ") and "# exit code" not in line]
    # pool: a player is out after two games, and the transcript's third comes after a rejoin
    return [new, *records[: 2 if preset == "pool" else 3]]


def evening(preset: str) -> list[str]:
    opening = _opening(preset)
    name = shlex.split(opening[0])[1]
    records = [shlex.split(line)[2:] for line in opening[1:]]
    other = shlex.join(records[-1])  # game 1 corrected to another game's entry
    last = len(records)
    return [
        *opening,
        f"correct {name} 1 {other} --reason 'the wrong sheet'",
        f"void {name} {last} --reason misdeal",
        f"undo {name}",
        f"export {name} --json -o evening.json",
        "import evening.json",
        f"games {name} --json",
        f"totals {name} --json",
        f"history {name} --json",
        f"games '{name} (2)' --json",
        f"settle {name} --stake 0.5 --currency NPR --json",
        "check",
    ]


def run(commands: list[str], db: str, folder: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")}
    env |= {"SCOREKEEPER_DB": db, "SCOREKEEPER_NOW": NOW, "COLUMNS": "200", "HOME": str(folder)}
    said = []
    for command in commands:
        done = subprocess.run([str(SCRIPT), *shlex.split(command)], capture_output=True,
                              text=True, env=env, cwd=folder, timeout=120, check=False)  # fmt: skip
        assert "Traceback" not in done.stderr, (command, done.stderr)
        printed = (done.stdout + done.stderr).replace(db, "DB")
        said.append(f"$ {command}  # exit {done.returncode}\n{printed}")
    return said


PRESETS = ["marriage-rummy", "nepali", "points", "pool", "basic", "table-hand", "tiles"]


@pytest.mark.parametrize("preset", PRESETS)
def test_an_evening_prints_the_same_on_a_file_and_on_postgresql(
    preset: str, tmp_path: Path, pg_url: str
) -> None:
    commands = evening(preset)
    (tmp_path / "file").mkdir()
    (tmp_path / "server").mkdir()
    on_file = run(commands, str(tmp_path / "file" / "evening.db"), tmp_path / "file")
    on_server = run(commands, pg_url, tmp_path / "server")
    assert on_server == on_file
    # and the evening itself went as meant: each step but settle took (settle refuses a
    # preset whose scores do not sum to zero, on both alike)
    codes = {line.split("\n")[0]: re.search(r"# exit (\d+)", line)[1] for line in on_file}
    refused = [command for command, code in codes.items() if code != "0"]
    assert all(command.startswith("$ settle") for command in refused), refused
    assert on_file[-1].startswith("$ check  # exit 0\nok: DB (2 sessions, ")

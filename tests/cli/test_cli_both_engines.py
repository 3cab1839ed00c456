"""Every preset's evening, on a file and on PostgreSQL (transcript.py runs it): the
same commands must print the same, to the character, and exit the same.

Each evening records the games of its preset's golden transcript (golden_presets/),
corrects game 1 with another game's entry, voids the last game, undoes that, exports the
session and imports it back, reads games, totals and history as JSON, settles at a
stake, and checks the ledger. Only the ledger's own name
(a path, or a URL) differs between the two runs, and is written DB in both.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from transcript import commands, golden, run


def _opening(preset: str) -> list[str]:
    """``new`` and the first games of the preset's golden evening that it records."""
    said = [line.removeprefix("scorekeeper ") for line in commands(golden(preset))]
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


def play(evening: list[str], db: str, folder: Path) -> list[str]:
    said = []
    for command in evening:
        done = run(shlex.split(command), db=db, folder=folder)
        printed = (done.stdout + done.stderr).replace(db, "DB")
        said.append(f"$ {command}  # exit {done.code}\n{printed}")
    return said


PRESETS = ["marriage-rummy", "nepali", "points", "pool", "basic", "table-hand", "tiles"]


@pytest.mark.parametrize("preset", PRESETS)
def test_an_evening_prints_the_same_on_a_file_and_on_postgresql(
    preset: str, tmp_path: Path, pg_url: str
) -> None:
    commands = evening(preset)
    (tmp_path / "file").mkdir()
    (tmp_path / "server").mkdir()
    on_file = play(commands, str(tmp_path / "file" / "evening.db"), tmp_path / "file")
    on_server = play(commands, pg_url, tmp_path / "server")
    assert on_server == on_file
    # and the evening itself went as meant: each step but settle took (settle refuses a
    # preset whose scores do not sum to zero, on both alike)
    codes = {line.split("\n")[0]: re.search(r"# exit (\d+)", line)[1] for line in on_file}
    refused = [command for command, code in codes.items() if code != "0"]
    assert all(command.startswith("$ settle") for command in refused), refused
    assert on_file[-1].startswith("$ check  # exit 0\nok: DB (2 sessions, ")

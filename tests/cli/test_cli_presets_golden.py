"""A golden evening per preset of the rummy family, through the installed script.

Each file in golden_presets/ is a transcript: a ``$ scorekeeper …`` line, then what the
command printed (stdout, then stderr). The commands run in order on one fresh database,
in a real process, at a fixed time (SCOREKEEPER_NOW), 200 columns wide; one whose line
ends in ``# exit code N`` must exit so, every other with 0. The numbers in them were
worked out by hand from docs/rules.md; each evening reaches its end (target or deals),
is refused a new game, and goes on after a correction, a void or a higher target. The
nepali evening plays the house rules instead of an ending: a foul paid in the next game
(also by a fouler who sits it out, and moved by a correction or a void of the foul game),
a double game, a dublee win at three players (a warning) and a loser seen through dublees.
Each runs in its own folder, where a relative ``-o FILE`` lands.
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
EXIT_CODE = re.compile(r"\s+#\s*exit code (\d+)\s*$")


def commands(text: str) -> list[str]:
    return [line[2:] for line in text.splitlines() if line.startswith("$ ")]


def run_evening(text: str, folder: Path, db: str | None = None) -> str:
    """The transcript the commands of ``text`` print now, on ``db`` (a PostgreSQL URL) or
    on ``evening.db`` in ``folder``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")}
    env |= {"SCOREKEEPER_DB": db or str(folder / "evening.db"), "SCOREKEEPER_NOW": NOW}
    env |= {"COLUMNS": "200", "HOME": str(folder)}
    out = []
    for command in commands(text):
        wanted = EXIT_CODE.search(command)
        argv = shlex.split(EXIT_CODE.sub("", command))
        assert argv[0] == "scorekeeper"
        done = subprocess.run([str(SCRIPT), *argv[1:]], capture_output=True, env=env,
                              timeout=120, check=False, text=True, cwd=folder)  # fmt: skip
        expected_code = int(wanted.group(1)) if wanted else 0
        assert done.returncode == expected_code, (command, done.stderr)
        assert "Traceback" not in done.stderr
        out.append(f"$ {command}")
        out += [line.rstrip() for line in (done.stdout + done.stderr).splitlines()]
    return "\n".join(out) + "\n"


PRESETS = ["points", "basic", "table-hand", "tiles", "nepali"]


@pytest.mark.parametrize("preset", PRESETS)
def test_golden_evening(preset: str, tmp_path: Path) -> None:
    text = (GOLDEN / f"{preset}.txt").read_text("utf-8")
    assert run_evening(text, tmp_path) == text
    # and the ledger the evening leaves is sound, imports and all
    checked = subprocess.run([str(SCRIPT), "--db", str(tmp_path / "evening.db"), "check"],
                             capture_output=True, text=True, timeout=120, check=False)  # fmt: skip
    assert checked.returncode == 0 and checked.stdout.startswith("ok: "), checked


@pytest.mark.parametrize("preset", PRESETS)
def test_golden_evening_on_postgresql(preset: str, tmp_path: Path, pg_url: str) -> None:
    """The same evening, to the character, on a club's PostgreSQL ledger."""
    text = (GOLDEN / f"{preset}.txt").read_text("utf-8")
    assert run_evening(text, tmp_path, pg_url) == text
    checked = subprocess.run([str(SCRIPT), "--db", pg_url, "check"],
                             capture_output=True, text=True, timeout=120, check=False)  # fmt: skip
    assert checked.returncode == 0 and checked.stdout.startswith("ok: "), checked

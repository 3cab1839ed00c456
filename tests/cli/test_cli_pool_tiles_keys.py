"""The pool and tiles rule keys through the installed script.

golden_presets/pool-150.txt is the 101 evening of pool.txt played at ``pool=150`` with
``rejoin-premium=10`` (and a 75-point game 2, so Chandra still goes out): `show` gives the
rules with their limits (rejoin-below 150 − 22 = 128); Chandra out at 155 rejoins at
40 + 10 = 50; game 2 corrected (Asha 50) moves the rejoin to 50 + 10 = 60; Asha out at
155 may not rejoin while Bina has 140 (above 128); Bina out at 150; Chandra wins and the
entry fees settle; export and import keep the rules. golden_presets/tiles-full.txt plays
``no-out-payment=full`` to a target of 100: each no-out game's losers pay their whole
rack, the session ends, plays on after a higher target, and keeps the key through export
and import; on PostgreSQL it prints the same. Bad values exit 2 naming the key and its
range, and store nothing. The numbers were worked out by hand from docs/rules.md.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
from pathlib import Path

import pytest
from cli_harness import SCRIPT
from test_cli_pool_golden import EXIT_CODE, NOW, run_pool_evening

GOLDEN = Path(__file__).resolve().parent / "golden_presets"


@pytest.mark.parametrize("evening", ["pool-150", "tiles-full"])
def test_golden_evening(evening: str, tmp_path: Path) -> None:
    text = (GOLDEN / f"{evening}.txt").read_text("utf-8")
    assert run_pool_evening(text, tmp_path) == text


def test_the_tiles_evening_prints_the_same_on_postgresql(tmp_path: Path, pg_url: str) -> None:
    text = (GOLDEN / "tiles-full.txt").read_text("utf-8")
    commands = [line for line in text.splitlines() if line.startswith("$ ")]
    on_server = _run_on(pg_url, "\n".join(commands), tmp_path)
    assert on_server == text.replace("DIR/evening.db", "DB")


def _run_on(db: str, text: str, folder: Path) -> str:
    """The transcript on ``db`` (a PostgreSQL URL), its name written DB."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")}
    env |= {"SCOREKEEPER_DB": db, "SCOREKEEPER_NOW": NOW, "COLUMNS": "200", "HOME": str(folder)}
    out = []
    for command in (line[2:] for line in text.splitlines()):
        wanted = EXIT_CODE.search(command)
        argv = shlex.split(EXIT_CODE.sub("", command))
        done = subprocess.run([str(SCRIPT), *argv[1:]], capture_output=True, env=env,
                              cwd=folder, timeout=120, check=False, text=True)  # fmt: skip
        assert done.returncode == (int(wanted.group(1)) if wanted else 0), (command, done.stderr)
        out.append(f"$ {command}")
        out += [
            line.rstrip() for line in (done.stdout + done.stderr).replace(db, "DB").splitlines()
        ]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(
    ("preset", "rule", "said"),
    [
        ("pool", "pool=49", "--rule pool: must be a whole number 50–1000, got 49"),
        ("pool", "pool=1001", "--rule pool: must be a whole number 50–1000, got 1001"),
        ("pool", "pool=101.5", "--rule pool: must be a whole number 50–1000, got '101.5'"),
        ("pool", "rejoin-premium=201",
         "--rule rejoin-premium: must be a whole number 0–200, got 201"),
        ("pool", "rejoin-premium=x",
         "--rule rejoin-premium: must be a whole number 0–200, got 'x'"),
        ("tiles", "no-out-payment=half",
         "--rule no-out-payment: must be one of difference, full; got 'half'"),
        ("points", "rejoin-premium=10", "--rule: unknown key 'rejoin-premium'"),
    ],
)  # fmt: skip
def test_a_bad_value_is_refused_naming_the_key_and_nothing_is_stored(
    preset: str, rule: str, said: str, tmp_path: Path
) -> None:
    db = tmp_path / "x.db"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")}
    env |= {"COLUMNS": "200", "HOME": str(tmp_path)}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(SCRIPT), "--db", str(db), *args], capture_output=True,
                              text=True, env=env, timeout=120, check=False)  # fmt: skip

    done = run("new", "N", "--preset", preset, "-p", "Asha", "-p", "Bina", "--rule", rule)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(said), done.stderr
    assert "Traceback" not in done.stderr
    listed = run("sessions", "--json")
    assert listed.returncode == 0 and json.loads(listed.stdout) == []

"""A 101 pool evening through the installed script, as a golden transcript
(golden_presets/pool.txt): an elimination, a refused game for the out player, a rejoin,
a correction of an earlier game that changes the rejoined total, a refused rejoin above
rejoin-below, the last player left winning the pool, the entry fees settled, the export
imported with the same totals, and check ok. The numbers were worked out by hand from
docs/rules.md: Chandra out at 105 after game 2, back in at 40, at 50 once game 2 is
corrected (Asha 50); Asha out at 110 while Bina has 80 (no rejoin above 79); Bina out
at 160; Chandra wins and collects 500 NPR from each (her two entries paid 1000)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from pathlib import Path

from cli_harness import SCRIPT

GOLDEN = Path(__file__).resolve().parent / "golden_presets" / "pool.txt"
NOW = "2026-11-20T21:40:00+00:00"
EXIT_CODE = re.compile(r"\s+#\s*exit code (\d+)\s*$")


def run_pool_evening(text: str, folder: Path) -> str:
    """What the ``$ scorekeeper …`` lines of ``text`` print now, run in ``folder``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCOREKEEPER_")}
    env |= {"SCOREKEEPER_DB": str(folder / "evening.db"), "SCOREKEEPER_NOW": NOW}
    env |= {"COLUMNS": "200", "HOME": str(folder)}
    out = []
    for command in (line[2:] for line in text.splitlines() if line.startswith("$ ")):
        wanted = EXIT_CODE.search(command)
        argv = shlex.split(EXIT_CODE.sub("", command))
        assert argv[0] == "scorekeeper"
        done = subprocess.run([str(SCRIPT), *argv[1:]], capture_output=True, env=env,
                              cwd=folder, timeout=120, check=False, text=True)  # fmt: skip
        assert done.returncode == (int(wanted.group(1)) if wanted else 0), (command, done.stderr)
        assert "Traceback" not in done.stderr
        out.append(f"$ {command}")
        printed = (done.stdout + done.stderr).replace(str(folder), "DIR")
        out += [line.rstrip() for line in printed.splitlines()]
    return "\n".join(out) + "\n"


def test_a_101_evening_with_a_rejoin_a_correction_and_a_winner(tmp_path: Path) -> None:
    text = GOLDEN.read_text("utf-8")
    assert run_pool_evening(text, tmp_path) == text

"""The import's quick exit: the real process ends without freeing the document, its
database written, committed and closed, its line printed; run in-process it keeps nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cli_harness import Cli, run_script

from scorekeeper.cli import quick_exit

# A kept object says when it is freed: an armed process that leaves never frees it.
FREED = """
import sys
from scorekeeper.cli import quick_exit

class Loud:
    def __del__(self):
        print("freed", flush=True)

quick_exit.arm()
quick_exit.keep(Loud())
print("said", end="")  # left in the buffer: the exit must flush it
quick_exit.ends_with(5)
sys.exit(5)
"""


def _freed(script: Path) -> subprocess.CompletedProcess[str]:
    script.write_text(FREED, "utf-8")
    started = [sys.executable, str(script)]
    return subprocess.run(started, capture_output=True, text=True, check=False)


def test_the_installed_script_leaves_with_its_code_and_output_without_freeing(
    tmp_path: Path,
) -> None:
    armed = _freed(tmp_path / "scorekeeper")  # the installed script's name
    assert (armed.returncode, armed.stdout, armed.stderr) == (5, "said", "")


def test_another_program_keeps_nothing(tmp_path: Path) -> None:
    unarmed = _freed(tmp_path / "other_program.py")  # main called in-process: it goes on
    # nothing held it: freed as soon as it was handed over, before anything was said
    assert (unarmed.returncode, unarmed.stdout) == (5, "freed\nsaid")


def test_the_script_imports_whole_and_closes_the_database(played: Cli, tmp_path: Path) -> None:
    export = tmp_path / "evening.json"
    played.ok("export", "Evening", "--json", "-o", str(export))
    done = run_script(played.db, "import", str(export))
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode() == "Imported session 2 'Evening (2)': 1 games.\n"
    imported, original = played.json("totals", "2"), played.json("totals", "1")
    assert imported | {"session": "Evening"} == original
    if isinstance(played.db, Path):  # SQLite: closed before the exit, its log folded in
        assert not Path(f"{played.db}-wal").exists()


def test_an_import_in_process_keeps_nothing(played: Cli, tmp_path: Path) -> None:
    export = tmp_path / "evening.json"
    played.ok("export", "Evening", "--json", "-o", str(export))
    played.ok("import", str(export))
    assert quick_exit._kept == []

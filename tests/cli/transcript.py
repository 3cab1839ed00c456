"""One runner for the command line's golden transcripts (golden_presets/*.txt).

A transcript is a ``$ scorekeeper …`` line, then what the command printed: stdout, then
stderr, spaces at line ends dropped. A command whose line ends in ``# exit code N`` must
exit so, every other with 0. A line starting with ``# `` (or a bare ``#``) is a comment,
hledger's style: it carries the hand-worked derivation of the numbers below it, and the
runner skips it. The commands run in order on one database, in one folder (where a
relative ``-o FILE`` lands, written ``DIR`` in the output), at a fixed time, 200 columns
wide; a PostgreSQL URL given as the database is written ``DB``.

By default a command runs in this process: the script's own ``main`` (so usage mistakes
get its one line and its exit codes) under CliRunner's isolation, with the command tree
built once. What these transcripts test is what the commands print and store, not the
process. ``process=True`` runs the installed script instead; test_readme_tour.py (the
newcomer's run, through bash) and the tests that check the process itself do that.
"""

from __future__ import annotations

import difflib
import re
import shlex
import subprocess
from pathlib import Path

from cli_harness import SCRIPT, in_process_env, script_env
from main_run import Done, run_main

GOLDEN = Path(__file__).resolve().parent / "golden_presets"
NOW = "2026-11-20T21:40:00+00:00"  # a Friday evening
EXIT_CODE = re.compile(r"\s+#\s*exit code (\d+)\s*$")


def is_comment(line: str) -> bool:
    return line.startswith("# ") or line == "#"


def without_comments(text: str) -> str:
    """The transcript as the commands print it: the comment lines left out."""
    return "".join(line for line in text.splitlines(keepends=True) if not is_comment(line))


def commands(text: str) -> list[str]:
    """The transcript's commands as written after ``$ ``, exit-code comments and all."""
    return [line[2:] for line in text.splitlines() if line.startswith("$ ")]


def golden(name: str) -> str:
    return (GOLDEN / f"{name}.txt").read_text("utf-8")


def run(argv: list[str], *, db: Path | str | None, folder: Path, process: bool = False) -> Done:
    """One command (without ``scorekeeper``) on ``db``, in ``folder``, at NOW."""
    if process:
        env = script_env(db, home=folder, now=NOW)
        done = subprocess.run([str(SCRIPT), *argv], capture_output=True, text=True, cwd=folder,
                              env=env, timeout=120, check=False)  # fmt: skip
        assert "Traceback" not in done.stderr, (argv, done.stderr)
        return Done(done.returncode, done.stdout, done.stderr)
    return _in_process(argv, db=db, folder=folder)


def _in_process(argv: list[str], *, db: Path | str | None, folder: Path) -> Done:
    return run_main(argv, env=in_process_env(db, home=folder, now=NOW), folder=folder)


def play(text: str, folder: Path, db: str | None = None, *, process: bool = False) -> str:
    """The transcript the commands of ``text`` print now, without its comments, on ``db``
    (a PostgreSQL URL) or on ``evening.db`` in ``folder``."""
    ledger = db or str(folder / "evening.db")
    out = []
    for command in commands(text):
        wanted = EXIT_CODE.search(command)
        argv = shlex.split(EXIT_CODE.sub("", command))
        assert argv[0] == "scorekeeper", command
        done = run(argv[1:], db=ledger, folder=folder, process=process)
        assert done.code == (int(wanted.group(1)) if wanted else 0), (command, done.stderr)
        out.append(f"$ {command}")
        printed = done.stdout + done.stderr
        if db is not None:
            printed = printed.replace(db, "DB")
        printed = printed.replace(str(folder), "DIR")
        out += [line.rstrip() for line in printed.splitlines()]
    return "\n".join(out) + "\n"


def assert_plays(name: str, folder: Path, db: str | None = None, *, process: bool = False) -> str:
    """golden_presets/``name``.txt prints now what it says; its text, comments and all."""
    text = golden(name)
    printed, wanted = play(text, folder, db, process=process), without_comments(text)
    diff = difflib.unified_diff(wanted.splitlines(), printed.splitlines(), name, "printed", n=2)
    assert printed == wanted, "\n".join(diff)
    return text

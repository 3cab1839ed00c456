"""The command-line figures, each a fresh process, and the floors they are held to.

Floors: ``python -c pass`` and ``python -c "import sqlite3"`` (what a database command
cannot start faster than), ``python -c "import typer"`` (the command line's framework), a
minimal two-command Typer app without parameters run as ``python minimal_typer.py one``
(Typer's own floor for a command; see benchmarks/README.md for why without ``--help``),
the sqlite3 command computing the same numbers with one query, SQLite's own
``integrity_check``, and ``json.load`` (+ ``json.dump`` indented by two, as the export
was written before) of the session's export.

The start-up and import figures are also taken as CPU time (``cpu …``: the process's user
and system seconds), which others' work on a shared machine disturbs far less than the
wall clock: the same ratios are given both ways.
"""

from __future__ import annotations

import itertools
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import bench_data

BIN = Path(sys.executable).parent
SCOREKEEPER = str(BIN / "scorekeeper")
PYTHON = sys.executable
SQLITE = shutil.which("sqlite3") or "sqlite3"
CLI_ENTRY = ("--winner", "Asha", *(a for n in bench_data.SEATS[1:] for a in ("--hand", f"{n}=7")))
SQL_TOTALS = (
    "SELECT e.player_id, SUM(e.score), SUM(e.part_a), SUM(e.part_b) FROM game g "
    "JOIN revision_entry e ON e.revision_id = g.current_revision_id "
    "WHERE g.session_id = 1 AND NOT g.voided GROUP BY e.player_id;"
)
SQL_GAMES = (
    "SELECT g.number, g.position, g.dealer_id, g.winner_id, g.voided, g.revision, "
    "e.player_id, e.score FROM game g "
    "JOIN revision_entry e ON e.revision_id = g.current_revision_id "
    "WHERE g.session_id = 1 ORDER BY g.number, e.seat;"
)
# The timed commands may cache their bytecode, as on a user's machine.
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
PEAK = (
    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
    "stdout=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
)


def timed(*args: str) -> Callable[[], float]:
    def run() -> float:
        start = time.perf_counter()
        subprocess.run(
            args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV
        )
        return time.perf_counter() - start

    return run


def cpu_timed(*args: str) -> Callable[[], float]:
    """The CPU seconds (user and system) the command's process spent."""

    def run() -> float:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(
            args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime

    return run


def timed_afresh(*args: str) -> Callable[[], float]:
    """A run with an empty cache folder: nothing kept from an earlier read."""

    def run() -> float:
        with tempfile.TemporaryDirectory() as folder:
            env = {**ENV, "XDG_CACHE_HOME": folder}
            start = time.perf_counter()
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL, env=env)
            return time.perf_counter() - start

    return run


def timed_again(*args: str) -> Callable[[], float]:
    """The second of two runs in a row: a read after one that kept what it worked out."""
    first, second = timed(*args), timed(*args)

    def run() -> float:
        first()
        return second()

    return run


def peak_memory(*args: str) -> Callable[[], float]:
    """Bytes: the command's peak resident memory (a wrapper process of its own each time)."""

    def run() -> float:
        done = subprocess.run(
            [PYTHON, "-c", PEAK, *args], check=True, capture_output=True, text=True, env=ENV
        )
        return int(done.stdout.strip()) * 1024

    return run


def importing(
    export: Path, folder: Path, measure: Callable[..., Callable[[], float]] = timed
) -> Callable[[], float]:
    """``import`` of the export into a new file each time, by ``measure`` (wall or CPU)."""
    counter = itertools.count()

    def run() -> float:
        target = folder / f"import-{export.stem}-{next(counter)}.db"
        elapsed = measure(SCOREKEEPER, "--db", str(target), "import", str(export))()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{target}{suffix}").unlink(missing_ok=True)
        return elapsed

    return run


# Not one parameter, not even --help: Typer 0.29 builds a Pydantic adapter for each
# parameter a command line holds (--help included) and so imports Pydantic; the app the
# ledger's commands are held to is Typer parsing and running a subcommand, nothing more.
MINIMAL_TYPER = """import typer

app = typer.Typer(add_completion=False, add_help_option=False)


@app.command(add_help_option=False)
def one() -> None:
    typer.echo("one")


@app.command(add_help_option=False)
def two() -> None:
    typer.echo("two")


app()
"""


def minimal_typer(folder: Path, help_option: bool = False) -> Path:
    """The floor a command's start-up is held to, written into the harness's folder; with
    ``help_option``, the same app with Typer's defaults (--help, completion), for
    comparison: what the floor was before, Pydantic included."""
    script = folder / ("typer_with_help.py" if help_option else "minimal_typer.py")
    text = MINIMAL_TYPER
    if help_option:
        text = text.replace("add_completion=False, add_help_option=False", "")
        text = text.replace("add_help_option=False", "")
    script.write_text(text, encoding="utf-8")
    return script


CPU_IMPORT_MOST = 10_000  # the largest size whose import is taken as CPU time too


def measures(dbs: dict[int, Path], folder: Path) -> dict[str, Callable[[], float]]:
    found = {
        "python -c pass": timed(PYTHON, "-c", "pass"),
        "python import sqlite3": timed(PYTHON, "-c", "import sqlite3"),
        "python import typer": timed(PYTHON, "-c", "import typer"),
        "minimal Typer app": timed(PYTHON, str(minimal_typer(folder)), "one"),
        "cpu minimal Typer app": cpu_timed(PYTHON, str(minimal_typer(folder)), "one"),
        "cpu Typer app with --help": cpu_timed(PYTHON, str(minimal_typer(folder, True)), "one"),
        "cpu python import typer": cpu_timed(PYTHON, "-c", "import typer"),
        "scorekeeper --version": timed(SCOREKEEPER, "--version"),
        "scorekeeper --help": timed(SCOREKEEPER, "--help"),
    }
    for size, db in dbs.items():
        document = folder / f"export-{size}.json"
        subprocess.run(
            [SCOREKEEPER, "--db", str(db), "export", bench_data.SESSION, "--json", "-o",
             str(document)], check=True, capture_output=True, env=ENV,
        )  # fmt: skip
        load = f"import json; json.load(open({str(document)!r}, encoding='utf-8'))"
        load_dump = (
            f"import json; d = json.load(open({str(document)!r}, encoding='utf-8')); "
            "json.dump(d, open('/dev/null', 'w'), ensure_ascii=False, indent=2)"
        )
        cli = (SCOREKEEPER, "--db", str(db))
        s = bench_data.SESSION
        found |= {
            f"sqlite3 totals@{size}": timed(SQLITE, str(db), SQL_TOTALS),
            f"sqlite3 games@{size}": timed(SQLITE, "-csv", str(db), SQL_GAMES),
            f"sqlite3 integrity_check@{size}": timed(SQLITE, str(db), "PRAGMA integrity_check;"),
            f"json.load@{size}": timed(PYTHON, "-c", load),
            f"json.load+dump@{size}": timed(PYTHON, "-c", load_dump),
            f"cli totals --json@{size}": timed(*cli, "totals", s, "--json"),
            f"cli games --json@{size}": timed(*cli, "games", s, "--json"),
            # every counted game of the preset rated in order, against one session's totals:
            # nothing kept from an earlier read
            f"cli ratings --json afresh@{size}": timed_afresh(*cli, "ratings", "--json"),
            # after the round's record (below): moved on from the kept pass by that game
            f"cli ratings --json@{size}": timed(*cli, "ratings", "--json"),
            # nothing changed since the read before: moved on from the kept pass
            f"cli ratings --json again@{size}": timed_again(*cli, "ratings", "--json"),
            f"cli record@{size}": timed(*cli, "record", s, *CLI_ENTRY),
            f"cli import@{size}": importing(document, folder),
            f"cli export --json@{size}": timed(
                *cli, "export", s, "--json", "-o", str(folder / f"again-{size}.json")
            ),
            f"cli check@{size}": timed(*cli, "check"),
            f"cli games --json memory@{size}": peak_memory(*cli, "games", s, "--json"),
            f"cpu cli totals --json@{size}": cpu_timed(*cli, "totals", s, "--json"),
            f"cpu cli record@{size}": cpu_timed(*cli, "record", s, *CLI_ENTRY),
            f"cpu json.load@{size}": cpu_timed(PYTHON, "-c", load),
        }
        if size <= CPU_IMPORT_MOST:  # a season's import once more each round is enough
            found[f"cpu cli import@{size}"] = importing(document, folder, cpu_timed)
    return found

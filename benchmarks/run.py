"""The performance harness: figures and ratios, never asserted inside the test suite.

    python benchmarks/run.py                 # sizes 10, 1000, 10000
    python benchmarks/run.py --sizes 10 1000 10000 100000 --repeat 7

Every figure is the median of ``--repeat`` runs, after one unrecorded run (caches warm;
the timed commands may write their bytecode, as on a user's machine). Ratios compare
figures from the same run (these machines are noisy): size 10,000 / size 10; ours / the
sqlite3 CLI computing the same numbers with one query; our start-up / a bare import.
The start-up commands are timed in turns, and so are the TUI's two sizes. The table is
printed and written as JSON to benchmarks/results/ so two runs can be compared.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_data
import measure_tui

from scorekeeper import export
from scorekeeper.ledger import Ledger

BIN = Path(sys.executable).parent
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


def seconds(action: Callable[[], object]) -> Callable[[], float]:
    def timed() -> float:
        start = time.perf_counter()
        action()
        return time.perf_counter() - start

    return timed


def interleaved(measures: dict[str, Callable[[], float]], repeat: int) -> dict[str, float]:
    """The median of each measure over ``repeat`` rounds, after one unrecorded round (caches
    warm, as on a second start). Measures compared by a ratio are taken in turns, so a
    burst of load on a noisy machine falls on both sides alike."""
    times: dict[str, list[float]] = {name: [] for name in measures}
    for round_ in range(repeat + 1):
        for name, measure in measures.items():
            elapsed = measure()
            if round_:
                times[name].append(elapsed)
    return {name: statistics.median(values) for name, values in times.items()}


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    return interleaved({"": seconds(action)}, repeat)[""]


# The timed commands may cache their bytecode, as on a user's machine: with
# PYTHONDONTWRITEBYTECODE set, scorekeeper's own modules would be compiled from source on
# every run while the libraries beside them load pip's precompiled bytecode.
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def command(*args: str) -> Callable[[], None]:
    def run() -> None:
        subprocess.run(
            args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV
        )

    return run


def writes(ledger: Ledger, repeat: int, size: int) -> dict[str, float]:
    entry = ledger.build_entry(
        bench_data.SESSION, "Asha", {"hand": [f"{n}=7" for n in bench_data.SEATS[1:]]}
    )
    middle = max(1, size // 2)
    figures = {"record": median_seconds(lambda: ledger.record(bench_data.SESSION, entry), repeat)}
    figures["correct"] = median_seconds(
        lambda: ledger.correct(bench_data.SESSION, middle, entry, "bench"), repeat
    )

    def void_and_undo() -> None:
        ledger.void(bench_data.SESSION, middle, "bench")
        ledger.undo(bench_data.SESSION)

    figures["void+undo"] = median_seconds(void_and_undo, repeat)
    return figures


def reads(ledger: Ledger, db: Path, repeat: int) -> dict[str, float]:
    scorekeeper = str(BIN / "scorekeeper")
    sqlite = shutil.which("sqlite3") or "sqlite3"
    return {
        "totals": median_seconds(lambda: ledger.totals(bench_data.SESSION), repeat),
        "games": median_seconds(lambda: ledger.games(bench_data.SESSION), repeat),
        "export": median_seconds(lambda: export.totals_csv(ledger, bench_data.SESSION), repeat),
        "export --games": median_seconds(
            lambda: export.games_csv(ledger, bench_data.SESSION), repeat
        ),
        "sqlite3 totals": median_seconds(command(sqlite, str(db), SQL_TOTALS), repeat),
        "sqlite3 games": median_seconds(command(sqlite, "-csv", str(db), SQL_GAMES), repeat),
        "cli totals --json": median_seconds(
            command(scorekeeper, "--db", str(db), "totals", bench_data.SESSION, "--json"), repeat
        ),
        "cli games --json": median_seconds(
            command(scorekeeper, "--db", str(db), "games", bench_data.SESSION, "--json"), repeat
        ),
        # A write through the command line: Typer, SQLModel and one BEGIN IMMEDIATE.
        "cli record": median_seconds(
            command(scorekeeper, "--db", str(db), "record", bench_data.SESSION, *CLI_ENTRY),
            repeat,
        ),
    }


def startup(repeat: int) -> dict[str, float]:
    scorekeeper, python = str(BIN / "scorekeeper"), sys.executable
    commands = {
        "scorekeeper --version": command(scorekeeper, "--version"),
        "scorekeeper --help": command(scorekeeper, "--help"),
        "python -c 'import typer'": command(python, "-c", "import typer"),
        "python -c 'import sqlmodel'": command(python, "-c", "import sqlmodel"),
    }
    return interleaved({name: seconds(run) for name, run in commands.items()}, repeat)


def ratios(results: dict, large: int, small: int) -> list[tuple[str, float, float]]:
    """(what, ratio, ceiling) for every ratio this run measured: a change no dearer in a
    long session than in a short one, and commands close to what sqlite3 or a bare import
    costs, so that a season of games never slows the table down."""
    sizes = results["sizes"]
    rows = []
    if str(large) in sizes and str(small) in sizes:
        big, little = sizes[str(large)], sizes[str(small)]
        for op in ("record", "correct", "void+undo"):
            rows.append((f"{op}: {large} / {small} games", big[op] / little[op], 1.5))
        rows.append((f"totals / sqlite3 at {large}", big["totals"] / big["sqlite3 totals"], 3.0))
        rows.append((f"export / sqlite3 at {large}", big["export"] / big["sqlite3 totals"], 3.0))
        rows.append(
            (
                f"export --games / sqlite3 at {large}",
                big["export --games"] / big["sqlite3 games"],
                3.0,
            )
        )
        base = results["startup"]["python -c 'import sqlmodel'"]
        for what, query in (("totals", "sqlite3 totals"), ("games", "sqlite3 games")):
            rows.append(
                (f"cli {what} --json / (import sqlmodel + query) at {large}",
                 big[f"cli {what} --json"] / (base + big[query]), 1.3)
            )  # fmt: skip
        if "cli record" in big:  # the write itself is the ledger's record, timed in-process
            rows.append(
                (f"cli record / (import sqlmodel + record) at {large}",
                 big["cli record"] / (base + big["record"]), 1.3)
            )  # fmt: skip
    start = results["startup"]
    typer_base = start["python -c 'import typer'"]
    rows.append(("--version / import typer", start["scorekeeper --version"] / typer_base, 1.5))
    rows.append(("--help / import typer", start["scorekeeper --help"] / typer_base, 1.5))
    tui = results.get("tui", {})
    if str(large) in tui and str(small) in tui:
        rows.append((f"TUI start: {large} / {small} games", tui[str(large)] / tui[str(small)], 2.0))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 1000, 10_000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-tui", action="store_true", help="skip the TUI start-up figures")
    args = parser.parse_args()
    results: dict = {"sizes": {}, "startup": startup(args.repeat), "tui": {}}
    with tempfile.TemporaryDirectory(prefix="scorekeeper-bench-") as folder:
        for size in args.sizes:
            print(f"size {size}: building / measuring …", file=sys.stderr)
            db = bench_data.working_copy(size, Path(folder))
            ledger = Ledger(db)
            figures = reads(ledger, db, args.repeat)
            figures |= writes(ledger, args.repeat, size)
            ledger.close()
            results["sizes"][str(size)] = figures
        if not args.no_tui:
            print("TUI: measuring …", file=sys.stderr)
            starts = {
                str(size): measure_tui.start(bench_data.working_copy(size, Path(folder)))
                for size in args.sizes
                if size in (10, 10_000)
            }
            results["tui"] = interleaved(starts, args.repeat)
    large = 10_000 if 10_000 in args.sizes else max(args.sizes)
    results["ratios"] = [
        {"what": what, "ratio": round(ratio, 3), "target": target, "met": ratio <= target}
        for what, ratio, target in ratios(results, large, min(args.sizes))
    ]
    report(results)
    out = Path(__file__).resolve().parent / "results"
    out.mkdir(exist_ok=True)
    path = out / time.strftime("bench-%Y%m%d-%H%M%S.json")
    path.write_text(json.dumps(results, indent=2) + "\n")
    print(f"\nwritten: {path}")


def report(results: dict) -> None:
    sizes = list(results["sizes"])
    names = list(next(iter(results["sizes"].values())))
    print("\nmedian milliseconds".ljust(34) + "".join(f"{s:>12}" for s in sizes))
    for name in names:
        cells = "".join(f"{results['sizes'][s][name] * 1000:12.2f}" for s in sizes)
        print(f"  {name:<32}{cells}")
    for name, value in results["startup"].items():
        print(f"  {name:<32}{value * 1000:12.2f}")
    for size, value in results["tui"].items():
        print(f"  {'TUI start, ' + size + ' games':<32}{value * 1000:12.2f}")
    print("\nratio".ljust(64) + "value  target")
    for row in results["ratios"]:
        mark = "ok" if row["met"] else "MISSED"
        print(f"  {row['what']:<60}{row['ratio']:7.2f}  ≤ {row['target']:<4} {mark}")


if __name__ == "__main__":
    main()

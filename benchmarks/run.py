"""The performance harness: figures and ratios, never asserted inside the test suite.

    python benchmarks/run.py                 # sizes 10, 1000, 10000
    python benchmarks/run.py --sizes 10 1000 10000 100000 --repeat 7

Every figure is the median of ``--repeat`` runs. Ratios compare figures from the same
run (these machines are noisy): size 10,000 / size 10; ours / the sqlite3 CLI computing
the same numbers with one query; our start-up / a bare import. The table is printed
and written as JSON to benchmarks/results/ so two runs can be compared.
"""

from __future__ import annotations

import argparse
import json
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


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def command(*args: str) -> Callable[[], None]:
    def run() -> None:
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

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
    }


def startup(repeat: int) -> dict[str, float]:
    scorekeeper, python = str(BIN / "scorekeeper"), sys.executable
    return {
        "scorekeeper --version": median_seconds(command(scorekeeper, "--version"), repeat),
        "scorekeeper --help": median_seconds(command(scorekeeper, "--help"), repeat),
        "python -c 'import typer'": median_seconds(command(python, "-c", "import typer"), repeat),
        "python -c 'import sqlmodel'": median_seconds(
            command(python, "-c", "import sqlmodel"), repeat
        ),
    }


def ratios(results: dict, large: int, small: int) -> list[tuple[str, float, float]]:
    """(what, ratio, target) for every target of issue 6 that this run measured."""
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
            if not args.no_tui and size in (10, 10_000):
                results["tui"][str(size)] = measure_tui.median_start(
                    bench_data.working_copy(size, Path(folder)), args.repeat
                )
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

"""The performance harness: figures and ratios, never asserted inside the test suite.

    python benchmarks/run.py                          # sizes 10, 1000, 10000
    python benchmarks/run.py --sizes 10 10000 100000 --repeat 3

Every figure is the median of ``--repeat`` rounds, after one unrecorded round (caches
warm; the timed commands may write their bytecode, as on a user's machine). Within a
round every measure is taken at every size in turn, so a burst of load on a shared
machine falls on both sides of a ratio. Ratios compare figures from the same run: the
largest size (10,000 when given) over the smallest; ours over the floor of the same
work (the sqlite3 command, ``python -c "import sqlite3"``, ``json.load``). The table is
printed with each target beside its ratio and written as JSON to benchmarks/results/.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_cli
import bench_data
import bench_web
import measure_tui

from scorekeeper.ledger import Ledger
from scorekeeper.present import export

Measure = Callable[[], float]


def seconds(action: Callable[[], object]) -> Measure:
    def timed() -> float:
        start = time.perf_counter()
        action()
        return time.perf_counter() - start

    return timed


def interleaved(measures: dict[str, Callable[[], object]], repeat: int) -> dict[str, object]:
    """Each measure taken ``repeat`` + 1 times in turns, the first round unrecorded; the
    median of each (of each field, for a measure that returns several)."""
    taken: dict[str, list] = {name: [] for name in measures}
    for round_ in range(repeat + 1):
        for name, measure in measures.items():
            value = measure()
            if round_:
                taken[name].append(value)
    result: dict[str, object] = {}
    for name, values in taken.items():
        if isinstance(values[0], dict):
            result[name] = {k: statistics.median(v[k] for v in values) for k in values[0]}
        else:
            result[name] = statistics.median(values)
    return result


S = bench_data.SESSION


def in_process(ledgers: dict[int, Ledger]) -> dict[str, Measure]:
    """The ledger's own reads and changes, timed inside this process, every size."""
    measures: dict[str, Measure] = {}
    for size, ledger in ledgers.items():
        entry = ledger.build_entry(
            bench_data.SESSION, "Asha", {"hand": [f"{n}=7" for n in bench_data.SEATS[1:]]}
        )
        middle = max(1, size // 2)

        def void_and_undo(ledger: Ledger = ledger, middle: int = middle) -> None:
            ledger.void(S, middle, "bench")
            ledger.undo(S)

        measures |= {
            f"totals@{size}": seconds(lambda ledger=ledger: ledger.totals(S)),
            f"games@{size}": seconds(lambda ledger=ledger: ledger.games(S)),
            f"export@{size}": seconds(lambda ledger=ledger: export.totals_csv(ledger, S)),
            f"export --games@{size}": seconds(lambda ledger=ledger: export.games_csv(ledger, S)),
            f"record@{size}": seconds(lambda ledger=ledger, e=entry: ledger.record(S, e)),
            f"correct@{size}": seconds(
                lambda ledger=ledger, e=entry, m=middle: ledger.correct(S, m, e, "bench")
            ),
            f"void+undo@{size}": seconds(void_and_undo),
        }
    return measures


def tui(sizes: list[int], folder: Path) -> dict[str, Callable[[], dict]]:
    """A fresh copy and a fresh process per launch (its memory its own)."""

    def launch(size: int) -> dict:
        return measure_tui.run_once(bench_data.working_copy(size, folder / "tui"), size)

    (folder / "tui").mkdir(exist_ok=True)
    return {f"tui@{size}": (lambda size=size: launch(size)) for size in sizes}


# (row, numerator, denominator, target): names are "measure@size"; L the largest size, S
# the smallest; a denominator of several names is their sum.
RATIOS = [
    ("record: L / S games", "record@L", ["record@S"], 1.5),
    ("correct: L / S games", "correct@L", ["correct@S"], 1.5),
    ("void+undo: L / S games", "void+undo@L", ["void+undo@S"], 1.5),
    ("totals / sqlite3 at L", "totals@L", ["sqlite3 totals@L"], 3.0),
    ("export / sqlite3 at L", "export@L", ["sqlite3 totals@L"], 3.0),
    ("export --games / sqlite3 at L", "export --games@L", ["sqlite3 games@L"], 3.0),
    ("cli totals --json / (import sqlite3 + query) at L", "cli totals --json@L",
     ["python import sqlite3", "sqlite3 totals@L"], 1.3),
    ("cli games --json / (import sqlite3 + query) at L", "cli games --json@L",
     ["python import sqlite3", "sqlite3 games@L"], 1.3),
    ("cli ratings --json, nothing kept / cli totals --json at L",
     "cli ratings --json afresh@L", ["cli totals --json@L"], 3.0),
    ("cli ratings --json, a game recorded / cli totals --json at L", "cli ratings --json@L",
     ["cli totals --json@L"], 3.0),
    ("cli ratings --json, nothing changed / cli totals --json at L",
     "cli ratings --json again@L", ["cli totals --json@L"], 3.0),
    ("cli record / (import sqlite3 + record) at L", "cli record@L",
     ["python import sqlite3", "record@L"], 1.3),
    ("import / (json.load + start-up) at L", "cli import@L",
     ["json.load@L", "python import typer"], 3.0),
    ("export --json / (json.load + json.dump) at L", "cli export --json@L",
     ["json.load+dump@L"], 2.0),
    ("check / (integrity_check + start-up) at L", "cli check@L",
     ["sqlite3 integrity_check@L", "python import typer"], 5.0),
    ("games --json peak memory: L / S games", "cli games --json memory@L",
     ["cli games --json memory@S"], 1.5),
    ("web session page: L / S games", "web page@L", ["web page@S"], 1.5),
    ("web poll, nothing changed (204): L / S games", "web poll 204@L", ["web poll 204@S"], 1.5),
    ("web poll after a save: L / S games", "web poll changed@L", ["web poll changed@S"], 1.5),
    # the small session's first page holds its 10 revisions, the large one's 100
    ("web history, first page: L / S games", "web history@L", ["web history@S"], 2.0),
    ("TUI launch → last game shown: L / S games", "tui shown@L", ["tui shown@S"], 1.5),
    ("TUI longest UI freeze at L (seconds)", "tui freeze@L", [], 0.1),
    ("TUI save → totals shown: L / S games", "tui save@L", ["tui save@S"], 1.3),
    ("TUI peak memory: L / S games", "tui memory@L", ["tui memory@S"], 2.0),
    ("--version / python -c pass", "scorekeeper --version", ["python -c pass"], 1.5),
    ("--help / import typer", "scorekeeper --help", ["python import typer"], 1.5),
    # start-up: a command on a small ledger against Typer's own floor for a command
    ("cli record / minimal Typer app at S", "cli record@S", ["minimal Typer app"], 1.2),
    ("cli totals --json / minimal Typer app at S", "cli totals --json@S", ["minimal Typer app"],
     1.2),
    # the same three as CPU time, which others' work on a shared machine disturbs less
    ("CPU: import / (json.load + start-up) at L", "cpu cli import@L",
     ["cpu json.load@L", "cpu python import typer"], 3.0),
    ("CPU: cli record / minimal Typer app at S", "cpu cli record@S", ["cpu minimal Typer app"],
     1.2),
    ("CPU: cli totals --json / minimal Typer app at S", "cpu cli totals --json@S",
     ["cpu minimal Typer app"], 1.2),
]  # fmt: skip


def ratios(figures: dict[str, float], large: int, small: int) -> list[dict]:
    rows = []
    for what, top, bottom, target in RATIOS:
        names = [n.replace("@L", f"@{large}").replace("@S", f"@{small}") for n in [top, *bottom]]
        if not all(name in figures for name in names):
            continue
        value = figures[names[0]] / (sum(figures[n] for n in names[1:]) if bottom else 1)
        label = what.replace(" L ", f" {large:,} ").replace(" S ", f" {small:,} ")
        label = label.replace("at L", f"at {large:,}").replace("at S", f"at {small:,}")
        rows.append({"what": label, "ratio": round(value, 3), "target": target,
                     "met": value <= target, "of": names})  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 1000, 10_000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-tui", action="store_true", help="skip the TUI figures")
    parser.add_argument("--only", nargs="+", metavar="PREFIX",
                        help="only the measures whose names start so (e.g. web)")  # fmt: skip
    args = parser.parse_args()
    sizes = sorted(set(args.sizes))
    for size in sizes:
        print(f"size {size}: building (cached in benchmarks/.cache) …", file=sys.stderr)
        bench_data.database(size)
    with tempfile.TemporaryDirectory(prefix="scorekeeper-bench-") as name:
        folder = Path(name)
        dbs = {size: bench_data.working_copy(size, folder) for size in sizes}
        ledgers = {size: Ledger(db) for size, db in dbs.items()}
        measures: dict[str, Callable[[], object]] = dict(in_process(ledgers))
        measures |= bench_cli.measures(dbs, folder)
        web, phones = bench_web.measures(dbs, seconds)
        measures |= web
        if not args.no_tui:
            measures |= tui(sizes, folder)
        if args.only:
            measures = {n: m for n, m in measures.items() if n.startswith(tuple(args.only))}
        print(f"measuring, {args.repeat} rounds after a first …", file=sys.stderr)
        taken = interleaved(measures, args.repeat)
        for ledger in ledgers.values():
            ledger.close()
        for phone in phones:
            phone.close()
    figures: dict[str, float] = {}
    for name, value in taken.items():
        if isinstance(value, dict):  # tui@SIZE: shown, freeze, save, memory
            kind, size = name.split("@")
            figures |= {f"{kind} {field}@{size}": v for field, v in value.items()}
        else:
            figures[name] = value  # type: ignore[assignment]
    large = 10_000 if 10_000 in sizes else max(sizes)
    results = {"sizes": sizes, "figures": figures, "ratios": ratios(figures, large, min(sizes))}
    if max(sizes) != large:
        results["ratios"] += ratios(figures, max(sizes), min(sizes))
    report(results)
    out = Path(__file__).resolve().parent / "results"
    out.mkdir(exist_ok=True)
    path = out / time.strftime("bench-%Y%m%d-%H%M%S.json")
    path.write_text(json.dumps(results, indent=2) + "\n")
    print(f"\nwritten: {path}")


def report(results: dict) -> None:
    sizes, figures = results["sizes"], results["figures"]
    kinds = sorted({name.split("@")[0] for name in figures if "@" in name}, key=list(
        dict.fromkeys(name.split("@")[0] for name in figures)).index)  # fmt: skip
    print("\nmedian (ms; memory MB)".ljust(46) + "".join(f"{s:>12,}" for s in sizes))
    for kind in kinds:
        scale = 1 / 2**20 if "memory" in kind else 1000
        cells = "".join(
            f"{figures[f'{kind}@{s}'] * scale:12.1f}" if f"{kind}@{s}" in figures else " " * 12
            for s in sizes
        )
        print(f"  {kind:<44}{cells}")
    for name, value in figures.items():
        if "@" not in name:
            print(f"  {name:<44}{value * 1000:12.1f}")
    print("\nratio".ljust(66) + "value  target")
    for row in results["ratios"]:
        mark = "ok" if row["met"] else "MISSED"
        print(f"  {row['what']:<62}{row['ratio']:7.2f}  ≤ {row['target']:<4} {mark}")


if __name__ == "__main__":
    main()

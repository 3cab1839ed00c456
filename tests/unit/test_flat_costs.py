"""A change costs the same in a long session as in a short one: counted, not timed.

For each of record, correct, void and undo, made through the Ledger (the TUI's face) and
through the Writer (the command line's, on sqlite3 alone), two counts on the SQLite
connections opened: the SQL statements issued, and the virtual-machine steps SQLite took to
run them. A query per game, or a scan over every game or revision, makes the long
session's counts grow; an index lookup does not. The sessions are built as the
benchmarks build theirs (benchmarks/bench_data.py), by importing a generated export.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from bench_loader import bench_data

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.changes.writer import Writer
from scorekeeper.store.sqlite import engine

SHORT, LONG = 10, 200
MAX_STATEMENTS = 40


BENCH = bench_data()
SESSION = BENCH.SESSION


def counted(monkeypatch: pytest.MonkeyPatch, action: Callable[[], object]) -> tuple[int, int]:
    """(SQL statements, SQLite VM steps) on the connections opened while ``action`` ran."""
    statements: list[str] = []
    steps = [0]

    def step() -> int:
        steps[0] += 1
        return 0  # carry on

    connect = engine._connect

    def watched(path: Path) -> sqlite3.Connection:
        conn = connect(path)
        conn.set_trace_callback(statements.append)
        conn.set_progress_handler(step, 1)
        return conn

    with monkeypatch.context() as patch:
        patch.setattr(engine, "_connect", watched)
        action()
    return len(statements), steps[0]


def changes(ledger: Ledger | Writer, games: int) -> dict[str, Callable[[], object]]:
    entry = ledger.build_entry(SESSION, "Asha", {"hand": [f"{n}=7" for n in BENCH.SEATS[1:]]})
    middle = games // 2
    return {
        "record": lambda: ledger.record(SESSION, entry),
        "correct": lambda: ledger.correct(SESSION, middle, entry, "counted"),
        "void": lambda: ledger.void(SESSION, middle, "counted"),
        "undo": lambda: ledger.undo(SESSION),
    }


FACES = ("ledger", "writer")
Costs = dict[str, dict[int, dict[str, tuple[int, int]]]]


@pytest.fixture(scope="module")
def costs(tmp_path_factory: pytest.TempPathFactory) -> Costs:
    """Per face, per session size, per change: (statements, VM steps), each change once."""
    folder = tmp_path_factory.mktemp("flat")
    result: Costs = {face: {} for face in FACES}
    with pytest.MonkeyPatch.context() as monkeypatch:
        for face in FACES:
            for games in (SHORT, LONG):
                ledger = Ledger(folder / f"{face}-{games}.db")
                ledger.import_document(BENCH.document(games))
                actions = changes(ledger if face == "ledger" else Writer(ledger.db.path), games)
                actions["record"]()  # the first write of a ledger also checks the daily backup
                counts = {name: counted(monkeypatch, act) for name, act in actions.items()}
                result[face][games] = counts
                ledger.close()
    return result


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("change", ["record", "correct", "void", "undo"])
def test_a_change_issues_as_many_statements_in_a_long_session(
    costs: Costs, face: str, change: str
) -> None:
    short, long = costs[face][SHORT][change][0], costs[face][LONG][change][0]
    assert 0 < short <= MAX_STATEMENTS, short
    assert long == short, f"{change}: {short} statements at {SHORT} games, {long} at {LONG}"


@pytest.mark.parametrize("face", FACES)
@pytest.mark.parametrize("change", ["record", "correct", "void", "undo"])
def test_a_change_makes_sqlite_do_as_much_work_in_a_long_session(
    costs: Costs, face: str, change: str
) -> None:
    short, long = costs[face][SHORT][change][1], costs[face][LONG][change][1]
    # Lookups by index take as many steps at any size; a scan over the session's games
    # or revisions takes at least one step per row, 20 times as many rows here.
    assert long <= short * 1.2, f"{change}: {short} VM steps at {SHORT} games, {long} at {LONG}"


def test_the_two_faces_make_a_change_with_the_same_statements(costs: Costs) -> None:
    """One implementation: the Ledger's unit of work and ``write_plain`` differ only in
    how the transaction opens, so they issue as many statements for each change."""
    for change in ("record", "correct", "void", "undo"):
        ledger, writer = costs["ledger"][SHORT][change][0], costs["writer"][SHORT][change][0]
        assert ledger == writer, f"{change}: {ledger} statements by the Ledger, {writer} by Writer"


def test_check_issues_as_many_statements_in_a_long_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``check`` reads every revision with one query per session, never one per revision
    (the rules then score each entry: work that grows, but no round trip per row)."""
    from scorekeeper.store.sqlite import integrity as check

    counts = {}
    for games in (SHORT, LONG):
        ledger = Ledger(tmp_path / f"check-{games}.db")
        ledger.import_document(BENCH.document(games))
        statements: list[str] = []
        read = check.connect_read

        def watched(path: Path, read=read, statements=statements) -> sqlite3.Connection:
            conn = read(path)
            conn.set_trace_callback(statements.append)
            return conn

        reports: list = []
        with monkeypatch.context() as patch:
            patch.setattr(check, "connect_read", watched)
            # and what the ledger's own connections issue, if it used them
            n, _ = counted(patch, lambda r=reports, led=ledger: r.append(led.check()))
        assert reports[0].ok and reports[0].counts["revisions"] == games
        counts[games] = len(statements) + n
        ledger.close()
    assert 0 < counts[SHORT] <= MAX_STATEMENTS, counts
    assert counts[LONG] == counts[SHORT], counts

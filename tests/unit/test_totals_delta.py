"""Totals moved on by the changes since are the totals summed over the season: counted.

After any run of records, corrections, voids and undos (nepali's foul paid in the next
game among them), ``read_totals`` given the last running sums answers exactly what
``plain.totals`` sums over every game, without summing the season (``total_sums``
never runs); a session change, a player merge or a file put back reads afresh.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.core.session_lookup import session_info
from scorekeeper.ledger.reads import games as plain
from scorekeeper.ledger.reads import totals_delta
from scorekeeper.rules import RuleError

SEATS = ["A", "B", "C", "D"]
AT = "2026-11-20T21:40:00+00:00"
SUM_SEASON = plain.total_sums
CHANGES = st.lists(
    st.tuples(
        st.sampled_from(["record", "record", "correct", "void", "undo"]),
        st.lists(st.sampled_from(SEATS), min_size=2, max_size=4, unique=True),
        st.integers(0, 30),
        st.sampled_from(["seen", "unseen", "foul"]),
    ),
    min_size=1,
    max_size=8,
)


def _read(path: Path, running: totals_delta.Running | None) -> tuple:
    conn = sqlite3.connect(path)
    try:
        info = session_info(conn, 1)
        # the reference: the season summed, as plain.totals sums it (not counted)
        summed = plain.totals_of(conn, info, *SUM_SEASON(conn, info))
        return (*totals_delta.read_totals(conn, info, running), summed)
    finally:
        conn.close()


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    summed: list[int] = []
    real = plain.total_sums

    def counting(conn: sqlite3.Connection, info) -> tuple:
        summed.append(info.id)
        return real(conn, info)

    monkeypatch.setattr(plain, "total_sums", counting)
    return summed


def _entry(ledger: Ledger, active: list[str], points: int, status: str):
    winner, *losers = active
    options: dict[str, list[str]] = {"maal": [f"{winner}={points}"]}
    if losers and status != "seen":  # seen: the default, no option
        options[status] = [losers[0]]
    return ledger.build_entry("Eve", winner, options, [p for p in SEATS if p not in active])


def _change(ledger: Ledger, kind: str, active: list[str], points: int, status: str) -> None:
    games = ledger.games("Eve")
    counted = [g.number for g in games if not g.voided]
    if kind == "record" or not games:
        ledger.record("Eve", _entry(ledger, active, points, status))
    elif kind == "correct":
        ledger.correct("Eve", games[-1].number, _entry(ledger, active, points, status), "fix")
    elif kind == "void" and counted:
        ledger.void("Eve", counted[0], "misdeal")
    elif kind == "undo":
        with contextlib.suppress(RuleError):  # nothing left to undo: nothing changes
            ledger.undo("Eve")


def test_any_run_of_changes_moves_the_totals_exactly(monkeypatch: pytest.MonkeyPatch) -> None:
    summed = _counting(monkeypatch)

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(first=CHANGES, then=CHANGES)
    def run(first: list, then: list) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "t.db"
            ledger = Ledger(path, clock=lambda: AT)
            try:
                ledger.new_session("Eve", SEATS, "nepali", {"foul-payment": "next-game"})
                for change in first:
                    _change(ledger, *change)
                _, running, _ = _read(path, None)
                for change in then:  # the totals read after each, moved on each time
                    _change(ledger, *change)
                    summed.clear()
                    moved, running, summed_again = _read(path, running)
                    assert moved == summed_again
                    assert summed == [], "the season was summed again"
            finally:
                ledger.close()

    run()


@pytest.fixture
def evening(tmp_path: Path) -> tuple[Ledger, Path]:
    path = tmp_path / "t.db"
    ledger = Ledger(path, clock=lambda: AT)
    ledger.new_session("Eve", SEATS, "nepali", {"foul-payment": "next-game"})
    for points in (3, 5, 7):
        ledger.record("Eve", _entry(ledger, SEATS, points, "foul"))
    yield ledger, path
    ledger.close()


SESSION_CHANGES: dict[str, Callable[[Ledger], object]] = {
    "stake": lambda ledger: ledger.change_stake("Eve", "0.25", "EUR"),
    "merge": lambda ledger: (
        ledger.new_session("Other", ["A", "Zed"]),
        ledger.merge_players("Zed", "D", "one person"),
    ),
}


@pytest.mark.parametrize("change", SESSION_CHANGES)
def test_a_session_change_reads_the_season_afresh(
    evening: tuple[Ledger, Path], monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    ledger, path = evening
    _, running, _ = _read(path, None)
    summed = _counting(monkeypatch)
    SESSION_CHANGES[change](ledger)
    moved, _, summed_again = _read(path, running)
    assert moved == summed_again
    assert summed == [1]


@pytest.mark.parametrize("then_played", [0, 2])
def test_a_file_put_back_reads_the_season_afresh(
    evening: tuple[Ledger, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    then_played: int,
) -> None:  # fmt: skip
    """A backup of three games put back after five: its history ends sooner, or goes on
    (games played since) under the revision numbers the sums were moved to."""
    ledger, path = evening
    backup = tmp_path / "backup.db"
    shutil.copy(path, backup)
    for points in (9, 11):
        ledger.record("Eve", _entry(ledger, SEATS, points, "seen"))
    _, running, _ = _read(path, None)
    other = Ledger(backup, clock=lambda: "2026-11-21T10:00:00+00:00")
    for points in range(then_played):
        other.record("Eve", _entry(other, SEATS, points, "unseen"))
    other.close()
    summed = _counting(monkeypatch)
    moved, _, summed_again = _read(backup, running)
    assert moved == summed_again
    assert summed == [1]

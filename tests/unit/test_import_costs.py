"""An import's work per game stays the same in a long season: counted, never timed.

Two counts on the benchmark's generated exports (benchmarks/bench_data.py), 10 games
and 200: the statements the import sends the driver's connection (batched, so as many
for 200 games as for 10), and the calls into the checks of an export's values
(``field_checks.py``, and ``fields.py`` that makes the schema's fields of them) and into
the plain reading that calls them (``plain_reading.py``), which must not be made once
per value of every line: a season's export holds half a million of them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from bench_loader import bench_data

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.transfer import document, field_checks, fields, plain_reading
from scorekeeper.ledger.transfer.document import check_import

BENCH = bench_data()
SHORT, LONG = 10, 200
# A revision's time, reason, dealer, winner and digest, each a call or two (the check and
# what reads the text first), whatever its lines hold: five lines of seven values each.
CALLS_PER_REVISION = 12
CHECKS = (field_checks.__file__, fields.__file__, plain_reading.__file__)
STAKE_SET = {
    "action": "stake", "reason": None, "at": "2026-01-01T19:30:00+00:00",
    "before": {"stake": None, "currency": None}, "after": {"stake": "10", "currency": "NPR"},
}  # fmt: skip


class Counting:
    """The driver's connection, counting the statements sent through it."""

    def __init__(self, conn: Any, sent: list[str]) -> None:
        self.conn, self.sent = conn, sent

    def execute(self, sql: str, *args: object) -> Any:
        self.sent.append(sql)
        return self.conn.execute(sql, *args)

    def executemany(self, sql: str, rows: Any) -> Any:
        self.sent.append(sql)
        return self.conn.executemany(sql, rows)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)


def statements(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, games: int) -> int:
    ledger = Ledger(tmp_path / f"costs-{games}.db")
    sent: list[str] = []
    raw = document.raw
    with monkeypatch.context() as patch:
        patch.setattr(document, "raw", lambda db: Counting(raw(db), sent))
        ledger.import_document(BENCH.document(games))
    ledger.close()
    return len(sent)


def test_an_import_sends_as_many_statements_for_200_games_as_for_10(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    short, long = (statements(tmp_path, monkeypatch, games) for games in (SHORT, LONG))
    # the session's own rows: a look-up and an insert for each of its players, a few more
    # for the session, its seats and its name; then a statement or two for each table
    seats = len(BENCH.SEATS)
    assert 0 < short <= 2 * seats + 20, short
    assert long == short, f"{short} statements for {SHORT} games, {long} for {LONG}"


def calls_into(paths: tuple[str, ...], action: Callable[[], object]) -> int:
    """How many Python calls ``action`` made to functions written in the files ``paths``."""
    count = 0

    def profile(frame: FrameType, event: str, _: object) -> None:
        nonlocal count
        if event == "call" and frame.f_code.co_filename in paths:
            count += 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return count


def revisions(document: dict) -> int:
    return sum(len(game["revisions"]) for game in document["games"])


@pytest.mark.parametrize("with_changes", [False, True], ids=["plain", "by the schema"])
def test_the_checks_are_made_a_few_times_a_revision_not_for_each_value(with_changes: bool) -> None:
    """Both readings: the plain one, and the schema's (a session with changes)."""
    check_import(BENCH.document(SHORT))  # the first reading builds the schema
    calls, made = {}, {}
    for games in (SHORT, LONG):
        data = BENCH.document(games)
        if with_changes:  # a stake set before the first game, with none before it
            data["events"] = [STAKE_SET]
            data["session"] |= STAKE_SET["after"]
        calls[games] = calls_into(CHECKS, lambda data=data: check_import(data))
        made[games] = revisions(data)
    assert calls[SHORT] > 0  # counted where the checks are made
    per_revision = (calls[LONG] - calls[SHORT]) / (made[LONG] - made[SHORT])
    assert per_revision <= CALLS_PER_REVISION, (
        f"{per_revision:.1f} calls into the checks a revision"
    )


def test_the_preset_hooks_are_looked_up_once_not_for_every_game() -> None:
    """Scoring a game again reads its preset's hooks (cards_dealt, check_scores,
    ZERO_SUM) from a table made once, not through ``hook``'s checks for every game."""
    from scorekeeper.rules import preset_module

    check_import(BENCH.document(SHORT))  # the first reading looks the hooks up
    calls = {
        games: calls_into(preset_module.__file__, lambda games=games: check_import(
            BENCH.document(games)))
        for games in (SHORT, LONG)
    }  # fmt: skip
    assert calls[LONG] == calls[SHORT], f"{calls} calls into preset_module.py"

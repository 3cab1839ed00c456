"""An open board costs the same in a long season as in a short one: counted, not timed.

Every phone asks for ``/s/ID/live`` every two seconds. For the session page, the poll
that finds nothing changed (204) and the poll after a change (the board again), at 10
and at 2,000 games: the SQL statements the server issued, and the work they took —
SQLite's virtual-machine steps, or on PostgreSQL the rows every plan node handed on
(each SELECT run again under EXPLAIN ANALYZE, the plans of a large table). A query per
game, or a pass over the season's games or revisions, makes the long season's counts
grow; an index look-up does not. The sessions are built as the benchmarks build
theirs, by importing a generated export (benchmarks/bench_data.py).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from bench_loader import bench_data
from web_client import make_client

from scorekeeper.ledger import Ledger
from scorekeeper.store.sqlite import engine
from scorekeeper.web.access import TOKEN_COOKIE

# 50: a board of the last 40 games (pages.SHOWN_GAMES), as the long season's is
SHORT, FULL, LONG = 10, 50, 2000
POSTGRES = os.environ.get("SCOREKEEPER_TEST_ENGINE") == "postgresql"


BENCH = bench_data()
Cost = tuple[int, int]  # (statements, work)


@contextmanager
def _sqlite_counts(patch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    counts = [0, 0]

    def step() -> int:
        counts[1] += 1
        return 0  # carry on

    connect = engine._connect

    def watched(path: Path) -> sqlite3.Connection:
        conn = connect(path)
        conn.set_trace_callback(lambda _: counts.__setitem__(0, counts[0] + 1))
        conn.set_progress_handler(step, 1)
        return conn

    patch.setattr(engine, "_connect", watched)
    yield counts


def _plan_rows(plan: dict) -> int:
    own = int(plan.get("Actual Rows", 0) * plan.get("Actual Loops", 1))
    return own + sum(_plan_rows(child) for child in plan.get("Plans", ()))


@contextmanager
def _postgres_counts(patch: pytest.MonkeyPatch, url: str) -> Iterator[list[int]]:
    import psycopg

    counts = [0, 0]
    selects: list[tuple[str, object]] = []
    execute = psycopg.Cursor.execute

    def watched(cursor: psycopg.Cursor, query, params=None, **kwargs):  # type: ignore[no-untyped-def]
        counts[0] += 1
        if str(query).lstrip().upper().startswith("SELECT"):
            selects.append((str(query), params))
        return execute(cursor, query, params, **kwargs)

    patch.setattr(psycopg.Cursor, "execute", watched)
    yield counts
    patch.undo()
    with psycopg.connect(url) as conn:
        # At 2,000 games a table is a few pages and the planner rightly reads it whole;
        # with whole-table plans set aside, the rows are those the indexes allow, as in
        # the plans it picks for a season of 100,000 games.
        for plan in ("seqscan", "bitmapscan", "mergejoin", "hashjoin"):
            conn.execute(f"SET enable_{plan} = off")
        for query, params in selects:
            ((plan,),) = conn.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {query}", params)
            counts[1] += _plan_rows(
                (plan if isinstance(plan, list) else json.loads(plan))[0]["Plan"]
            )


class Season:
    """One session of ``games`` games, and the web face on it with its board open."""

    def __init__(self, target: Path | str, games: int) -> None:
        self.target, self.games = target, games
        Ledger(target).import_document(BENCH.document(games))
        self.client, self.access, self.ledger = make_client(target)
        self.client.__enter__()
        # the link the server printed leaves this cookie: every request carries the token
        self.client.cookies.set(TOKEN_COOKIE, self.access.write_token)
        self.version = self.version_of(self.get("/s/1"))

    def get(self, path: str) -> str:
        answer = self.client.get(path)
        assert answer.status_code == 200, answer.text[:500]
        return answer.text

    @staticmethod
    def version_of(page: str) -> str:
        return re.search(r'hx-get="/s/1/live\?v=([0-9a-f]+)"', page).group(1)

    def poll(self) -> int:
        answer = self.client.get(f"/s/1/live?v={self.version}")
        if answer.status_code == 200:
            self.version = self.version_of(answer.text)
        return answer.status_code

    def record(self) -> None:
        """A game saved by another face (the CLI, the TUI) on the same file."""
        other = Ledger(self.target)
        entry = other.build_entry(
            BENCH.SESSION, "Asha", {"hand": [f"{n}=7" for n in BENCH.SEATS[1:]]}
        )
        other.record(BENCH.SESSION, entry)
        other.close()

    def close(self) -> None:
        self.client.__exit__(None, None, None)
        self.ledger.close()

    def cost(self, action: Callable[[], object]) -> Cost:
        with pytest.MonkeyPatch.context() as patch:
            counting = (
                _postgres_counts(patch, str(self.target)) if POSTGRES else _sqlite_counts(patch)
            )
            with counting as counts:
                action()
        return counts[0], counts[1]


def _target(games: int, folder: Path, request: pytest.FixtureRequest) -> Path | str:
    if POSTGRES:
        return request.getfixturevalue("pg_server").new_database()
    return folder / f"season-{games}.db"


@pytest.fixture(scope="module")
def costs(
    tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> dict[int, dict[str, Cost]]:
    """Per session size: what each read of the board cost, after one of each unrecorded
    (the server's first board of a session sums the season once)."""
    folder = tmp_path_factory.mktemp("poll")
    result = {}
    for games in (SHORT, FULL, LONG):
        season = Season(_target(games, folder, request), games)
        try:
            assert season.poll() == 204
            measured = {"page": season.cost(lambda s=season: s.get("/s/1"))}
            measured["unchanged poll"] = season.cost(lambda s=season: s.poll() == 204 or 1 / 0)
            season.record()
            measured["changed poll"] = season.cost(lambda s=season: s.poll() == 200 or 1 / 0)
            assert season.poll() == 204  # the new version was taken
            result[games] = measured
        finally:
            season.close()
    return result


READS = ("page", "unchanged poll", "changed poll")


@pytest.mark.parametrize("read", READS)
def test_a_board_read_issues_as_many_statements_in_a_long_season(costs, read: str) -> None:
    counts = {games: costs[games][read][0] for games in costs}
    assert len(set(counts.values())) == 1, f"{read}: statements by games: {counts}"


@pytest.mark.parametrize("read", READS)
def test_a_board_read_does_as_much_work_in_a_long_season(costs, read: str) -> None:
    full, long = costs[FULL][read][1], costs[LONG][read][1]
    # Index look-ups take as much work at any size; a pass over the season's games or
    # revisions at least a step (a row) per game, 40 times as many here. Both boards
    # show the last 40 games.
    assert long <= full * 1.2, f"{read}: {full} at {FULL} games, {long} at {LONG}"


def test_the_unchanged_poll_does_as_much_work_at_ten_games(costs) -> None:
    short, long = costs[SHORT]["unchanged poll"][1], costs[LONG]["unchanged poll"][1]
    assert long <= short * 1.2, f"{short} at {SHORT} games, {long} at {LONG}"


def test_nothing_changed_is_told_by_one_query(costs) -> None:
    statements, _ = costs[LONG]["unchanged poll"]
    # the stamp, inside the read transaction's own statements (begin, end)
    assert statements <= 4, statements


def _fresh_board(target: Path | str) -> str:
    """The board a server that has kept nothing draws: the season summed afresh."""
    client, access, book = make_client(target)
    with client:
        client.cookies.set(TOKEN_COOKIE, access.write_token)
        board = client.get("/s/1/live").text
    book.close()
    return board


def _totals(board: str) -> dict[str, str]:
    rows = re.findall(r'class="player">(?:<bdi>)?([^<]+).*?class="num total">([^<]+)<', board, re.S)
    return {name.strip(): total for name, total in rows}


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def test_the_kept_board_is_what_a_fresh_sum_shows_after_every_kind_of_change(
    tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Corrections, a void, an undo and a record move the kept sums on (the season is not
    summed again); a player's rename and a stake read afresh; after each, the board a
    phone is shown is the one a server that kept nothing draws, totals as ``totals``."""
    from scorekeeper.ledger.reads import games as plain

    games = 2000 if POSTGRES else 10_000
    season = Season(_target(games, tmp_path, request), games)
    summed: list[int] = []
    real = plain.total_sums
    monkeypatch.setattr(plain, "total_sums", lambda *a: summed.append(1) or real(*a))
    entry = season.ledger.build_entry(BENCH.SESSION, "Bina", {"hand": ["Asha=30", "Chandra=2",
                                      "Dev=5", "Esha=11"]})  # fmt: skip
    other = Ledger(season.target)
    changes: list[tuple[str, Callable[[], object], bool]] = [
        ("correct game 1", lambda: other.correct(BENCH.SESSION, 1, entry, "misread"), False),
        ("void game 2", lambda: other.void(BENCH.SESSION, 2, "not played"), False),
        ("undo", lambda: other.undo(BENCH.SESSION), False),
        ("record", lambda: other.record(BENCH.SESSION, entry), False),
        ("correct the last", lambda: other.correct(BENCH.SESSION, games + 1, entry, "x"), False),
        ("rename a player", lambda: other.rename_player("Asha", "Asmita"), True),
        ("stake", lambda: other.change_stake(BENCH.SESSION, "0.25", "NPR"), True),
        ("void game 1", lambda: other.void(BENCH.SESSION, 1, "twice"), False),
    ]
    try:
        for what, change, afresh in changes:
            summed.clear()
            change()
            assert season.poll() == 200, what
            board = season.client.get("/s/1/live").text
            assert (bool(summed), board) == (afresh, _fresh_board(season.target)), what
            totals = season.ledger.totals(BENCH.SESSION)
            assert _totals(board) == {p.name: _signed(p.total) for p in totals.players}, what
            assert season.poll() == 204, what
        # an import is another session: this board stands, and the new one is right
        document = BENCH.document(3)
        other.import_document(document | {"session": {**document["session"], "name": "New"}})
        assert season.poll() == 204
        new = season.get("/s/2")
        assert _totals(new) == {p.name: _signed(p.total) for p in other.totals("New").players}
    finally:
        other.close()
        season.close()

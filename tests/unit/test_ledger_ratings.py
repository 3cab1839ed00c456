"""Ratings across sessions (rules.md): the worked example to the digit, ranks and sit-outs,
pool's order, corrections and undo, export/import, renamed and merged players, seasons,
versus. Runs on SQLite, and on PostgreSQL under SCOREKEEPER_TEST_ENGINE=postgresql."""

from __future__ import annotations

from pathlib import Path

import pytest
from season_book import Clock

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError

FOUR = ["Asha", "Bina", "Chandra", "Dev"]


def play(book: Ledger, ref: str, winner: str, hands: dict[str, int], out: tuple = ()) -> None:
    entry = book.build_entry(ref, winner, {"hand": [f"{n}={p}" for n, p in hands.items()]}, out)
    book.record(ref, entry)


def table(book: Ledger, preset: str | None = "points", **kw) -> dict[str, tuple]:
    _, rows = book.ratings(preset, **kw)
    return {r.name: (r.mu, r.sigma, r.ordinal, r.games, r.provisional) for r in rows}


def example(book: Ledger, name: str = "Night") -> None:
    book.new_session(name, FOUR, "points")
    play(book, name, "Asha", {"Bina": 10, "Chandra": 10, "Dev": 40})  # +60 −10 −10 −40


def test_the_worked_example_to_the_digit(book: Ledger):
    example(book)
    got = {n: (round(mu, 3), round(s, 3), round(o, 1), g, p) for n, (mu, s, o, g, p) in
           table(book).items()}  # fmt: skip
    assert got == {
        "Asha": (27.795, 8.264, 3.0, 1, True),
        "Bina": (24.689, 8.180, 0.2, 1, True),
        "Chandra": (24.689, 8.180, 0.2, 1, True),
        "Dev": (22.826, 8.180, -1.7, 1, True),
    }
    assert [r.name for r in book.ratings("points")[1]] == ["Asha", "Bina", "Chandra", "Dev"]


def test_sit_outs_take_no_part(book: Ledger):
    book.new_session("Night", FOUR, "points")
    play(book, "Night", "Asha", {"Bina": 10, "Chandra": 10}, out=("Dev",))
    assert "Dev" not in table(book) and table(book)["Asha"][3] == 1


def test_pool_lowest_total_is_best(book: Ledger):
    book.new_session("Pool", ["Asha", "Bina", "Chandra"], "pool")
    play(book, "Pool", "Asha", {"Bina": 10, "Chandra": 40})
    order = [r.name for r in book.ratings("pool")[1]]
    assert order == ["Asha", "Bina", "Chandra"]


def test_correction_and_undo_move_the_ratings_and_back_exactly(book: Ledger):
    example(book)
    play(book, "Night", "Dev", {"Asha": 5, "Bina": 5, "Chandra": 5})
    before = table(book)
    entry = book.build_entry("Night", "Bina", {"hand": ["Asha=5", "Chandra=5", "Dev=5"]})
    book.correct("Night", 1, entry, "wrong winner")
    assert table(book) != before
    book.undo("Night")
    assert table(book) == before
    book.void("Night", 2, "misdeal")
    assert table(book)["Dev"][3] == 1
    book.undo("Night")
    assert table(book) == before


def test_the_same_after_export_and_import(book: Ledger, tmp_path: Path):
    example(book)
    play(book, "Night", "Dev", {"Asha": 5, "Bina": 7, "Chandra": 9})
    before = table(book)
    other = Ledger(tmp_path / "other.db")
    try:
        other.import_document(book.export_document("Night"))
        assert table(other) == before
    finally:
        other.close()


def test_renamed_and_merged_players_carry_over(book: Ledger):
    example(book)
    book.new_session("Later", ["Ash", "Dev"], "points")
    play(book, "Later", "Ash", {"Dev": 5})
    assert table(book)["Ash"][3] == 1
    book.merge_players("Ash", "Asha", "same person")
    assert "Ash" not in table(book) and table(book)["Asha"][3] == 2
    book.rename_player("Asha", "Asha K")
    assert table(book)["Asha K"][3] == 2
    book.split_player("Ash")
    assert sorted(r[3] for n, r in table(book).items() if n.startswith("As")) == [1, 1]


def test_seasons_by_creation_date(book: Ledger, clock: Clock):
    example(book, "January")
    clock.now = "2025-02-01T00:30:00+00:00"
    book.new_session("February", ["Asha", "Bina"], "points")
    play(book, "February", "Bina", {"Asha": 5})
    assert table(book, since="2025-02-01")["Asha"][3] == 1
    assert table(book, until="2025-01-31")["Asha"][3] == 1
    assert table(book, since="2025-01-10", until="2025-02-01")["Asha"][3] == 2
    assert table(book, since="2025-03-01") == {}
    season = book.season_stats("2025-02-01", "2025-02-01")
    assert {s.name: (s.games, s.total) for s in season} == {"Bina": (1, 5), "Asha": (1, -5)}
    assert {s.name for s in book.season_stats(None, None, "points")} == set(FOUR)


def test_versus(book: Ledger):
    example(book)
    book.new_session("Two", ["Asha", "Bina"], "points")
    play(book, "Two", "Bina", {"Asha": 30})
    play(book, "Two", "Bina", {"Asha": 0})  # 0 and 0: level
    _, v = book.versus("asha", "BINA", "points")
    assert (v.a, v.b, v.games, v.a_ahead, v.b_ahead, v.level) == ("Asha", "Bina", 3, 1, 1, 1)
    assert (v.a_total, v.b_total) == (60 - 30 - 0, -10 + 30 + 0)
    _, level = book.versus("Bina", "Chandra", "points")
    assert (level.games, level.level) == (1, 1)


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda b: b.ratings("nope"), "preset"),
        (lambda b: b.ratings("points", since="2025-1-1"), "since"),
        (lambda b: b.ratings("points", until="yesterday"), "until"),
        (lambda b: b.ratings("points", since="2025-02-01", until="2025-01-01"), "since"),
        (lambda b: b.versus("Asha", "Zed", "points"), "NAME"),
        (lambda b: b.versus("Asha", "asha", "points"), "NAME"),
    ],
)
def test_bad_input_is_refused(book: Ledger, call, field: str):
    example(book)
    with pytest.raises(RuleError) as refused:
        call(book)
    assert refused.value.field == field

"""Ratings moved on from a kept pass are the ratings rated from the first game: after every
change a ledger can take (records, corrections, voids, undos, new evenings, imports,
merges and splits), in a random order, on SQLite and on PostgreSQL
(SCOREKEEPER_TEST_ENGINE=postgresql). And a kept pass spares the work it should."""

from __future__ import annotations

import json
import random
import shutil
from contextlib import suppress
from pathlib import Path

import pytest
from season_book import Clock

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads import ratings as ratings_module
from scorekeeper.ledger.reads.ratings import rating_trends
from scorekeeper.ledger.reads.ratings_cache import RatingsCache
from scorekeeper.rules import RuleError

PEOPLE = ["Asha", "Bina", "Chandra", "Dev", "Esha"]


def from_scratch(book: Ledger, since: str | None = None) -> tuple:
    """The ratings and trends of a pass from the first game, with nothing kept."""
    from datetime import date

    with book._look() as conn:  # the same read the Ledger makes, without its cache
        first = date.fromisoformat(since) if since else None
        rated, trends = rating_trends(conn, "points", first, None, cache=None)
    return [(r.name, r.mu, r.sigma, r.games) for r in rated], trends


def kept(book: Ledger, since: str | None = None) -> tuple:
    _, rated, trends = book.rating_trends("points", since=since)
    return [(r.name, r.mu, r.sigma, r.games) for r in rated], trends


def play(book: Ledger, rng: random.Random, session: str, seated: list[str]) -> None:
    winner, *others = rng.sample(seated, len(seated))
    hands = [f"{name}={rng.choice([0, 5, 10, 25, 40])}" for name in others]
    book.record(session, book.build_entry(session, winner, {"hand": hands}))


@pytest.mark.parametrize("seed", range(3))
def test_every_change_gives_what_a_pass_from_the_first_game_gives(
    book: Ledger, clock: Clock, tmp_path: Path, seed: int
):
    rng = random.Random(seed)
    evenings: dict[str, list[str]] = {}
    for step in range(45):
        move = rng.choice(["new", "play", "play", "play", "correct", "void", "undo", "people"])
        if move == "new" or not evenings:
            clock.next_day()
            name = f"Evening {len(evenings) + 1}"
            evenings[name] = rng.sample(PEOPLE[:4], rng.randint(2, 4))
            book.new_session(name, evenings[name], "points")
            continue
        session = rng.choice(list(evenings))
        with suppress(RuleError):  # a move refused (nothing left to undo…) changes nothing
            change(book, rng, clock, move, session, evenings[session], step)
        assert kept(book) == from_scratch(book), f"step {step}: {move}"
        assert kept(book, "2025-01-13") == from_scratch(book, "2025-01-13")

    other = Ledger(tmp_path / "copy.db")
    try:
        for session in evenings:
            other.import_document(book.export_document(session))
            assert kept(other) == from_scratch(other)
    finally:
        other.close()


def change(
    book: Ledger, rng: random.Random, clock: Clock, move: str, session: str, seated: list[str],
    step: int,
) -> None:  # fmt: skip
    games = book.games(session)
    if move == "play" or not games:
        play(book, rng, session, seated)
    elif move == "correct":
        number = rng.choice(games).number
        winner, *others = rng.sample(seated, len(seated))
        hands = [f"{n}={rng.choice([0, 15, 30])}" for n in others]
        entry = book.build_entry(session, winner, {"hand": hands})
        book.correct(session, number, entry, "a hand misread")
    elif move == "void":
        live = [g.number for g in games if not g.voided]
        if live:
            book.void(session, rng.choice(live), "misdeal")
    elif move == "undo":
        book.undo(session)
    elif move == "people":
        merged = dict(book.merged_players())
        if merged and rng.random() < 0.5:
            book.split_player(rng.choice(list(merged)))
        elif "Esha" not in merged:
            clock.next_day()
            visit = f"Visit {step}"
            book.new_session(visit, ["Esha", "Dev"], "points")
            book.record(visit, book.build_entry(visit, "Esha", {"hand": ["Dev=5"]}))
            book.merge_players("Esha", "Bina", "the same person")


def test_a_game_tonight_rates_only_tonight(book: Ledger, clock: Clock, monkeypatch):
    rng = random.Random(7)
    for night in range(3):
        clock.next_day()
        book.new_session(f"Night {night}", PEOPLE[:4], "points")
        for _ in range(4):
            play(book, rng, f"Night {night}", PEOPLE[:4])
    rated: list[int] = []
    real = ratings_module.rate
    monkeypatch.setattr(ratings_module, "rate", lambda *a: rated.append(1) or real(*a))
    kept(book)
    assert len(rated) == 12  # nothing kept yet: every game
    rated.clear()
    kept(book)
    assert len(rated) == 0  # unchanged: nothing
    play(book, rng, "Night 2", PEOPLE[:4])
    kept(book)
    assert len(rated) == 1  # a game tonight: that game alone
    rated.clear()
    entry = book.build_entry("Night 2", "Dev", {"hand": ["Asha=5", "Bina=5", "Chandra=5"]})
    book.correct("Night 2", 1, entry, "a hand misread")
    kept(book)
    assert len(rated) == 5  # a correction tonight: tonight's games
    rated.clear()
    entry = book.build_entry("Night 0", "Dev", {"hand": ["Asha=5", "Bina=5", "Chandra=5"]})
    book.correct("Night 0", 1, entry, "a hand misread")
    kept(book)
    assert len(rated) == 13  # a change on the first evening: every game again
    assert kept(book) == from_scratch(book)


def test_a_damaged_kept_file_is_ignored(book: Ledger, clock: Clock):
    rng = random.Random(3)
    book.new_session("Night", PEOPLE[:3], "points")
    play(book, rng, "Night", PEOPLE[:3])
    kept(book)
    folder = RatingsCache.default(book.target).folder
    for path in folder.iterdir():
        path.write_text('{"version": 1, "seating": "x", "sessions": [[1, 2')
    assert kept(book) == from_scratch(book)
    for path in folder.iterdir():
        path.write_text("[]")
    assert kept(book) == from_scratch(book)


def test_a_kept_number_edited_by_hand_is_not_believed(book: Ledger, clock: Clock):
    """The key (sessions, revisions, seating) is left as it was; only a rating is changed,
    as a hand in a text editor would change it. The true ratings come back."""
    rng = random.Random(4)
    book.new_session("Night", PEOPLE[:4], "points")
    for _ in range(3):
        play(book, rng, "Night", PEOPLE[:4])
    truth = from_scratch(book)
    assert kept(book) == truth
    folder = RatingsCache.default(book.target).folder
    for path in folder.glob("*.json"):
        document = json.loads(path.read_text(encoding="utf-8"))
        for skill in document["final"]["skill"]:
            skill[1] += 10.0  # every mu up by ten, the digest and the key untouched
        path.write_text(json.dumps(document), encoding="utf-8")
    assert kept(book) == truth
    for path in folder.glob("*.json"):  # and the file kept afresh is believed again
        assert json.loads(path.read_text(encoding="utf-8"))["final"] != document["final"]


def test_a_file_put_back_from_a_copy_is_rated_from_what_it_holds(tmp_path: Path, clock: Clock):
    """The kept pass names the last revision it saw: a file put back from an older copy,
    then changed otherwise, may hold a revision of that number with other content."""
    path = tmp_path / "season.db"
    rng = random.Random(5)
    book = Ledger(path, clock=clock)
    book.new_session("Night", PEOPLE[:4], "points")
    for _ in range(3):
        play(book, rng, "Night", PEOPLE[:4])
    book.close()
    shutil.copy(path, tmp_path / "copy.db")
    book = Ledger(path, clock=clock)
    for _ in range(2):
        play(book, rng, "Night", PEOPLE[:4])
    kept(book)  # kept at revision 5, after game 5
    book.close()
    shutil.copy(tmp_path / "copy.db", path)  # back to revision 3
    book = Ledger(path, clock=clock)
    try:
        for _ in range(3):  # revisions 4, 5 and 6: games 4, 5 and 6, other hands than before
            play(book, rng, "Night", PEOPLE[:4])
        assert kept(book) == from_scratch(book)
    finally:
        book.close()

"""Pool on a real ledger: who is out follows every correction, void and rejoin; a change
that would leave an out player in a later game is refused with nothing changed; exports
carry rejoins, import checks them, and check finds a file edited behind the ledger."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from db_dump import edit_outside

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError


@pytest.fixture
def book(db_path: Path | str):
    ledger = Ledger(db_path, clock=lambda: "2026-11-20T21:40:00+00:00")
    ledger.new_session("Pool", ["Asha", "Bina", "Chandra"], preset="pool")
    yield ledger
    ledger.close()


def play(book: Ledger, winner: str, game: int | None = None, reason: str = "", **hands: str):
    options = {"hand": [f"{name}={points}" for name, points in hands.items()]}
    entry = book.build_entry("Pool", winner, options, game=game)
    if game is None:
        return book.record("Pool", entry)
    return book.correct("Pool", game, entry, reason)


def totals(book: Ledger) -> dict[str, int]:
    return {p.name: p.total for p in book.totals("Pool").players}


def test_a_correction_that_brings_a_player_under_the_pool_brings_them_back(book: Ledger):
    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    assert book.totals("Pool").out == ("Chandra",)
    row = play(book, "Asha", Bina=10)  # Chandra sits out by default
    assert not next(line for line in row.lines if line.player == "Chandra").active
    play(book, "Bina", game=2, reason="Chandra held 15", Asha=27, Chandra=15)
    assert book.totals("Pool").out == () and totals(book)["Chandra"] == 95
    play(book, "Chandra", Asha=1, Bina=2)  # in again: plays the next game
    assert book.check().ok


def test_naming_an_out_player_is_refused_and_nothing_changes(book: Ledger):
    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    with pytest.raises(RuleError) as caught:
        play(book, "Chandra", Asha=5, Bina=5)
    assert caught.value.field == "winner"
    assert "Chandra is out of the pool" in caught.value.message
    assert len(book.games("Pool")) == 2


def test_a_correction_that_would_leave_an_out_player_playing_is_refused(book: Ledger):
    play(book, "Asha", Bina=40, Chandra=60)
    play(book, "Bina", Asha=27, Chandra=25)
    play(book, "Asha", Bina=10, Chandra=5)
    before = totals(book)
    with pytest.raises(RuleError, match=r"Chandra is out of the pool \(105, the pool is 101\)"):
        play(book, "Asha", game=1, reason="80, not 60", Bina=40, Chandra=80)
    assert totals(book) == before and book.history("Pool", 1)[-1].action == "record"


def test_a_rejoin_follows_a_correction_of_an_earlier_game(book: Ledger):
    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    assert book.rejoin("Pool", "chandra", "buys back in") == (105, 40)
    play(book, "Chandra", Asha=30, Bina=20)
    assert totals(book) == {"Asha": 57, "Bina": 60, "Chandra": 40}
    play(book, "Bina", game=2, reason="Asha held 50", Asha=50, Chandra=25)
    assert totals(book) == {"Asha": 80, "Bina": 60, "Chandra": 50}
    (event,) = book.events("Pool")
    assert event.summary == "Chandra rejoined after game 2 at 40 (was 105)"
    assert book.check().ok
    with pytest.raises(RuleError, match="Asha is not out"):
        book.rejoin("Pool", "Asha")


def test_rejoin_is_refused_above_rejoin_below(book: Ledger):
    play(book, "Asha", Bina=80, Chandra=80)
    play(book, "Asha", Bina=1, Chandra=30)
    with pytest.raises(RuleError, match="Bina has 81, above rejoin-below 79"):
        book.rejoin("Pool", "Chandra")
    assert book.events("Pool") == []


def test_exports_carry_rejoins_and_import_checks_them(book: Ledger, tmp_path: Path):
    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    book.rejoin("Pool", "Chandra", "buys back in")
    book.rename_player("Chandra", "Chandrika")
    document = book.export_document("Pool")
    (event,) = document["events"]
    assert event["after"] == {"after_game": 2, "player": "Chandrika", "total": 40}
    again = book.import_document(document)
    assert totals(book) == {p.name: p.total for p in book.totals(again.id).players}
    bad = json.loads(json.dumps(document))
    bad["events"][0]["after"]["player"] = "Zed"
    with pytest.raises(RuleError, match=r"events\[0\]\.after\.player: 'Zed' is not one"):
        book.import_document(bad)
    early = json.loads(json.dumps(document))
    early["events"][0]["after"]["after_game"] = 7  # a game the file does not hold
    with pytest.raises(RuleError, match="must be a game the file holds"):
        book.import_document(early)
    assert len(book.sessions()) == 2


def test_check_finds_an_out_player_playing_a_later_game(book: Ledger):
    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    play(book, "Asha", Bina=10)
    assert book.check().ok
    edit_outside(
        book.db.target,
        ("UPDATE revision_entry SET active = TRUE, outcome = 'hand',"
         " values_json = '{\"points\": 0}'"
         " WHERE player_id = (SELECT id FROM player WHERE name = 'Chandra') AND revision_id ="
         " (SELECT current_revision_id FROM game WHERE number = 3)", ()),
    )  # fmt: skip
    problems = book.check().problems
    assert "session 'Pool': Chandra played game 3 while out of the pool" in problems


def test_the_totals_csv_of_a_pool_adds_up_row_by_row(book: Ledger):
    # A rejoin moves a total past the games: the CSV gives it a column of its own.
    from scorekeeper.present.export import totals_rows

    play(book, "Asha", Bina=40, Chandra=80)
    play(book, "Bina", Asha=27, Chandra=25)
    book.rejoin("Pool", "Chandra", "buys back in")
    header, *rows = totals_rows(book.session("Pool"), book.totals("Pool"))
    assert header[-2:] == ["rejoined", "total"]
    by_name = {row[0]: row for row in rows}
    assert by_name["Chandra"][-2:] == [-65, 40]  # 105 in the games, back in at 40
    for row in rows:
        assert sum(row[3:-1]) == row[-1], row

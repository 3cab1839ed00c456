"""The pool and tiles conventions that differ between tables: any pool limit 50–1000, a
rejoin premium, and a no-out game paid in full. Each worked example of docs/rules.md to
the digit, the defaults that keep what a session made before these keys did, refusals
naming the key and its range, and on a real ledger (both engines): a correction before a
rejoin with a premium, followed through, and the rules kept by export and import."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.rules import Entry, Hand, RuleError
from scorekeeper.rules.pool import Played, Rejoin, standing

SEATS = ("Asha", "Bina", "Chandra")


def pool(**given: object):
    return catalog.preset("pool").rules(given)


def tiles(**given: object):
    return catalog.preset("tiles").rules(given)


def played(number: int, game: dict[str, int], seats: tuple[str, ...] = SEATS) -> Played:
    return Played(number, dict.fromkeys(seats, 0) | game, frozenset(game))


# --- pool: the limit ---------------------------------------------------------------------


def test_pool_100_alice_at_99_is_in_and_at_100_out() -> None:
    rules = pool(pool="100")
    seats = ("Alice", "Bob", "Cy")
    games = [played(1, {"Alice": 50, "Bob": 0, "Cy": 10}, seats)]
    assert standing(rules.values, seats, games, []).out == ()
    games.append(played(2, {"Alice": 49, "Bob": 0, "Cy": 10}, seats))
    now = standing(rules.values, seats, games, [])
    assert now.totals["Alice"] == 99 and now.out == ()
    games.append(played(3, {"Alice": 1, "Bob": 0, "Cy": 10}, seats))
    now = standing(rules.values, seats, games, [])
    assert now.totals["Alice"] == 100 and now.out == ("Alice",)


def test_another_limit_takes_the_101_column_and_rejoins_22_below() -> None:
    for limit, below in ((100, 78), (150, 128), (50, 28), (1000, 978)):
        values = pool(pool=str(limit)).values
        assert values["pool"] == limit
        assert (values["first-drop"], values["middle-drop"]) == (20, 40)
        assert (values["max-points"], values["wrong-show"], values["rejoin-below"]) == (
            80,
            80,
            below,
        )
    assert pool(pool="150", **{"rejoin-below": "100"})["rejoin-below"] == 100  # given wins


def test_101_and_201_keep_their_columns() -> None:
    assert pool().values["pool"] == 101 and pool()["rejoin-below"] == 79
    assert pool(pool=" 101 ")["rejoin-below"] == 79
    two = pool(pool="201").values
    assert (two["first-drop"], two["middle-drop"], two["rejoin-below"]) == (25, 50, 174)
    # a session stored before the limit was a number kept it as the text "101"
    assert pool(pool="201", **{"first-drop": 25})["pool"] == 201


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"pool": "49"}, "rule pool: must be a whole number 50–1000, got 49"),
        ({"pool": "1001"}, "rule pool: must be a whole number 50–1000, got 1001"),
        ({"pool": "one hundred"}, "rule pool: must be a whole number 50–1000, got 'one hundred'"),
        ({"pool": "100.5"}, "rule pool: must be a whole number 50–1000, got '100.5'"),
        ({"rejoin-premium": "201"}, "rule rejoin-premium: must be a whole number 0–200, got 201"),
        ({"rejoin-premium": "ten"}, "rule rejoin-premium: must be a whole number 0–200"),
        ({"pool": "150", "rejoin-below": "150"}, "rule rejoin-below: must be below the pool (150)"),
    ],
)
def test_bad_pool_values_are_refused_naming_the_key_and_range(given: dict, message: str) -> None:
    with pytest.raises(RuleError) as caught:
        pool(**given)
    assert str(caught.value).startswith(message)


# --- pool: the rejoin premium ------------------------------------------------------------


def test_201_with_a_premium_of_40_rejoins_at_150() -> None:
    rules = pool(pool="201", **{"rejoin-premium": "40"})
    games = [played(1, {"Asha": 110, "Bina": 50, "Chandra": 201})]
    now = standing(rules.values, SEATS, games, [])
    assert now.out == ("Chandra",) and now.may_rejoin
    back = standing(rules.values, SEATS, games, [Rejoin("Chandra", 1)])
    assert back.totals == {"Asha": 110, "Bina": 50, "Chandra": 150} and back.out == ()
    assert back.added("Chandra") == -51 and back.entries["Chandra"] == 2


def test_no_premium_is_todays_rejoin() -> None:
    games = [played(1, {"Asha": 0, "Bina": 40, "Chandra": 105})]
    back = standing(pool().values, SEATS, games, [Rejoin("Chandra", 1)])
    assert back.totals["Chandra"] == 40
    # a session made before the key: its stored rules lack it, and the premium is 0
    old = {key: value for key, value in pool().values.items() if key != "rejoin-premium"}
    assert standing(old, SEATS, games, [Rejoin("Chandra", 1)]).totals["Chandra"] == 40


def test_a_premium_that_would_put_the_rejoiner_at_the_pool_takes_nobody_back() -> None:
    rules = pool(pool="201", **{"rejoin-premium": "40"})
    games = [played(1, {"Asha": 170, "Bina": 50, "Chandra": 201})]  # 170 + 40 = 210
    assert not standing(rules.values, SEATS, games, []).may_rejoin


# --- tiles: no-out payment ---------------------------------------------------------------


def scores(rules, *hands: Hand, no_out: bool = True) -> dict[str, int]:
    flags = frozenset({"no-out"}) if no_out else frozenset()
    return {item.player: item.score for item in rules.score(Entry(hands, flags))}


def test_full_two_racks_23_and_20() -> None:
    hands = (Hand("P1", "hand", {"points": 23}), Hand("P2", "winner", {"points": 20}))
    assert scores(tiles(**{"no-out-payment": "full"}), *hands) == {"P1": -23, "P2": 23}
    assert scores(tiles(**{"no-out-payment": "difference"}), *hands) == {"P1": -3, "P2": 3}
    assert scores(tiles(), *hands) == {"P1": -3, "P2": 3}  # difference is the default


def test_full_four_racks_and_the_breakdown() -> None:
    racks = {"Asha": 15, "Bina": 8, "Chandra": 22, "Dev": 19}
    hands = tuple(
        Hand(name, "winner" if name == "Bina" else "hand", {"points": rack})
        for name, rack in racks.items()
    )
    full = tiles(**{"no-out-payment": "full"})
    got = full.score(Entry(hands, frozenset({"no-out"})))
    assert {i.player: (i.part_a, i.part_b, i.score) for i in got} == {
        "Asha": (-15, 0, -15), "Bina": (56, 0, 56), "Chandra": (-22, 0, -22), "Dev": (-19, 0, -19)
    }  # fmt: skip
    assert scores(tiles(), *hands) == {"Asha": -7, "Bina": 32, "Chandra": -14, "Dev": -11}


def test_full_changes_nothing_when_somebody_went_out() -> None:
    racks = {"Bina": 24, "Chandra": 31, "Dev": 17}
    hands = (Hand("Asha", "winner"), *(Hand(n, "hand", {"points": r}) for n, r in racks.items()))
    want = {"Asha": 72, "Bina": -24, "Chandra": -31, "Dev": -17}
    assert scores(tiles(**{"no-out-payment": "full"}), *hands, no_out=False) == want


def test_full_still_needs_the_lowest_rack_to_win() -> None:
    hands = (Hand("P1", "winner", {"points": 23}), Hand("P2", "hand", {"points": 20}))
    with pytest.raises(RuleError, match="the lowest rack wins"):
        scores(tiles(**{"no-out-payment": "full"}), *hands)


def test_a_bad_no_out_payment_is_refused_naming_the_key() -> None:
    with pytest.raises(RuleError) as caught:
        tiles(**{"no-out-payment": "half"})
    assert str(caught.value) == "rule no-out-payment: must be one of difference, full; got 'half'"


# --- on a real ledger --------------------------------------------------------------------


@pytest.fixture
def book(db_path: Path | str):
    ledger = Ledger(db_path, clock=lambda: "2026-11-20T21:40:00+00:00")
    yield ledger
    ledger.close()


def play(book: Ledger, name: str, winner: str, game: int | None = None, **hands: str):
    options = {"hand": [f"{player}={points}" for player, points in hands.items()]}
    entry = book.build_entry(name, winner, options, game=game)
    if game is None:
        return book.record(name, entry)
    return book.correct(name, game, entry, "corrected")


def totals(book: Ledger, name: str | int) -> dict[str, int]:
    return {p.name: p.total for p in book.totals(name).players}


def test_a_correction_before_a_rejoin_moves_it_with_the_premium(book: Ledger) -> None:
    rules = {"pool": "150", "rejoin-premium": "10"}
    book.new_session("P", ["Asha", "Bina", "Chandra"], preset="pool", rules=rules)
    play(book, "P", "Asha", Bina=40, Chandra=80)
    play(book, "P", "Bina", Asha=27, Chandra=75)  # Chandra 155: out of a 150 pool
    assert book.totals("P").out == ("Chandra",)
    assert book.rejoin("P", "Chandra", "buys back in") == (155, 50)  # 40 + 10
    play(book, "P", "Chandra", Asha=30, Bina=20)
    assert totals(book, "P") == {"Asha": 57, "Bina": 60, "Chandra": 50}
    play(book, "P", "Bina", game=2, Asha=70, Chandra=75)  # Asha 70 is now the highest in
    assert totals(book, "P") == {"Asha": 100, "Bina": 60, "Chandra": 80}  # 70 + 10
    (event,) = book.events("P")
    assert event.summary == "Chandra rejoined after game 2 at 50 (was 155)"  # as it was made
    assert book.check().ok
    again = book.import_document(book.export_document("P"))
    assert book.session(again.id).rules.values == book.session("P").rules.values
    assert totals(book, again.id) == totals(book, "P")


def test_a_rejoin_the_premium_would_put_at_the_pool_is_refused(book: Ledger) -> None:
    rules = {"pool": "201", "rejoin-premium": "40"}
    book.new_session("P", ["Asha", "Bina", "Chandra"], preset="pool", rules=rules)
    play(book, "P", "Bina", Asha=80, Chandra=80)
    play(book, "P", "Bina", Asha=80, Chandra=80)
    play(book, "P", "Bina", Asha=10, Chandra=80)  # Asha 170, Chandra 240
    with pytest.raises(RuleError, match=r"170\) plus rejoin-premium 40 is 210, not below"):
        book.rejoin("P", "Chandra")
    assert book.events("P") == []


def test_tiles_full_is_kept_by_the_session_and_its_export(book: Ledger) -> None:
    book.new_session("T", ["P1", "P2"], preset="tiles", rules={"no-out-payment": "full"})
    entry = book.build_entry("T", "P2", {"rack": ["P1=23", "P2=20"], "no-out": True})
    row = book.record("T", entry)
    assert {line.player: line.score for line in row.lines} == {"P1": -23, "P2": 23}
    again = book.import_document(book.export_document("T"))
    assert book.session(again.id).rules["no-out-payment"] == "full"
    assert totals(book, again.id) == {"P1": -23, "P2": 23}

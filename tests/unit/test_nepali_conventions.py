"""Nepali conventions that differ between tables: worked example 3, each rule key's own
example, and foul-payment = next-game on a real ledger (a correction, void or undo of the
foul game or of the next one shows in both; the totals are the games summed in order)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.rules import Entry, Hand, RuleError
from scorekeeper.rules.carry import Counted, carried
from scorekeeper.rules.nepali import warnings

AT = "2026-11-22T21:00:00+00:00"


def scores(rules: dict, hands: list[tuple[str, str, int]], *flags: str) -> dict[str, int]:
    ruleset = catalog.preset("nepali").rules(rules)
    entry = Entry(tuple(Hand(p, o, {"maal": m}) for p, o, m in hands), frozenset(flags))
    return {item.player: item.score for item in ruleset.score(entry)}


EXAMPLE_3 = [("A", "winner", 10), ("B", "seen", 5), ("C", "foul", 4), ("D", "unseen", 8)]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        ("instead", {"A": 53, "B": 2, "C": -30, "D": -25}),
        ("added", {"A": 52, "B": -2, "C": -21, "D": -29}),
        ("next-game", {"A": 38, "B": 2, "C": -15, "D": -25}),
    ],
)
def test_worked_example_3(rule: str, expected: dict) -> None:
    assert scores({"foul-payment": rule}, EXAMPLE_3) == expected


EXAMPLE_2 = [("A", "winner", 10), ("B", "dublee-seen", 5), ("C", "seen", 0), ("D", "unseen", 8)]


def test_dublee_seen_pays_its_own_payment() -> None:
    # S 10, 5, 0, 0; net 25, 5, −15, −15; B pays 0 (default), C 3, D 10.
    assert scores({}, EXAMPLE_2) == {"A": 38, "B": 5, "C": -18, "D": -25}
    assert scores({"dublee-seen-payment": 2}, EXAMPLE_2) == {"A": 40, "B": 3, "C": -18, "D": -25}
    # the dublee bonus still applies to them: every loser 5 more.
    assert scores({}, EXAMPLE_2, "dublee") == {"A": 53, "B": 0, "C": -23, "D": -30}


def test_unseen_exchange_with_seen() -> None:
    hands = [("A", "winner", 10), ("B", "seen", 5), ("C", "seen", 0), ("D", "unseen", 8),
             ("E", "unseen", 6)]  # fmt: skip
    keep = {"unseen-maal": "keep"}
    # all: T 29, n 5 → net 21, −4, −29, 11, 1; pay 3, 3, 10, 10.
    assert scores(keep, hands) == {"A": 47, "B": -7, "C": -32, "D": 1, "E": -9}
    # with-seen: D and E do not exchange → D 9, E 3.
    assert scores(keep | {"unseen-exchange": "with-seen"}, hands) == {
        "A": 47, "B": -7, "C": -32, "D": -1, "E": -7,
    }  # fmt: skip
    # with murder both unseen count 0: nothing to exchange between them, no difference.
    assert scores({"unseen-exchange": "with-seen"}, hands) == scores({}, hands)


def test_multiplier_doubles_every_score() -> None:
    assert scores({}, EXAMPLE_3, "multiplier=2") == {"A": 106, "B": 4, "C": -60, "D": -50}
    with pytest.raises(RuleError, match="multiplier"):
        scores({}, EXAMPLE_3, "multiplier=11")


def test_dublee_win_with_three_active_is_warned_not_refused() -> None:
    entry = Entry(
        tuple(Hand(p, o, {"maal": m}) for p, o, m in EXAMPLE_3[:3]), frozenset({"dublee"})
    )
    assert "3 active players" in warnings({}, entry)[0].message
    assert scores({}, EXAMPLE_3[:3], "dublee")  # scored all the same
    assert warnings({}, Entry(entry.hands)) == []


def test_carry_lands_on_the_next_winner_not_on_the_fouler() -> None:
    games = [
        Counted(1, "A", {"C": 15}),
        Counted(2, "B"),
        Counted(3, "C", {"D": 30}),
        Counted(5, "D"),
    ]
    assert carried(games) == {2: {"C": -15, "B": 15}}  # D wins game 5: pays nobody
    assert carried([Counted(1, "A", {"C": 15}), Counted(2, "C")]) == {}


# A real ledger: example 3 under next-game, then B wins with C sitting out.
GAME_2 = {"maal": ["B=6"]}


def _session(ledger: Ledger) -> None:
    ledger.new_session("Eve", list("ABCD"), "nepali", {"foul-payment": "next-game"})
    ledger.record("Eve", _entry(ledger, "A", {"maal": ["A=10", "B=5", "C=4", "D=8"],
                                              "foul": ["C"], "unseen": ["D"]}))  # fmt: skip
    ledger.record("Eve", _entry(ledger, "B", GAME_2, ["C"]))


def _entry(ledger: Ledger, winner: str, options: dict, away: list[str] | None = None) -> Entry:
    return ledger.build_entry("Eve", winner, options, away or [])


def _state(ledger: Ledger) -> tuple[list[dict], dict]:
    games = [g.scores for g in ledger.games("Eve") if not g.voided]
    totals = {p.name: p.total for p in ledger.totals("Eve").players}
    assert ledger.check().ok, ledger.check().problems
    return games, totals


def test_next_game_corrected_voided_undone(ledger: Ledger) -> None:
    _session(ledger)
    game_1 = {"A": 38, "B": 2, "C": -15, "D": -25}
    assert _state(ledger) == (
        [game_1, {"A": -9, "B": 33, "C": -15, "D": -9}],
        {"A": 29, "B": 35, "C": -30, "D": -34},
    )
    # C did not foul after all: seen with 4; game 2 loses the carried 15.
    seen = {"maal": ["A=10", "B=5", "C=4", "D=8"], "unseen": ["D"]}
    ledger.correct("Eve", 1, _entry(ledger, "A", seen), "C showed three sequences")
    assert _state(ledger) == (
        [{"A": 37, "B": -2, "C": -6, "D": -29}, {"A": -9, "B": 18, "C": 0, "D": -9}],
        {"A": 28, "B": 16, "C": -6, "D": -38},
    )
    ledger.undo("Eve")  # the foul is back, and so is the payment in game 2
    assert _state(ledger)[1] == {"A": 29, "B": 35, "C": -30, "D": -34}
    ledger.void("Eve", 1, "misdeal")  # no foul game: game 2 stands alone
    assert _state(ledger) == (
        [{"A": -9, "B": 18, "C": 0, "D": -9}],
        {"A": -9, "B": 18, "C": 0, "D": -9},
    )
    ledger.undo("Eve")
    # The next game corrected: C wins it, so C pays nobody.
    ledger.correct("Eve", 2, _entry(ledger, "C", {"maal": ["C=6"]}, []), "C declared")
    assert _state(ledger)[0][1] == {"A": -9, "B": -9, "C": 27, "D": -9}
    ledger.undo("Eve")
    ledger.void("Eve", 2, "wrong table")  # the carry waits for the next counted game
    assert _state(ledger)[1] == {"A": 38, "B": 2, "C": -15, "D": -25}
    ledger.record("Eve", _entry(ledger, "D", {"maal": ["D=3"]}))
    games, totals = _state(ledger)
    # net −3, −3, −3, +9 and 3 each to D; C also pays D the 15 from game 1.
    assert games[1] == {"A": -6, "B": -6, "C": -21, "D": 33}
    assert totals == {"A": 32, "B": -4, "C": -36, "D": 8}


def _game(seats: list[str]) -> st.SearchStrategy:
    @st.composite
    def one(draw) -> tuple:
        active = draw(
            st.lists(st.sampled_from(seats), min_size=2, max_size=len(seats), unique=True)
        )
        winner = draw(st.sampled_from(active))
        options: dict[str, list[str]] = {
            "maal": [f"{p}={draw(st.integers(0, 30))}" for p in active]
        }
        for p in active:
            if p != winner:
                status = draw(st.sampled_from(["seen", "unseen", "foul", "dublee-seen"]))
                if status != "seen":
                    options.setdefault(status, []).append(p)
        if draw(st.booleans()):
            options["multiplier"] = str(draw(st.integers(1, 3)))
        void = draw(st.booleans()) and draw(st.booleans())
        return active, winner, options, void

    return one()


def test_totals_are_the_games_in_order_and_zero_sum() -> None:
    seats = ["A", "B", "C", "D"]

    @settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(_game(seats), min_size=1, max_size=7), st.sampled_from(["keep", "murder"]))
    def run(drawn, unseen) -> None:
        with tempfile.TemporaryDirectory() as folder:
            ledger = Ledger(Path(folder) / "t.db", clock=lambda: AT)
            try:
                rules = {"foul-payment": "next-game", "unseen-maal": unseen}
                ledger.new_session("Eve", seats, "nepali", rules)
                ruleset = ledger.session("Eve").rules
                model = dict.fromkeys(seats, 0)
                owed: dict[str, int] = {}
                for number, (active, winner, options, void) in enumerate(drawn, start=1):
                    away = [p for p in seats if p not in active]
                    entry = ledger.build_entry("Eve", winner, options, away)
                    ledger.record("Eve", entry)
                    if void:
                        ledger.void("Eve", number, "test")
                        continue
                    for item in ruleset.score(entry):  # this game's own scores
                        model[item.player] += item.score
                    for player, amount in owed.items():  # what the game before left owing
                        if player != winner:
                            model[player] -= amount
                            model[winner] += amount
                    factor = int(options.get("multiplier", "1"))
                    owed = {p: 15 * factor for p in options.get("foul", [])}
                sums = dict.fromkeys(seats, 0)
                for game in ledger.games("Eve"):
                    if not game.voided:
                        assert sum(game.scores.values()) == 0
                        for player, points in game.scores.items():
                            sums[player] += points
                totals = {p.name: p.total for p in ledger.totals("Eve").players}
                assert totals == sums == model
                assert sum(totals.values()) == 0
                assert ledger.check().ok, ledger.check().problems
            finally:
                ledger.close()

    run()

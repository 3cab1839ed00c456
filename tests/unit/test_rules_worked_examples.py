"""The two worked examples of rules.md, scored by the rules and by the ledger."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.rules import WINNER, Entry, Hand


def marriage_example_1() -> Entry:
    return Entry(
        (
            Hand("Asha", "hand", {"honors": 2, "points": 12}),
            Hand("Bina", WINNER, {"marriages": 1}),
            Hand("Chandra", "surrender-first"),
            Hand("Dev", "hand", {"honors": 1, "points": 10, "unplayed": True}),
        )
    )


def test_example_1_scores_and_breakdown() -> None:
    scores = catalog.preset("marriage-rummy").rules().score(marriage_example_1())
    assert {s.player: s.part_a for s in scores} == {
        "Asha": 0,
        "Bina": 48,
        "Chandra": -32,
        "Dev": -16,
    }
    assert {s.player: s.part_b for s in scores} == {
        "Asha": -24,
        "Bina": 38,
        "Chandra": -4,
        "Dev": -10,
    }
    assert {s.player: s.score for s in scores} == {
        "Asha": -24,
        "Bina": 86,
        "Chandra": -36,
        "Dev": -26,
    }


def test_example_1_from_typed_options() -> None:
    rules = catalog.preset("marriage-rummy").rules()
    entry = rules.entry_from_options(
        ["Asha", "Bina", "Chandra", "Dev"],
        "Bina",
        {
            "honors": {"Asha": "2", "Dev": "1"},
            "marriages": {"Bina": "1"},
            "hand": {"Asha": "10+2", "Dev": "10"},
            "surrender": {"Chandra": "first"},
            "unplayed": {"Dev"},
        },
    )
    assert [(h.player, h.outcome) for h in entry.hands] == [
        (h.player, h.outcome) for h in marriage_example_1().hands
    ]
    assert [h.int_value("points") for h in entry.hands] == [12, 0, 0, 10]
    assert [h.flag("unplayed") for h in entry.hands] == [False, False, False, True]
    assert [s.score for s in rules.score(entry)] == [-24, 86, -36, -26]


def nepali_example_2(dublee: bool = False) -> Entry:
    return Entry(
        (
            Hand("A", WINNER, {"maal": 10}),
            Hand("B", "seen", {"maal": 5}),
            Hand("C", "seen", {"maal": 0}),
            Hand("D", "unseen", {"maal": 8}),
        ),
        frozenset({"dublee"}) if dublee else frozenset(),
    )


@pytest.mark.parametrize(
    ("unseen_rule", "dublee", "expected"),
    [
        ("murder", False, {"A": 41, "B": 2, "C": -18, "D": -25}),
        ("kidnap", False, {"A": 65, "B": -6, "C": -26, "D": -33}),
        ("keep", False, {"A": 33, "B": -6, "C": -26, "D": -1}),
        ("murder", True, {"A": 56, "B": -3, "C": -23, "D": -30}),
    ],
)
def test_example_2_under_each_unseen_rule(unseen_rule: str, dublee: bool, expected: dict) -> None:
    rules = catalog.preset("nepali").rules({"unseen-maal": unseen_rule})
    scores = rules.score(nepali_example_2(dublee))
    assert {s.player: s.score for s in scores} == expected
    assert sum(s.part_a for s in scores) == 0


def test_example_2_murder_breakdown() -> None:
    # S = A 10, B 5, C 0, D 0 (murdered); T = 15; net = 4 × S − 15; payments 3, 3, 10.
    scores = catalog.preset("nepali").rules().score(nepali_example_2())
    assert [(s.part_a, s.part_b) for s in scores] == [(25, 16), (5, -3), (-15, -3), (-15, -10)]


def test_example_2_from_typed_options() -> None:
    rules = catalog.preset("nepali").rules({"unseen-maal": "murder"})
    entry = rules.entry_from_options(
        ["A", "B", "C", "D"],
        "A",
        {"maal": {"A": "10", "B": "5", "D": "8"}, "unseen": {"D"}, "dublee": True},
    )
    assert entry == nepali_example_2(dublee=True)  # C's maal defaults to 0
    assert [s.score for s in rules.score(entry)] == [56, -3, -23, -30]


def test_example_1_recorded_with_a_sitting_out_player(ledger) -> None:
    ledger.new_session("Example", ["Asha", "Bina", "Chandra", "Dev", "Esha"])
    entry = ledger.build_entry(
        "example",
        "bina",
        {
            "honors": ["asha=2", "DEV=1"],
            "marriages": ["Bina=1"],
            "hand": ["Asha=12", "Dev=10"],
            "surrender": ["Chandra=first"],
            "unplayed": ["Dev"],
        },
        sit_out=["esha"],
    )
    game = ledger.record("Example", entry)
    assert game.scores == {"Asha": -24, "Bina": 86, "Chandra": -36, "Dev": -26, "Esha": 0}
    esha = game.lines[4]
    assert (esha.active, esha.outcome, esha.score) == (False, None, 0)
    totals = {p.name: p.total for p in ledger.totals("Example").players}
    assert totals == game.scores

"""Ending a session (target, deals) in the rules and on a real ledger: an over session
names its winners, refuses a new game saying why and how to go on, and is reopened by
a correction, a void, an undo or a higher target."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError
from scorekeeper.rules.ending import SessionOver, ending

SEATS = ("Asha", "Bina", "Chandra")


def test_target_ends_after_the_first_game_that_reaches_it() -> None:
    games = [(1, {"Asha": 60, "Bina": -60}), (2, {"Asha": 40, "Bina": -40}),
             (3, {"Asha": -30, "Bina": 30})]  # fmt: skip
    end = ending({"target": 100}, SEATS, False, games)
    assert end.over and end.game == 2 and end.rule == "target"
    assert end.winners == ("Asha",) and end.best == 70  # the totals as they stand
    assert end.headline() == "Over — Asha wins with 70"
    assert not ending({"target": 101}, SEATS, False, games).over


def test_deals_and_ties() -> None:
    games = [(1, {"Asha": 5, "Bina": 5, "Chandra": -10}), (3, {"Asha": 1, "Bina": 1})]
    end = ending({"deals": 2}, SEATS, False, games)
    assert (end.over, end.game, end.winners) == (True, 3, ("Asha", "Bina"))
    assert end.why == "2 deals were played"
    assert end.headline() == "Over — Asha and Bina share the win with 6"
    assert not ending({"deals": 3}, SEATS, False, games).over
    assert not ending({}, SEATS, False, games).over


def test_lowest_wins_ends_when_one_is_left_under_the_limit() -> None:
    games = [
        (1, {"Asha": 0, "Bina": 80, "Chandra": 40}),
        (2, {"Asha": 20, "Bina": 30, "Chandra": 70}),
    ]
    end = ending({"target": 101}, SEATS, True, games)
    assert end.over and end.winners == ("Asha",) and end.game == 2
    assert "only Asha is left under 101" in end.why
    assert not ending({"target": 101}, SEATS, True, games[:1]).over


@pytest.fixture
def teen(ledger: Ledger) -> Ledger:
    ledger.new_session("Teen", ["Asha", "Bina", "Chandra"], "points", {"target": "100"})
    return ledger


def play(ledger: Ledger, winner: str, **hands: str) -> int:
    options = {"hand": [f"{name}={points}" for name, points in hands.items()]}
    return ledger.record("Teen", ledger.build_entry("Teen", winner, options)).number


def test_an_over_session_refuses_a_game_and_is_reopened(
    teen: Ledger, dump: Callable[[], list[str]]
) -> None:
    play(teen, "Asha", Bina="40", Chandra="30")
    play(teen, "Asha", Bina="20", Chandra="15")  # Asha 105
    totals = teen.totals("Teen")
    assert totals.over and totals.ending.winners == ("Asha",) and totals.ending.best == 105
    before = dump()
    with pytest.raises(RuleError) as refused:
        play(teen, "Bina", Asha="5", Chandra="5")
    # who won and why; how to go on is each face's to say (the command line: a command)
    assert refused.value.message == (
        "Teen is over: Asha reached the target of 100 in game 2; Asha wins with 105"
    )
    assert isinstance(refused.value, SessionOver) and refused.value.limit == 100
    assert dump() == before
    # A correction takes Asha under the target: the evening goes on.
    entry = teen.build_entry("Teen", "Asha", {"hand": ["Bina=20", "Chandra=5"]})
    teen.correct("Teen", 2, entry, "Chandra held 5")
    assert not teen.totals("Teen").over
    assert play(teen, "Bina", Asha="5", Chandra="5") == 3
    teen.undo("Teen")  # game 3 undone; the correction stands: not over
    teen.undo("Teen")  # the correction undone: over again
    assert teen.totals("Teen").over
    teen.void("Teen", 1, "misdeal")
    assert not teen.totals("Teen").over
    teen.undo("Teen")
    teen.change_rules("Teen", {"target": "200"}, "one more round")
    assert not teen.totals("Teen").over
    assert [e.summary for e in teen.events("Teen")] == ["target 100 → 200"]


def test_deals_end_the_session_and_only_ending_rules_change(ledger: Ledger) -> None:
    ledger.new_session("Short", ["Asha", "Bina"], "tiles", {"deals": "1"})
    entry = ledger.build_entry("Short", "Asha", {"rack": ["Bina=12"]})
    ledger.record("Short", entry)
    with pytest.raises(SessionOver, match=r"1 deal was played; Asha wins with 12$") as over:
        ledger.record("Short", entry)
    assert over.value.ending.rule == "deals" and over.value.limit == 1
    with pytest.raises(RuleError, match="'joker-value' cannot change"):
        ledger.change_rules("Short", {"joker-value": "50"})
    with pytest.raises(RuleError, match="has deals=1 already"):
        ledger.change_rules("Short", {"deals": "1"})
    ledger.change_rules("Short", {"deals": "0"})
    assert ledger.record("Short", entry).number == 2

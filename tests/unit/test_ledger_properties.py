"""Hypothesis: any sequence of record / correct / void / undo against a simple model.

The model is a stack of (game, state before) pairs; a game's state is whether it is
voided, whether it took its deal, and its scores. After every step the ledger must agree
with the model, keep every old revision, and total exactly the sum of its counted games.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chandra", "Dev"]

deals = st.tuples(
    st.sampled_from(SEATS),  # winner
    st.sampled_from([None, *SEATS]),  # who sits out (ignored if the winner)
    st.lists(st.integers(0, 60), min_size=3, max_size=3),  # the losers' hand points
)
steps = st.one_of(
    st.tuples(st.just("record"), deals),
    st.tuples(st.just("correct"), st.integers(1, 6), deals),
    st.tuples(st.just("void"), st.integers(1, 6)),
    st.tuples(st.just("undo")),
)


def build(ledger: Ledger, deal) -> object:
    winner, away, points = deal
    sit_out = [away] if away not in (None, winner) else []
    losers = [p for p in SEATS if p != winner and p not in sit_out]
    hand = [f"{p}={n}" for p, n in zip(losers, points, strict=False)]
    return ledger.build_entry("S", winner, {"hand": hand}, sit_out)


def frozen(ledger: Ledger) -> list[tuple]:
    return [(r.game, r.revision, r.action, r.voided, r.lines) for r in ledger.history("S")]


def apply(ledger: Ledger, step, state: dict, stack: list) -> bool:
    """Run one step on the ledger and the model; False when the model expects a refusal."""
    kind = step[0]
    if kind == "record":
        game = ledger.record("S", build(ledger, step[1]))
        assert game.number == len(state) + 1
        stack.append((game.number, None))
        state[game.number] = (False, True, game.scores)
        return True
    if kind == "undo":
        if not stack:
            return False
        number, before = stack.pop()
        game, _ = ledger.undo("S")
        assert game.number == number
        state[number] = before or (True, False, state[number][2])
        return True
    number = step[1]
    if number not in state or (kind == "void" and state[number][0]):
        return False
    if kind == "void":
        ledger.void("S", number, "misdeal")
        stack.append((number, state[number]))
        state[number] = (True, state[number][1], state[number][2])
    else:
        game = ledger.correct("S", number, build(ledger, step[2]), "typo")
        stack.append((number, state[number]))
        state[number] = (False, True, game.scores)
    return True


def check(ledger: Ledger, state: dict) -> None:
    games = ledger.games("S")
    assert [g.number for g in games] == list(range(1, len(state) + 1))
    assert {g.number: (g.voided, g.dealt, g.scores) for g in games} == state
    rules = ledger.session("S").rules
    expected = dict.fromkeys(SEATS, 0)
    for game in games:
        rescored = {s.player: s.score for s in rules.score(game.entry)}
        assert rescored == {k: v for k, v in game.scores.items() if k in rescored}
        for player, score in rescored.items() if not game.voided else ():
            expected[player] += score
    totals = ledger.totals("S")
    assert {p.name: p.total for p in totals.players} == expected
    assert totals.games == sum(not voided for voided, _, _ in state.values())


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(steps, min_size=1, max_size=10))
def test_any_sequence_of_actions_matches_the_model(sequence) -> None:
    with tempfile.TemporaryDirectory() as folder:
        ledger = Ledger(Path(folder) / "p.db", clock=lambda: "2024-05-04T20:00:00+00:00")
        try:
            ledger.new_session("S", SEATS)
            state: dict[int, tuple] = {}
            stack: list = []
            before = frozen(ledger)
            for step in sequence:
                try:
                    expected_ok = apply(ledger, step, state, stack)
                except RuleError as error:
                    raise AssertionError(f"{step} refused: {error}") from None
                if not expected_ok:
                    try:
                        apply_raw(ledger, step)
                    except RuleError:
                        pass
                    else:
                        raise AssertionError(f"{step} should have been refused")
                after = frozen(ledger)
                assert len(after) == len(before) + (1 if expected_ok else 0)
                assert after[: len(before)] == before
                check(ledger, state)
                before = after
        finally:
            ledger.close()


def apply_raw(ledger: Ledger, step) -> None:
    """The ledger call for a step the model refuses (void twice, unknown game, empty undo)."""
    if step[0] == "undo":
        ledger.undo("S")
    elif step[0] == "void":
        ledger.void("S", step[1], "misdeal")
    else:
        ledger.correct("S", step[1], build(ledger, step[2]), "typo")

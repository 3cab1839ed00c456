"""A Hypothesis state machine: record, correct, void, undo and reopen against a model.

tests/unit/test_ledger_properties.py replays lists of steps and compares games and totals.
This machine goes further: the model keeps the whole history (every revision's action,
state and scores, and which were undone), so after every step the ledger's history must
equal it exactly — a revision that disappeared or changed would show — and refused
steps must leave the file identical. Deals use sit-outs, surrenders, unplayed hands,
honors and marriages; the file is closed and reopened at random.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from safety_harness import dump, fixed_clock

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, RuleError

SEATS = ("Asha", "Bina", "Chandra", "Dev", "Esha")
loser = st.one_of(
    st.integers(0, 80).map(lambda points: ("hand", points, False)),
    st.integers(0, 80).map(lambda points: ("hand", points, True)),  # never got a turn
    st.sampled_from([("surrender", "first", False), ("surrender", "later", False)]),
)
deals = st.fixed_dictionaries({
    "winner": st.sampled_from(SEATS),
    "away": st.lists(st.sampled_from(SEATS), max_size=2, unique=True),
    "losers": st.lists(loser, min_size=5, max_size=5),
    "honors": st.lists(st.integers(0, 3), min_size=5, max_size=5),
    "marriages": st.lists(st.integers(0, 1), min_size=5, max_size=5),
})  # fmt: skip


class LedgerMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="machine-"))
        self.path = self.folder / "machine.db"
        self.book = Ledger(self.path, clock=fixed_clock)
        self.info, _ = self.book.new_session("S", SEATS)
        self.games: dict[int, tuple[bool, bool, dict[str, int]]] = {}  # voided, dealt, scores
        self.history: list[list] = []  # [game, revision, action, voided, scores, undone]
        self.stack: list[tuple[int, tuple | None, int]] = []  # game, state before, history row

    def entry(self, deal: dict) -> Entry:
        away = [p for p in deal["away"] if p != deal["winner"]]
        options: dict[str, list[str]] = {"hand": [], "surrender": [], "unplayed": []}
        options["honors"] = [f"{p}={n}" for p, n in zip(SEATS, deal["honors"], strict=True)
                             if p not in away]  # fmt: skip
        options["marriages"] = [f"{p}={n}" for p, n in zip(SEATS, deal["marriages"], strict=True)
                                if p not in away]  # fmt: skip
        for player, (kind, value, unplayed) in zip(SEATS, deal["losers"], strict=True):
            if player == deal["winner"] or player in away:
                continue
            options[kind].append(f"{player}={value}")
            options["unplayed"] += [player] if unplayed else []
        return self.book.build_entry("S", deal["winner"], options, away)

    def log(self, number: int, action: str, state: tuple) -> int:
        revision = 1 + sum(row[0] == number for row in self.history)
        self.history.append([number, revision, action, state[0], state[2], False])
        return len(self.history) - 1

    def refused(self, call) -> None:
        """The model says no: the ledger must refuse, and change nothing at all."""
        before = dump(self.path)
        try:
            call()
        except RuleError:
            pass
        else:
            raise AssertionError("the ledger accepted what the model refuses")
        assert dump(self.path) == before

    @rule(deal=deals)
    def record(self, deal: dict) -> None:
        entry = self.entry(deal)
        scores = {s.player: s.score for s in self.info.rules.score(entry)}
        game = self.book.record("S", entry)
        assert game.number == len(self.games) + 1
        state = (False, True, {**dict.fromkeys(SEATS, 0), **scores})
        self.games[game.number] = state
        self.stack.append((game.number, None, self.log(game.number, "record", state)))

    @rule(number=st.integers(1, 8), deal=deals)
    def correct(self, number: int, deal: dict) -> None:
        entry = self.entry(deal)
        if number not in self.games:
            return self.refused(lambda: self.book.correct("S", number, entry, "typo"))
        scores = {s.player: s.score for s in self.info.rules.score(entry)}
        self.book.correct("S", number, entry, "typo")
        before, state = self.games[number], (False, True, {**dict.fromkeys(SEATS, 0), **scores})
        self.games[number] = state
        self.stack.append((number, before, self.log(number, "correct", state)))

    @rule(number=st.integers(1, 8))
    def void(self, number: int) -> None:
        if number not in self.games or self.games[number][0]:
            return self.refused(lambda: self.book.void("S", number, "misdeal"))
        self.book.void("S", number, "misdeal")
        before = self.games[number]
        self.games[number] = state = (True, before[1], before[2])
        self.stack.append((number, before, self.log(number, "void", state)))

    @rule()
    def undo(self) -> None:
        if not self.stack:
            return self.refused(lambda: self.book.undo("S"))
        number, before, row = self.stack.pop()
        game, _ = self.book.undo("S")
        assert game.number == number
        self.games[number] = state = before or (True, False, self.games[number][2])
        self.history[row][5] = True  # the undone revision stays, marked undone
        self.log(number, "undo", state)

    @precondition(lambda self: len(self.history) % 3 == 1)
    @rule()
    def reopen(self) -> None:
        self.book.close()
        self.book = Ledger(self.path, clock=fixed_clock)

    @invariant()
    def games_and_totals_match_the_model(self) -> None:
        games = self.book.games("S")
        assert {g.number: (g.voided, g.dealt, g.scores) for g in games} == self.games
        assert all(sum(g.scores.values()) == 0 for g in games)
        counted = [state[2] for state in self.games.values() if not state[0]]
        totals = self.book.totals("S")
        assert {p.name: p.total for p in totals.players} == {
            seat: sum(scores[seat] for scores in counted) for seat in SEATS
        }
        assert totals.games == len(counted)

    @invariant()
    def no_revision_ever_disappears(self) -> None:
        rows = self.book.history("S")
        assert [[r.game, r.revision, r.action, r.voided, r.scores, r.undone] for r in rows] == [
            [*row[:4], row[4], row[5]] for row in self.history
        ]

    def teardown(self) -> None:
        try:
            assert self.book.check().ok, self.book.check().problems
            assert self.book.quick_check() == []
        finally:
            self.book.close()
            shutil.rmtree(self.folder, ignore_errors=True)


LedgerMachine.TestCase.settings = settings(
    max_examples=15,
    stateful_step_count=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_ledger_machine = LedgerMachine.TestCase

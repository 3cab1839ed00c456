"""Hypothesis, per preset of the rummy family, on a real SQLite file: whatever games are
recorded, every stored game meets the preset's invariant (``check`` scores each again),
and the totals are exactly the sums of the games."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from preset_games import STRATEGIES

from scorekeeper.ledger import Ledger

SEATS = {"points": 4, "basic": 4, "table-hand": 5, "tiles": 3}
NAMES = ["Asha", "Bina", "Chandra", "Dev", "Esha"]


def as_options(options: dict) -> dict[str, object]:
    """The strategies' {option: {player: text}} as the command line gives them."""
    typed: dict[str, object] = {}
    for option, value in options.items():
        if isinstance(value, dict):
            typed[option] = [f"{player}={text}" for player, text in value.items()]
        elif isinstance(value, set):
            typed[option] = sorted(value)
        else:
            typed[option] = value
    return typed


@pytest.mark.parametrize("preset", sorted(STRATEGIES))
def test_totals_are_the_sums_of_the_games(preset: str) -> None:
    seats = NAMES[: SEATS[preset]]
    games = st.lists(STRATEGIES[preset](seats), min_size=1, max_size=6)

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(games)
    def run(drawn) -> None:
        with tempfile.TemporaryDirectory() as folder:
            ledger = Ledger(Path(folder) / "t.db", clock=lambda: "2026-11-20T21:40:00+00:00")
            try:
                ledger.new_session("S", seats, preset, {"decks": "3"} if preset == "table-hand"
                                   else None)  # fmt: skip
                for (_, active, winner), options in drawn:
                    away = [p for p in seats if p not in active]
                    entry = ledger.build_entry("S", winner, as_options(options), away)
                    ledger.record("S", entry)
                sums = dict.fromkeys(seats, 0)
                for game in ledger.games("S"):
                    for player, score in game.scores.items():
                        sums[player] += score
                totals = ledger.totals("S")
                assert {p.name: p.total for p in totals.players} == sums
                assert all(p.part_a + p.part_b == p.total for p in totals.players)
                assert ledger.check().ok, ledger.check().problems
            finally:
                ledger.close()

    run()

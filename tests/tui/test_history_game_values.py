"""The history screen's words for a game's own values (nepali's dublee and multiplier)."""

from __future__ import annotations

from tui_harness import PLAYERS

from scorekeeper.ledger import Ledger
from scorekeeper.tui.changes import describe


def test_a_games_values_are_told_in_words_when_recorded_and_changed(ledger: Ledger) -> None:
    ledger.new_session("Friday", PLAYERS, preset="nepali")
    options = {"maal": ["Asha=10", "Bina=5"], "dublee": True, "multiplier": "2"}
    ledger.record("Friday", ledger.build_entry("Friday", "Asha", options))
    options = {"maal": ["Asha=10", "Bina=5"], "dublee": True}
    entry = ledger.build_entry("Friday", "Asha", options, game=1)
    ledger.correct("Friday", 1, entry, "a single game, not a double")
    first, second = ledger.history("Friday", 1)
    (recorded,) = describe(None, first)
    assert recorded.endswith(" · game: dublee, ×2"), recorded
    assert describe(first, second)[0] == "game dublee, ×2 → dublee"

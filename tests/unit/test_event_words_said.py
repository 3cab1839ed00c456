"""A session change is told in the reader's language, its English kept for --json."""

from __future__ import annotations

from scorekeeper.ledger.sessions.event_history import describe
from scorekeeper.present.language import Choice, restore, use


def test_a_stake_set_from_none_says_none_in_nepali() -> None:
    said = describe("stake", {}, {"stake": "0.25", "currency": "NPR"})
    assert str(said) == "stake none → 0.25 NPR"  # what --json and the English face show
    token = use(Choice(lang="ne", digits="deva", calendar="gregorian"))
    try:
        assert f"{said}" == "दाउ छैन → 0.25 NPR"
    finally:
        restore(token)

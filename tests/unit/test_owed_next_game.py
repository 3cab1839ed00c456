"""A foul paid in the next game is owed between the two games: the coming game says so,
from the last counted game as it now stands (a void or a correction moves it)."""

from __future__ import annotations

from scorekeeper.ledger import Ledger
from scorekeeper.present.owed import owed_mark, owed_sentence

SEATS = ["Asha", "Bina", "Chandra", "Dev"]
FOUL = {"maal": ["Asha=10", "Bina=5", "Chandra=4", "Dev=8"], "foul": ["Chandra"],
        "unseen": ["Dev"]}  # fmt: skip
PLAIN = {"maal": ["Bina=6", "Asha=3"]}


def evening(ledger: Ledger, payment: str = "next-game") -> Ledger:
    ledger.new_session("Eve", SEATS, "nepali", {"foul-payment": payment})
    ledger.record("Eve", ledger.build_entry("Eve", "Asha", FOUL, []))
    return ledger


def owed(ledger: Ledger) -> dict[str, int]:
    return dict(ledger.next_game("Eve").owed)


def test_a_foul_in_the_last_game_is_owed_into_the_next(ledger: Ledger) -> None:
    coming = evening(ledger).next_game("Eve")
    assert dict(coming.owed) == {"Chandra": 15}
    assert owed_sentence(coming) == (
        "Owed into game 2: Chandra 15, game 1's foul, paid to that game's "
        "winner unless Chandra wins it."
    )
    assert owed_mark(coming, "Chandra") == "owes 15 next game"
    assert owed_mark(coming, "Asha") == ""


def test_once_the_next_game_is_recorded_nothing_is_owed(ledger: Ledger) -> None:
    evening(ledger).record("Eve", ledger.build_entry("Eve", "Bina", PLAIN, ["Chandra"]))
    assert owed(ledger) == {}


def test_a_void_of_the_last_game_owes_from_the_one_before(ledger: Ledger) -> None:
    evening(ledger).record("Eve", ledger.build_entry("Eve", "Bina", PLAIN, ["Chandra"]))
    ledger.void("Eve", 2, "misdeal")
    assert owed(ledger) == {"Chandra": 15}
    assert owed_sentence(ledger.next_game("Eve")).startswith(
        "Owed into game 3: Chandra 15, game 1's foul, paid"
    )
    ledger.void("Eve", 1, "misdeal")
    assert owed(ledger) == {}


def test_a_correction_that_takes_the_foul_away_owes_nothing(ledger: Ledger) -> None:
    evening(ledger)
    seen = {key: value for key, value in FOUL.items() if key != "foul"}
    ledger.correct("Eve", 1, ledger.build_entry("Eve", "Asha", seen, []), "no foul")
    assert owed(ledger) == {}


def test_two_fouls_read_as_one_sentence(ledger: Ledger) -> None:
    ledger.new_session("Eve", SEATS, "nepali", {"foul-payment": "next-game"})
    both = {**FOUL, "foul": ["Chandra", "Bina"]}
    ledger.record("Eve", ledger.build_entry("Eve", "Asha", both, []))
    coming = ledger.next_game("Eve")
    assert dict(coming.owed) == {"Bina": 15, "Chandra": 15}
    assert owed_sentence(coming) == (
        "Owed into game 2: Bina 15 and Chandra 15, game 1's fouls, each paid to "
        "that game's winner unless they win it."
    )


def test_paid_in_the_foul_game_itself_nothing_is_owed(ledger: Ledger) -> None:
    assert owed(evening(ledger, "instead")) == {}
    assert owed_sentence(ledger.next_game("Eve")) == ""

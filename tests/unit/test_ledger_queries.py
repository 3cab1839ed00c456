"""The ledger's small queries for the faces: what undo would revert, the coming deal
given this game's sit-outs, a few games by number, and the corrected mark."""

from __future__ import annotations

from scorekeeper.ledger import Ledger

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha"]


def _play(ledger: Ledger, winner: str, sit_out: tuple[str, ...] = ()) -> int:
    losers = [f"{name}=5" for name in SEATS if name != winner and name not in sit_out]
    entry = ledger.build_entry("Night", winner, {"hand": losers}, sit_out)
    return ledger.record("Night", entry).number


def test_last_change_is_what_undo_reverts(ledger: Ledger):
    ledger.new_session("Night", SEATS)
    assert ledger.last_change("Night") is None
    _play(ledger, "Asha")
    _play(ledger, "Bina")
    ledger.void("Night", 1, "misdeal")
    change = ledger.last_change("Night")
    assert (change.game, change.action, change.revision) == (1, "void", 2)
    ledger.undo("Night")
    change = ledger.last_change("Night")
    assert (change.game, change.action) == (2, "record")
    ledger.undo("Night")
    ledger.undo("Night")
    assert ledger.last_change("Night") is None


def test_next_game_skips_who_sits_out_the_coming_deal(ledger: Ledger):
    ledger.new_session("Night", SEATS)
    _play(ledger, "Asha")  # Asha deals game 1
    assert ledger.next_game("Night").dealer == "Bina"
    coming = ledger.next_game("Night", ["Bina"])
    # Bina sits out: Chandra deals, Asha (before the dealer, Bina skipped) cuts.
    assert (coming.dealer, coming.cutter, coming.first_player) == ("Chandra", "Asha", "Dev")
    assert coming.round == 1 and coming.number == 2
    # What is shown is what recording with those sit-outs does.
    _play(ledger, "Dev", ("Bina",))
    assert ledger.game("Night", 2).dealer == "Chandra"


def test_games_by_number_and_the_corrected_mark(ledger: Ledger):
    ledger.new_session("Night", SEATS)
    for winner in ("Asha", "Bina", "Chandra"):
        _play(ledger, winner)
    entry = ledger.build_entry("Night", "Dev", {"hand": [f"{n}=1" for n in SEATS if n != "Dev"]})
    ledger.correct("Night", 2, entry, "Dev won")
    ledger.void("Night", 3, "misdeal")
    rows = ledger.games("Night", [2, 3])
    assert [row.number for row in rows] == [2, 3]
    assert [row.corrected for row in rows] == [True, False]
    ledger.undo("Night")  # the void
    ledger.undo("Night")  # the correction
    assert [row.corrected for row in ledger.games("Night")] == [False, False, False]

"""Dealer rotation, cutter and first player, rounds and rounds played, through the ledger."""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.ledger import Ledger

FIVE = ["Asha", "Bina", "Chandra", "Dev", "Esha"]


def play(ledger: Ledger, session: str, winner: str, sit_out=(), dealer=None):
    seats = ledger.session(session).seats
    losers = [p for p in seats if p != winner and p not in sit_out]
    entry = ledger.build_entry(session, winner, {"hand": [f"{p}=5" for p in losers]}, sit_out)
    return ledger.record(session, entry, dealer=dealer)


def test_twelve_games_in_turn_at_five_seats(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE)
    games = [play(ledger, "Night", "Asha") for _ in range(12)]
    assert [g.dealer for g in games] == (FIVE * 3)[:12]
    assert [g.round for g in games] == [1] * 5 + [2] * 5 + [3] * 2
    assert ledger.totals("Night").rounds_played == Fraction(12, 5)
    coming = ledger.next_game("Night")
    assert (coming.number, coming.round, coming.dealer) == (13, 3, "Chandra")
    assert coming.rounds_played == Fraction("2.4")
    assert (coming.cutter, coming.first_player) == ("Bina", "Dev")
    assert coming.games_counted == 12


def test_the_first_game(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE, first_dealer="  chandra ")
    coming = ledger.next_game("Night")
    assert (coming.number, coming.round, coming.dealer) == (1, 1, "Chandra")
    assert (coming.cutter, coming.first_player) == ("Bina", "Dev")
    assert coming.rounds_played == 0 and coming.games_counted == 0
    assert ledger.totals("Night").rounds_played == 0


def test_rotation_skips_who_sat_out_and_counts_the_skipped_seat(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE)
    play(ledger, "Night", "Asha", sit_out=["Bina"])
    coming = ledger.next_game("Night")
    assert coming.sat_out_last == ("Bina",)
    assert (coming.dealer, coming.cutter, coming.first_player) == ("Chandra", "Asha", "Dev")
    second = play(ledger, "Night", "Dev")
    assert second.dealer == "Chandra"
    assert ledger.totals("Night").rounds_played == Fraction(3, 5)  # position 2 after a skip
    # Someone sitting out the coming game is not given the deal either.
    third = play(ledger, "Night", "Chandra", sit_out=["Dev"])
    assert third.dealer == "Esha"
    assert [g.round for g in ledger.games("Night")] == [1, 1, 1]
    assert ledger.next_game("Night").dealer == "Asha"
    assert ledger.totals("Night").rounds_played == 1


def test_anticlockwise(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE, rules={"direction": "anticlockwise"})
    coming = ledger.next_game("Night")
    assert (coming.dealer, coming.cutter, coming.first_player) == ("Asha", "Bina", "Esha")
    dealers = [play(ledger, "Night", "Bina", sit_out=sit).dealer for sit in [(), ("Dev",), ()]]
    assert dealers == ["Asha", "Esha", "Chandra"]
    assert ledger.totals("Night").rounds_played == Fraction(4, 5)


def test_the_dealer_can_be_overridden(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE)
    play(ledger, "Night", "Asha")
    override = play(ledger, "Night", "Asha", dealer="Dev")
    assert override.dealer == "Dev"
    assert ledger.next_game("Night").dealer == "Esha"
    redeal = play(ledger, "Night", "Asha", dealer="Dev")  # the same dealer again: 0 steps
    assert ledger.totals("Night").rounds_played == Fraction(4, 5)
    assert redeal.round == 1


def test_a_voided_game_took_its_deal_but_an_undone_record_did_not(ledger: Ledger) -> None:
    ledger.new_session("Night", FIVE)
    play(ledger, "Night", "Asha")
    play(ledger, "Night", "Asha")
    ledger.void("Night", 2, "misdeal")
    coming = ledger.next_game("Night")
    assert (coming.dealer, coming.games_counted) == ("Chandra", 1)
    assert ledger.totals("Night").rounds_played == Fraction(2, 5)
    ledger.undo("Night")  # the void
    ledger.undo("Night")  # the record of game 2: it never happened
    coming = ledger.next_game("Night")
    assert (coming.number, coming.dealer, coming.round) == (3, "Bina", 1)
    assert ledger.totals("Night").rounds_played == Fraction(1, 5)
    assert play(ledger, "Night", "Asha").dealer == "Bina"


def test_correcting_an_early_dealer_moves_the_later_rounds(ledger: Ledger) -> None:
    ledger.new_session("Trio", ["A", "B", "C"])
    for _ in range(4):
        play(ledger, "Trio", "A")
    assert [g.round for g in ledger.games("Trio")] == [1, 1, 1, 2]
    entry = ledger.game("Trio", 1).entry
    ledger.correct("Trio", 1, entry, "C dealt first", dealer="C")
    # Positions 0 (C), 2 (B), 3 (C), 4 (A): the later games moved a round on.
    assert [(g.dealer, g.round) for g in ledger.games("Trio")] == [
        ("C", 1), ("B", 1), ("C", 2), ("A", 2),
    ]  # fmt: skip
    assert ledger.totals("Trio").rounds_played == Fraction(5, 3)
    assert [g.number for g in ledger.games("Trio")] == [1, 2, 3, 4]
    ledger.undo("Trio")
    assert [g.round for g in ledger.games("Trio")] == [1, 1, 1, 2]


def test_devanagari_seats_play_like_any_other(ledger: Ledger) -> None:
    seats = ["आशा", "बिना", "चन्द्र"]
    info, warnings = ledger.new_session("शुक्रबार", seats, preset="nepali")
    assert (info.seats, warnings) == (tuple(seats), [])
    entry = ledger.build_entry("शुक्रबार", "बिना", {"maal": ["आशा=4"], "unseen": ["चन्द्र"]})
    game = ledger.record(info.id, entry)
    # S = 4, 0, 0 (murdered); T = 4; payments seen 3, unseen 10.
    assert game.scores == {"आशा": 5, "बिना": 9, "चन्द्र": -14}
    assert ledger.next_game("शुक्रबार").dealer == "बिना"

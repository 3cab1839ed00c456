"""Dealer rotation, rounds and the coming game, as `games --json` and `show --json` tell them.

rules.md: the next dealer is the next seat in the direction of play, skipping who sat out
the last game; the cutter sits against the direction, the first player in it. Game g is
in round floor(pos/n) + 1, and after it (pos + 1)/n rounds have been played.
"""

from __future__ import annotations

from cli_harness import ENTRY, PLAYERS, Cli

A, B, C, D, E = PLAYERS


def _record(cli: Cli, *extra: str, session: str = "Evening") -> dict:
    return cli.json("record", session, *ENTRY, *extra)


def test_twelve_games_in_turn_make_two_point_four_rounds(five: Cli) -> None:
    assert five.json("show", "Evening")["next"] == {
        "game": 1, "round": 1, "dealer": A, "cutter": E, "first_player": B,
    }  # fmt: skip
    for _ in range(12):
        _record(five)
    games = five.json("games", "Evening")
    assert [g["dealer"] for g in games] == [A, B, C, D, E, A, B, C, D, E, A, B]
    assert [g["round"] for g in games] == [1] * 5 + [2] * 5 + [3] * 2
    totals = five.json("totals", "Evening")
    assert (totals["games"], totals["rounds_played"]) == (12, 2.4)
    show = five.json("show", "Evening")
    assert (show["games"], show["rounds_played"]) == (12, 2.4)
    assert show["next"] == {"game": 13, "round": 3, "dealer": C, "cutter": B, "first_player": D}

    # A voided game still took its deal: the rotation and the rounds stay.
    five.ok("void", "Evening", "12", "--reason", "misdeal")
    show = five.json("show", "Evening")
    assert (show["games"], show["rounds_played"], show["next"]["dealer"]) == (11, 2.4, C)
    # Undo the void, then undo the record of game 12: that deal never happened.
    five.ok("undo", "Evening")
    five.ok("undo", "Evening")
    show = five.json("show", "Evening")
    assert (show["games"], show["rounds_played"]) == (11, 2.2)
    assert show["next"] == {"game": 13, "round": 3, "dealer": B, "cutter": A, "first_player": C}
    assert [g["number"] for g in five.json("games", "Evening")] == list(range(1, 13))


def test_a_sit_out_is_skipped_next_deal_and_now(five: Cli) -> None:
    _record(five)  # Asha deals game 1
    # Chandra sits out game 2 (Bina deals it): the next deal passes her by, and so
    # does the cut.
    two = five.json("record", "Evening", "--winner", A, "--sit-out", C, "--hand", "Bina=1",
                    "--hand", "Dev=1", "--hand", "Esha=1")  # fmt: skip
    assert (two["dealer"], two["round"], two["scores"][C]) == (B, 1, 0)
    assert five.json("show", "Evening")["next"] == {
        "game": 3, "round": 1, "dealer": D, "cutter": B, "first_player": E,
    }  # fmt: skip
    assert _record(five)["dealer"] == D
    # Positions 0, 1, 3: four seat steps of five.
    assert five.json("show", "Evening")["rounds_played"] == 0.8
    # Esha sits out game 4: she cannot deal it, so it passes to Asha (position 5).
    four = five.json("record", "Evening", "--winner", B, "--sit-out", E, "--hand", "Asha=1",
                     "--hand", "Chandra=1", "--hand", "Dev=1")  # fmt: skip
    assert (four["dealer"], four["round"]) == (A, 2)
    assert five.json("show", "Evening")["next"] == {
        "game": 5, "round": 2, "dealer": B, "cutter": A, "first_player": C,
    }  # fmt: skip


def test_the_dealer_can_be_overridden(five: Cli) -> None:
    _record(five)
    # A re-deal by the same dealer moves the deal 0 seats: same round, no round progress.
    again = _record(five, "--dealer", "asha")
    assert (again["number"], again["dealer"], again["round"]) == (2, A, 1)
    show = five.json("show", "Evening")
    assert (show["rounds_played"], show["next"]["dealer"]) == (0.2, B)
    # Jumping to Dev moves the deal 3 seats.
    assert _record(five, "--dealer", "DEV")["dealer"] == D
    assert five.json("totals", "Evening")["rounds_played"] == 0.8
    # Correcting game 1's dealer to Esha re-counts the later games' seat steps:
    # Esha 0, Asha 1 (one seat on from Esha), Dev 4: five steps, one round.
    five.ok("correct", "Evening", "1", *ENTRY, "--dealer", "Esha", "--reason", "wrong dealer")
    games = five.json("games", "Evening")
    assert [(g["dealer"], g["round"]) for g in games] == [(E, 1), (A, 1), (D, 1)]
    assert five.json("show", "Evening")["rounds_played"] == 1


def test_anticlockwise_and_first_dealer(cli: Cli) -> None:
    cli.ok("new", "Other way", "--direction", "anticlockwise", "--first-dealer", "c",
           *(a for p in "ABCD" for a in ("-p", p)))  # fmt: skip
    show = cli.json("show", "other WAY")
    assert (show["direction"], show["first_dealer"], show["seats"]) == (
        "anticlockwise",
        "C",
        ["A", "B", "C", "D"],
    )
    # Against the direction of play is clockwise: D cuts, B plays first.
    assert show["next"] == {"game": 1, "round": 1, "dealer": "C", "cutter": "D",
                            "first_player": "B"}  # fmt: skip
    entry = ["--winner", "A", "--hand", "B=1", "--hand", "C=1", "--hand", "D=1"]
    cli.ok("record", "1", *entry)
    assert cli.json("show", "1")["next"]["dealer"] == "B"
    cli.ok("record", "1", "--winner", "B", "--sit-out", "A", "--hand", "C=1", "--hand", "D=1")
    # B dealt, A sat out: the deal passes A by and goes to D (two seats).
    show = cli.json("show", "1")
    assert show["next"] == {"game": 3, "round": 1, "dealer": "D", "cutter": "B",
                            "first_player": "C"}  # fmt: skip
    cli.ok("record", "1", *entry)
    show = cli.json("show", "1")
    assert (show["rounds_played"], type(show["rounds_played"])) == (1, int)
    assert (show["next"]["round"], show["next"]["dealer"]) == (2, "C")

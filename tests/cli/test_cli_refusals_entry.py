"""Bad game entries (record and correct): exit 2, one line naming the option, no change.

``Cli.refuses`` checks the contract for every case: exit code 2, nothing on stdout,
exactly one line on stderr, no traceback, and an identical ``iterdump`` of the file.
"""

from __future__ import annotations

import pytest
from cli_harness import ENTRY, Cli

SEATED = "seated: Asha, Bina, Chandra, Dev, Esha"
LOSERS = list(ENTRY[2:])


UNKNOWN_PLAYER = [
    ("--honors", [*ENTRY, "--honors", "Zed=1"]),
    ("--marriages", [*ENTRY, "--marriages", "Zed=1"]),
    ("--hand", [*ENTRY, "--hand", "Zed=1"]),
    ("--surrender", [*ENTRY, "--surrender", "Zed=first"]),
    ("--unplayed", [*ENTRY, "--unplayed", "Zed"]),
    ("--sit-out", [*ENTRY, "--sit-out", "Zed"]),
    ("--winner", ["--winner", "Zed", *LOSERS]),
    ("--dealer", [*ENTRY, "--dealer", "Zed"]),
]


@pytest.mark.parametrize("command", ["record", "correct"])
def test_unknown_player_in_every_entry_option(played: Cli, command: str) -> None:
    where = ["Evening"] if command == "record" else ["Evening", "1", "--reason", "typo"]
    for option, args in UNKNOWN_PLAYER:
        message = played.refuses(command, *where, *args)
        assert message == f"{option}: 'Zed' is not seated; {SEATED}"


BAD_OUTCOMES = [
    ("no winner", [*LOSERS], "--winner:"),
    ("two winners", ["--winner", "Asha", "--winner", "Bina", *LOSERS[2:]], "--winner:"),
    ("winner sits out", [*ENTRY, "--sit-out", "asha"], "--sit-out: Asha is the winner"),
    ("loser without hand", ["--winner", "Asha", *LOSERS[2:]], "--hand: Bina needs --hand"),
    ("hand and surrender", [*ENTRY, "--surrender", "Bina=first"], "--surrender: Bina has both"),
    ("surrender kind", ["--winner", "Asha", "--surrender", "Bina=soon", *LOSERS[2:]],
     "--surrender: Bina: must be first or later"),
    ("winner with a hand", [*ENTRY, "--hand", "Asha=3"], "--hand: Asha is the winner"),
    ("hand for who sits out", [*ENTRY, "--sit-out", "Bina"], "--hand: Bina sits out"),
    ("player given twice", [*ENTRY, "--hand", "bina=5"], "--hand: Bina is given twice"),
    ("unplayed surrender", ["--winner", "Asha", "--surrender", "Bina=first", "--unplayed",
                            "Bina", *LOSERS[2:]], "--unplayed: Bina is surrender-first"),
    ("pair without =", [*ENTRY, "--honors", "Bina"], "--honors: expected NAME=VALUE"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("args", "start"), [c[1:] for c in BAD_OUTCOMES], ids=[c[0] for c in BAD_OUTCOMES]
)
def test_entries_that_cannot_be_scored(played: Cli, args: list[str], start: str) -> None:
    assert played.refuses("record", "Evening", *args).startswith(start)


BAD_NUMBERS = ["abc", "1e9", "NaN", "0.5", "-1", str(2**63), "", "10+", "1_000", "³"]


@pytest.mark.parametrize("option", ["--hand", "--honors", "--marriages"])
def test_bad_numbers_are_refused_naming_option_and_player(played: Cli, option: str) -> None:
    # Everyone else is complete; Dev's value is the one typed wrong.
    others = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Esha=4"]
    others += ["--hand", "Dev=3"] if option != "--hand" else []
    for value in BAD_NUMBERS if option != "--marriages" else BAD_NUMBERS[:4]:
        message = played.refuses("record", "Evening", *others, option, f"Dev={value}")
        assert message.startswith(f"{option}: Dev: must be "), message
        assert repr(value) in message or value == "-1", message


def test_numbers_over_the_limit_say_the_limit(played: Cli) -> None:
    assert "0–1000" in played.refuses("record", "Evening", *ENTRY, "--honors", "Bina=1001")
    message = played.refuses("record", "Evening", "--winner", "Asha", "--hand", "Bina=10001",
                             *LOSERS[2:])  # fmt: skip
    assert message.startswith("--hand: Bina: must be ") and "0–10000" in message


@pytest.mark.parametrize(
    "extra", [["--maal", "Bina=3"], ["--unseen", "Bina"], ["--foul", "Bina"], ["--dublee"]]
)
def test_nepali_options_on_a_marriage_rummy_session(played: Cli, extra: list[str]) -> None:
    message = played.refuses("record", "Evening", *ENTRY, *extra)
    assert message.startswith(f"{extra[0]}: is not used by the marriage-rummy preset")
    assert "--honors" in message


@pytest.mark.parametrize(
    "extra",
    [["--hand", "B=3"], ["--honors", "B=1"], ["--marriages", "B=1"],
     ["--surrender", "B=first"], ["--unplayed", "B"]],
)  # fmt: skip
def test_marriage_rummy_options_on_a_nepali_session(cli: Cli, extra: list[str]) -> None:
    cli.ok("new", "Kathmandu", "--preset", "nepali", "-p", "A", "-p", "B", "-p", "C")
    cli.ok("record", "Kathmandu", "--winner", "A", "--maal", "A=3")
    message = cli.refuses("record", "Kathmandu", "--winner", "A", *extra)
    assert message.startswith(f"{extra[0]}: is not used by the nepali preset")
    assert "--maal" in message


def test_nepali_entry_refusals(cli: Cli) -> None:
    cli.ok("new", "Kathmandu", "--preset", "nepali", "-p", "A", "-p", "B", "-p", "C")
    assert cli.refuses("record", "Kathmandu", "--winner", "A", "--maal", "B=x").startswith(
        "--maal: B: must be a whole number"
    )
    for option in ("--unseen", "--foul"):
        assert cli.refuses("record", "1", "--winner", "A", option, "Z").startswith(
            f"{option}: 'Z' is not seated"
        )
    assert cli.refuses("record", "1", "--winner", "A", "--unseen", "A").startswith("--unseen:")
    both = cli.refuses("record", "1", "--winner", "A", "--unseen", "B", "--foul", "B")
    assert both.startswith("--foul: B is given both")


def test_deck_capacity_is_checked_on_record(cli: Cli) -> None:
    created = cli.run("new", "Tight", "--decks", "1", *(arg for n in "ABCDE" for arg in ("-p", n)))
    assert created.exit_code == 0
    # 5 × 21 + 2 = 107 cards do not fit one deck: a warning when the session is made …
    assert created.stderr.startswith("warning: ") and "use 3 decks" in created.stderr
    all_five = ["--winner", "A", "--hand", "B=1", "--hand", "C=1", "--hand", "D=1", "--hand", "E=1"]
    # … and a refusal for a game that deals them all.
    message = cli.refuses("record", "Tight", *all_five)
    assert "107 cards" in message and "use 3 decks" in message
    three = cli.refuses("record", "Tight", *all_five[:6], "--sit-out", "D", "--sit-out", "E")
    assert "65 cards" in three and "use 2 decks" in three
    # Two players fit one deck (44 cards): the game is recorded.
    away = ["--sit-out", "C", "--sit-out", "D", "--sit-out", "E"]
    cli.ok("record", "Tight", "--winner", "A", "--hand", "B=1", *away)


def test_correct_needs_a_reason_and_a_known_game(played: Cli) -> None:
    missing = played.refuses("correct", "Evening", "1", *ENTRY)
    assert missing.startswith("--reason:")
    no_winner = played.refuses("correct", "Evening", "1", *LOSERS, "--reason", "typo")
    # the forms' sentence, with the option the command line gives it by
    said = "who won? Exactly one player must be the winner (give one --winner NAME)"
    assert no_winner == f"--winner: {said}"
    for empty in ("", "   "):
        message = played.refuses("correct", "Evening", "1", *ENTRY, "--reason", empty)
        assert message == "--reason: a reason is required (say why, in a few words)"
    for game in ("2", "0", "abc", str(2**63), "²"):
        message = played.refuses("correct", "Evening", game, *ENTRY, "--reason", "typo")
        assert message.startswith("GAME: no game "), message
        assert message.endswith("games are 1–1")

"""Correct, void and undo: game numbers never change, and every revision stays in history."""

from __future__ import annotations

from datetime import datetime

from cli_harness import ENTRY, PLAYERS, Cli

# Game 1 of the `played` template: Asha +20, Bina −2, Chandra −4, Dev −6, Esha −8.
GAME_1 = {"Asha": 20, "Bina": -2, "Chandra": -4, "Dev": -6, "Esha": -8}
# Worked example 1 of rules.md, with Esha sitting out.
EXAMPLE_1 = ["--winner", "Bina", "--honors", "Asha=2", "--hand", "Asha=12", "--marriages",
             "Bina=1", "--surrender", "Chandra=first", "--honors", "Dev=1", "--unplayed", "Dev",
             "--hand", "Dev=10", "--sit-out", "Esha"]  # fmt: skip
EXAMPLE_1_SCORES = {"Asha": -24, "Bina": 86, "Chandra": -36, "Dev": -26, "Esha": 0}


def _totals(cli: Cli) -> dict[str, int]:
    return {p["name"]: p["total"] for p in cli.json("totals", "Evening")["players"]}


def test_worked_example_1_recorded_and_corrected(played: Cli) -> None:
    recorded = played.json("record", "Evening", *EXAMPLE_1)
    assert recorded == {"number": 2, "round": 1, "dealer": "Bina", "winner": "Bina",
                        "voided": False, "revision": 1, "scores": EXAMPLE_1_SCORES}  # fmt: skip
    # Correct game 1 into worked example 1 as well: a complete new entry.
    out = played.ok("correct", "Evening", "1", *EXAMPLE_1, "--reason", "entered the wrong game")
    assert "Game 1 corrected (revision 2)" in out.stdout
    game_1 = played.json("games", "Evening")[0]
    assert (game_1["number"], game_1["revision"], game_1["dealer"]) == (1, 2, "Asha")
    assert game_1["scores"] == EXAMPLE_1_SCORES
    assert _totals(played) == {name: 2 * score for name, score in EXAMPLE_1_SCORES.items()}
    history = played.json("history", "Evening", "1")
    assert [(h["revision"], h["action"], h["reason"]) for h in history] == [
        (1, "record", None),
        (2, "correct", "entered the wrong game"),
    ]
    assert history[0]["scores"] == GAME_1 and history[0]["winner"] == "Asha"
    assert history[1]["scores"] == EXAMPLE_1_SCORES and history[1]["winner"] == "Bina"


def test_game_numbers_never_change(played: Cli) -> None:
    played.ok("record", "Evening", *ENTRY)
    played.ok("record", "Evening", *ENTRY)
    assert played.ok("void", "evening", "2", "--reason", "misdeal").stdout == (
        "Game 2 voided (revision 2); it stays in history.\n"
    )
    assert played.ok("undo", "Evening").stdout.startswith("Undid the void of game 2")
    assert played.ok("undo", "Evening").stdout.startswith("Undid the recording of game 3")
    # Game 3 is gone from the totals, but its number is not handed out again.
    assert played.json("record", "Evening", *EXAMPLE_1)["number"] == 4
    played.ok("correct", "1", "4", *EXAMPLE_1, "--reason", "same again")
    played.ok("void", "1", "1", "--reason", "misdeal")
    games = played.json("games", "Evening")
    assert [(g["number"], g["revision"], g["voided"]) for g in games] == [
        (1, 2, True), (2, 3, False), (3, 2, True), (4, 2, False),
    ]  # fmt: skip
    assert _totals(played) == {name: GAME_1[name] + EXAMPLE_1_SCORES[name] for name in PLAYERS}
    history = played.json("history", "Evening")
    assert [(h["game"], h["revision"], h["action"], h["reason"]) for h in history] == [
        (1, 1, "record", None),
        (2, 1, "record", None),
        (3, 1, "record", None),
        (2, 2, "void", "misdeal"),
        (2, 3, "undo", "undo void (revision 2)"),
        (3, 2, "undo", "undo record (revision 1)"),
        (4, 1, "record", None),
        (4, 2, "correct", "same again"),
        (1, 2, "void", "misdeal"),
    ]
    for row in history:
        assert type(row["game"]) is int and type(row["revision"]) is int
        assert datetime.fromisoformat(row["at"]).utcoffset() is not None
        assert list(row["scores"]) == list(PLAYERS)
    assert [h["action"] for h in played.json("history", "Evening", "3")] == ["record", "undo"]


def test_undo_of_a_correction_brings_the_old_entry_back(played: Cli) -> None:
    played.ok("correct", "Evening", "1", *EXAMPLE_1, "--reason", "typo")
    assert _totals(played) == EXAMPLE_1_SCORES
    out = played.ok("undo", "Evening").stdout
    assert out == "Undid the correction of game 1: it is now revision 3, winner Asha.\n"
    assert _totals(played) == GAME_1
    game = played.json("games", "Evening")[0]
    assert (game["revision"], game["winner"], game["scores"]) == (3, "Asha", GAME_1)


def test_human_tables_show_the_states(played: Cli) -> None:
    played.ok("record", "Evening", *ENTRY)
    played.ok("record", "Evening", *ENTRY)
    played.ok("void", "Evening", "2", "--reason", "misdeal")
    played.ok("undo", "Evening")  # the void
    played.ok("undo", "Evening")  # the record of game 3
    played.ok("correct", "Evening", "1", *EXAMPLE_1, "--reason", "typo")
    played.ok("record", "Evening", *ENTRY)
    table = played.ok("games", "Evening").stdout
    for text in ("corrected r2", "undone", *PLAYERS):
        assert text in table
    history = played.ok("history", "Evening").stdout
    for text in ("record", "correct", "void", "undo", "misdeal", "typo"):
        assert text in history
    totals = played.ok("totals", "Evening").stdout
    assert "Evening — marriage-rummy, 3 games" in totals


def test_history_at_80_columns_keeps_every_score_whole(played: Cli, monkeypatch) -> None:
    import io

    from rich.console import Console

    from scorekeeper.cli import tables

    reason = "entered the wrong game: the scorer read the sheet of the table beside ours"
    played.ok("correct", "Evening", "1", *EXAMPLE_1, "--reason", reason)
    console = Console(width=80, record=True, file=io.StringIO(), highlight=False)
    monkeypatch.setattr(tables, "_console", lambda: console)
    played.ok("history", "Evening")
    lines = console.export_text().splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert not [line for line in lines if "…" in line], lines  # nothing cut short
    # the reason under the table, whole (wrapped at the edge like any long line)
    assert f"game 1 rev 2: {reason}" in " ".join(line.strip() for line in lines)
    row = next(line.split() for line in lines if line.split()[:3] == ["1", "2", "correct"])
    assert row[-5:] == ["-24", "+86", "-36", "-26", "·"]  # Esha sat out

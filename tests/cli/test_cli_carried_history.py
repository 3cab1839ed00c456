"""nepali foul-payment = next-game in history and stats: every game's current revision in
``history`` shows the scores ``games`` shows (the foul paid in the next game counted
there, also by a fouler sitting it out), and best / worst game in ``stats`` are those
games' scores; a correction of the foul game changes both at once."""

from __future__ import annotations

from cli_harness import Cli

SEATS = [a for p in "ABCD" for a in ("-p", p)]
GAME_1 = ["--winner", "A", "--maal", "A=10", "--maal", "B=5", "--foul", "C", "--maal", "C=4",
          "--unseen", "D", "--maal", "D=8"]  # fmt: skip


def shown(cli: Cli) -> tuple[dict[int, dict[str, int]], dict[int, dict[str, int]]]:
    """(games, history): each game's scores, and those of its latest revision."""
    games = {g["number"]: g["scores"] for g in cli.json("games", "Eve")}
    history = {row["game"]: row["scores"] for row in cli.json("history", "Eve")}
    return games, history


def best_and_worst(cli: Cli) -> dict[str, tuple[int, int]]:
    return {p["name"]: (p["best_game"], p["worst_game"]) for p in cli.json("stats")["players"]}


def test_history_and_stats_count_the_foul_where_games_does(cli: Cli) -> None:
    cli.ok("new", "Eve", *SEATS, "--preset", "nepali", "--rule", "foul-payment=next-game")
    cli.ok("record", "Eve", *GAME_1)
    cli.ok("record", "Eve", "--winner", "B", "--maal", "B=6", "--sit-out", "C")
    games, history = shown(cli)
    assert games[2] == {"A": -9, "B": 33, "C": -15, "D": -9}  # C pays B 15, sitting out
    assert history == games
    assert "-15" in cli.ok("history", "Eve", "2").stdout.splitlines()[-2]  # not ·
    # C played game 1 only; B's best is game 2 with the 15 C paid there
    assert best_and_worst(cli) == {"A": (38, -9), "B": (33, 2), "C": (-15, -15), "D": (-9, -25)}
    # C did not foul after all: nothing is carried into game 2 any more
    seen = [a for a in GAME_1 if a not in ("--foul", "C")]
    cli.ok("correct", "Eve", "1", *seen, "--reason", "C showed three sequences")
    games, history = shown(cli)
    assert games[2] == {"A": -9, "B": 18, "C": 0, "D": -9}
    assert history == games
    assert [row["scores"]["B"] for row in cli.json("history", "Eve", "2")] == [18]
    assert "·" in cli.ok("history", "Eve", "2").stdout.splitlines()[-2]  # C sat out, pays 0
    b = (games[1]["B"], games[2]["B"])
    assert best_and_worst(cli)["B"] == (max(b), min(b)) == (18, games[1]["B"])
    # and fouled again, in a correction of game 2's winner: the winner of game 2 is paid
    cli.ok("correct", "Eve", "1", *GAME_1, "--reason", "C fouled after all")
    cli.ok("correct", "Eve", "2", "--winner", "D", "--maal", "B=6", "--sit-out", "C",
           "--reason", "D won")  # fmt: skip
    games, history = shown(cli)
    assert games[2]["C"] == -15 and history == games
    revisions = [(row["winner"], row["scores"]) for row in cli.json("history", "Eve", "2")]
    assert revisions == [("B", {"A": -9, "B": 33, "C": -15, "D": -9}), ("D", games[2])]
    assert best_and_worst(cli)["D"] == (max(games[2]["D"], -25), min(games[2]["D"], -25))

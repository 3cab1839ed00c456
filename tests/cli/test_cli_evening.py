"""A whole evening of 12 games on the command line (in this process: what it tests is the
numbers; test_readme_tour.py runs the installed script).

Five seats (Asha, Bina, Chandra, Dev, Esha), default marriage-rummy rules: honor 4,
marriage 20, hand ×2, surrender first 2 / later 5, unplayed ×1/2. Every expected number
below is worked out by hand from the formulas of docs/rules.md:
power = 4·honors + 20·marriages, PART_A = n·power − Σpower, PART_B = −2·p (losers),
winner collects the rest.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from cli_harness import PLAYERS, Cli

A, B, C, D, E = PLAYERS

# (command-line entry, dealer, round, scores A..E) — game numbers 1..12.
GAMES: list[tuple[list[str], str, int, tuple[int, ...]]] = [
    # n=5; power A8 B20 D4, Σ32 → PART_A 8,68,−32,−12,−32; p A12 C2 D10·½=5 E30
    # → PART_B −24,+98,−4,−10,−60.
    (["--winner", B, "--honors", "Asha=2", "--hand", "Asha=12", "--marriages", "Bina=1",
      "--surrender", "Chandra=first", "--honors", "Dev=1", "--unplayed", "Dev",
      "--hand", "Dev=10", "--hand", "Esha=10+10+3+7"], A, 1, (-16, 166, -36, -22, -92)),
    # Chandra sits out; n=4; power D4 E12, Σ16 → −16,−16,·,0,32; p A20 B5 E7.
    (["--winner", D, "--sit-out", C, "--hand", "Asha=20", "--surrender", "Bina=later",
      "--honors", "Esha=3", "--hand", "Esha=7", "--honors", "Dev=1"], B, 1,
     (-56, -26, 0, 64, 18)),
    # Dealer skips Chandra (sat out): Dev. power A20 C8 E4, Σ32 → 68,−32,8,−32,−12;
    # p A2 B15 C25 D9·½ → PART_B −4,−30,−50,−9,+93.
    (["--winner", E, "--marriages", "asha=1", "--surrender", "ASHA=first", "--hand",
      "Bina=15", "--honors", "Chandra=2", "--hand", "Chandra=25", "--hand", "Dev=9",
      "--unplayed", "dev", "--honors", "Esha=1"], D, 1, (64, -62, -42, -41, 81)),
    # power A8 E4, Σ12 → 28,−12,−12,−12,8; p B30 C5 D0 E12 → A +94.
    (["--winner", A, "--honors", "Asha=2", "--hand", "Bina=10+10+3+7", "--surrender",
      "Chandra=later", "--hand", "Dev=0", "--honors", "Esha=1", "--hand", "Esha=12"],
     E, 1, (122, -72, -22, -12, -16)),
    # Esha sits out; n=4; power B4 C20, Σ24 → −24,−8,56,−24; p A8 C14 D2.
    (["--winner", B, "--sit-out", E, "--hand", "Asha=8", "--marriages", "Chandra=1",
      "--hand", "Chandra=14", "--surrender", "Dev=first", "--honors", "Bina=1"], A, 2,
     (-40, 40, 28, -28, 0)),
    (["--winner", C, "--hand", "Asha=5", "--hand", "Bina=6", "--hand", "Dev=7",
      "--hand", "Esha=8"], B, 2, (-10, -12, 52, -14, -16)),
    # Bina sits out; n=4; power C4 D40, Σ44 → −44,·,−28,116,−44; p A5 C20 E3.
    (["--winner", D, "--sit-out", B, "--surrender", "Asha=later", "--honors", "Chandra=1",
      "--hand", "Chandra=20", "--hand", "Esha=3", "--marriages", "Dev=2"], C, 2,
     (-54, 0, -68, 172, -50)),
    # power E8 → −8 each, E +32; p A11 B2 C2 D13·½=6.5 → −22,−4,−4,−13, E +43.
    (["--winner", E, "--hand", "Asha=11", "--hand", "Bina=2", "--surrender",
      "Chandra=first", "--hand", "Dev=13", "--unplayed", "Dev", "--honors", "Esha=2"],
     D, 2, (-30, -12, -12, -21, 75)),
    (["--winner", A, "--hand", "Bina=4", "--hand", "Chandra=4", "--hand", "Dev=4",
      "--hand", "Esha=4"], E, 2, (32, -8, -8, -8, -8)),
    (["--winner", B, "--sit-out", D, "--hand", "Asha=6", "--hand", "Chandra=6",
      "--surrender", "Esha=later"], A, 3, (-12, 34, -12, 0, -10)),
    # Dev sat out game 10, but after Asha comes Bina anyway: no skip here.
    (["--winner", C, "--hand", "Asha=1", "--hand", "Bina=2", "--hand", "Dev=3",
      "--hand", "Esha=4"], B, 3, (-2, -4, 20, -6, -8)),
    (["--winner", D, "--hand", "Asha=10", "--hand", "Bina=10", "--hand", "Chandra=10",
      "--hand", "Esha=10"], C, 3, (-20, -20, -20, 80, -20)),
]  # fmt: skip

# Game 4 corrected: Bina's hand was 10+10+3 = 23, so she pays 46 and Asha collects 80.
CORRECTION = ["--winner", A, "--honors", "Asha=2", "--hand", "Bina=10+10+3", "--surrender",
              "Chandra=later", "--hand", "Dev=0", "--honors", "Esha=1",
              "--hand", "Esha=12"]  # fmt: skip
CORRECTED_4 = (108, -58, -22, -12, -16)
VOIDED = 9

# Sums over the 11 counted games (game 4 corrected, game 9 voided), by hand.
TOTALS = {A: -68, B: 46, C: -112, D: 172, E: -38}
PART_A = {A: 12, B: -8, C: -16, D: 28, E: -16}
PART_B = {A: -80, B: 54, C: -96, D: 144, E: -22}
WINS = {A: 1, B: 3, C: 2, D: 3, E: 2}
SAT_OUT = {A: 0, B: 1, C: 1, D: 1, E: 1}


def _ok(db: Path, *args: str) -> None:
    assert Cli(db).ok(*args).stderr == ""


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    db = tmp_path_factory.mktemp("evening") / "evening.db"
    _ok(db, "new", "Friday", *(arg for name in PLAYERS for arg in ("-p", name)))
    seen: dict[str, Any] = {}
    for number, (entry, _, _, _) in enumerate(GAMES, start=1):
        _ok(db, "record", "friday" if number % 2 else "1", *entry)
        if number == 2:
            seen["show_after_2"] = Cli(db).json("show", "FRIDAY")
    _ok(db, "correct", "Friday", "4", *CORRECTION, "--reason", "Bina counted her hand again")
    _ok(db, "void", "Friday", str(VOIDED), "--reason", "misdeal: two jokers shown")
    for command in ("totals", "games", "history", "show"):
        seen[command] = Cli(db).json(command, "Friday")
    return seen


def test_totals_match_the_hand_computed_sums(evening: dict[str, Any]) -> None:
    totals = evening["totals"]
    assert set(totals) == {
        "session", "preset", "games", "rounds_played", "over", "winners", "players"
    }  # fmt: skip
    assert (totals["over"], totals["winners"]) == (False, [])  # no target, no deals
    assert (totals["session"], totals["preset"]) == ("Friday", "marriage-rummy")
    assert totals["games"] == 11
    assert totals["rounds_played"] == 2.6  # 12 deals, one skip: last position 12, (12+1)/5
    assert [p["name"] for p in totals["players"]] == list(PLAYERS)
    for p in totals["players"]:
        assert {"name", "total", "games", "wins", "part_a", "part_b"} <= set(p)
        for key in ("total", "games", "wins", "sat_out", "part_a", "part_b"):
            assert type(p[key]) is int, (key, p[key])
        name = p["name"]
        assert p["total"] == TOTALS[name]
        assert (p["part_a"], p["part_b"]) == (PART_A[name], PART_B[name])
        assert (p["wins"], p["sat_out"]) == (WINS[name], SAT_OUT[name])
        assert p["games"] == 11 - SAT_OUT[name]
    assert sum(p["total"] for p in totals["players"]) == 0


def test_games_ledger_scores_rotation_and_state(evening: dict[str, Any]) -> None:
    games = evening["games"]
    assert [g["number"] for g in games] == list(range(1, 13))
    for game, (entry, dealer, round_, scores) in zip(games, GAMES, strict=True):
        assert set(game) == {"number", "round", "dealer", "winner", "voided", "revision", "scores"}
        assert (game["dealer"], game["round"]) == (dealer, round_), game["number"]
        assert game["winner"] == entry[1]
        assert type(game["voided"]) is bool and type(game["revision"]) is int
        assert list(game["scores"]) == list(PLAYERS)
        assert all(type(v) is int for v in game["scores"].values())
        expected = CORRECTED_4 if game["number"] == 4 else scores
        assert tuple(game["scores"].values()) == expected, game["number"]
        assert sum(expected) == 0
        assert game["voided"] is (game["number"] == VOIDED)
        assert game["revision"] == (2 if game["number"] in (4, VOIDED) else 1)
    # rules.md worked numbers for a few games, spelled out.
    assert games[0]["scores"] == {A: -16, B: 166, C: -36, D: -22, E: -92}
    assert games[1]["scores"][C] == 0  # sitting out scores 0
    assert games[6]["scores"] == {A: -54, B: 0, C: -68, D: 172, E: -50}


def test_totals_are_the_sum_of_the_counted_games(evening: dict[str, Any]) -> None:
    counted = [g for g in evening["games"] if not g["voided"]]
    assert len(counted) == evening["totals"]["games"] == 11
    for p in evening["totals"]["players"]:
        assert p["total"] == sum(g["scores"][p["name"]] for g in counted)
        assert p["wins"] == sum(g["winner"] == p["name"] for g in counted)


def test_history_keeps_every_revision_oldest_first(evening: dict[str, Any]) -> None:
    history = evening["history"]
    keys = {"game", "revision", "action", "reason", "at", "winner", "scores"}
    assert all(set(row) == keys for row in history)
    assert [(r["game"], r["revision"], r["action"]) for r in history] == [
        *((n, 1, "record") for n in range(1, 13)),
        (4, 2, "correct"),
        (VOIDED, 2, "void"),
    ]
    assert all(r["reason"] is None for r in history[:12])
    assert history[12]["reason"] == "Bina counted her hand again"
    assert history[13]["reason"] == "misdeal: two jokers shown"
    for row in history:
        stamp = datetime.fromisoformat(row["at"])
        assert stamp.tzinfo is not None
        assert list(row["scores"]) == list(PLAYERS)
    # The old entry of game 4 stays in history; the void keeps the voided scores.
    assert tuple(history[3]["scores"].values()) == GAMES[3][3]
    assert tuple(history[12]["scores"].values()) == CORRECTED_4
    assert history[13]["winner"] == A and history[13]["scores"][A] == 32


def test_show_names_next_dealer_cutter_and_first_player(evening: dict[str, Any]) -> None:
    # After game 2 (Chandra sat out, Bina dealt) the deal skips Chandra: Dev deals,
    # the cutter (against the direction) skips Chandra too.
    after_2 = evening["show_after_2"]["next"]
    assert after_2 == {"game": 3, "round": 1, "dealer": D, "cutter": B, "first_player": E}
    show = evening["show"]
    assert show["seats"] == list(PLAYERS)
    assert (show["session"], show["direction"], show["first_dealer"]) == ("Friday", "clockwise", A)
    assert (show["games"], show["rounds_played"]) == (11, 2.6)
    assert show["next"] == {"game": 13, "round": 3, "dealer": D, "cutter": C, "first_player": E}
    assert show["rules"]["honor-value"] == 4 and show["rules"]["unplayed-factor"] == "1/2"

"""The chart's numbers: running totals per seat, voided games out, corrections in.

Scores by hand from rules.md (marriage-rummy: honor 4, marriage 20, hand × 2):
game 1 is worked example 1 (A −24, B +86, C −36, D −26); game 2 Asha declares with one
honor against Bina's hand of 30 and Chandra's later surrender, Dev sitting out
(A +78, B −64, C −14); game 3, corrected, Chandra declares with two marriages against
25, 5 and 40 (A −90, B −50, C +260, D −120).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads.running import running_totals
from scorekeeper.present.chart import game_ticks, nice_step, ticks
from scorekeeper.rules import Entry, Hand

SEATS = ("Asha", "Bina", "Chandra", "Dev")


def _evening(ledger: Ledger) -> None:
    ledger.new_session("Friday", SEATS)
    first = [
        Hand("Asha", "hand", {"honors": 2, "points": 12}),
        Hand("Bina", "winner", {"marriages": 1}),
        Hand("Chandra", "surrender-first", {}),
        Hand("Dev", "hand", {"honors": 1, "points": 10, "unplayed": True}),
    ]
    second = [
        Hand("Asha", "winner", {"honors": 1}),
        Hand("Bina", "hand", {"points": 30}),
        Hand("Chandra", "surrender-later", {}),
    ]
    third = [
        Hand("Asha", "hand", {"points": 20}),
        Hand("Bina", "hand", {"points": 5}),
        Hand("Chandra", "winner", {"marriages": 2}),
        Hand("Dev", "hand", {"points": 40}),
    ]
    for hands in (first, second, third):
        ledger.record("Friday", Entry(tuple(hands)))
    third[0] = Hand("Asha", "hand", {"points": 25})
    ledger.correct("Friday", 3, Entry(tuple(third)), reason="Asha held 25")


def test_running_totals_follow_every_game_at_its_latest_revision(ledger: Ledger):
    _evening(ledger)
    running = running_totals(ledger.games("Friday"), SEATS)
    assert running.numbers == (1, 2, 3)
    assert running.totals == {
        "Asha": [-24, 54, -36],
        "Bina": [86, 22, -28],
        "Chandra": [-36, -50, 210],
        "Dev": [-26, -26, -146],  # sitting game 2 out keeps the total
    }
    assert [running.final(seat) for seat in SEATS] == [-36, -28, 210, -146]


def test_voided_games_are_left_out_and_the_numbers_keep_their_gaps(ledger: Ledger):
    _evening(ledger)
    ledger.void("Friday", 2, reason="misdeal")
    running = running_totals(reversed(ledger.games("Friday")), SEATS)
    assert running.numbers == (1, 3)
    assert running.totals["Asha"] == [-24, -114]
    assert running.totals["Dev"] == [-26, -146]


def test_no_games_no_points(ledger: Ledger):
    ledger.new_session("Empty", SEATS)
    running = running_totals(ledger.games("Empty"), SEATS)
    assert running.empty and running.totals == {seat: [] for seat in SEATS}
    assert running.final("Asha") == 0


def test_chart_ticks_are_whole_round_numbers_within_the_data():
    assert [nice_step(span, 5) for span in (4, 9, 40, 110, 236, 3000)] == [1, 2, 10, 25, 50, 1000]
    assert ticks(-146, 210, 5) == [-100, 0, 100, 200]
    assert ticks(-24, 86, 5) == [0, 25, 50, 75]
    assert ticks(0, 0, 3) == [0]
    assert game_ticks((1, 2, 3), 80) == [1, 2, 3]
    many = tuple(range(1, 201))
    shown = game_ticks(many, 60)
    assert shown[0] == 1 and shown[-1] == 200 and len(shown) <= 13


def test_the_cli_imports_no_plotting_module():
    root = Path(__file__).resolve().parents[2]
    code = "import json, sys, scorekeeper.cli; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                          text=True, timeout=120, check=True)  # fmt: skip
    loaded = {name.split(".")[0] for name in json.loads(done.stdout)}
    assert loaded.isdisjoint({"plotext", "textual_plotext", "textual"})

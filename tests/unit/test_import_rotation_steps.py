"""An import places each game in the rotation without asking the table again for every game.

Counted, never timed: the seat steps between two dealers (``Table.steps_between``) are
worked out once for each pair of dealers that follow each other, so a season of 200 games
asks the table no more often than the few pairs of five seats allow, and positions stay
those the rotation gives (tests/safety/test_import_positions.py holds them to it).
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType

from bench_loader import bench_data

from scorekeeper.ledger import Ledger
from scorekeeper.rules import table

BENCH = bench_data()


def _steps_asked(tmp_path: Path, games: int) -> int:
    ledger = Ledger(tmp_path / f"steps-{games}.db")
    count = 0

    def profile(frame: FrameType, event: str, _: object) -> None:
        nonlocal count
        code = frame.f_code
        if (
            event == "call"
            and code.co_name == "steps_between"
            and code.co_filename == table.__file__
        ):
            count += 1

    document = BENCH.document(games)
    sys.setprofile(profile)
    try:
        ledger.import_document(document)
    finally:
        sys.setprofile(None)
    games_written = len(ledger.games(BENCH.SESSION))
    ledger.close()
    assert games_written == games  # the import itself happened
    return count


def test_the_rotation_is_asked_once_a_pair_of_dealers_not_once_a_game(tmp_path: Path) -> None:
    pairs = len(BENCH.SEATS) ** 2
    short, long = _steps_asked(tmp_path, 10), _steps_asked(tmp_path, 200)
    assert 0 < short <= pairs and 0 < long <= pairs, (short, long)

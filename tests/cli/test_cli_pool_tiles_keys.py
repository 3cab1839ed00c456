"""The pool and tiles rule keys, as golden transcripts (transcript.py runs them).

golden_presets/pool-150.txt is the 101 evening of pool.txt played at ``pool=150`` with
``rejoin-premium=10`` (and a 75-point game 2, so Chandra still goes out): `show` gives the
rules with their limits (rejoin-below 150 − 22 = 128); Chandra out at 155 rejoins at
40 + 10 = 50; game 2 corrected (Asha 50) moves the rejoin to 50 + 10 = 60; Asha out at
155 may not rejoin while Bina has 140 (above 128); Bina out at 150; Chandra wins and the
entry fees settle; export and import keep the rules. golden_presets/tiles-full.txt plays
``no-out-payment=full`` to a target of 100: each no-out game's losers pay their whole
rack, the session ends, plays on after a higher target, and keeps the key through export
and import; on PostgreSQL it prints the same. Bad values exit 2 naming the key and its
range, and store nothing. The numbers were worked out by hand from docs/rules.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from transcript import assert_plays, golden, play, run, without_comments


@pytest.mark.parametrize("evening", ["pool-150", "tiles-full"])
def test_golden_evening(evening: str, tmp_path: Path) -> None:
    assert_plays(evening, tmp_path)


def test_the_tiles_evening_prints_the_same_on_postgresql(tmp_path: Path, pg_url: str) -> None:
    text = without_comments(golden("tiles-full"))
    assert play(text, tmp_path, pg_url) == text.replace("DIR/evening.db", "DB")


@pytest.mark.parametrize(
    ("preset", "rule", "said"),
    [
        ("pool", "pool=49", "--rule pool: must be a whole number 50–1000, got 49"),
        ("pool", "pool=1001", "--rule pool: must be a whole number 50–1000, got 1001"),
        ("pool", "pool=101.5", "--rule pool: must be a whole number 50–1000, got '101.5'"),
        ("pool", "rejoin-premium=201",
         "--rule rejoin-premium: must be a whole number 0–200, got 201"),
        ("pool", "rejoin-premium=x",
         "--rule rejoin-premium: must be a whole number 0–200, got 'x'"),
        ("tiles", "no-out-payment=half",
         "--rule no-out-payment: must be one of difference, full; got 'half'"),
        ("points", "rejoin-premium=10", "--rule: unknown key 'rejoin-premium'"),
    ],
)  # fmt: skip
def test_a_bad_value_is_refused_naming_the_key_and_nothing_is_stored(
    preset: str, rule: str, said: str, tmp_path: Path
) -> None:
    db = tmp_path / "x.db"
    done = run(["new", "N", "--preset", preset, "-p", "Asha", "-p", "Bina", "--rule", rule],
               db=db, folder=tmp_path)  # fmt: skip
    assert done.code == 2, done.stderr
    assert done.stderr.startswith(said), done.stderr
    listed = run(["sessions", "--json"], db=db, folder=tmp_path)
    assert listed.code == 0 and json.loads(listed.stdout) == []

"""A golden evening per preset (transcript.py runs them; pool's is test_cli_pool_golden.py).

Each file in golden_presets/ is a transcript of commands and what they print, with the
hand-worked derivation of its numbers in ``#`` comments, from docs/rules.md. The
marriage-rummy evening plays the rules' worked example 1, surrenders, unplayed hands, a
sit-out, a correction, a void and a settle-up. Each evening of the rummy family reaches
its end (target or deals), is refused a new game, and goes on after a correction, a
void or a higher target. The nepali evening plays the house rules instead
of an ending: a foul paid in the next game (also by a fouler who sits it out, and moved
by a correction or a void of the foul game), a double game, a dublee win at three
players (a warning) and a loser seen through dublees. Each runs in its own folder, where
a relative ``-o FILE`` lands.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from transcript import assert_plays, run

PRESETS = ["marriage-rummy", "points", "basic", "table-hand", "tiles", "nepali"]


def assert_sound(db: Path | str, folder: Path) -> None:
    """The ledger the evening leaves is sound, imports and all."""
    checked = run(["--db", str(db), "check"], db=db, folder=folder)
    assert checked.code == 0 and checked.stdout.startswith("ok: "), checked


@pytest.mark.parametrize("preset", PRESETS)
def test_golden_evening(preset: str, tmp_path: Path) -> None:
    assert_plays(preset, tmp_path)
    assert_sound(tmp_path / "evening.db", tmp_path)


@pytest.mark.parametrize("preset", PRESETS)
def test_golden_evening_on_postgresql(preset: str, tmp_path: Path, pg_url: str) -> None:
    """The same evening, to the character, on a club's PostgreSQL ledger."""
    assert_plays(preset, tmp_path, pg_url)
    assert_sound(pg_url, tmp_path)


def test_the_installed_script_plays_an_evening_the_same(tmp_path: Path) -> None:
    """The points evening through the real script, one process a command: the in-process
    runner stands for the script (its exit codes, its stdout and stderr) only while this
    holds."""
    assert_plays("points", tmp_path, process=True)

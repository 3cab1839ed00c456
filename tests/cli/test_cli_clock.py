"""SCOREKEEPER_NOW, the clock the README's golden test fixes: honoured in UTC, or refused.

The real script in a process, on a real file: a time with its offset is stored as UTC;
anything else is one sentence naming the variable, exit code 2, and the file unchanged.
"""

from __future__ import annotations

import json

import pytest
from cli_harness import ENTRY, Cli, run_script
from db_dump import dump_database


def test_a_fixed_time_stamps_the_game_in_utc(five: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREKEEPER_NOW", "2026-11-20T21:40:00+05:45")
    assert run_script(five.db, "record", "Evening", *ENTRY).returncode == 0
    done = run_script(five.db, "history", "Evening", "1", "--json")
    assert [row["at"] for row in json.loads(done.stdout)] == ["2026-11-20T15:55:00+00:00"]


@pytest.mark.parametrize("value", ["friday", "2026-11-20T21:40:00", "2026-13-40T25:00+00:00"])
def test_a_time_that_cannot_be_read_back_is_refused(
    five: Cli, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("SCOREKEEPER_NOW", value)
    before = dump_database(five.db)
    done = run_script(five.db, "record", "Evening", *ENTRY)
    stderr = done.stderr.decode("utf-8")
    assert done.returncode == 2, stderr
    assert done.stdout == b"" and stderr.count("\n") == 1 and "Traceback" not in stderr
    assert "SCOREKEEPER_NOW" in stderr and "UTC offset" in stderr
    assert dump_database(five.db) == before

"""Dates and ports typed with Devanagari digits: ``--since २०२६-११-०१`` is 2026-11-01 (and
``--json`` says it in ASCII), ``serve --port ८०८०`` is 8080; another script's digits are
refused naming the option, exit code 2, as every number typed is."""

from __future__ import annotations

import json

import pytest
from cli_harness import Cli, assert_one_line_refusal, run_script


@pytest.mark.parametrize("command", ["stats", "ratings"])
def test_a_season_typed_in_devanagari(played: Cli, command: str) -> None:
    ascii_days = played.json(command, "--since", "2000-01-01", "--until", "2999-12-31")
    deva_days = played.json(command, "--since", "२०००-०१-०१", "--until", "२९९९-१२-३१")
    assert deva_days == ascii_days
    assert ascii_days["players"], "the season holds the game played"
    if command == "ratings":
        assert (deva_days["since"], deva_days["until"]) == ("2000-01-01", "2999-12-31")


@pytest.mark.parametrize("command", ["stats", "ratings"])
@pytest.mark.parametrize("typed", ["２０２６-11-01", "٢٠٢٦-11-01"])
def test_other_digits_in_a_date_are_refused(played: Cli, command: str, typed: str) -> None:
    line = played.refuses(command, "--since", typed)
    assert line.startswith("--since: give a date as YYYY-MM-DD"), line


@pytest.mark.parametrize("typed", ["８０８０", "٨٠٨٠", "+8080"])
def test_a_port_in_another_script_is_refused_before_serving(played: Cli, typed: str) -> None:
    done = run_script(played.db, "serve", "--port", typed)
    line = assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode(), 2)
    assert line.startswith("Invalid value for '--port'") and "०–९" in line, line


def test_a_chart_size_in_devanagari(played: Cli) -> None:
    drawn = json.loads(played.ok("chart", "Evening", "--width", "५०", "--json").stdout)
    assert drawn["session"] == "Evening"

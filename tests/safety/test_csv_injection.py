"""CSV injection, beyond tests/cli/test_cli_csv.py: the tab case, and generated names.

test_cli_csv.py covers =HYPERLINK, @SUM, +1 and -2+3 in both CSVs. Here: a name that
starts with a tab can never be stored (so never exported), the cell writer escapes tab,
CR and LF anyway, and for any names Hypothesis makes up, every cell read back with
``csv`` is a plain number in a number column or text no spreadsheet will run.
"""

from __future__ import annotations

import csv
import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from safety_harness import one_line_failure, run

from scorekeeper.present.export import safe_cell

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
PREFIXES = ["", "=", "+", "-", "@", "\t", '=HYPERLINK("http://x","y")', "-2+", "@SUM("]


def read_csv(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(data[3:].decode("utf-8"), newline="")))


@pytest.mark.parametrize("text", ["\t=1", "\r=1", "\n=1", "=1", "\t", " =1"])
def test_the_cell_writer_escapes_every_formula_start(text: str) -> None:
    escaped = safe_cell(text)
    assert escaped == ("'" + text if text.startswith(FORMULA_STARTS) else text)
    assert safe_cell(-24) == -24  # numbers stay numbers


def test_a_name_starting_with_a_tab_is_refused_so_never_exported(tmp_path: Path) -> None:
    path = tmp_path / "tab.db"
    message = one_line_failure(run(path, "new", "T", "-p", "\t=1", "-p", "Bina"), 2)
    assert message == "--player: '=1' has control characters; use letters"


def _session(path: Path, first: str, second: str) -> bool:
    result = run(path, "new", "T", "-p", first, "-p", second)
    if result.exit_code != 0:
        return False
    entry = ["--winner", first, "--hand", f"{second}=9"]
    assert run(path, "record", "T", *entry).exit_code == 0
    assert run(path, "record", "T", "--winner", second, "--hand", f"{first}=4").exit_code == 0
    return True


def _expected(name: str) -> str:
    return "'" + name if name.startswith(FORMULA_STARTS) else name


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    first=st.tuples(st.sampled_from(PREFIXES), st.text(max_size=12)).map("".join),
    second=st.tuples(st.sampled_from(PREFIXES), st.text(max_size=12)).map("".join),
)
@example(first="@SUM(1)", second="-2+3").via("a reported failure")
@example(first='=HYPERLINK("http://x","y")', second="+1").via("a reported failure")
def test_every_cell_of_both_csvs_is_safe(first: str, second: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "csv.db"
        if not _session(path, first, second):
            return  # a name the ledger refuses never reaches a CSV
        seats = json.loads(run(path, "show", "T", "--json").stdout)["seats"]
        totals = read_csv(run(path, "export", "T").stdout_bytes)
        games = read_csv(run(path, "export", "T", "--games").stdout_bytes)
    assert [row[0] for row in totals[1:]] == [_expected(name) for name in seats]
    assert games[0][6:] == [_expected(name) for name in seats]
    for row in totals[1:]:
        assert all(cell.lstrip("-").isdigit() for cell in row[1:]), row  # plain numbers
    assert sum(int(row[5]) for row in totals[1:]) == 0
    for row in games[1:]:
        assert row[0].isdigit() and row[1].isdigit() and row[5].isdigit()
        assert row[2] in map(_expected, seats) and row[3] in map(_expected, seats)
        assert all(cell.lstrip("-").isdigit() for cell in row[6:]), row
    for cell in (cell for table in (totals, games) for row in table for cell in row):
        is_number = cell.lstrip("-").isdigit() and cell.isascii()
        assert is_number or not cell.startswith(FORMULA_STARTS), cell

"""CSV export: UTF-8 with BOM, CRLF, a header row, plain numbers, formula-safe text cells."""

from __future__ import annotations

import csv
import io
import re
from decimal import Decimal
from pathlib import Path

from cli_harness import Cli, run_script

BOM = b"\xef\xbb\xbf"
NUMBER = re.compile(r"-?\d+(\.\d+)?")
# Game 1 of the `played` template: Asha wins, the others hold 1, 2, 3, 4 → pay 2, 4, 6, 8.
PLAYED_TOTALS_CSV = (
    BOM + b"player,games,wins,part_a,part_b,total\r\n"
    b"Asha,1,1,0,20,20\r\n"
    b"Bina,1,0,0,-2,-2\r\n"
    b"Chandra,1,0,0,-4,-4\r\n"
    b"Dev,1,0,0,-6,-6\r\n"
    b"Esha,1,0,0,-8,-8\r\n"
)
TRICKY = ['=HYPERLINK("http://x","y")', "@SUM(1)", "+1", "-2+3", "Plain"]


def _rows(data: bytes) -> list[list[str]]:
    assert data.startswith(BOM)
    body = data[len(BOM) :]
    assert body.endswith(b"\r\n")
    assert body.count(b"\n") == body.count(b"\r\n"), "a line ends without CR"
    return list(csv.reader(io.StringIO(body.decode("utf-8"), newline="")))


def test_totals_csv_bytes_on_stdout_and_in_a_file(played: Cli, tmp_path: Path) -> None:
    assert played.ok("export", "Evening").stdout_bytes == PLAYED_TOTALS_CSV
    target = tmp_path / "totals.csv"
    result = played.ok("export", "evening", "-o", str(target))
    assert result.stdout == ""
    assert result.stderr == f"Wrote {target}\n"
    assert target.read_bytes() == PLAYED_TOTALS_CSV


def test_games_csv_has_one_row_per_game_and_marks_voids(played: Cli, tmp_path: Path) -> None:
    played.ok("record", "Evening", "--winner", "Bina", "--sit-out", "Esha", "--hand", "Asha=5",
              "--surrender", "Chandra=later", "--hand", "Dev=1")  # fmt: skip
    played.ok("void", "Evening", "1", "--reason", "misdeal")
    expected = (
        BOM + b"game,round,dealer,winner,voided,revision,Asha,Bina,Chandra,Dev,Esha\r\n"
        b"1,1,Asha,Asha,yes,2,20,-2,-4,-6,-8\r\n"
        b"2,1,Bina,Bina,no,1,-10,22,-10,-2,\r\n"  # Esha sat out: empty, not a 0 she scored
    )
    assert played.ok("export", "Evening", "--games").stdout_bytes == expected
    target = tmp_path / "games.csv"
    played.ok("export", "1", "--games", "--output", str(target))
    assert target.read_bytes() == expected
    # Totals count only game 2; Esha sat it out and still has her row.
    rows = _rows(played.ok("export", "Evening").stdout_bytes)
    assert rows[1:] == [
        ["Asha", "1", "0", "0", "-10", "-10"],
        ["Bina", "1", "1", "0", "22", "22"],
        ["Chandra", "1", "0", "0", "-10", "-10"],
        ["Dev", "1", "0", "0", "-2", "-2"],
        ["Esha", "0", "0", "0", "0", "0"],
    ]


def _tricky_session(cli: Cli, *extra: str) -> None:
    cli.ok("new", "Formulas", *(arg for name in TRICKY for arg in ("-p", name)), *extra)
    cli.ok("record", "formulas", "--winner", "plain", "--hand", f"{TRICKY[0]}=7",
           "--hand", "@sum(1)=3", "--surrender", "+1=first", "--hand", "-2+3=11",
           "--honors", "Plain=1")  # fmt: skip


def _check_cells(rows: list[list[str]]) -> None:
    """Every cell is a plain number or text that a spreadsheet will not run."""
    for row in rows:
        for cell in row:
            if NUMBER.fullmatch(cell):
                continue
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r", "\n")), cell


def test_formula_names_get_an_apostrophe_in_every_text_cell(cli: Cli) -> None:
    _tricky_session(cli)
    escaped = ["'" + name for name in TRICKY[:4]] + ["Plain"]
    totals = _rows(cli.ok("export", "Formulas").stdout_bytes)
    _check_cells(totals)
    assert totals[0] == ["player", "games", "wins", "part_a", "part_b", "total"]
    assert [row[0] for row in totals[1:]] == escaped
    # power: Plain 4, Σ 4, n 5 → −4 each, Plain +16; p 7, 3, 2, 11 → −14, −6, −4, −22.
    assert [row[5] for row in totals[1:]] == ["-18", "-10", "-8", "-26", "62"]
    games = _rows(cli.ok("export", "Formulas", "--games").stdout_bytes)
    _check_cells(games)
    assert games[0][6:] == escaped
    assert games[1][:6] == ["1", "1", escaped[0], "Plain", "no", "1"]
    assert games[1][6:] == ["-18", "-10", "-8", "-26", "62"]


def test_a_stake_adds_a_money_column_that_sums_to_zero(cli: Cli) -> None:
    _tricky_session(cli, "--stake", "0.3333", "--currency", "npr")
    rows = _rows(cli.ok("export", "Formulas").stdout_bytes)
    _check_cells(rows)
    assert rows[0] == ["player", "games", "wins", "part_a", "part_b", "total", "money"]
    # Money is a number: written plain (-6.00), never as text ('-6.00).
    assert [row[6] for row in rows[1:] if not NUMBER.fullmatch(row[6])] == []
    money = [Decimal(row[6]) for row in rows[1:]]
    assert sum(money) == 0
    for row, amount in zip(rows[1:], money, strict=True):
        # Exact to the cent: total × stake, at most a cent away when it must be rounded.
        assert abs(amount - int(row[5]) * Decimal("0.3333")) < Decimal("0.01")
        assert amount == amount.quantize(Decimal("0.01"))
    totals = cli.json("totals", "Formulas")
    assert (totals["stake"], totals["currency"]) == ("0.3333", "NPR")
    assert [Decimal(p["money"]) for p in totals["players"]] == money


def test_csv_bytes_from_the_installed_script(played: Cli, tmp_path: Path) -> None:
    done = run_script(played.db, "export", "Evening")
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == PLAYED_TOTALS_CSV
    target = tmp_path / "from-script.csv"
    done = run_script(played.db, "export", "Evening", "--games", "-o", str(target))
    assert (done.returncode, done.stdout) == (0, b"")
    assert target.read_bytes() == played.ok("export", "Evening", "--games").stdout_bytes
    assert target.read_bytes().startswith(BOM + b"game,round,dealer,winner,voided,revision,")

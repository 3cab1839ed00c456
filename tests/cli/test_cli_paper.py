"""`scorekeeper report` and `scorekeeper sheet`: the evening on paper, read back with
Poppler (pdftotext finds every name and number, Devanagari too; pdftoppm draws page 1).

The evening: आशा, Bina, Chandra and Dev at marriage rummy, a stake of 0.25 NPR; game 2
corrected, game 3 voided.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from cli_harness import Cli, run_script
from pdf_text import first_page_png, image_count, page_count, pdf_text, polylines

PLAYERS = ("आशा", "Bina", "Chandra", "Dev")
GAMES = (
    ("--winner", "आशा", "--hand", "Bina=10", "--hand", "Chandra=20", "--hand", "Dev=5"),
    ("--winner", "Bina", "--hand", "आशा=10", "--hand", "Chandra=20", "--hand", "Dev=5"),
    ("--winner", "Dev", "--hand", "आशा=3", "--hand", "Chandra=2", "--hand", "Bina=5"),
    ("--winner", "Chandra", "--hand", "आशा=30", "--hand", "Dev=12", "--hand", "Bina=8"),
)


@pytest.fixture
def evening(cli: Cli) -> Cli:
    cli.ok("new", "Friday night", *(arg for name in PLAYERS for arg in ("-p", name)),
           "--stake", "0.25", "--currency", "NPR")  # fmt: skip
    for game in GAMES:
        cli.ok("record", "Friday night", *game)
    cli.ok("correct", "Friday night", "2", "--winner", "Bina", "--hand", "आशा=12",
           "--hand", "Chandra=20", "--hand", "Dev=5", "--honors", "Bina=3",
           "--reason", "miscounted")  # fmt: skip
    cli.ok("void", "Friday night", "3", "--reason", "misdeal")
    return cli


def test_the_report_holds_every_name_total_and_the_fingerprint(evening: Cli, tmp_path: Path):
    target = tmp_path / "friday.pdf"
    done = evening.ok("report", "friday night", "-o", str(target))
    assert done.stdout == f"Wrote {target}\n"
    text = pdf_text(target)
    for name in PLAYERS:
        assert name in text
    totals = evening.json("totals", "Friday night")
    for player in totals["players"]:
        shown = f"{player['total']:+d}" if player["total"] else "0"
        assert re.search(rf"(?<![\d+-]){re.escape(shown)}(?!\d)", text), (player, text)
    plan = json.loads(evening.ok("settle", "Friday night", "--json").stdout)
    assert f"Fingerprint {plan['fingerprint']}" in text
    for transfer in plan["transfers"]:  # the settle-up, as settle says it
        assert f"{transfer['from']} pays {transfer['to']} {transfer['amount']} NPR" in text
    assert "✎" in text and "voided" in text  # the marks, and the legend saying so
    assert "Leading: Bina with +74" in text
    assert page_count(target) <= 2
    assert first_page_png(target, tmp_path).stat().st_size > 1000


def test_the_chart_is_drawn_as_lines_not_a_picture(evening: Cli, tmp_path: Path):
    target = tmp_path / "friday.pdf"
    evening.ok("report", "Friday night", "-o", str(target))
    assert image_count(target) == 0
    assert polylines(target) == len(PLAYERS)  # one line per player across the three games


def test_without_output_the_name_made_safe_in_the_current_folder(
    evening: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.chdir(tmp_path)
    done = evening.ok("report", "1")
    expected = tmp_path / "Friday-night.pdf"
    assert done.stdout == f"Wrote {expected}\n"
    assert "Friday night" in pdf_text(expected)


def test_a_devanagari_session_name_stays_whole_in_the_file_name(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    cli.ok("new", "आशाको खेल!", "-p", "आशा", "-p", "Bina")
    monkeypatch.chdir(tmp_path)
    cli.ok("report", "1")
    assert [path.name for path in tmp_path.glob("*.pdf")] == ["आशाको-खेल.pdf"]
    assert "No games recorded yet." in pdf_text(tmp_path / "आशाको-खेल.pdf")


def test_a_pool_report_says_the_lowest_total_wins(cli: Cli, tmp_path: Path):
    cli.ok("new", "Pool", "--preset", "pool", "-p", "Asha", "-p", "Bina", "-p", "Chandra")
    cli.ok("record", "Pool", "--winner", "Asha", "--hand", "Bina=20", "--hand", "Chandra=30")
    target = tmp_path / "pool.pdf"
    cli.ok("report", "Pool", "-o", str(target))
    text = pdf_text(target)
    assert "Leading: Asha with 0 (the session is not over) (lowest total wins)" in text
    assert "Settle up" not in text  # no entry fee: the points stand alone


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("report", "nope"), "SESSION: no session 'nope'"),
        (("report", "1", "-o", "{tmp}/missing/x.pdf"), "--output: cannot write"),
        (("report", "1", "-o", "{tmp}"), "--output: {tmp} is a folder"),
        (("report", "1", "--lang", "fr"), "--lang: must be en or ne, got 'fr'"),
        (("sheet", "1", "--games", "0"), "--games: must be a whole number from 1 to 200"),
        (("sheet", "1", "--games", "x"), "--games: must be a whole number from 1 to 200"),
        (("sheet", "--preset", "nope", "-p", "A", "-p", "B"), "--preset: unknown preset"),
        (("sheet", "-p", "A"), "--player: need 2–10 players, got 1"),
        (("sheet",), "SESSION: give a session, or the players"),
        (("sheet", "1", "-p", "A", "-p", "B"), "SESSION: give a session, or --preset"),
    ],
)
def test_bad_input_is_one_sentence_exit_2_and_no_file(
    evening: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple, said: str
):
    monkeypatch.chdir(tmp_path)
    line = evening.refuses(*(arg.format(tmp=tmp_path) for arg in args))
    assert line.startswith(said.format(tmp=tmp_path)), line
    assert not list(tmp_path.rglob("*.pdf")), "a refused command left a file"
    assert not list(tmp_path.rglob(".*.tmp"))


@pytest.mark.parametrize("content", [b"", b"not a font at all", b"\x00\x01\x00\x00junk"])
def test_a_font_that_cannot_be_loaded_is_refused(
    evening: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
):
    font = tmp_path / "broken.ttf"
    font.write_bytes(content)
    monkeypatch.setenv("SCOREKEEPER_FONT", str(font))
    line = evening.refuses("report", "1", "-o", str(tmp_path / "r.pdf"))
    assert line.startswith(f"SCOREKEEPER_FONT: cannot load {font} as a font"), line
    assert not (tmp_path / "r.pdf").exists()


def test_a_failed_report_keeps_the_old_file_whole(
    evening: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    target = tmp_path / "r.pdf"
    evening.ok("report", "1", "-o", str(target))
    before = target.read_bytes()
    monkeypatch.setenv("SCOREKEEPER_FONT", str(tmp_path / "none.ttf"))
    evening.refuses("report", "1", "-o", str(target))
    assert target.read_bytes() == before


def test_a_sheet_for_a_new_evening(cli: Cli, tmp_path: Path):
    target = tmp_path / "sheet.pdf"
    cli.ok("sheet", "--preset", "nepali", "-p", "आशा", "-p", "Bina", "-p", "Chandra",
           "--games", "7", "-o", str(target))  # fmt: skip
    text = pdf_text(target)
    for name in ("आशा", "Bina", "Chandra", "Maal", "Scoring in brief"):
        assert name in text
    rows = re.findall(r"^(\d+) (\S+)$", text, re.MULTILINE)  # each row: game, dealer
    assert rows == [(str(n), PLAYERS[(n - 1) % 3]) for n in range(1, 8)]
    assert first_page_png(target, tmp_path).stat().st_size > 1000


def test_a_sheet_goes_on_from_the_sessions_next_game(evening: Cli, tmp_path: Path):
    target = tmp_path / "more.pdf"
    evening.ok("sheet", "Friday night", "--games", "4", "-o", str(target))
    text = pdf_text(target)
    assert "Honors" in text and "Marriages" in text
    # four games dealt (one voided still took its deal): the sheet goes on at 5, आशा's deal
    rows = re.findall(r"^(\d+) (\S+)$", text, re.MULTILINE)
    assert rows == [("5", "आशा"), ("6", "Bina"), ("7", "Chandra"), ("8", "Dev")]


def test_the_installed_script_writes_a_report(evening: Cli, tmp_path: Path):
    target = tmp_path / "script.pdf"
    done = run_script(evening.db, "report", "Friday night", "-o", str(target))
    assert done.returncode == 0, done.stderr.decode()
    assert "आशा" in pdf_text(target)

"""The paper's parts that need no PDF reader: file names, the rules that changed, the
marks font, the rows of a sheet, and fpdf2 kept out of every other command's start-up."""

from __future__ import annotations

from pathlib import Path

import pytest
from loaded_modules import loaded_by_script

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.paper.facts import changed_rules, safe_file_name
from scorekeeper.paper.fonts import PaperError
from scorekeeper.paper.make import check_games, new_sheet


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Friday night", "Friday-night.pdf"),
        ("  Diwali 2026 / at Bina's!  ", "Diwali-2026-at-Bina-s.pdf"),
        ("आशाको खेल", "आशाको-खेल.pdf"),  # vowel signs stay with their letters
        ("../../etc/passwd", "etc-passwd.pdf"),
        ("!!!", "session-7.pdf"),
        ("a" * 200, "a" * 80 + ".pdf"),
    ],
)
def test_a_sessions_name_made_safe_for_a_file(name: str, expected: str) -> None:
    assert safe_file_name(name, "session-7") == expected


def test_only_the_rules_set_away_from_the_default_are_listed() -> None:
    preset = catalog.preset("marriage-rummy")
    assert changed_rules(preset.rules()) == []
    changed = changed_rules(preset.rules({"honor-value": "5", "decks": "4"}))
    assert changed == ["Decks: 4 (default 3)", "Honor value: 5 (default 4)"]


@pytest.mark.parametrize("raw", ["0", "201", "-1", "2.5", "x", "१०", ""])
def test_games_on_a_sheet_are_a_whole_number_1_to_200(raw: str) -> None:
    with pytest.raises(PaperError) as refused:
        check_games(raw)
    assert refused.value.field == "games"
    assert "from 1 to 200" in refused.value.message


def test_a_sheets_dealers_go_round_the_table_in_the_direction_of_play() -> None:
    rules = catalog.preset("marriage-rummy").rules({"direction": "anticlockwise"})
    plan = new_sheet(rules, ["Asha", "Bina", "Chandra"], check_games("5"))
    assert plan.dealers() == ["Asha", "Chandra", "Bina", "Asha", "Chandra"]


def test_the_shipped_marks_font_is_the_one_the_script_builds(tmp_path: Path) -> None:
    from fontTools.ttLib import TTFont

    from scorekeeper.paper.marks_font import FILE, PENCIL, build

    build(tmp_path / "marks.ttf")
    assert (tmp_path / "marks.ttf").read_bytes() == FILE.read_bytes()
    assert PENCIL in TTFont(FILE).getBestCmap()


def test_the_evening_is_one_snapshot_with_the_settle_ups_fingerprint(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "e.db")
    ledger.new_session("E", ["Asha", "Bina"], stake="0.5", currency="NPR")
    assert ledger.evening("E").fingerprint is None  # no game yet
    ledger.record("E", ledger.build_entry("E", "Asha", {"hand": ["Bina=5"]}))
    evening = ledger.evening("E")
    assert evening.settlement is not None
    assert evening.fingerprint == ledger.settle("E").fingerprint is not None
    ledger.new_session("Free", ["Asha", "Bina"])  # no stake: the points stand alone
    assert ledger.evening("Free").settlement is None
    ledger.close()


def loaded_by(*args: str) -> set[str]:
    return loaded_by_script(*args)[1]


@pytest.mark.parametrize("args", [["--help"], ["report", "--help"], ["totals", "--help"]])
def test_fpdf2_stays_out_of_start_up(args: list[str]) -> None:
    loaded = loaded_by(*args)
    assert "typer" in loaded  # the command line did start
    assert "fpdf" not in loaded and "fontTools" not in loaded


def test_a_sheet_loads_fpdf2(tmp_path: Path) -> None:
    target = tmp_path / "s.pdf"
    loaded = loaded_by("sheet", "-p", "Asha", "-p", "Bina", "-o", str(target))
    assert "fpdf" in loaded
    assert target.read_bytes().startswith(b"%PDF-")


def page_drawn(draw, folder: Path, name: str) -> bytes:
    """Page 1 of a new Paper, drawn by ``draw(pdf)``, as Poppler renders it (PNG bytes)."""
    from pdf_text import first_page_png

    from scorekeeper.paper.document import Paper

    pdf = Paper("")
    pdf.add_page()
    draw(pdf)
    (folder / name).mkdir()
    path = folder / name / "page.pdf"
    path.write_bytes(bytes(pdf.output()))
    return first_page_png(path, folder / name).read_bytes()


def test_a_sentence_keeps_a_devanagari_conjunct_whole(tmp_path: Path) -> None:
    """A sentence is shaped as one run, as a cell is, so न्द्र stays one conjunct: fpdf2's
    multi_cell shaped such a line in pieces, a virama showing between the letters."""
    from scorekeeper.paper.fonts import TEXT

    text = "Seats: आशा, देवेन्द्र, Esha"

    def as_cell(pdf) -> None:
        pdf.set_font(TEXT, "", 10)
        pdf.cell(0, 4.8, text)

    def by_multi_cell(pdf) -> None:
        pdf.set_font(TEXT, "", 10)
        pdf.multi_cell(0, 4.8, text)

    cell = page_drawn(as_cell, tmp_path, "cell")
    assert page_drawn(lambda pdf: pdf.line_of_text(text), tmp_path, "sentence") == cell
    # the check can tell the two apart: fpdf2 2.8's multi_cell draws this line otherwise
    assert page_drawn(by_multi_cell, tmp_path, "multi") != cell


def test_ninety_games_and_the_chart_fit_two_pages(tmp_path: Path) -> None:
    from pdf_text import page_count, pdf_text

    from scorekeeper.paper.report import report_pdf

    ledger = Ledger(tmp_path / "long.db")
    seats = ["Asha", "Bina", "Chandra", "Dev", "Esha", "Farhan"]
    ledger.new_session("Long", seats)
    for number in range(90):
        winner = seats[number % len(seats)]
        hands = [f"{name}={number % 9}" for name in seats if name != winner]
        ledger.record("Long", ledger.build_entry("Long", winner, {"hand": hands}))
    path = tmp_path / "long.pdf"
    path.write_bytes(report_pdf(ledger.evening("Long"), "2026-11-25"))
    ledger.close()
    assert page_count(path) == 2
    assert "Fingerprint" in pdf_text(path).split("Page 1 of 2")[-1]  # on the second page


def test_a_bidi_override_from_an_older_file_is_written_as_its_code(tmp_path: Path) -> None:
    from pdf_text import pdf_text

    from scorekeeper.paper.document import Paper

    pdf = Paper("")
    pdf.add_page()
    pdf.line_of_text("Asha \u202e50\u202c won")
    path = tmp_path / "escaped.pdf"
    path.write_bytes(bytes(pdf.output()))
    text = pdf_text(path)
    assert "Asha \\u202e50\\u202c won" in text
    assert "\u202e" not in text

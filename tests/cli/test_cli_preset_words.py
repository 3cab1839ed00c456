"""The presets' own words on the command line and on paper, in Nepali: ``show``'s rules
table names each rule by its key (what ``--rule`` takes) and its Nepali label, a choice
reads in Nepali; the sheet's "scoring in brief" gives the preset's summary and labels in
Nepali. English prints what it always printed."""

from __future__ import annotations

from pathlib import Path

from cli_harness import Cli
from pdf_text import pdf_text


def _evening(cli: Cli) -> None:
    cli.ok("new", "Tihar", "-p", "Asha", "-p", "Bina", "-p", "Chen", "--rule", "decks=2")


def test_show_names_each_rule_in_nepali_beside_its_key(cli: Cli) -> None:
    _evening(cli)
    nepali = cli.ok("--lang", "ne", "show", "Tihar").stdout
    assert "direction (खेलको दिशा)" in nepali and "decks (गड्डी)" in nepali, nepali
    assert "घडीको दिशामा" in nepali  # the value, said
    assert "clockwise | anticlockwise" in nepali  # what may be typed, as typed
    assert "Direction of play" not in nepali
    english = cli.ok("--lang", "en", "show", "Tihar").stdout
    assert "direction" in english and "(खेलको" not in english and "Direction" not in english


def test_the_sheet_in_nepali_gives_the_presets_words(cli: Cli, tmp_path: Path) -> None:
    _evening(cli)
    sheet, english = tmp_path / "sheet.pdf", tmp_path / "en.pdf"
    cli.ok("--lang", "ne", "sheet", "Tihar", "-o", str(sheet))
    text = "".join(pdf_text(sheet).split())  # pdftotext splits Devanagari at some signs
    for word in ("अनररम्यारिज(भागक)", "गड्डी२", "खेलकोदिशाघडीकोदिशामा", "म्यारिजकोअङ्क२०"):
        assert word in text, (word, text)
    assert "Decks" not in text and "zero-sum" not in text
    cli.ok("sheet", "Tihar", "-o", str(english))
    said = "".join(pdf_text(english).split())
    assert "Decks2" in said and "Directionofplayclockwise" in said, said


def test_the_reports_rule_lines_in_nepali(cli: Cli, tmp_path: Path) -> None:
    cli.ok("new", "Tihar", "-p", "Asha", "-p", "Bina", "-p", "Chen",
           "--rule", "direction=anticlockwise")  # fmt: skip
    cli.ok("record", "Tihar", "--winner", "Asha", "--hand", "Bina=23", "--hand", "Chen=40")
    nepali, english = tmp_path / "ne.pdf", tmp_path / "en.pdf"
    cli.ok("--lang", "ne", "report", "Tihar", "-o", str(nepali))
    text = "".join(pdf_text(nepali).split())
    assert "खेलकोदिशा:घडीकोउल्टोदिशामा(पूर्वनिर्धारितघडीकोदिशामा)" in text, text
    cli.ok("report", "Tihar", "-o", str(english))
    assert "Direction of play: anticlockwise (default clockwise)" in pdf_text(english)

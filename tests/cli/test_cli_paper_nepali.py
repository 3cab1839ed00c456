"""The report and the sheet in Nepali: the paper's words from the catalogue, numbers in
Devanagari digits, the dates by the Bikram Sambat calendar under ``--calendar bs``; the
fingerprint stays as ``settle --json`` gives it. pdftotext splits a Devanagari word at
some vowel signs, so the words are looked for with the spaces taken out."""

from __future__ import annotations

import json
from pathlib import Path

from cli_harness import Cli
from pdf_text import first_page_png, pdf_text

DEVA = str.maketrans("0123456789", "०१२३४५६७८९")


def _evening(cli: Cli) -> None:
    cli.ok("new", "Tihar", "-p", "Asha", "-p", "Bina", "-p", "Chen", "--stake", "1",
           "--currency", "NPR")  # fmt: skip
    cli.ok("record", "Tihar", "--winner", "Asha", "--hand", "Bina=23", "--hand", "Chen=40")
    cli.ok("record", "Tihar", "--winner", "Bina", "--hand", "Asha=12", "--hand", "Chen=30")


def _joined(path: Path) -> str:
    return "".join(pdf_text(path).split())


def test_the_report_in_nepali_with_devanagari_totals_and_bs_dates(cli: Cli, tmp_path: Path):
    _evening(cli)
    target = tmp_path / "tihar.pdf"
    done = cli.ok("--lang", "ne", "--calendar", "bs", "report", "Tihar", "-o", str(target))
    assert done.stdout == f"{target} लेखियो\n"  # the path as it is, ASCII digits and all
    text = _joined(target)
    for word in ("बाजी", "बाँड्ने", "जम्मा", "अगाडि:", "औँठाछाप", "हिसाब"):
        assert word in text, (word, text)
    totals = [p["total"] for p in cli.json("totals", "Tihar")["players"]]
    assert len(totals) == 3 and all(totals)
    for total in totals:
        assert f"{total:+d}".translate(DEVA) in text, (total, text)
        assert f"{total:+d}" not in text
    assert "Total" not in text and "Games" not in text and "Fingerprint" not in text
    fingerprint = json.loads(cli.ok("settle", "Tihar", "--json").stdout)["fingerprint"]
    assert f"औँठाछाप{fingerprint}" in text  # an identifier: ASCII in every language
    assert "२०८३" in text or "२०८२" in text  # the year by Bikram Sambat (2026 AD)
    assert "2026" not in text
    assert first_page_png(target, tmp_path).stat().st_size > 1000


def test_the_report_lang_option_and_the_sheet(cli: Cli, tmp_path: Path):
    _evening(cli)
    english, nepali = tmp_path / "en.pdf", tmp_path / "ne.pdf"
    cli.ok("report", "Tihar", "-o", str(english))
    cli.ok("report", "Tihar", "--lang", "ne", "-o", str(nepali))
    total = cli.json("totals", "Tihar")["players"][0]["total"]
    assert "Total" in pdf_text(english) and f"{total:+d}" in pdf_text(english)
    assert "जम्मा" in _joined(nepali) and f"{total:+d}".translate(DEVA) in _joined(nepali)
    sheet = tmp_path / "sheet.pdf"
    cli.ok("--lang", "ne", "sheet", "Tihar", "-o", str(sheet))
    text = _joined(sheet)
    assert "अङ्कपाना" in text and "बाजी" in text and "३" in text, text  # game 3 goes on
    assert "Score sheet" not in text
    said = cli.refuses("report", "Tihar", "--lang", "fr")
    assert said == "--lang: must be en or ne, got 'fr'"

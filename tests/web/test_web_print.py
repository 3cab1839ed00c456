"""The print view (/s/ID/print) and the PDF to download (/s/ID/report.pdf).

"Friday": Asha, Bina, Chen and Dev; three games, the second corrected, the third voided.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pdf_text import pdf_text
from web_client import FIXED_AT, PLAYERS, WebClient, make_client

from scorekeeper.ledger import Ledger

DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def _entry(book: Ledger, winner: str, hands: dict[str, int]):
    return book.build_entry("Friday", winner, {"hand": [f"{k}={v}" for k, v in hands.items()]})


@pytest.fixture
def evening(web_db: Path):
    book = Ledger(web_db, clock=lambda: FIXED_AT)
    book.change_stake("Friday", "0.5", "NPR")
    book.record("Friday", _entry(book, "Asha", {"Bina": 10, "Chen": 20, "Dev": 5}))
    book.record("Friday", _entry(book, "Bina", {"Asha": 10, "Chen": 20, "Dev": 5}))
    book.record("Friday", _entry(book, "Dev", {"Asha": 3, "Chen": 2, "Bina": 5}))
    book.correct("Friday", 2, _entry(book, "Bina", {"Asha": 12, "Chen": 20, "Dev": 5}), "typo")
    book.void("Friday", 3, "misdeal")
    totals = {p.name: p.total for p in book.totals("Friday").players}
    stamp = book.settle("Friday").fingerprint
    book.close()
    client, _, app_book = make_client(web_db)
    with client:
        yield client, totals, stamp
    app_book.close()


def test_the_session_page_links_to_the_print_view(evening) -> None:
    web, _, _ = evening
    page = web.get("/s/1")
    assert 'href="/s/1/print"' in page.text


def test_the_print_view_shows_the_evening_with_print_styles(evening) -> None:
    web, totals, stamp = evening
    page = web.get("/s/1/print")
    assert page.status_code == 200
    assert 'href="/static/print.css"' in page.text
    assert 'href="/s/1/report.pdf"' in page.text
    for name in PLAYERS:
        assert f"<bdi>{name}</bdi>" in page.text
    assert f"<code>{stamp}</code>" in page.text
    assert page.text.count('class="voided"') == 1 and "✎" in page.text
    assert page.text.count("<polyline") == len(PLAYERS)  # the chart: vector lines
    footer = re.search(r"<tfoot>(.*?)</tfoot>", page.text, re.S).group(1)
    shown = re.findall(r'class="num total">([^<]+)<', footer)
    assert shown == [f"{totals[name]:+d}".replace("-", "−") for name in PLAYERS]
    css = web.get("/static/print.css")
    assert css.status_code == 200 and "@media print" in css.text
    font = web.get("/paper/devanagari.ttf")  # the names' own font, for a computer without
    assert font.status_code == 200 and font.headers["content-type"] == "font/ttf"
    assert font.content[:4] == b"\x00\x01\x00\x00"  # a TrueType font


def test_the_chart_says_its_numbers_in_the_readers_digits(evening) -> None:
    """The chart's axis and its key are read like the table above them: in Nepali, in
    Devanagari digits, each total signed with a real minus."""
    web, totals, _stamp = evening
    page = web.get("/s/1/print", headers={"Accept-Language": "ne"}).text
    chart = re.search(r'<figure class="paper-chart">(.*?)</figure>', page, re.S).group(1)
    drawn = re.findall(r"<text [^>]*>([^<]*)</text>", chart)
    key = re.findall(r"</svg> <bdi>[^<]*</bdi> ([^<]*)</span>", chart)
    assert drawn and key and not re.search(r"[0-9]", "".join(drawn + key)), (drawn, key)
    assert key[0] == f"{totals['Asha']:+d}".replace("-", "−").translate(DEVANAGARI)


def test_the_pdf_downloads_under_the_sessions_name(evening) -> None:
    web, _, _ = evening
    got = web.get("/s/1/report.pdf")
    assert got.status_code == 200
    assert got.headers["content-type"] == "application/pdf"
    assert 'filename="Friday.pdf"' in got.headers["content-disposition"]
    assert got.content.startswith(b"%PDF-")


def test_the_pdf_reads_back_with_every_name_total_and_fingerprint(evening, tmp_path) -> None:
    web, totals, stamp = evening
    path = tmp_path / "friday.pdf"
    path.write_bytes(web.get("/s/1/report.pdf").content)
    text = pdf_text(path)
    for name in PLAYERS:
        assert name in text
    for total in totals.values():
        assert (f"{total:+d}" if total else "0") in text
    assert f"Fingerprint {stamp}" in text


def test_an_unknown_session_is_one_sentence(web: WebClient) -> None:
    for path in ("/s/9/print", "/s/9/report.pdf"):
        got = web.get(path)
        assert got.status_code == 404
        assert "no session" in got.text.lower()


def test_the_view_only_link_may_print_and_download(evening) -> None:
    from scorekeeper.web.access import VIEW

    web, _, stamp = evening
    viewer, _, book = make_client(web.db, token=VIEW)
    with viewer:
        assert f"<code>{stamp}</code>" in viewer.get("/s/1/print").text
        assert viewer.get("/s/1/report.pdf").content.startswith(b"%PDF-")
    book.close()

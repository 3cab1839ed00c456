"""The print view in a real browser (Debian's Chromium, Playwright) against a real
``scorekeeper serve``: on screen it has its buttons; printed, only the evening is left, and
the PDF link downloads the report."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_text import pdf_text
from web_server import serve

from scorekeeper.ledger import Ledger

CHROMIUM = Path("/usr/bin/chromium")
playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """The evening, written in this process (a ``scorekeeper`` started for each of these
    steps cost more CPU than the rest of the set-up): two games, the second voided."""
    path = tmp_path / "table.db"
    book = Ledger(path)
    book.new_session("Friday", ["आशा", "Bina", "Chen"])
    book.record("Friday", book.build_entry("Friday", "आशा", {"hand": ["Bina=10", "Chen=4"]}))
    book.record("Friday", book.build_entry("Friday", "Bina", {"hand": ["आशा=3", "Chen=9"]}))
    book.void("Friday", 2, "misdeal")
    book.close()
    return path


def test_printed_the_page_keeps_the_evening_and_drops_the_buttons(
    browser, db: Path, tmp_path: Path
) -> None:
    expect = playwright_api.expect
    with serve(db) as server:
        page = browser.new_context(accept_downloads=True).new_page()
        page.goto(server.at("/s/1"))
        page.get_by_role("link", name="Print").click()
        expect(page.locator("article.paper")).to_contain_text("आशा")
        download_link = page.get_by_role("link", name="Download the PDF")
        expect(download_link).to_be_visible()
        voided = page.locator("tr.voided td").first
        assert voided.evaluate("e => getComputedStyle(e).textDecorationLine") == "line-through"
        assert page.locator(".paper-chart polyline").count() == 3

        page.emulate_media(media="print")
        expect(download_link).to_be_hidden()
        expect(page.locator("header.top")).to_be_hidden()
        expect(page.locator("article.paper table")).to_be_visible()
        page.emulate_media(media="screen")

        with page.expect_download() as waiting:
            download_link.click()
        saved = tmp_path / waiting.value.suggested_filename
        waiting.value.save_as(saved)
        assert saved.name == "Friday.pdf"
        assert "आशा" in pdf_text(saved)

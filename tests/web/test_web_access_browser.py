"""The Content-Security-Policy in a real browser: Debian's Chromium, driven by Playwright,
against a real ``scorekeeper serve``. htmx still loads and works (the live preview, the
board that follows), and no page makes the browser refuse anything."""

from __future__ import annotations

from pathlib import Path

import pytest
from web_server import serve

from scorekeeper.ledger import Ledger

CHROMIUM = Path("/usr/bin/chromium")
playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)
PAGES = ["/", "/s/1", "/s/1/record", "/s/1/g/1", "/s/1/history", "/s/1/settle", "/s/1/share"]
PAGES += ["/s/1/undo", "/s/1/g/1/correct", "/s/1/g/1/void", "/s/99"]


HANDS = ["Bina=23", "Chen=27", "Dev=30"]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """The session "Friday" with game 1, made in this process: a ``scorekeeper`` started
    per step cost more CPU than the rest of the set-up."""
    path = tmp_path / "table.db"
    book = Ledger(path)
    book.new_session("Friday", ["Asha", "Bina", "Chen", "Dev"])
    book.record("Friday", book.build_entry("Friday", "Asha", {"hand": HANDS}))
    book.close()
    return path


def _watched(page: object) -> list[str]:
    """Everything the browser refused or complained about on ``page``, as it happens."""
    complaints: list[str] = []
    page.on(
        "console",
        lambda message: complaints.append(message.text) if message.type == "error" else None,
    )
    page.on("pageerror", lambda error: complaints.append(str(error)))
    return complaints


def test_no_page_breaks_the_policy_and_htmx_works(browser, db: Path) -> None:
    expect = playwright_api.expect
    with serve(db) as server:
        page = browser.new_context().new_page()
        complaints = _watched(page)
        page.goto(server.url)
        for path in PAGES:
            answer = page.goto(f"http://127.0.0.1:{server.port}{path}")
            assert answer.headers["content-security-policy"].startswith("default-src 'self'")
            # htmx ran: it put its indicator style in the page (let in by its hash).
            page.wait_for_function("() => window.htmx !== undefined")
            expect(page.locator("head style")).to_have_count(1)
        # A 404 is a page the console names as a failed load; that one is expected.
        complaints = [text for text in complaints if "404" not in text]
        assert complaints == []

        # htmx at work under the policy: the form's preview comes from the server as typed.
        page.goto(f"http://127.0.0.1:{server.port}/s/1/record")
        seat = page.locator("fieldset.seat")
        seat.nth(0).get_by_text("winner", exact=True).click()
        seat.nth(0).get_by_label("Honors", exact=True).fill("3")
        seat.nth(1).get_by_label("Hand", exact=True).fill("23")
        seat.nth(2).get_by_label("Hand", exact=True).fill("K Q 7")
        seat.nth(3).get_by_text("surrender first").click()
        expect(page.locator("#score-0")).to_have_text("+140")
        assert complaints == []


def test_a_refusal_page_is_clean_too(browser, db: Path) -> None:
    with serve(db) as server:
        page = browser.new_context().new_page()
        complaints = _watched(page)
        refused = page.goto(f"http://127.0.0.1:{server.port}/s/1")
        assert refused.status == 401
        assert page.locator("h1").inner_text() == "Token needed"
        assert page.title().startswith("Token needed")
        assert [text for text in complaints if "401" not in text] == []

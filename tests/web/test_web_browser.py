"""The web face in a real browser: Debian's Chromium at a phone's 390×844, driven by
Playwright, against a real ``scorekeeper serve`` on a real SQLite file.

A game is recorded by tapping, a second (viewer) page follows without a reload, the game
is corrected and the correction undone; off loopback, a request without the token is
refused. Screenshots of the form and the scoreboard go to the test's tmp dir.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from script_env import script_env
from web_server import SCRIPT, serve

from scorekeeper.ledger import Ledger

CHROMIUM = Path("/usr/bin/chromium")
playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)
# The phone's pages are pressed with click(), not tap(): Playwright sends a tap's touch end
# only once Chromium has answered its start, and on a loaded machine that gap can pass
# the long-press time, so Chromium takes it for a long press and clicks nothing.
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
PHONE["device_scale_factor"] = 2
FOLLOW_MS = 6000  # "within a few seconds": the board asks every 2 s


def _cli(db: Path, *args: str) -> str:
    done = subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A file with the session "Friday" (made in this process: a ``scorekeeper`` started
    for it cost more CPU than the rest of the set-up; the end checks still use it)."""
    path = tmp_path / "table.db"
    book = Ledger(path)
    book.new_session("Friday", ["Asha", "Bina", "Chen", "Dev"])
    book.close()
    return path


def test_record_follow_correct_undo_on_a_phone(browser, db: Path, tmp_path: Path) -> None:
    expect = playwright_api.expect
    with serve(db) as server:
        scorer = browser.new_context(**PHONE).new_page()
        viewer = browser.new_context(**PHONE).new_page()
        scorer.goto(server.url)
        scorer.get_by_text("Friday").click()
        viewer.goto(server.at("/s/1"))
        expect(viewer.locator("#board")).to_contain_text("No games yet")

        scorer.get_by_text("Record game 1").click()
        seat = scorer.locator("fieldset.seat")
        seat.nth(0).get_by_text("winner", exact=True).click()
        seat.nth(0).get_by_label("Honors", exact=True).fill("3")
        seat.nth(1).get_by_label("Hand", exact=True).fill("23")
        seat.nth(2).get_by_label("Hand", exact=True).fill("K Q 7")
        seat.nth(3).get_by_text("surrender first").click()
        # The preview is the server's: each score and the zero-sum check, before saving.
        expect(scorer.locator("#preview")).to_contain_text("scores sum 0 ✓")
        expect(scorer.locator("#score-0")).to_have_text("+140")
        expect(scorer.locator("#score-2")).to_have_text("−66")
        # What the phone shows (the save bar sticks to the screen's foot), and the whole form.
        scorer.evaluate("window.scrollTo(0, 0)")
        scorer.screenshot(path=tmp_path / "form.png")
        scorer.screenshot(path=tmp_path / "form-full.png", full_page=True)
        # A refused save says why at the top; once the form is sound again, that goes.
        seat.nth(1).get_by_label("Hand", exact=True).fill("abc")
        scorer.get_by_role("button", name="Save game 1").click()
        expect(scorer.locator("#error")).to_contain_text("hand: Bina")
        scorer.locator("fieldset.seat").nth(1).get_by_label("Hand", exact=True).fill("23")
        expect(scorer.locator("#preview")).to_contain_text("scores sum 0 ✓")
        expect(scorer.locator("#error")).to_be_hidden()
        scorer.get_by_role("button", name="Save game 1").click()
        expect(scorer.locator(".flash")).to_have_text("Game 1 recorded.")

        board = viewer.locator("#board")
        expect(board).to_contain_text("+140", timeout=FOLLOW_MS)  # no reload
        viewer.screenshot(path=tmp_path / "scoreboard.png", full_page=True)

        scorer.locator("table.games a", has_text="1").click()
        scorer.get_by_text("Correct…").click()
        scorer.locator("fieldset.seat").nth(1).get_by_label("Hand", exact=True).fill("32")
        scorer.get_by_label("Why is it corrected?").fill("miscounted")
        expect(scorer.locator("#score-1")).to_have_text("−76")
        scorer.get_by_role("button", name="Save correction").click()
        expect(scorer.locator(".flash")).to_have_text("Game 1 corrected.")
        games = viewer.locator("table.games")
        expect(games).to_contain_text("1 ✎", timeout=FOLLOW_MS)
        expect(board).to_contain_text("−76")

        scorer.get_by_text("Undo…").click()
        expect(scorer.locator("main")).to_contain_text("Undo the correction of game 1")
        scorer.get_by_role("button", name="Yes, undo").click()
        expect(scorer.locator(".flash")).to_have_text("Game 1 undone.")
        expect(games).not_to_contain_text("✎", timeout=FOLLOW_MS)
        expect(board).to_contain_text("−58")
    (game,) = json.loads(_cli(db, "games", "Friday", "--json"))
    assert game["scores"] == {"Asha": 140, "Bina": -58, "Chen": -66, "Dev": -16}
    assert game["revision"] == 3
    assert "ok" in _cli(db, "check").lower()


def test_off_loopback_the_token_is_needed(browser, db: Path) -> None:
    expect = playwright_api.expect
    with serve(db, host="0.0.0.0") as server:
        assert "?token=" in server.url
        page = browser.new_context(**PHONE).new_page()
        refused = page.goto(f"http://127.0.0.1:{server.port}/s/1")
        assert refused.status == 401
        assert "needs the link with its token" in page.content()
        page.goto(server.local(server.url))
        expect(page.get_by_text("Friday")).to_be_visible()
        looker = browser.new_context(**PHONE).new_page()
        looker.goto(server.local(server.view_url))
        looker.get_by_text("Friday").click()
        expect(looker.locator(".top")).to_contain_text("view only")
        expect(looker.locator("#board")).to_be_visible()
        assert looker.goto(f"http://127.0.0.1:{server.port}/s/1/record").status == 403

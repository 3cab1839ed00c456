"""Two phones on one evening, in a real browser: Debian's Chromium at 390×844 (two browser
contexts, each its own phone) against a real ``scorekeeper serve`` on a real SQLite file.

The same game saved from both phones is stored once, the second shown what happened (409)
and offered to save on top; a correction opened before another phone's correction or void
does not overwrite it; a save made while the server cannot be reached waits on the phone
and is sent when it answers — once, even when the first try reached the server and only
its answer was lost.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from test_web_browser import PHONE, _cli, playwright_api
from web_server import serve

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.reads.games_json import write_games_json
from scorekeeper.store.units import read_plain

expect = playwright_api.expect


# The evening is made and read in this process, on the same file the server writes: a
# ``scorekeeper`` started for each (about half a second of CPU) was most of these tests'
# own cost, and the CLI's commands have tests of their own.
@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "table.db"
    book = Ledger(path)
    book.new_session("Friday", ["Asha", "Bina", "Chen", "Dev"])
    book.close()
    return path


def games(db: Path) -> list[dict]:
    """The session's games as ``games --json`` prints them."""
    out = io.StringIO()
    with read_plain(db) as conn:
        write_games_json(conn, "Friday", out)
    return json.loads(out.getvalue())


def record(db: Path, winner: str, hands: list[str]) -> None:
    book = Ledger(db)
    book.record("Friday", book.build_entry("Friday", winner, {"hand": hands}))
    book.close()


def phone(browser, server) -> object:
    """A phone that opened the link the server printed (its token kept as a cookie)."""
    page = browser.new_context(**PHONE).new_page()
    page.goto(server.local(server.url))
    return page


def fill(page, winner: int, hands: dict[int, str]) -> None:
    seats = page.locator("fieldset.seat")
    seats.nth(winner).get_by_text("winner", exact=True).click()
    for seat, points in hands.items():
        seats.nth(seat).get_by_label("Hand", exact=True).fill(points)
    expect(page.locator("#preview")).to_contain_text("scores sum 0 ✓")


ASHA_WINS = {1: "23", 2: "10", 3: "5"}
BINA_WINS = {0: "11", 2: "6", 3: "7"}


def test_two_phones_saving_the_same_game(browser, db: Path, tmp_path: Path) -> None:
    with serve(db) as server:
        one, two = phone(browser, server), phone(browser, server)
        for page in (one, two):
            page.goto(server.local(server.url).split("?")[0] + "s/1/record")
            expect(page.get_by_role("button", name="Save game 1")).to_be_visible()
        fill(one, 0, ASHA_WINS)
        fill(two, 1, BINA_WINS)
        one.get_by_role("button", name="Save game 1").click()
        expect(one.locator(".flash")).to_have_text("Game 1 recorded.")
        two.get_by_role("button", name="Save game 1").click()
        conflict = two.locator(".conflict")
        expect(conflict).to_contain_text("Changed meanwhile: nothing was saved")
        expect(conflict).to_contain_text("Game 1 (Asha won) was recorded elsewhere")
        expect(conflict).to_contain_text("What you typed")
        two.screenshot(path=tmp_path / "conflict.png", full_page=True)
        assert [game["winner"] for game in games(db)] == ["Asha"]
        expect(two.locator("fieldset.seat").nth(0).get_by_label("Hand", exact=True)).to_have_value(
            "11"
        )
        two.get_by_role("button", name="Save game 2 on top").click()
        expect(two.locator(".flash")).to_have_text("Game 2 recorded.")
    assert [(game["number"], game["winner"]) for game in games(db)] == [(1, "Asha"), (2, "Bina")]
    assert "ok" in _cli(db, "check").lower()


def test_a_form_posted_twice_is_applied_once(browser, db: Path) -> None:
    with serve(db) as server:
        page = phone(browser, server)
        page.goto(server.local(server.url).split("?")[0] + "s/1/record")
        fill(page, 0, ASHA_WINS)
        fields = page.evaluate(
            "Object.fromEntries(new FormData(document.getElementById('game-form')))"
        )
        url = page.url
        first = page.request.post(url, form=fields, max_redirects=0)
        second = page.request.post(url, form=fields, max_redirects=0)  # a double tap
        assert first.status == second.status == 303
        assert first.headers["location"] == second.headers["location"]
    assert len(games(db)) == 1


def test_a_stale_correction_and_one_after_a_void(browser, db: Path) -> None:
    record(db, "Asha", ["Bina=23", "Chen=10", "Dev=5"])
    record(db, "Bina", ["Asha=3", "Chen=4", "Dev=5"])
    with serve(db) as server:
        base = server.local(server.url).split("?")[0]
        one, two = phone(browser, server), phone(browser, server)
        for page in (one, two):
            page.goto(base + "s/1/g/1/correct")
        one.locator("fieldset.seat").nth(1).get_by_label("Hand", exact=True).fill("11")
        # the preview follows before the reason is given (the reason is a required field)
        expect(one.locator("#score-1")).to_have_text("−22")
        one.get_by_label("Why is it corrected?").fill("Bina had 11")
        one.get_by_role("button", name="Save correction").click()
        expect(one.locator(".flash")).to_have_text("Game 1 corrected.")
        two.locator("fieldset.seat").nth(2).get_by_label("Hand", exact=True).fill("22")
        two.get_by_label("Why is it corrected?").fill("Chen had 22")
        two.get_by_role("button", name="Save correction").click()
        expect(two.locator(".conflict")).to_contain_text("(revision 1 → 2: correction)")
        assert games(db)[0]["revision"] == 2  # phone one's correction stands

        two.goto(base + "s/1/g/2/correct")  # opened before the void below
        one.goto(base + "s/1/g/2/void")
        one.get_by_label("Why?").fill("misdeal")
        one.get_by_role("button", name="Void game 2").click()
        expect(one.locator(".flash")).to_have_text("Game 2 voided.")
        two.get_by_label("Why is it corrected?").fill("typo")
        two.get_by_role("button", name="Save correction").click()
        expect(two.locator(".conflict")).to_contain_text("it is now out of the totals")
        expect(two.locator("body")).not_to_contain_text("Game 2 corrected.")
    second = games(db)[1]
    assert second["voided"] is True and second["revision"] == 2


def test_a_save_made_offline_waits_on_the_phone_and_is_sent(browser, db: Path) -> None:
    with serve(db) as server:
        page = phone(browser, server)
        page.goto(server.local(server.url).split("?")[0] + "s/1/record")
        fill(page, 0, ASHA_WINS)
        page.context.set_offline(True)
        page.get_by_role("button", name="Save game 1").click()
        expect(page.locator("#waiting-note")).to_contain_text("1 save waiting to send")
        assert games(db) == []
        page.context.set_offline(False)  # the browser says it is online: sent at once
        expect(page.locator(".flash")).to_have_text("Game 1 recorded.")
        expect(page.locator("#waiting-note")).to_have_count(0)
        assert page.evaluate("localStorage.getItem('scorekeeper-waiting')") is None
    assert len(games(db)) == 1


def test_a_save_whose_answer_was_lost_is_sent_again_and_stored_once(browser, db: Path) -> None:
    with serve(db) as server:
        page = phone(browser, server)
        page.goto(server.local(server.url).split("?")[0] + "s/1/record")
        fill(page, 0, ASHA_WINS)
        lost = []

        def reach_then_drop(route) -> None:
            if route.request.method != "POST" or lost:
                route.fallback()
                return
            route.fetch(max_redirects=0)  # the server stores the game…
            lost.append(route.request.url)
            route.abort("internetdisconnected")  # …and its answer never arrives

        page.route("**/s/1/record", reach_then_drop)
        page.get_by_role("button", name="Save game 1").click()
        expect(page.locator("#waiting-note")).to_contain_text("waiting to send")
        assert len(games(db)) == 1 and lost
        # sent again by the phone's own retry, with the same form id: answered as the first
        expect(page.locator(".flash")).to_have_text("Game 1 recorded.")
    assert len(games(db)) == 1

"""The ratings page narrowed to a season on a phone (390×844) in Debian's Chromium: the
two days typed into the form, the season's table below the ratings, nothing wider than
the phone, the form's fields and buttons a whole finger each; and a day that is not a
date said above the form. Screenshots go to the test's tmp dir."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_axe import LONG, RTL, phone
from web_server import Served, serve

from scorekeeper.ledger import Ledger

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)

# Where each element of the page is drawn, and how wide the page is.
BOXES = """
(selectors) => Object.fromEntries(selectors.map(s => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, [r.left, r.right, r.height]];
}))
"""


def build_seasons(path: Path) -> Path:
    """May (no stake) and June (0.25 NPR a point), with the hard names: a 40-letter name
    without a space and a right-to-left one."""
    evenings = (
        ("May", "2024-05-03", None, [("Asha", {LONG: 23, RTL: 40, "Dev": 5})]),
        ("June", "2024-06-14", "0.25", [(LONG, {"Asha": 12, RTL: 30, "Dev": 7}),
                                        (RTL, {"Asha": 3, LONG: 18, "Dev": 25})]),
    )  # fmt: skip
    for name, day, stake, games in evenings:
        book = Ledger(path, clock=lambda day=day: f"{day}T19:00:00+00:00")
        book.new_session(name, ["Asha", LONG, RTL, "Dev"], stake=stake,
                         currency="NPR" if stake else None)  # fmt: skip
        for winner, hands in games:
            points = [f"{who}={value}" for who, value in hands.items()]
            book.record(name, book.build_entry(name, winner, {"hand": points}))
        book.close()
    return path


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    folder = tmp_path_factory.mktemp("seasons")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data-home"))
        with serve(build_seasons(folder / "seasons.db")) as server:
            yield server


def test_a_season_typed_on_a_phone(browser, served: Served, tmp_path: Path) -> None:
    page = phone(browser, served, "light")
    expect = playwright_api.expect
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    assert page.goto(base + "/ratings").status == 200
    page.get_by_label("Since").fill("2024-06-01")
    page.get_by_label("Until").fill("2024-06-30")
    page.get_by_role("button", name="Show season").click()
    expect(page.locator("h2")).to_have_text("The season's table")
    assert page.url.endswith("/ratings?preset=marriage-rummy&since=2024-06-01&until=2024-06-30")
    expect(page.locator(".season-table tbody tr")).to_have_count(4)
    expect(page.locator(".season-table thead")).to_contain_text("NPR")
    expect(page.locator(".ratings tbody tr")).to_have_count(4)
    page.screenshot(path=tmp_path / "ratings-season.png", full_page=True)

    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    parts = ["input[name=since]", "input[name=until]", ".season button", ".season a.btn",
             "table.ratings", "table.season-table", "a[download]"]  # fmt: skip
    boxes = page.evaluate(BOXES, parts)
    for selector, (left, right, _) in boxes.items():
        assert left >= 0 and right <= 390, (selector, left, right)
    for selector in parts[:4] + parts[-1:]:  # a whole finger's target
        assert boxes[selector][2] >= 44, (selector, boxes[selector])
    page.context.close()


def test_a_day_that_is_not_a_date_on_a_phone(browser, served: Served, tmp_path: Path) -> None:
    page = phone(browser, served, "light")
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    answer = page.goto(base + "/ratings?since=2024-6-1&until=2024-06-30")
    assert answer is not None and answer.status == 400
    alert = page.get_by_role("alert")
    playwright_api.expect(alert).to_have_text("Since: give a date as YYYY-MM-DD, not '2024-6-1'")
    playwright_api.expect(page.get_by_label("Until")).to_have_value("2024-06-30")
    page.screenshot(path=tmp_path / "ratings-bad-day.png", full_page=True)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    page.context.close()

"""A player's page with three sessions on a phone (390×844) in Debian's Chromium: the
sessions, the rating's line and its table of points, nothing wider than the phone, the
line drawn across the column; with the hard names (a 40-letter name without a space, a
right-to-left one); and axe finds nothing serious on it, its table of points open, in
light and in dark. The screenshot goes to the test's tmp dir."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_axe import LONG, RTL, phone, report, violations
from web_server import Served, serve

from scorekeeper.ledger import Ledger

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)

# Where each element is drawn: its left and right edges, its width and height.
BOXES = """
(selectors) => Object.fromEntries(selectors.map(s => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, [r.left, r.right, r.width, r.height]];
}))
"""


def build_evenings(path: Path) -> Path:
    """Three evenings a week apart, Asha in each; the third's name is the long one."""
    evenings = (
        ("Dashain at Asha's", "2024-10-03", [("Asha", {LONG: 23, RTL: 40, "Dev": 5})]),
        ("Tihar", "2024-10-10", [(RTL, {"Asha": 12, LONG: 30, "Dev": 7}),
                                 ("Asha", {RTL: 3, LONG: 18, "Dev": 25})]),
        (LONG, "2024-10-17", [("Dev", {"Asha": 30, RTL: 5, LONG: 9})]),
    )  # fmt: skip
    for name, day, games in evenings:
        book = Ledger(path, clock=lambda day=day: f"{day}T19:00:00+00:00")
        book.new_session(name, ["Asha", LONG, RTL, "Dev"])
        for winner, hands in games:
            points = [f"{who}={value}" for who, value in hands.items()]
            book.record(name, book.build_entry(name, winner, {"hand": points}))
        book.close()
    return path


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    folder = tmp_path_factory.mktemp("player")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data-home"))
        with serve(build_evenings(folder / "evenings.db")) as server:
            yield server


def test_a_players_page_on_a_phone(browser, served: Served, tmp_path: Path) -> None:
    page = phone(browser, served, "light")
    expect = playwright_api.expect
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    assert page.goto(base + "/players/Asha").status == 200
    expect(page.locator("h1")).to_have_text("Asha")
    expect(page.locator(".sessions-played tbody tr")).to_have_count(3)
    expect(page.locator(".sessions-played tbody tr").first).to_contain_text(LONG)
    page.get_by_text("marriage-rummy: rating after each session").click()  # open the table
    expect(page.locator(".course-points tbody tr")).to_have_count(3)
    page.evaluate("window.scrollTo(0, 0)")  # the sticky bar on top, where a phone has it
    page.screenshot(path=tmp_path / "player.png", full_page=True)

    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    parts = [".sessions-played", ".course svg", ".course figcaption", ".course-points summary",
             ".course-points table"]  # fmt: skip
    boxes = page.evaluate(BOXES, parts)
    for selector, (left, right, _, _) in boxes.items():
        assert left >= 0 and right <= 390, (selector, left, right)
    assert boxes[".course svg"][2] >= 300  # the line across the column, not a thumbnail
    assert boxes[".course-points summary"][3] >= 44  # a whole finger's target
    page.locator(".sessions-played").get_by_role("link", name=LONG).click()
    expect(page.locator("h1")).to_have_text(LONG)  # the session's own page
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_page_with_its_points_open_passes_axe(browser, served: Served, scheme: str) -> None:
    page = phone(browser, served, scheme)
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    assert page.goto(base + "/players/Asha").status == 200
    page.get_by_text("marriage-rummy: rating after each session").click()
    playwright_api.expect(page.locator(".course-points tbody tr")).to_have_count(3)
    found = violations(page)
    page.context.close()
    assert not found, f"axe, {scheme}:\n{report({'player': found})}"

"""The player's page and the ratings page in Nepali on a phone (390×844) in Debian's
Chromium: Nepali headings and sentences (Devanagari's wider words, the long names of
the player-page evenings), nothing wider than the phone, nothing drawn past its edge.
The screenshots go to the test's tmp dir."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_axe import LONG, phone
from test_web_player_browser import build_evenings
from web_server import Served, serve

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)

# Every element drawn past the phone's right edge (or left of its left one).
PAST_THE_EDGE = """
(width) => [...document.querySelectorAll('body *')].filter(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
}).map(e => e.tagName + '.' + e.className)
"""


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    folder = tmp_path_factory.mktemp("nepali-phone")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data-home"))
        with serve(build_evenings(folder / "evenings.db")) as server:
            yield server


def _nepali(browser, served: Served) -> tuple[object, str]:
    page = phone(browser, served, "light")
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    assert page.goto(base + "/language?to=ne&next=/").status == 200  # the page's switch
    return page, base


@pytest.mark.parametrize(
    ("path", "heading", "said"),
    [
        ("/players/Asha", "Asha", "धेरै खेलेका प्रतिद्वन्द्वी"),
        (f"/players/{LONG}", LONG, "हरेक सत्रपछिको रेटिङ"),
        ("/ratings?preset=marriage-rummy&since=2024-10-01&until=2024-10-12", "रेटिङ",
         "सिजनको तालिका"),
    ],
)  # fmt: skip
def test_a_nepali_page_fits_the_phone(
    browser, served: Served, tmp_path: Path, path: str, heading: str, said: str
) -> None:
    page, base = _nepali(browser, served)
    assert page.goto(base + path).status == 200
    expect = playwright_api.expect
    expect(page.locator("html")).to_have_attribute("lang", "ne")
    expect(page.locator("h1")).to_have_text(heading)
    expect(page.locator("main")).to_contain_text(said)
    for summary in page.locator("details summary").all():
        summary.click()  # every table of points open: the widest the page gets
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=tmp_path / "page.png", full_page=True)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    assert page.evaluate(PAST_THE_EDGE, 390) == []

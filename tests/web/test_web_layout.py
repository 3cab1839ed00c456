"""The web face's layout on a phone, in Debian's Chromium, with the hard names of
test_web_axe's evening (a 40-letter name with no space in it, a right-to-left name):

- at 390×844 no page is wider than the phone, so nothing needs a sideways scroll;
- the record form's save bar stays on the screen, wherever the form is scrolled to;
- turned sideways (844×390) the save bar is one compact row;
- a right-to-left name in a list of scores keeps its own score after it ("Asha −24,
  نور الهدى +94, Dev −10"), not the next one's.

Screenshots of each page go to the test's tmp dir.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_axe import LONG, PAGES, RTL, evening_served, open_kind, phone
from web_server import Served

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
)
pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="no /usr/bin/chromium (apt-get install chromium)"
)
PORTRAIT = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}

# Each name isolated in a list (a <bdi>) and the score that follows it: where each is drawn.
# A score drawn left of its own name, on the same line, is a scrambled list.
SCRAMBLED = """
() => {
  const wrong = [];
  for (const name of document.querySelectorAll(".revisions .meta bdi, #preview .chip bdi")) {
    let score = name.nextSibling;
    while (score && !/[0-9]/.test(score.textContent)) score = score.nextSibling;
    if (!score) continue;
    const range = document.createRange();
    if (score.nodeType === Node.TEXT_NODE) {
      const at = score.data.search(/[+−0-9]/);
      range.setStart(score, at);
      range.setEnd(score, at + 1);
    } else {
      range.selectNodeContents(score);
    }
    const drawn = range.getClientRects()[0];
    const rects = name.getClientRects();
    const end = rects[rects.length - 1];
    if (Math.abs(drawn.top - end.top) < 2 && drawn.left < end.right - 1) {
      wrong.push(name.textContent + " | " + score.textContent);
    }
  }
  return wrong;
}
"""


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with evening_served(tmp_path_factory.mktemp("evening")) as server:
        yield server


@pytest.mark.parametrize("size", [PORTRAIT, LANDSCAPE], ids=["390x844", "844x390"])
def test_no_page_is_wider_than_the_phone(
    browser, served: Served, size: dict[str, int], tmp_path: Path
) -> None:
    page = phone(browser, served, "light", viewport=size)
    wide = {}
    for name in PAGES:
        open_kind(page, served, name)
        page.screenshot(path=tmp_path / f"{name.replace(' ', '-')}.png")
        width = page.evaluate("document.scrollingElement.scrollWidth")
        if width > size["width"]:
            wide[name] = width
    page.context.close()
    assert not wide, f"wider than {size['width']} px: {wide}"


@pytest.mark.parametrize("name", ["record", "correction"])
def test_the_save_bar_stays_on_the_screen(browser, served: Served, name: str) -> None:
    expect = playwright_api.expect
    page = phone(browser, served, "light", viewport=PORTRAIT)
    open_kind(page, served, name)
    save = page.locator(".savebar button[type=submit]")
    for where in ("0", "document.scrollingElement.scrollHeight / 2"):
        page.evaluate(f"window.scrollTo(0, {where})")
        expect(save).to_be_in_viewport(ratio=1)
        expect(page.locator(".savebar #preview")).to_be_in_viewport()
    page.context.close()


def test_the_first_preview_does_not_move_what_a_finger_is_about_to_tap(
    browser, served: Served
) -> None:
    """The form asks for its first preview as it loads. Had the page said something of
    another size before it, the save bar would grow over the seats just as a person reached
    for one: the finger would land on the bar, and the winner would not be set."""
    page = phone(browser, served, "light", viewport=PORTRAIT)
    page.add_init_script(
        "document.addEventListener('DOMContentLoaded', () => {"
        " window.barAtFirst = document.querySelector('.savebar').offsetHeight;"
        " window.saidAtFirst = document.querySelector('#preview').textContent.trim(); });"
        "document.addEventListener('htmx:afterSettle', () => {"
        " document.body.dataset.previewed = 'yes'; });"
    )
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    page.goto(base + PAGES["record"].path)
    # htmx swapped the first preview in (an expect polls the page without eval, which the
    # page's Content-Security-Policy forbids)
    playwright_api.expect(page.locator("body")).to_have_attribute("data-previewed", "yes")
    said = page.locator("#preview").text_content().strip()
    assert page.evaluate("window.saidAtFirst") == said
    assert page.evaluate("window.barAtFirst") == page.locator(".savebar").evaluate(
        "bar => bar.offsetHeight"
    )
    page.context.close()


def test_sideways_the_save_bar_is_one_compact_row(browser, served: Served) -> None:
    """Turned sideways the screen is 390 px high: the bar on top scrolls away and the save
    bar (the preview beside the buttons) takes at most a quarter of it."""
    expect = playwright_api.expect
    page = phone(browser, served, "dark", viewport=LANDSCAPE)
    open_kind(page, served, "record")
    bar = page.locator(".savebar")
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight / 2)")
    expect(page.locator(".savebar button[type=submit]")).to_be_in_viewport(ratio=1)
    expect(page.locator("header.top")).not_to_be_in_viewport()
    box = bar.bounding_box()
    assert box is not None and box["height"] <= LANDSCAPE["height"] / 4, box
    buttons = page.locator(".savebar .buttons").bounding_box()
    preview = page.locator(".savebar #preview").bounding_box()
    assert buttons is not None and preview is not None
    assert buttons["x"] >= preview["x"] + preview["width"], (preview, buttons)  # side by side
    page.context.close()


def test_a_right_to_left_name_keeps_its_own_score(browser, served: Served) -> None:
    page = phone(browser, served, "light", viewport=PORTRAIT)
    for name in ("history", "game corrected", "record"):
        open_kind(page, served, name)
        assert page.locator(f"bdi:text-is('{RTL}')").count() or name == "record"
        assert page.evaluate(SCRAMBLED) == [], name
    # the session's card lists the players, each on its own too
    open_kind(page, served, "sessions")
    seats = page.locator(".cards .meta bdi").all_inner_texts()[:4]  # then who leads
    assert seats == ["Asha", LONG, RTL, "Dev"]
    page.context.close()

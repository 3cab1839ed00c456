"""Every kind of page the web face serves, checked by axe-core in Debian's Chromium at a
phone's 390×844, in light and in dark (prefers-color-scheme): no violation of impact
serious or critical (contrast, names, landmarks, the page's one h1, its language and
title). The evening is the hard one: a 40-letter name, a right-to-left name, a corrected,
a voided and an undone game.

axe-core is vendored under vendor/ (MPL-2.0, see vendor/VENDORED.txt); it is put into the
page from the test (``page.evaluate``), so the pages' Content-Security-Policy, which lets
only the program's own scripts run, stays as it is.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from web_server import Served, serve

from scorekeeper.ledger import Ledger

CHROMIUM = Path("/usr/bin/chromium")
AXE = Path(__file__).parent / "vendor" / "axe.min.js"
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

LONG = "Wolfeschlegelsteinhausenbergerdorffvoral"  # 40 letters, not one space to break at
RTL = "نور الهدى"
PLAYERS = ["Asha", LONG, RTL, "Dev"]
SERIOUS = ("serious", "critical")
# and these, milder for axe, which a reviewer found once: the page's one h1, its landmarks
ALSO = {"page-has-heading-one", "landmark-unique", "landmark-one-main", "region"}


@dataclass(frozen=True)
class Kind:
    """A kind of page: where it is, what it answers, and its h1 (proof it is that page)."""

    path: str
    heading: str
    status: int = 200


# Game 2 corrected, game 3 voided, game 5 undone, game 4 as recorded: game 6 comes next.
PAGES = {
    "sessions": Kind("/", "Sessions"),
    "board": Kind("/s/1", LONG),
    "record": Kind("/s/1/record", "Game 6"),
    "correction": Kind("/s/1/g/2/correct", "Correct game 2"),
    "void": Kind("/s/1/g/4/void", "Void game 4?"),
    "undo": Kind("/s/1/undo", "Undo?"),
    "game": Kind("/s/1/g/4", f"{LONG}: game 4"),
    "game corrected": Kind("/s/1/g/2", f"{LONG}: game 2"),
    "game voided": Kind("/s/1/g/3", f"{LONG}: game 3"),
    "game undone": Kind("/s/1/g/5", f"{LONG}: game 5"),
    "history": Kind("/s/1/history", f"{LONG}: history"),
    "settle": Kind("/s/1/settle?stake=0.25&currency=NPR", f"{LONG}: settle up"),
    "share": Kind("/s/1/share", f"{LONG}: share"),
    "ratings": Kind("/ratings", "Ratings"),
    "ratings season": Kind("/ratings?since=2020-01-01", "Ratings"),  # and the season's table
    "player": Kind(f"/players/{RTL}", RTL),
    "unknown session": Kind("/s/99", "Refused", 404),
    "unknown game": Kind("/s/1/g/99", "Refused", 404),
}

# What axe says of a violation, one line a node: its selector and why it fails.
AXE_RUN = """
async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(" ") + " — " + n.failureSummary.replace(/\\s+/g, " ")),
  }));
}
"""


def build_evening(path: Path) -> Path:
    """The session of the hard names, five games played and each kind of change made."""
    book = Ledger(path)
    book.new_session(LONG, PLAYERS)

    def entry(winner: str, hands: dict[str, str], **more: list[str]) -> object:
        options = {"hand": [f"{name}={points}" for name, points in hands.items()], **more}
        return book.build_entry(1, winner, options)

    book.record(1, entry("Asha", {LONG: "23", RTL: "K Q 7"}, honors=["Asha=3"],
                         surrender=["Dev=first"]))  # fmt: skip
    book.record(1, entry(RTL, {LONG: "30", "Asha": "12", "Dev": "5"}))
    book.record(1, entry(LONG, {RTL: "30", "Asha": "12", "Dev": "5"}), note=f"{RTL} dealt twice")
    book.record(1, entry("Dev", {RTL: "30", "Asha": "12", LONG: "5"}))
    book.correct(1, 2, entry(RTL, {LONG: "32", "Asha": "12", "Dev": "5"}),
                 f"{LONG}'s hand was 32, not 30")  # fmt: skip
    book.void(1, 3, f"misdeal: {RTL} had 22 cards")
    book.record(1, entry("Asha", {RTL: "30", "Dev": "12", LONG: "5"}))
    book.undo(1)
    book.close()
    return path


@contextmanager
def evening_served(folder: Path) -> Iterator[Served]:
    """``serve`` on the evening; the folder where it keeps its token is ``folder``'s."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data-home"))
        with serve(build_evening(folder / "evening.db")) as server:
            yield server


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with evening_served(tmp_path_factory.mktemp("evening")) as server:
        yield server


def phone(browser, served: Served, scheme: str, **size: object) -> object:
    """A phone's page that has opened the link the server printed (its cookie is set)."""
    context = browser.new_context(**{**PHONE, **size}, color_scheme=scheme)
    page = context.new_page()
    opened = page.goto(served.local(served.url))
    assert opened is not None and opened.status == 200, opened and opened.status
    return page


def open_kind(page, served: Served, name: str) -> None:
    """Go to that kind of page and wait until it shows what a person would see."""
    kind = PAGES[name]
    base = served.local(served.url).split("?", 1)[0].rstrip("/")
    answer = page.goto(base + kind.path)
    assert answer is not None and answer.status == kind.status, (name, answer and answer.status)
    expect = playwright_api.expect
    expect(page.locator("h1")).to_have_text(kind.heading)
    if name == "correction":
        # htmx checks the form before it asks for a preview: the reason is required
        page.get_by_label("Why is it corrected?").fill("a typo")
    if name in ("record", "correction"):
        if name == "record":  # the right-to-left name wins; every other hand is typed
            seats = page.locator("fieldset.seat")
            seats.nth(2).get_by_text("winner", exact=True).click()
            for seat, hand in ((0, "12"), (1, "30"), (3, "5")):
                seats.nth(seat).get_by_label("Hand", exact=True).fill(hand)
        expect(page.locator("#preview .chips")).to_contain_text(RTL[:6])


def violations(page) -> list[dict[str, object]]:
    """What axe finds on the page as it is, of impact serious or critical, or in ALSO."""
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found = page.evaluate(AXE_RUN)
    return [fault for fault in found if fault["impact"] in SERIOUS or fault["id"] in ALSO]


def report(found: dict[str, list[dict[str, object]]]) -> str:
    lines = []
    for name, faults in found.items():
        for fault in faults:
            lines.append(f"{name}: {fault['id']} ({fault['impact']}): {fault['help']}")
            lines.extend(f"    {node}" for node in fault["nodes"])
    return "\n".join(lines)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_passes_axe(browser, served: Served, scheme: str) -> None:
    page = phone(browser, served, scheme)
    found = {}
    for name in PAGES:
        open_kind(page, served, name)
        found[name] = violations(page)
    page.context.close()
    found = {name: faults for name, faults in found.items() if faults}
    assert not found, f"axe, {scheme}:\n{report(found)}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_view_only_pages_pass_axe(browser, served: Served, scheme: str) -> None:
    """The view-only link's board (the "view only" badge sits in the bar on top)."""
    context = browser.new_context(**PHONE, color_scheme=scheme)
    page = context.new_page()
    answer = page.goto(served.local(served.view_url))
    assert answer is not None and answer.status == 200
    playwright_api.expect(page.locator(".top .badge")).to_have_text("view only")
    for name in ("sessions", "board", "game corrected", "history"):
        open_kind(page, served, name)
        found = violations(page)
        assert not found, f"axe, view only, {scheme}, {name}:\n{report({name: found})}"
    context.close()


def test_every_page_has_its_language_title_one_h1_and_no_missing_file(
    browser, served: Served
) -> None:
    """Also what axe may pass over: a title of its own, and no file the page asks for is
    missing (the icon: /static/favicon.svg, never a 404 for /favicon.ico)."""
    page = phone(browser, served, "light")
    missing = []
    page.on("response", lambda answer: answer.status >= 400 and missing.append(answer.url))
    for name in PAGES:
        open_kind(page, served, name)
        facts = page.evaluate(
            """() => ({lang: document.documentElement.lang, title: document.title,
                       h1: document.querySelectorAll("h1").length,
                       icon: document.querySelector("link[rel=icon]")?.getAttribute("href")})"""
        )
        assert facts["lang"] == "en" and facts["h1"] == 1, (name, facts)
        assert facts["title"].strip() and facts["icon"] == "/static/favicon.svg", (name, facts)
    icon = page.goto(served.local(served.url).split("?", 1)[0] + "static/favicon.svg")
    assert icon is not None and icon.status == 200
    assert icon.header_value("content-type").startswith("image/svg+xml")
    page.context.close()
    expected = [url for url in missing if url.endswith(("/s/99", "/s/1/g/99"))]
    assert missing == expected, json.dumps(missing)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_waiting_save_and_a_refused_one_pass_axe(browser, tmp_path: Path, scheme: str) -> None:
    """The record form with a save waiting on the phone (the server out of reach), then
    the same save refused (409) because game 6 was recorded elsewhere meanwhile: both
    pass axe and neither is wider than the phone."""
    expect = playwright_api.expect
    with evening_served(tmp_path) as server:
        page = phone(browser, server, scheme)
        open_kind(page, server, "record")
        page.context.set_offline(True)
        page.get_by_role("button", name="Save game 6").click()
        expect(page.locator("#waiting-note")).to_contain_text("waiting to send")
        shown = {"waiting": violations(page)}
        widths = {"waiting": page.evaluate("document.scrollingElement.scrollWidth")}
        book = Ledger(tmp_path / "evening.db")
        book.record(1, book.build_entry(1, LONG, {"hand": [f"{RTL}=7", "Asha=9", "Dev=4"]}))
        book.close()
        page.context.set_offline(False)  # the waiting save is sent, and refused
        expect(page.locator(".conflict")).to_contain_text("Changed meanwhile")
        expect(page.locator(".conflict")).to_contain_text(RTL)
        shown["refused"] = violations(page)
        widths["refused"] = page.evaluate("document.scrollingElement.scrollWidth")
        page.context.close()
    found = {name: faults for name, faults in shown.items() if faults}
    assert not found, f"axe, {scheme}:\n{report(found)}"
    assert max(widths.values()) <= PHONE["viewport"]["width"], widths

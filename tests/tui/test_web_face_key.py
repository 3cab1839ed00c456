"""Key w on the session screen starts the web face for the phones, shows its link and QR
code, and stops it again: a real ``scorekeeper serve`` child process on this machine,
asked over HTTP as a phone would ask it."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest
import segno
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.web_face import WebFaceDialog
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.web_face import qr_lines


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object) -> None:
        return None


def status(url: str) -> int:
    opener = urllib.request.build_opener(NoRedirect)
    try:
        return opener.open(url, timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


def local(url: str) -> str:
    """The printed URL (the network address) on 127.0.0.1: the test talks to this machine."""
    rest = url.split("://", 1)[1]
    port_and_path = rest.split(":", 1)[1]
    return f"http://127.0.0.1:{port_and_path}"


async def test_w_starts_the_web_face_shows_its_link_and_stops_it(
    evening: Ledger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # where serve keeps its token
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("w")
        await settle(pilot)  # the start runs in a thread worker, off the UI thread
        assert isinstance(app.screen, WebFaceDialog)
        url = str(app.screen.query_one("#web-url").render())
        assert "?token=" in url
        face = app.web_face
        assert face is not None and face.running
        assert status(local(url)) == 303  # the token link: a cookie, then the page
        assert status(local(url).split("?")[0] + "s/1") == 401  # without it, nothing
        await pilot.press("escape")  # the box closes, the web face stays on
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen) and face.running
        process = face.process
        await pilot.press("w")  # stops it
        await settle(pilot)
        assert not face.running and process is not None and process.poll() is not None
        await pilot.press("w")
        await settle(pilot)
        assert isinstance(app.screen, WebFaceDialog)  # started again
        process = app.web_face.process
    assert process is not None and process.wait(timeout=10) is not None  # gone with the app


def test_the_terminal_qr_code_is_the_code_of_the_link() -> None:
    """Each character cell is two modules, top and bottom: read back, the rows are the
    code's own matrix (with its one-module light border)."""
    link = "http://192.168.1.20:8000/?token=DkI04P7Fz6dOgWsuRulC0re4erSvZcOo"
    lines = qr_lines(link)
    top = {"█": 0, "▄": 1, "▀": 0, " ": 1}
    bottom = {"█": 0, "▄": 0, "▀": 1, " ": 1}
    rows = []
    for line in lines:
        rows.append([top[ch] for ch in line])
        rows.append([bottom[ch] for ch in line])
    code = segno.make(link, error="l", boost_error=False)
    matrix = [[int(bool(cell)) for cell in row] for row in code.matrix_iter(scale=1, border=1)]
    assert rows[: len(matrix)] == matrix
    assert len(lines) <= 20 and max(map(len, lines)) <= 40  # fits an 80×24 terminal's box


async def test_the_box_shows_the_code_both_links_and_the_way_out_at_80_by_24(evening: Ledger):
    """Nothing of the box is below the fold: no footer is under a dialog, so the keys it
    names are the only way a newcomer learns how to close it or stop the web face."""
    from textual.containers import VerticalScroll
    from textual.widgets import Label

    url = "http://192.168.100.200:8000/?token=DkI04P7Fz6dOgWsuRulC0re4erSvZcOo"
    view = "http://192.168.100.200:8000/?token=is167TgIqsMfbzsxMHgke7eq"
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(WebFaceDialog(url, view))
        await settle(pilot)
        box = app.screen.query_one(VerticalScroll)
        assert box.max_scroll_y == 0, box.virtual_size  # all of it on the screen at once
        screen = app.screen.region
        for label in app.screen.query(Label):
            assert screen.contains_region(label.region), (str(label.render()), label.region)
        shown = [str(label.render()) for label in app.screen.query(Label)]
        assert url in shown and view in shown
        assert any("w stops" in text for text in shown)
        assert any("esc" in text and "stays on" in text for text in shown)

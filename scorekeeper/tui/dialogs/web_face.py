"""The web face is on: the link for the phones, as text and as a QR code to scan."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from scorekeeper.tui.web_face import qr_lines


class WebFaceDialog(ModalScreen[bool]):
    """Dismisses with True when the person asked to stop the web face (w), else False."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "close(False)", "Close (it stays on)", id="web-close"),
        Binding("w", "close(True)", "Stop the web face", id="web-stop"),
    ]

    def __init__(self, url: str, view_url: str) -> None:
        super().__init__()
        self.url, self.view_url = url, view_url

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog web-face"):
            yield Label("The web face is on. Phones on this network scan or open:")
            yield Label(self.url, id="web-url", classes="link")
            # light modules on a dark ground, whatever the terminal's own colours
            code = Text("\n".join(qr_lines(self.url)), style="#ffffff on #000000")
            yield Static(code, id="web-qr")
            yield Label(f"View-only link for the others: {self.view_url}", classes="note")
            yield Label("w stops it · Escape closes this (it stays on)", classes="note")

    def action_close(self, stop: bool) -> None:
        self.dismiss(stop)

"""The web face is on: the link for the phones, as text and as a QR code to scan."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from scorekeeper.present.language import N_, _
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.web_face import qr_lines


class WebFaceDialog(SaidKeys, ModalScreen[bool]):
    """Dismisses with True when the person asked to stop the web face (w), else False."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "close(False)", N_("Close (it stays on)"), id="web-close"),
        Binding("w", "close(True)", N_("Stop the web face"), id="web-stop"),
    ]

    def __init__(self, url: str, view_url: str) -> None:
        super().__init__()
        self.url, self.view_url = url, view_url

    def compose(self) -> ComposeResult:
        # The words beside the code, not under it: at 80×24 the code takes 19 rows, and
        # the view-only link and the way out must not be scrolled to.
        with VerticalScroll(classes="dialog web-face"):
            yield Label(_("The web face is on. Phones on this network scan or open:"))
            yield Label(self.url, id="web-url", classes="link")
            with Horizontal(classes="web-face-body"):
                # light modules on a dark ground, whatever the terminal's own colours
                code = Text("\n".join(qr_lines(self.url)), style="#ffffff on #000000")
                yield Static(code, id="web-qr")
                with Vertical(classes="web-face-side"):
                    yield Label(_("View-only link for the others:"), classes="note")
                    yield Label(self.view_url, id="web-view-url", classes="note link")
                    yield Label(_("w stops the web face."), classes="note key-line")
                    yield Label(_("esc or enter closes this box; the web face stays on."),
                                classes="note")  # fmt: skip

    def action_close(self, stop: bool) -> None:
        self.dismiss(stop)

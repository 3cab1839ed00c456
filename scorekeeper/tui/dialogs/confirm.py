"""Yes or no, asked before anything is thrown away or changed."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from scorekeeper.present.language import N_, _
from scorekeeper.tui.said import SaidKeys


class ConfirmDialog(SaidKeys, ModalScreen[bool]):
    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#yes"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes"), id="confirm-yes"),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm-no"),
    ]

    def __init__(self, question: str, yes: str = "", no: str = "") -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes or _("Yes"), no or _("No")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(f"{self.no} (n)", id="no")
                yield Button(f"{self.yes} (y)", id="yes", variant="primary")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

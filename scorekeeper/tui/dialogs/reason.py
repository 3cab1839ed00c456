"""One line of text: a reason for a change, or a new name. Empty is refused when required."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label


class PromptDialog(ModalScreen[str | None]):
    """Dismisses with the stripped text, or None when cancelled."""

    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#answer"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="prompt-cancel")
    ]

    def __init__(
        self,
        question: str,
        *,
        value: str = "",
        placeholder: str = "",
        ok: str = "OK",
        required: bool = True,
    ) -> None:
        super().__init__()
        self.question, self.value, self.placeholder = question, value, placeholder
        self.ok, self.required = ok, required

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question")
            yield Input(self.value, placeholder=self.placeholder, id="answer")
            yield Label("", classes="problem", id="problem")
            with Horizontal(classes="buttons"):
                yield Button("Cancel (esc)", id="cancel")
                yield Button(f"{self.ok} (enter)", id="ok", variant="primary")

    def submit(self) -> None:
        text = " ".join(self.query_one("#answer", Input).value.split())
        if self.required and not text:
            self.query_one("#problem", Label).update("Required: say why, in a few words.")
            return
        self.dismiss(text)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "ok":
            self.submit()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


def reason_dialog(what: str) -> PromptDialog:
    return PromptDialog(f"Reason to {what}:", placeholder="e.g. wrong hand points for Dev")

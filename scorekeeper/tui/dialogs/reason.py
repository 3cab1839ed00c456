"""One line of text: a reason for a change, or a new name. Empty is refused when required.

What is typed (or pasted) is checked here, before the dialog closes: a control character
or a direction override is refused in place, in one sentence, and nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label

from scorekeeper.present.language import N_, _
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.text import check_text
from scorekeeper.tui.plain import plain, plain_lines
from scorekeeper.tui.said import SaidKeys


class PromptDialog(SaidKeys, ModalScreen[str | None]):
    """Dismisses with the text as ``check`` returns it (a reason: spaces folded, NFC), or
    None when cancelled. ``check`` refuses with a RuleError; by default it checks a reason."""

    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#answer"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="prompt-cancel")
    ]

    def __init__(
        self,
        question: str,
        *,
        value: str = "",
        placeholder: str = "",
        ok: str = "OK",
        required: bool = True,
        check: Callable[[str], str | None] | None = None,
    ) -> None:
        super().__init__()
        # An older file's name with a control character is offered escaped, never raw.
        self.question, self.value, self.placeholder = question, shown(value), placeholder
        self.ok, self.required = ok, required
        self.check = check or (lambda text: check_text(text, "reason", required=False))

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain_lines(self.question), classes="question")
            yield Input(self.value, placeholder=self.placeholder, id="answer")
            yield Label("", classes="problem", id="problem")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="cancel")
                yield Button(_("{ok} (enter)").format(ok=self.ok), id="ok", variant="primary")

    def submit(self) -> None:
        problem = self.query_one("#problem", Label)
        typed = self.query_one("#answer", Input).value
        if self.required and not typed.strip():
            problem.update(_("Required: say why, in a few words."))
            return
        try:
            text = self.check(typed)
        except RuleError as error:
            problem.update(plain(f"{error.field.capitalize()}: {error.message}"))
            return
        self.dismiss(text or "")

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
    return PromptDialog(
        _("Reason to {what}:").format(what=what), placeholder=_("e.g. wrong hand points for Dev")
    )

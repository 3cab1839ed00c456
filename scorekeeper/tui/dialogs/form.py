"""A few labelled fields (text, or a pick from a list) saved by one ledger call.

The call is made here, so a refusal is shown in the dialog, as one sentence naming the
field, and the typing is kept; the dialog dismisses with what the call returned.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from scorekeeper.present.language import N_, _
from scorekeeper.rules import RuleError
from scorekeeper.store.errors import StorageError
from scorekeeper.tui.plain import plain, plain_lines
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.widgets.fields import FIELD_KEYS


@dataclass(frozen=True)
class Field:
    key: str
    label: str
    value: str = ""
    placeholder: str = ""
    choices: tuple[str, ...] = ()  # a pick from these instead of typed text
    answers: tuple[str, ...] = ()  # the ledger's names for this field (RuleError.field)
    max_length: int = 0

    def names(self) -> set[str]:
        return {name.casefold() for name in (self.key, *self.answers)}


class FormDialog(SaidKeys, ModalScreen[Any]):
    """Dismisses with what ``save(values)`` returned, or None when cancelled."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="form-cancel"),
        Binding("ctrl+s", "save", N_("Save"), id="form-save"),
        *FIELD_KEYS,  # tab moves on before the next key lands: fast typing stays in place
    ]

    def __init__(
        self,
        question: str,
        fields: Sequence[Field],
        save: Callable[[Mapping[str, str]], Any],
        ok: str = "",
    ) -> None:
        super().__init__()
        self.question, self.fields, self.save = question, tuple(fields), save
        self.ok = ok or _("Save")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain_lines(self.question), classes="question")
            for field in self.fields:
                with Horizontal(classes="form-row"):
                    yield Label(field.label, classes="form-label")
                    yield self.editor(field)
            yield Label("", classes="problem", id="problem")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="cancel")
                yield Button(_("{ok} (enter)").format(ok=self.ok), id="ok", variant="primary")

    @staticmethod
    def editor(field: Field) -> Input | Select:
        key = f"field-{field.key}"
        if field.choices:
            options = [(plain(choice), choice) for choice in field.choices]
            value = field.value or field.choices[0]
            return Select(options, value=value, allow_blank=False, compact=True, id=key)
        return Input(field.value, placeholder=field.placeholder, compact=True,
                     max_length=field.max_length, id=key)  # fmt: skip

    def values(self) -> dict[str, str]:
        found = {}
        for field in self.fields:
            widget = self.query_one(f"#field-{field.key}")
            found[field.key] = " ".join(str(widget.value).split())
        return found

    def refuse(self, error: RuleError) -> None:
        """One sentence naming the field, which is marked and given the focus."""
        field = next((f for f in self.fields if error.field.casefold() in f.names()), None)
        name = field.label if field else error.field.capitalize()
        self.query_one("#problem", Label).update(plain(f"{name}: {error.message}"))
        for other in self.fields:
            widget = self.query_one(f"#field-{other.key}")
            widget.set_class(other is field, "-invalid")
            if other is field:
                widget.focus()

    def action_save(self) -> None:
        try:
            result = self.save(self.values())
        except RuleError as error:
            self.refuse(error)
            return
        except StorageError as error:
            self.query_one("#problem", Label).update(plain(str(error)))
            return
        self.dismiss(result)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "ok":
            self.action_save()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)

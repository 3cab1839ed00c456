"""Language, digits and calendar, changed while the app runs (key L, or the palette)."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, RadioButton, RadioSet

from scorekeeper.present.language import N_, Choice, _, current
from scorekeeper.tui.said import SaidKeys

# Each language is named in itself, so a person who cannot read the other finds their own.
LANGUAGE_NAMES = {"en": "English", "ne": "नेपाली"}
DIGIT_NAMES = {"latin": "0 1 2 … 9", "deva": "० १ २ … ९"}
CALENDAR_NAMES = {"gregorian": N_("Gregorian (AD)"), "bs": N_("Bikram Sambat (BS)")}
TITLE = N_("Language, digits and calendar")


class SettingsDialog(SaidKeys, ModalScreen[Choice | None]):
    """Dismisses with the choice made, or None when cancelled."""

    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#lang"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="settings-cancel"),
        Binding("ctrl+s", "apply", N_("Apply"), id="settings-apply"),
    ]

    def compose(self) -> ComposeResult:
        now = current()
        with Vertical(classes="dialog"):
            yield Label(_(TITLE), classes="question")
            yield Label(_("Language"), classes="note")
            with RadioSet(id="lang"):
                for key, name in LANGUAGE_NAMES.items():
                    yield RadioButton(name, value=key == now.lang, id=f"lang-{key}")
            yield Label(_("Digits"), classes="note")
            with RadioSet(id="digits"):
                for key, name in DIGIT_NAMES.items():
                    yield RadioButton(name, value=key == now.digits, id=f"digits-{key}")
            yield Label(_("Calendar"), classes="note")
            with RadioSet(id="calendar"):
                for key, name in CALENDAR_NAMES.items():
                    yield RadioButton(_(name), value=key == now.calendar, id=f"calendar-{key}")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="cancel")
                yield Button(_("Apply (ctrl+s)"), id="apply", variant="primary")

    def on_mount(self) -> None:
        self.choice = current()
        self.call_after_refresh(self.highlight_chosen)

    def highlight_chosen(self) -> None:
        # A radio set highlights its first button at start; the arrows and enter should
        # start from the one chosen now, or enter on "English" would re-pick Nepali.
        for radios in self.query(RadioSet):
            for _step in range(max(radios.pressed_index, 0)):
                radios.action_next_button()

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        field = event.radio_set.id or ""
        value = (event.pressed.id or "").removeprefix(f"{field}-")
        if field == "lang":
            # Nepali is read in Devanagari digits by default and English in 0-9, as at
            # start-up; a person may still pick the other digits after the language.
            digits = "deva" if value == "ne" else "latin"
            self.choice = replace(self.choice, lang=value, digits=digits)
            self.query_one(f"#digits-{digits}", RadioButton).value = True
        elif field in ("digits", "calendar"):
            self.choice = replace(self.choice, **{field: value})

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "apply":
            self.action_apply()
        else:
            self.dismiss(None)

    def action_apply(self) -> None:
        self.dismiss(self.choice)

    def action_cancel(self) -> None:
        self.dismiss(None)

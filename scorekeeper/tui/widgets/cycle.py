"""A one-line choice that cycles: left/right/space, a letter picks directly, a click moves on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click, Key
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from scorekeeper.present.language import N_


class Cycle(Widget, can_focus=True):
    """Pick one of a few values; ``Cycle.Changed`` is posted on every change."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space", "step(1)", N_("Next choice"), show=False),
        Binding("left", "step(-1)", N_("Previous choice"), show=False),
    ]

    value: reactive[str] = reactive("", layout=False)

    class Changed(Message):
        def __init__(self, cycle: Cycle, value: str) -> None:
            super().__init__()
            self.cycle = cycle
            self.value = value

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(
        self,
        choices: Sequence[tuple[str, str]],
        value: str,
        shortcuts: dict[str, str] | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.choices = list(choices)
        self.shortcuts = shortcuts or {}
        self.set_reactive(Cycle.value, value)
        if tooltip:
            self.tooltip = tooltip

    @property
    def values(self) -> list[str]:
        return [value for value, _ in self.choices]

    def label(self) -> str:
        return dict(self.choices).get(self.value, self.value)

    def render(self) -> Text:
        if self.has_class("-unused") and not self.has_focus:  # means nothing here
            return Text("")
        inner = max(self.size.width - 2, 1)
        label = self.label()
        if cell_len(label) > inner:  # measured in cells: a Devanagari sign takes none
            cut = Text(label)
            cut.truncate(inner, overflow="ellipsis")
            label = cut.plain
        centred = label.center(inner + len(label) - cell_len(label))
        return Text.assemble(("‹", "dim"), centred, ("›", "dim"), no_wrap=True)

    def watch_value(self, value: str) -> None:
        self.post_message(self.Changed(self, value))

    def action_step(self, delta: int) -> None:
        values = self.values
        index = values.index(self.value) if self.value in values else 0
        self.value = values[(index + delta) % len(values)]

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Its letters are its own: the screen's keys of the same letter wait."""
        return (character or "").lower() in self.shortcuts

    def on_key(self, event: Key) -> None:
        picked = self.shortcuts.get((event.character or "").lower())
        if picked is not None:
            event.stop()
            event.prevent_default()
            self.value = picked

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self, event: Click) -> None:
        self.action_step(1)

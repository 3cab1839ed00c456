"""Keys every form shares."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from scorekeeper.present.language import N_

# Tab handled by the app before the key reaches a widget: the focus has moved before
# the next key is delivered, so fast typing (or a paste of keys) never lands a field
# early. Forms add these to their BINDINGS.
FIELD_KEYS: list[BindingType] = [
    Binding("tab", "app.focus_next", N_("Next field"), show=False, priority=True),
    Binding("shift+tab", "app.focus_previous", N_("Previous field"), show=False, priority=True),
]

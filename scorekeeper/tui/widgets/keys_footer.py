"""The footer of every screen: Textual's, built again only when the keys it shows change."""

from __future__ import annotations

from collections.abc import Hashable

from textual.screen import Screen
from textual.widgets import Footer


def keys_shown(screen: Screen) -> tuple[Hashable, ...]:
    """Everything the footer draws from: each key it shows (its binding with description
    and group, its display, whether it is enabled, its tooltip) as the screen has them
    now, and the command palette's key, which it shows whatever that binding says."""
    app = screen.app
    palette = app.COMMAND_PALETTE_BINDING
    return tuple(
        (key, active.binding, app.get_key_display(active.binding), active.enabled, active.tooltip)
        for key, active in screen.active_bindings.items()
        if active.binding.show or key == palette
    )


class KeysFooter(Footer):
    """Textual's footer removes and mounts all its keys again whenever a screen's bindings
    may have changed, and every move of the focus says they may have: each Tab in the
    record form rebuilt a dozen keys, restyled them and laid the screen out again, most
    of what a key cost. Nothing changes on screen when the keys are the same, so then it
    keeps the ones it has."""

    built_for: tuple[Hashable, ...] | None = None

    def bindings_changed(self, screen: Screen) -> None:
        shown = keys_shown(screen)
        if shown == self.built_for:
            return
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.built_for = shown  # Footer builds them again only then
        super().bindings_changed(screen)

"""The command palette: its key in the footer, its search box, and every key as a command.

Textual gives the palette a binding of its own, described "palette" in English, unless the
app holds one whose action is ``command_palette``: the app holds this one instead, its words
marked here, so the footer says them in the chosen language (``tui/said.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import ClassVar

from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.screen import Screen

from scorekeeper.present.language import N_, _
from scorekeeper.tui.ledger_app import LedgerApp

# Textual's own commands (its titles and helps, as Textual writes them), marked so the
# catalogue holds them: the palette lists them said like ours.
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)


class ListsCommands(LedgerApp):
    """The palette's key and search box said in the chosen language; every key of the
    screen a command in it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # No id: the palette itself is not one of the commands it lists.
        Binding(
            "ctrl+p",
            "command_palette",
            N_("palette"),
            show=False,
            priority=True,
            tooltip=N_("Open the command palette"),
        ),
    ]

    def action_command_palette(self) -> None:
        if self.use_command_palette and not CommandPalette.is_open(self):
            palette = CommandPalette(placeholder=_("Search for commands…"), id="--command-palette")
            self.push_screen(palette)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Every key of the screen (and its focused widget) is also a command."""
        from scorekeeper.tui.key_names import key_names

        seen, titles = set(), set()
        for active in screen.active_bindings.values():
            binding = active.binding
            action = binding.action.removeprefix("app.")  # ? is the app's help on every screen
            if binding.id is None or action in seen or not active.enabled:
                continue  # only our own keys (each has an id), not e.g. cursor movement
            seen.add(action)
            titles.add(binding.description)
            key = key_names(self, binding)
            run = partial(self.run_action, binding.action, active.node)
            yield SystemCommand(
                binding.description, binding.tooltip or _("key: {key}").format(key=key), run
            )
        yield SystemCommand(
            _("Language, digits and calendar"),
            _("Choose the language, the digits and the calendar shown"),
            partial(self.run_action, "settings"),
        )
        # Textual's own Keys and Quit would be listed a second time under the same names.
        for command in super().get_system_commands(screen):
            title = _(command.title)
            if title not in titles:
                yield SystemCommand(title, _(command.help), command.callback, command.discover)

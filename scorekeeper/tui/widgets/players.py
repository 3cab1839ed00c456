"""The seats of a new session: add a name, remove it, move it round the table."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, Label, OptionList

from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.table import MAX_SEATS


class SeatList(OptionList):
    """The players in seat order; keys move or remove the highlighted one."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+up,shift+up", "move(-1)", N_("Move up"), id="seat-up"),
        Binding("ctrl+down,shift+down", "move(1)", N_("Move down"), id="seat-down"),
        Binding("delete,backspace", "remove", N_("Remove"), id="seat-remove"),
    ]

    def action_move(self, delta: int) -> None:
        self.parent_editor().move(self.highlighted, delta)

    def action_remove(self) -> None:
        self.parent_editor().remove(self.highlighted)

    def parent_editor(self) -> PlayersEditor:
        return self.query_ancestor(PlayersEditor)


class NameInput(Input):
    """The name field; a paste of several lines seats one player a line, in that order."""

    async def _on_key(self, event: events.Key) -> None:
        # Enter seats the name at once: as a binding it would run after the keys already
        # waiting, and "Asha⏎Bina⏎" typed ahead would seat one "AshaBina".
        if event.key == "enter":
            event.prevent_default()
            event.stop()
            if self.query_ancestor(PlayersEditor).add(self.value):
                self.value = ""
        # Any other key: Textual goes on to Input's own handler.

    def _on_paste(self, event: events.Paste) -> None:
        names = [" ".join(line.split()) for line in event.text.splitlines()]
        names = [name for name in names if name]
        if len(names) < 2:
            return  # one name: Input's own handler types it into the field, as usual
        event.prevent_default()  # Textual would next run Input's handler: the first line only
        event.stop()
        editor = self.query_ancestor(PlayersEditor)
        for name in names:
            if not editor.add(name):
                break


class PlayersEditor(Vertical):
    """Posts ``PlayersEditor.Changed`` whenever the seats change."""

    class Changed(Message):
        def __init__(self, players: list[str]) -> None:
            super().__init__()
            self.players = players

    def __init__(self, players: list[str] | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.players: list[str] = list(players or [])
        self.max_seats = MAX_SEATS  # the chosen preset's most (the new-session form sets it)

    def compose(self) -> ComposeResult:
        yield NameInput(
            placeholder=_("a player's name, then enter"), id="player-name", compact=True
        )
        yield SeatList(id="seats")
        yield Label("", classes="muted", id="seats-hint")

    def on_mount(self) -> None:
        self.show()

    def show(self, highlight: int | None = None) -> None:
        seats = self.query_one(SeatList)
        seats.clear_options()
        seats.add_options(
            [f"{shown_digits(str(i))}. {name}" for i, name in enumerate(self.players, 1)]
        )
        seats.display = bool(self.players)
        if self.players:
            seats.highlighted = min(highlight or 0, len(self.players) - 1)
        hint = _("Seats clockwise round the table. In the list: ctrl+↑/↓ move, delete removes.")
        self.query_one("#seats-hint", Label).update(hint if self.players else "")
        self.post_message(self.Changed(list(self.players)))

    def add(self, raw: str) -> bool:
        """Seat one more player; False (with a notice) when the name cannot be seated."""
        name = " ".join(raw.split())
        if not name:
            return False
        if any(name.casefold() == other.casefold() for other in self.players):
            self.notify(_("{name} is seated already").format(name=name), severity="warning")
            return False
        if len(self.players) >= self.max_seats:
            self.notify(
                _("at most {count} players at this table").format(
                    count=shown_digits(str(self.max_seats))
                ),
                severity="warning",
            )
            return False
        self.players.append(name)
        self.show(len(self.players) - 1)
        return True

    def move(self, index: int | None, delta: int) -> None:
        if index is None or not 0 <= index + delta < len(self.players):
            return
        players = self.players
        players[index], players[index + delta] = players[index + delta], players[index]
        self.show(index + delta)

    def remove(self, index: int | None) -> None:
        if index is None or not self.players:
            return
        del self.players[index]
        self.show(index)
        if not self.players:
            self.query_one("#player-name", Input).focus()

"""First run: an empty database says what to do first."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Header, Static

from scorekeeper.present.language import N_, _
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.widgets.keys_footer import KeysFooter

WELCOME = N_("""\
[b]Welcome to Scorekeeper[/b] — the score pad for Marriage and the rummy games \
played at the same table: 13-card points and pool, Basic Rummy, table-and-hand, tiles.

Start by creating a [b]session[/b]: tonight's table, the players in their seats \
clockwise, and the game and rules you play by. Then record each game as it ends (key [b]r[/b]); \
totals, rounds and who deals next are kept for you, and every save is written at once.

  [b]n[/b]       start a new session
  [b]?[/b]       every key
  [b]ctrl+p[/b]  every command
  [b]q[/b]       quit

Just looking? Quit and run [b]scorekeeper demo[/b] to open a sample evening.""")


class WelcomeScreen(SaidKeys, Screen):
    CSS_PATH = "welcome.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_session", N_("New session"), id="new-session"),
        Binding(
            "l", "app.settings", N_("Language, digits and calendar"), id="settings", show=False
        ),
        Binding("q", "app.quit", N_("Quit"), id="quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="welcome-box"):
            yield Static(_(WELCOME), id="welcome-text")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.app.show_sessions)  # someone else started the first session

    def action_new_session(self) -> None:
        from scorekeeper.tui.screens.new_session import NewSessionScreen

        self.app.push_screen(NewSessionScreen())

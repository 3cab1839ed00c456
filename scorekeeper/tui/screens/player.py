"""A player's page (enter on a row of the ratings screen): what the web's page shows.

Their sessions, games and wins, best and worst game; their rating at each preset they
played with its course after each session; the sessions they sat in, the most recent
first; and the people they played most. Read off the UI thread, and again when the
ledger changes (another writer's correction moves the ratings and the totals here too).
The page scrolls whole: at 80×24 the tables go on below the fold.
"""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Label, Static

from scorekeeper.ledger.reads.player_page import PlayerPage
from scorekeeper.present.language import N_, _
from scorekeeper.rules import RuleError
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.player_tables import (
    headline,
    ratings_note,
    ratings_table,
    rivals_table,
    sessions_table,
)

RIVALS_SHOWN = 5  # as many as the web's page lists


class PlayerScreen(SaidKeys, Screen):
    CSS_PATH = "player.tcss"
    AUTO_FOCUS = "#player-body"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", N_("Back"), id="player-back",
                tooltip=N_("Back to the ratings")),
    ]  # fmt: skip
    # Up, down, page up and down, home and end scroll the page: the scroller's own keys.

    def __init__(self, name: str) -> None:
        """``name``: the player's, in any case (as the ledger finds a player)."""
        super().__init__()
        self.player = name
        self.page: PlayerPage | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(plain(self.player), classes="title", id="player-title")
        yield Static(_("Reading…"), id="player-stats")
        with VerticalScroll(id="player-body"):
            yield Static("", id="player-ratings")
            yield Static("", id="player-ratings-note")
            yield Static("", id="player-sessions")
            yield Static("", id="player-rivals")
        yield Label("", classes="status", id="player-status")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.sub_title = _("player")
        self.query_one("#player-status").display = False
        self.load()

    @work(thread=True, exclusive=True, group="player")
    def load(self) -> None:
        """Every preset the player played is rated again: off the UI thread."""
        app, name = self.app, self.player

        def read() -> PlayerPage | RuleError:
            try:
                return app.ledger.player_page(name)
            except RuleError as error:  # renamed or merged by another hand since
                return error

        found = app.guard(read)  # a storage problem: said as every screen says it
        if isinstance(found, RuleError):
            app.call_from_thread(self.gone, found.message)
        elif found is not None:
            app.call_from_thread(self.show, found)

    def show(self, page: PlayerPage) -> None:
        self.page = page
        self.player = page.name  # as the ledger spells it now
        self.sub_title = _("player")
        self.query_one("#player-title", Label).update(
            plain(_("{name} — player's page").format(name=page.name))
        )
        self.query_one("#player-stats", Static).update(headline(page))
        self.query_one("#player-ratings", Static).update(ratings_table(page))
        note = self.query_one("#player-ratings-note", Static)
        note.update(ratings_note(page) if page.ratings else "")
        note.display = bool(page.ratings)
        self.query_one("#player-sessions", Static).update(sessions_table(page))
        self.query_one("#player-rivals", Static).update(rivals_table(page, RIVALS_SHOWN))
        self.set_status(
            _("★: first in that session (won, or leading while it goes on). esc: back.")
        )

    def gone(self, why: str) -> None:
        """The name no longer finds a player: say so, and keep what was shown dimmed."""
        self.query_one("#player-body").set_class(True, "-stale")
        self.set_status(_("{why} (renamed or merged elsewhere?) esc: back.").format(why=why))

    def set_status(self, message: str) -> None:
        status = self.query_one("#player-status", Label)
        status.update(plain(message))
        status.display = bool(message)

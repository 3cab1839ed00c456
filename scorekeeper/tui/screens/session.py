"""The session screen: who deals next, the scoreboard, and the games ledger."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, Header, Label

from scorekeeper.ledger.views import ACTION_NOUNS, GameRow
from scorekeeper.tui import closing
from scorekeeper.tui.text import rounds
from scorekeeper.tui.widgets.games_table import GamesTable
from scorekeeper.tui.widgets.scoreboard import Scoreboard


class SessionScreen(Screen):
    CSS_PATH = "session.tcss"
    AUTO_FOCUS = "#games"
    BINDINGS: ClassVar[list[BindingType]] = [
        # First, so the way to every key stays in the footer on an 80-column terminal.
        Binding("question_mark", "app.help", "Keys", id="help", key_display="?"),
        Binding("r", "record", "Record", id="record-game"),
        Binding("e", "correct", "Correct", id="correct-game"),
        Binding("h", "history", "History", id="game-history"),
        Binding("delete", "void", "Void", id="void-game"),
        Binding("ctrl+z", "undo", "Undo", id="undo"),
        Binding("m", "settle", "Settle", id="settle-up", tooltip="Settle up: who pays whom"),
        # Not in the footer, so the rest fits 80 columns; in `?` help and the palette.
        Binding("x", "export", "Export", id="export", show=False),
        Binding("s", "sessions", "Sessions", id="sessions", show=False),
        Binding("c", "chart", "Chart", id="chart"),
        Binding("t", "stats", "Stats", id="stats"),
        Binding("p", "players", "Players", id="players", show=False),
        Binding("q", "app.quit", "Quit", id="quit", show=False),
    ]

    def __init__(self, session_id: int) -> None:
        super().__init__()
        self.session_id = session_id
        self.info = None
        self.loaded = False

    @property
    def ledger(self):
        return self.app.ledger

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("", id="coming")
        yield Scoreboard(id="scoreboard")
        yield Label("Games", id="games-title")
        yield GamesTable(id="games")
        yield Label("", classes="status", id="session-status")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.info = self.app.guard(self.ledger.session, self.session_id)
        if self.info is None:
            return
        self.query_one(GamesTable).set_seats(self.info.seats)
        self.refresh_summary()
        self.load_games()

    @work(thread=True, exclusive=True, group="games")
    def load_games(self) -> None:
        """The whole ledger is read off the UI thread: a long evening opens at once."""
        rows = self.app.guard(self.ledger.games, self.session_id)
        if rows is not None:
            self.app.call_from_thread(self.show_games, rows)

    def show_games(self, rows: list[GameRow]) -> None:
        self.query_one(GamesTable).load(rows)
        self.loaded = True

    def refresh_summary(self) -> None:
        """The header line and the scoreboard: two quick reads."""
        info = self.app.guard(self.ledger.session, self.session_id)
        if info is None:
            return
        self.info = info
        coming = self.app.guard(self.ledger.next_game, self.session_id)
        totals = self.app.guard(self.ledger.totals, self.session_id)
        if coming is None or totals is None:
            return
        settled = " · settled" if info.settled_at else ""
        self.sub_title = f"{info.name} · {info.preset}{settled}"
        self.query_one("#coming", Label).update(
            f"[b]Settled on {closing.settled_on(info)}[/b]: no more games. "
            "To reopen: m (Settle up), then o."
            if info.settled_at
            else f"[b]Round {coming.round}[/b] · game {coming.number} next · "
            f"deals [b]{coming.dealer}[/b] · cuts {coming.cutter} · "
            f"plays first {coming.first_player}"
        )
        self.query_one("#games-title", Label).update(
            f"Games — {totals.games} counted · {rounds(coming.rounds_played)} rounds played"
        )
        self.query_one(Scoreboard).show(totals, coming)

    def on_screen_resume(self) -> None:
        """Back from Settle, Players or a dialog: settled, reopened or renamed shows at once."""
        if not self.loaded:
            return
        seats = self.info.seats if self.info else ()
        self.refresh_summary()
        if self.info is not None and self.info.seats != seats:
            self.query_one(GamesTable).set_seats(self.info.seats)
            self.load_games()

    def refused(self) -> bool:
        """A settled evening takes no game change: say so instead of opening a form."""
        info = self.app.guard(self.ledger.session, self.session_id)
        notice = closing.refusal(info) if info is not None else None
        if notice:
            self.notify(notice, title="Settled: nothing changed", severity="warning", timeout=8)
        return info is None or notice is not None

    def changed(self, row: GameRow, message: str, reload: bool = False) -> None:
        """After a write: one row replaced (or all of them when rounds may move)."""
        self.refresh_summary()
        if reload:
            self.load_games()
        else:
            self.query_one(GamesTable).put(row)
        self.set_status(message)

    def set_status(self, message: str) -> None:
        self.query_one("#session-status", Label).update(message)

    def selected_game(self) -> int | None:
        return self.query_one(GamesTable).selected_game()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("correct", "void") and self.is_mounted:
            return self.selected_game() is not None or None
        return True

    # Actions -----------------------------------------------------------------
    def action_record(self) -> None:
        from scorekeeper.tui.screens.record import RecordScreen

        if self.refused():
            return
        self.app.push_screen(RecordScreen(self.session_id), self.after_form)

    def action_correct(self) -> None:
        from scorekeeper.tui.screens.record import RecordScreen

        number = self.selected_game()
        if number is not None and not self.refused():
            self.app.push_screen(RecordScreen(self.session_id, number), self.after_form)

    def after_form(self, result: tuple[GameRow, str, bool] | None) -> None:
        if result is not None:
            self.changed(*result)

    def action_history(self) -> None:
        from scorekeeper.tui.screens.history import HistoryScreen

        # With no game yet, history still shows the changes to the session (stake, ...).
        self.app.push_screen(HistoryScreen(self.session_id, self.selected_game()))

    def action_void(self) -> None:
        from scorekeeper.tui.dialogs.reason import PromptDialog

        number = self.selected_game()
        if number is None or self.refused():
            return

        def done(reason: str | None) -> None:
            if reason:
                row = self.app.guard(self.ledger.void, self.session_id, number, reason)
                if row is not None:
                    self.changed(row, f"Game {number} voided: out of the totals ({reason}).")

        question = f"Void game {number}? It leaves the totals but stays in history.\nReason:"
        self.app.push_screen(PromptDialog(question, ok="Void game"), done)

    def action_undo(self) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        if self.refused():
            return
        target = self.app.guard(self.ledger.last_change, self.session_id)
        if target is None:
            self.notify("Nothing to undo.", severity="warning")
            return
        what = f"the {ACTION_NOUNS[target.action]} of game {target.game}"

        def done(answer: bool | None) -> None:
            if not answer:
                return
            result = self.app.guard(self.ledger.undo, self.session_id)
            if result is not None:
                row, action = result
                self.changed(
                    row, f"Undone: the {ACTION_NOUNS[action]} of game {row.number}.", reload=True
                )

        self.app.push_screen(ConfirmDialog(f"Undo {what}?", yes="Undo"), done)

    def action_export(self) -> None:
        from scorekeeper.tui.exporting import start_export

        start_export(self)

    def action_settle(self) -> None:
        from scorekeeper.tui.screens.settle import SettleScreen

        self.app.push_screen(SettleScreen(self.session_id))

    def action_chart(self) -> None:
        from scorekeeper.tui.screens.chart import ChartScreen

        self.app.push_screen(ChartScreen(self.session_id))

    def action_stats(self) -> None:
        from scorekeeper.tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen(self.session_id))

    def action_players(self) -> None:
        from scorekeeper.tui.screens.players import PlayersScreen

        self.app.push_screen(PlayersScreen())

    def action_sessions(self) -> None:
        self.app.show_sessions()

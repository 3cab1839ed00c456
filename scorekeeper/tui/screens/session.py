"""The session screen: who deals next, the scoreboard, and the games ledger."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Header, Label
from textual.worker import get_current_worker

from scorekeeper.ledger.coming_game import NextGame
from scorekeeper.ledger.read_models import NOT_OVER, GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads.session_view import SessionView
from scorekeeper.ledger.reads.totals_delta import Running
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.rounds import rounds_played
from scorekeeper.rules.escapes import shown
from scorekeeper.tui import closing
from scorekeeper.tui.games_sync import sync_games
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.widgets.games_table import BATCH, GamesTable
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.scoreboard import Scoreboard


class SessionScreen(SaidKeys, Screen):
    CSS_PATH = "session.tcss"
    AUTO_FOCUS = "#games"
    BINDINGS: ClassVar[list[BindingType]] = [
        # First, so the way to every key stays in the footer on an 80-column terminal.
        Binding("question_mark", "app.help", N_("Keys"), id="help", key_display="?"),
        # The footer at 80 columns: the game's keys, settling, and the way out.
        Binding("r", "record", N_("Record"), id="record-game"),
        Binding("e", "correct", N_("Correct"), id="correct-game"),
        Binding("delete", "void", N_("Void"), id="void-game"),
        Binding("ctrl+z", "undo", N_("Undo"), id="undo"),
        Binding("h", "history", N_("History"), id="game-history"),
        Binding(
            "m", "settle", N_("Settle"), id="settle-up", tooltip=N_("Settle up: who pays whom")
        ),
        # esc too, as on every other screen: back to where the session was opened from
        # (the footer shows s alone; a modal on top keeps esc for itself).
        Binding("s,escape", "sessions", N_("Sessions"), id="sessions"),
        Binding("q", "app.quit", N_("Quit"), id="quit"),
        # Not in the footer, so the rest fits 80 columns; in `?` help and the palette.
        Binding("c", "chart", N_("Chart"), id="chart", show=False),
        Binding("t", "stats", N_("Stats"), id="stats", show=False),
        Binding("x", "export", N_("Export"), id="export", show=False),
        Binding(
            "o",
            "paper",
            N_("On paper (PDF)"),
            id="paper",
            show=False,
            tooltip=N_("The evening's report, or a blank score sheet, as a PDF to print"),
        ),
        Binding("p", "players", N_("Players"), id="players", show=False),
        Binding("j", "rejoin", N_("Rejoin (pool)"), id="rejoin", show=False),
        Binding(
            "w",
            "web_face",
            N_("Web face"),
            id="web-face",
            show=False,
            tooltip=N_("Start or stop the web face for the phones at the table"),
        ),
        Binding(
            "plus",
            "play_on",
            N_("Play on: target or deals"),
            id="play-on",
            show=False,
            key_display="+",
            tooltip=N_("Raise the target or the deals (kept in history)"),
        ),
    ]

    def __init__(self, session_id: int) -> None:
        super().__init__()
        self.session_id = session_id
        self.info = None
        self.loaded = False
        self.ending = NOT_OVER  # as last read: r explains an over session
        # The sums behind the totals shown: the next read moves them on by the changes
        # since (a save), rather than summing the season again.
        self.running: Running | None = None
        # This screen's own change not yet read back: the game it changed (the games before
        # it stand as shown), and whether a read of every row shown is under way.
        self.changed_from: int | None = None
        self.reading_whole = False

    @property
    def ledger(self):
        return self.app.ledger

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("", id="coming")
        yield Scoreboard(id="scoreboard")
        yield Label(_("Games"), id="games-title")
        yield GamesTable(id="games")
        yield Label("", classes="status", id="session-status")
        yield KeysFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        Following(self, self.follow)  # another writer's change: read again, whole
        self.info = self.app.guard(self.ledger.session, self.session_id)
        if self.info is None:
            return
        table = self.query_one(GamesTable)
        table.set_seats(self.info.seats)
        table.read_older = self.read_games
        self.load_games()
        self.backup_today()

    def read_games(self, first: int, last: int) -> Sequence[GameRow] | None:
        """Older games for the table, a batch of them when it is scrolled to its top."""
        return self.app.guard(self.ledger.games, self.session_id, range(first, last + 1))

    @work(thread=True, exclusive=True, group="games")
    def load_games(self) -> None:
        """Totals and the latest games, read off the UI thread: a long season opens at
        once (the totals are SQLite's sums; the table starts with one batch of games)."""
        self._read_view(-BATCH)

    @work(thread=True, exclusive=True, group="games")
    def follow(self, changed_from: int | None = None) -> None:
        """The file changed: header, scoreboard and the games shown, one snapshot.

        ``changed_from``: only this screen's own change to that game needs reading back,
        with the games after it (their rounds and carried payments may move with it);
        the rows before it stand. Anyone else's change reads every row shown."""
        first = self.query_one(GamesTable).first if self.loaded else -BATCH
        if changed_from is None or changed_from <= first or self.reading_whole:
            self.reading_whole = True
            self._read_view(first)
        else:
            self._read_view(changed_from, partial=True)

    def _read_view(self, since: int, partial: bool = False) -> None:
        running = self.running
        found = self.app.guard(lambda: [self.ledger.session_view(self.session_id, since, running)])
        if found is not None and not get_current_worker().is_cancelled:  # else: a newer read
            self.app.call_from_thread(self.show_view, found[0], since if partial else None)

    @work(thread=True, exclusive=True, group="daily-backup")
    def backup_today(self) -> None:
        """The day's first copy of the file, taken now rather than in the first save."""
        from scorekeeper.store.units import daily_backup

        if not self.ledger.db.read_only:
            daily_backup(self.ledger.db.target)  # never raises: a failed copy costs no game

    def show_games(self, rows: list[GameRow]) -> None:
        self.query_one(GamesTable).load(rows)
        if not self.loaded:
            # What start-up read stays for the session: the collector need not walk it
            # again and again while games are recorded.
            gc.freeze()
        self.loaded = True

    def show_view(self, view: SessionView | None, partial_from: int | None = None) -> None:
        """``partial_from``: the view holds the games from that one on only."""
        if view is None:  # only a restore takes a session away
            self.app.show_sessions()
            name = self.info.name if self.info else "The session"
            self.app.reopen_session(self.session_id, name)
            return
        table = self.query_one(GamesTable)
        seats = self.info.seats if self.info else None
        self.running = view.running
        self.show_summary(view.info, view.coming, view.totals)
        if partial_from is None:
            self.reading_whole = False
        if view.info.seats != seats or not self.loaded:
            if partial_from is not None:  # the rows before it may not stand: read them all
                self.follow()
                return
            table.set_seats(view.info.seats)
            self.show_games(view.games)
        elif not sync_games(table, view.games, partial_from):
            self.follow()  # the table's part no longer lines up with the file: read it whole
        self.refresh_bindings()

    def show_summary(self, info: SessionInfo, coming: NextGame, totals: Totals) -> None:
        if self.info is not None and self.info.settled_at != info.settled_at:
            self.set_status("")  # "Game 10 saved" is old news once the evening is settled
        self.info = info
        self.ending = totals.ending
        if totals.over and not info.settled_at:
            from scorekeeper.tui.playing_on import over_line
        settled = _(" · settled") if info.settled_at else ""
        self.sub_title = shown(f"{info.name} · {info.preset}{settled}")
        # Names as plain text (never markup): a name may hold [brackets] or worse.
        self.query_one("#coming", Label).update(
            Text.assemble(
                (_("Settled on {day}").format(day=closing.settled_on(info)), "bold"),
                _(": no more games. To reopen: m (Settle up), then o."),
            )
            if info.settled_at
            else over_line(totals.ending)
            if totals.over
            else Text.assemble(
                (_("Round {round}").format(round=shown_digits(str(coming.round))), "bold"),
                _(" · game {number} next · deals ").format(number=shown_digits(str(coming.number))),
                plain(coming.dealer, style="bold"),
                _(" · cuts "),
                plain(coming.cutter),
                _(" · plays first "),
                plain(coming.first_player),
            )
        )
        self.query_one("#games-title", Label).update(
            _("Games — {count} counted · {rounds}").format(
                count=shown_digits(str(totals.games)),
                rounds=shown_digits(rounds_played(coming.rounds_played)),
            )
        )
        self.query_one(Scoreboard).show(totals, coming)

    def on_screen_resume(self) -> None:
        """Back from a form, Settle, Players or a dialog: a save, settled, reopened or
        renamed shows at once. One read off the UI thread (totals are computed once)."""
        if self.loaded:
            changed_from, self.changed_from = self.changed_from, None
            self.follow(changed_from)

    def refused(self) -> bool:
        """A settled evening takes no game change: say so instead of opening a form."""
        info = self.app.guard(self.ledger.session, self.session_id)
        notice = closing.refusal(info) if info is not None else None
        if notice:
            self.notify(
                shown(notice), title=_("Settled: nothing changed"), severity="warning", timeout=8,
                markup=False,
            )  # fmt: skip
        return info is None or notice is not None

    def changed(self, row: GameRow, message: str, reload: bool = False) -> None:
        """After a write: its row at once; the totals and the rows whose rounds may have
        moved (``reload``) come with the read the screen's resume starts."""
        self.app.own_write(self)  # this screen reads it: not once more as another's
        if not reload:
            self.query_one(GamesTable).put(row)
        if self.changed_from is None or row.number < self.changed_from:
            self.changed_from = row.number
        self.set_status(message)

    def set_status(self, message: str) -> None:
        self.query_one("#session-status", Label).update(message)

    def clear_status(self, message: str) -> None:
        """The line goes only while it still says ``message`` (nothing newer replaced it)."""
        if str(self.query_one("#session-status", Label).render()) == message:
            self.set_status("")

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
        if self.ending.over:  # the ledger would refuse the game: say why, and how to go on
            from scorekeeper.tui.playing_on import explain_over

            explain_over(self, self.ending)
            return
        # what is typed on goes to the form once it is open (the app's key queue)
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
        from scorekeeper.ledger.changes.guards import Expect
        from scorekeeper.tui.dialogs.reason import PromptDialog

        number = self.selected_game()
        if number is None or self.refused():
            return
        shown = self.app.guard(self.ledger.game, self.session_id, number)
        if shown is None:
            return
        # the game as asked about: changed elsewhere before the answer, nothing is voided
        expect = Expect(revision=shown.revision)

        def done(reason: str | None) -> None:
            if reason:
                row = self.app.guard(
                    self.ledger.void, self.session_id, number, reason, expect=expect
                )
                if row is not None:
                    self.changed(
                        row,
                        _("Game {number} voided: out of the totals ({reason}).").format(
                            number=shown_digits(str(number)), reason=reason
                        ),
                    )

        question = (
            _("Void game {number}? It leaves the totals but stays in history.").format(
                number=shown_digits(str(number))
            )
            + "\n"
            + _("Reason:")
        )
        self.app.push_screen(PromptDialog(question, ok=_("Void game")), done)

    def action_undo(self) -> None:
        from scorekeeper.tui.undoing import Undo

        if not self.refused():
            Undo(self.app, self.session_id, self.undone, self.undo_refused).ask()

    def undone(self, row: GameRow, message: str) -> None:
        self.changed(row, message, reload=True)  # rounds after it may move: read them again

    def undo_refused(self, status: str) -> None:
        """Nothing undone: the session moved on elsewhere, and is shown as it is now."""
        self.set_status(status)
        self.follow()

    def action_export(self) -> None:
        from scorekeeper.tui.exporting import start_export

        start_export(self)

    def action_paper(self) -> None:
        from pathlib import Path

        from scorekeeper.tui.dialogs.paper import PaperDialog

        if self.info is not None:
            dialog = PaperDialog(self.ledger, self.session_id, self.info.name, Path.cwd())
            self.app.push_screen(dialog)

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

    def action_rejoin(self) -> None:
        from scorekeeper.tui.rejoining import ask_rejoin

        ask_rejoin(self)

    def action_play_on(self) -> None:
        from scorekeeper.tui.playing_on import ask_play_on

        if not self.refused():
            ask_play_on(self, self.ending)

    def action_web_face(self) -> None:
        """Start the web face for the phones (its link and QR code), or stop it."""
        from scorekeeper.tui.web_serving import toggle_web_face

        toggle_web_face(self.app)

    def action_sessions(self) -> None:
        self.app.show_sessions()

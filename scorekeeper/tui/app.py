"""The app: holds the ledger, picks the first screen, offers a half-entered game back."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.markup import escape

from scorekeeper.ledger import Ledger
from scorekeeper.present import cell_widths as widths
from scorekeeper.present.language import ENGLISH, N_, Held, _, current, use, use_everywhere
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.language_switch import ChangesLanguage
from scorekeeper.tui.ledger_app import LedgerApp
from scorekeeper.tui.palette import ListsCommands
from scorekeeper.tui.type_ahead import TypeAhead


class ScorekeeperApp(ChangesLanguage, ListsCommands, TypeAhead, LedgerApp):
    """Scorekeeper for Marriage rummy: sessions, games, corrections, totals."""

    TITLE = "Scorekeeper"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", N_("Keys"), id="help", key_display="?"),
    ]

    def __init__(self, ledger: Ledger, session: int | str | None = None) -> None:
        super().__init__(ledger)
        self.start_session = session
        # Every task of the app copies the context it starts in: they share this box,
        # so a choice made in the settings dialog reaches every screen at once.
        self.language = Held(current())
        use(self.language)
        use_everywhere(self.language)  # the workers' threads start with an empty context
        widths.install()  # names in any script line up (see widths.py)

    def on_unmount(self) -> None:
        from scorekeeper.tui.web_serving import stop_web_face

        stop_web_face(self)  # no server outlives the app that started it
        widths.restore()
        use_everywhere(ENGLISH)
        if self.follower is not None:
            self.follower.close()

    def on_mount(self) -> None:
        from scorekeeper.tui.screens.sessions import SessionsScreen
        from scorekeeper.tui.screens.welcome import WelcomeScreen

        # The bottom of the stack (above Textual's blank default screen): the session
        # list, or the welcome screen while there is no session yet.
        self.push_screen(
            SessionsScreen() if self.guard(self.ledger.has_sessions) else WelcomeScreen()
        )
        start = self.start_session
        if start is None:
            last = self.guard(self.ledger.last_open)
            start = last.id if last else None
        if start is not None:
            self.open_session(start)
        self.check_database()
        self.follow_the_ledger()
        self.offer_draft()

    def offer_draft(self) -> None:
        """A game left half-entered (a closed terminal, a crash) is offered back."""
        from scorekeeper.tui import drafts
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        kept = drafts.load_all(self.ledger.db.path)
        seen = {s.id for s in self.guard(self.ledger.sessions) or ()}
        draft = next((d for d in kept if d.session in seen), None)
        if draft is None:
            return

        def done(answer: bool | None) -> None:
            if answer:
                self.resume_draft(draft.session, draft.number)

        # escaped: the question quotes the session's name, which may hold [brackets]
        question = (
            escape(shown(draft.question())) + "\n" + _("(Not now keeps it: r brings it back.)")
        )
        self.push_screen(ConfirmDialog(question, yes=_("Resume"), no=_("Not now")), done)

    def resume_draft(self, session: int, number: int | None) -> None:
        from scorekeeper.tui.screens.record import RecordScreen
        from scorekeeper.tui.screens.session import SessionScreen

        screen = self.screen
        if not (isinstance(screen, SessionScreen) and screen.session_id == session):
            self.open_session(session)
        screen = self.screen_stack[-1]
        if isinstance(screen, SessionScreen):
            self.push_screen(RecordScreen(session, number), screen.after_form)

    async def action_quit(self) -> None:
        """Quit; with a game half-entered, ask first (its typing stays kept as a draft)."""
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog
        from scorekeeper.tui.screens.record import RecordScreen

        form = next(
            (s for s in self.screen_stack if isinstance(s, RecordScreen) and s.dirty()), None
        )
        if form is None:
            self.exit()
            return

        def done(answer: bool | None) -> None:
            if answer:
                self.exit()

        question = _(
            "Quit with game {number} half-entered?\n"
            "What is typed is kept and offered back when Scorekeeper starts again."
        ).format(number=shown_digits(str(form.game_number)))
        self.push_screen(ConfirmDialog(question, yes=_("Quit"), no=_("Keep editing")), done)

    @work(thread=True, exclusive=True, group="start-check")
    def check_database(self) -> None:
        """The quick start-up check, off the screen's thread: a big file takes a moment."""
        problems = self.ledger.quick_check()
        if problems:
            shown = "\n".join(problems[:4]) + "\n" + _("Run `scorekeeper check` for the full list.")
            self.call_from_thread(
                self.notify, shown, title=_("The database needs a look"), severity="error",
                timeout=60,
            )  # fmt: skip

    def action_help(self) -> None:
        from scorekeeper.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

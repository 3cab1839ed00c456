"""Opening a session, going back to the list, and reading everything again after a restore."""

from __future__ import annotations

from scorekeeper.present.language import _
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.store.errors import StorageError
from scorekeeper.tui.ledger_app import LedgerApp


class OpensSessions(LedgerApp):
    """The stack under the screens: the session list (or welcome) at the bottom, the
    session open on top of it."""

    def open_session(self, ref: int | str) -> None:
        from scorekeeper.tui.screens.session import SessionScreen
        from scorekeeper.tui.screens.sessions import SessionsScreen

        info = self.guard(self.ledger.session, ref)
        if info is None:
            return
        self.guard(self.ledger.remember_open, info.id)
        self.show_sessions(refresh=False)
        listed = self.screen_stack[-1]
        if isinstance(listed, SessionsScreen):
            listed.chosen = info.id  # back on the list, its cursor is on this session
        self.push_screen(SessionScreen(info.id))

    def show_sessions(self, refresh: bool = True) -> None:
        """Back to the bottom of the stack: the session list (the welcome screen before it)."""
        from scorekeeper.tui.screens.sessions import SessionsScreen
        from scorekeeper.tui.screens.welcome import WelcomeScreen

        while len(self.screen_stack) > 2:
            self.pop_screen()
        any_session = self.guard(self.ledger.has_sessions)
        if isinstance(self.screen, WelcomeScreen) and any_session:
            self.switch_screen(SessionsScreen())
        elif isinstance(self.screen, SessionsScreen) and any_session is False:
            self.switch_screen(WelcomeScreen())  # a restored file without sessions
        elif refresh and isinstance(self.screen, SessionsScreen):
            self.screen.reload()

    def reload_whole(self) -> None:
        """Another file under us (a restore): every screen is read again from the list up,
        and the session open before is opened again if the file still holds it."""
        from scorekeeper.tui.screens.session import SessionScreen

        shown = [screen for screen in self.screen_stack if isinstance(screen, SessionScreen)]
        self.notify(
            _("The database file was replaced (a restore?): everything shown is read again."),
            title=_("Read again"),
            timeout=8,
        )
        self.show_sessions()
        if shown:
            top = shown[-1]
            self.reopen_session(top.session_id, top.info.name if top.info else _("The session"))

    def reopen_session(self, session_id: int, name: str) -> None:
        """After a restore: the session open before, if the file still holds it."""
        try:
            info = self.ledger.session(session_id)
        except RuleError:
            info = None
        except StorageError as error:
            self.notify(str(error), title=_("Database problem"), severity="error", timeout=10)
            return
        if info is None or info.id != session_id:  # not one that only shares a name
            self.notify(
                shown(_("{name} is not in the restored file: choose a session from the list.")
                      .format(name=name)),
                title=_("Session gone"), severity="warning", timeout=10, markup=False,
            )  # fmt: skip
            return
        self.open_session(session_id)

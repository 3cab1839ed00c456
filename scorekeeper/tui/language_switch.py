"""Changing the language, digits and calendar while the app runs (the settings dialog)."""

from __future__ import annotations

from scorekeeper.present.language import Choice, Held, _
from scorekeeper.tui.opening import OpensSessions


class ChangesLanguage(OpensSessions):
    """The settings dialog's key and command, and every screen built again after it."""

    language: Held  # the box every task reads the choice from (set by the app)

    def action_settings(self) -> None:
        from scorekeeper.tui.dialogs.settings import SettingsDialog

        if not isinstance(self.screen, SettingsDialog):
            self.push_screen(SettingsDialog(), self.choose_language)

    def choose_language(self, choice: Choice | None) -> None:
        """Say everything in ``choice`` from now on, keep it for the next launch, and
        build the screens again in it (a game being typed is finished or left first)."""
        from scorekeeper.tui.language_kept import keep
        from scorekeeper.tui.screens.record import RecordScreen

        if choice is None or choice == self.language.choice:
            return
        if any(isinstance(s, RecordScreen) and s.dirty() for s in self.screen_stack):
            self.notify(
                _("Save or leave the game being entered first, then change the language."),
                severity="warning",
            )
            return
        self.language.choice = choice
        keep(choice)
        self.redraw()

    def redraw(self) -> None:
        """Every screen built again in the language chosen now: the list (or welcome) at
        the bottom, and the session that was open on top of it."""
        from scorekeeper.tui.screens.session import SessionScreen
        from scorekeeper.tui.screens.sessions import SessionsScreen
        from scorekeeper.tui.screens.welcome import WelcomeScreen

        open_now = [s.session_id for s in self.screen_stack if isinstance(s, SessionScreen)]
        while len(self.screen_stack) > 2:
            self.pop_screen()
        any_session = self.guard(self.ledger.has_sessions)
        self.switch_screen(SessionsScreen() if any_session else WelcomeScreen())
        if open_now:
            self.open_session(open_now[-1])

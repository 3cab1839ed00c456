"""The app: holds the ledger, picks the first screen, and lists every key as a command."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import ClassVar

from textual import work
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from scorekeeper import cell_widths as widths
from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError
from scorekeeper.rules.text import shown
from scorekeeper.storage.errors import StorageError
from scorekeeper.tui.follow import Follower


class ScorekeeperApp(App[None]):
    """Scorekeeper for Marriage rummy: sessions, games, corrections, totals."""

    TITLE = "Scorekeeper"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Keys", id="help", key_display="?"),
    ]

    def __init__(self, ledger: Ledger, session: int | str | None = None) -> None:
        super().__init__()
        self.ledger = ledger
        self.start_session = session
        self.follower: Follower | None = None
        widths.install()  # names in any script line up (see widths.py)

    def on_unmount(self) -> None:
        widths.restore()
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
        self.follower = Follower(self)  # other writers' changes show without a key pressed

    @work(thread=True, exclusive=True, group="start-check")
    def check_database(self) -> None:
        """The quick start-up check, off the screen's thread: a big file takes a moment."""
        problems = self.ledger.quick_check()
        if problems:
            shown = "\n".join(problems[:4]) + "\nRun `scorekeeper check` for the full list."
            self.call_from_thread(
                self.notify, shown, title="The database needs a look", severity="error",
                timeout=60,
            )  # fmt: skip

    def guard(self, call, *args, **kwargs):
        """Run a ledger call; show a refusal or a storage problem instead of crashing."""
        try:
            return call(*args, **kwargs)
        except RuleError as error:
            # markup off: a message may quote a name typed with [brackets]
            self.notify(
                error.message, title=f"Refused: {error.field}", severity="error", markup=False
            )
        except StorageError as error:
            self.notify(
                str(error), title="Database problem", severity="error", timeout=10, markup=False
            )
        return None

    def open_session(self, ref: int | str) -> None:
        from scorekeeper.tui.screens.session import SessionScreen

        info = self.guard(self.ledger.session, ref)
        if info is None:
            return
        self.guard(self.ledger.remember_open, info.id)
        self.show_sessions(refresh=False)
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

    def reopen_session(self, session_id: int, name: str) -> None:
        """After a restore: the session open before, if the file still holds it."""
        try:
            info = self.ledger.session(session_id)
        except RuleError:
            info = None
        except StorageError as error:
            self.notify(str(error), title="Database problem", severity="error", timeout=10)
            return
        if info is None or info.id != session_id:  # not one that only shares a name
            self.notify(
                shown(f"{name} is not in the restored file: choose a session from the list."),
                title="Session gone", severity="warning", timeout=10, markup=False,
            )  # fmt: skip
            return
        self.open_session(session_id)

    def action_help(self) -> None:
        from scorekeeper.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Every key of the screen (and its focused widget) is also a command."""
        seen = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if binding.id is None or binding.action in seen or not active.enabled:
                continue  # only our own keys (each has an id), not e.g. cursor movement
            seen.add(binding.action)
            key = self.get_key_display(binding)
            run = partial(self.run_action, binding.action, active.node)
            yield SystemCommand(binding.description, binding.tooltip or f"key: {key}", run)
        yield from super().get_system_commands(screen)

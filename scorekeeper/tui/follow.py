"""Following other writers: what the screens show is read again when the file changes.

Twice a second the app looks at the ledger (a cheap pragma on a file; on PostgreSQL the
notices every change sends). A change
makes every screen open stale: the one in front is read again at once, the others when
they are next shown. A form or dialog is never disturbed: while one is open nothing
under it is reread, and the screens come up to date as it closes, so typed input is
never lost. A restore (the file replaced) reloads everything whole: back to the list,
and into the open session again if the restored file still holds it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Label

from scorekeeper.store.units import open_watch
from scorekeeper.store.watching import Change

if TYPE_CHECKING:
    from scorekeeper.tui.app import ScorekeeperApp

LOOK_EVERY_S = 0.5


# The form screens, by module: a form not yet imported cannot be open. Importing them
# here to ask would cost the UI thread 30 ms on its first look, while a season loads.
FORMS = (
    ("scorekeeper.tui.screens.record", "RecordScreen"),
    ("scorekeeper.tui.screens.new_session", "NewSessionScreen"),
)


def is_form(screen: Screen) -> bool:
    """A screen that holds what a person types (or a dialog): never reread under them."""
    if isinstance(screen, ModalScreen):
        return True
    for module, name in FORMS:
        loaded = sys.modules.get(module)
        if loaded is not None and isinstance(screen, getattr(loaded, name)):
            return True
    return False


def _visible(screen: Screen) -> list[str]:
    """What a screen shows, but for its status line."""
    shown = [str(label.content) for label in screen.query(Label) if not label.has_class("status")]
    for table in screen.query(DataTable):
        shown += [str(cell) for index in range(table.row_count) for cell in table.get_row_at(index)]
    return shown


def keeping_status(screen: Screen, reload: Callable[[], None]) -> None:
    """Reread a screen; if nothing it shows changed, its status line keeps what it said.

    The app's own writes are noticed like anyone's: the reread that follows one must not
    wipe "Stake changed: …" a moment after it appeared.
    """
    status = screen.query_one(".status", Label)
    before, said, problem = _visible(screen), status.content, status.has_class("problem")
    reload()
    if _visible(screen) == before:
        status.update(said)
        status.set_class(problem, "problem")


class Follower:
    def __init__(self, app: ScorekeeperApp) -> None:
        self.app = app
        self.watch = open_watch(app.ledger.db.target)
        self.generation = 0  # one more for every change noticed
        self.seen: WeakKeyDictionary[Screen, int] = WeakKeyDictionary()
        self.replaced = False  # a restore waits for every form to close
        app.set_interval(LOOK_EVERY_S, self.look, name="follow-the-file")
        app.screen_change_signal.subscribe(app, lambda _screen: app.call_later(self.freshen))

    def close(self) -> None:
        self.watch.close()

    def look(self) -> None:
        self._note_stack()  # a screen first seen now read the file before this look
        change = self.watch.look()
        if change is not None:
            self.generation += 1
            self.replaced = self.replaced or change is Change.REPLACED
        self.freshen()

    def own_write(self, screen: Screen) -> None:
        """The app's own change, which ``screen`` reads at once itself: the others are
        stale as for anyone's change, ``screen`` is not read a second time for it.

        Unless ``screen`` had missed another writer's change already (made while a form
        was open over it: a phone recorded game 7 while this form saved game 8): reading
        back only its own change would leave that one out, so it is read as for anyone's."""
        up_to_date = self.seen.get(screen, self.generation) >= self.generation
        change = self.watch.look()
        if change is None:
            return
        self.generation += 1
        if change is Change.REPLACED:
            self.replaced = True  # not ours alone: everything is read again
        elif up_to_date:
            self.seen[screen] = self.generation

    def _note_stack(self) -> None:
        for screen in self.app.screen_stack:
            self.seen.setdefault(screen, self.generation)

    def freshen(self) -> None:
        """Bring the screen in front up to date, unless a form is open."""
        self._note_stack()
        stack = self.app.screen_stack
        self._tell_form(stack)
        if not stack or any(is_form(screen) for screen in stack):
            return
        if self.replaced:
            self.replaced = False
            self.reload_whole()
            return
        screen = self.app.screen
        if self.seen.get(screen, self.generation) < self.generation:
            self.seen[screen] = self.generation
            try:
                self.reread(screen)
            except NoMatches:
                # the app is closing and the screen's widgets are already gone (the look's
                # timer can still tick while Textual takes the screens down; CI saw it once
                # on the settle screen): nothing is left to read again
                return

    def _tell_form(self, stack: list[Screen]) -> None:
        """A form in front is not reread (what is typed stays), but told: the record form's
        title follows the next game's number, a correction says its game changed."""
        front = stack[-1] if stack else None
        noticed = getattr(front, "changed_elsewhere", None)
        if front is None or noticed is None or self.replaced:
            return
        if self.seen.get(front, self.generation) < self.generation:
            self.seen[front] = self.generation
            self.app.guard(noticed)

    def reread(self, screen: Screen) -> None:
        """Each screen's own way of reading the file again, keeping what was typed."""
        from scorekeeper.tui.screens.chart import ChartScreen
        from scorekeeper.tui.screens.history import HistoryScreen
        from scorekeeper.tui.screens.players import PlayersScreen
        from scorekeeper.tui.screens.ratings import RatingsScreen
        from scorekeeper.tui.screens.session import SessionScreen
        from scorekeeper.tui.screens.sessions import SessionsScreen
        from scorekeeper.tui.screens.settle import SettleScreen
        from scorekeeper.tui.screens.stats import StatsScreen
        from scorekeeper.tui.screens.welcome import WelcomeScreen

        ledger = self.app.ledger
        if isinstance(screen, SessionScreen):
            screen.follow()
        elif isinstance(screen, (SessionsScreen, PlayersScreen)):
            screen.reload()
        elif isinstance(screen, (StatsScreen, ChartScreen, RatingsScreen)):
            screen.load()
        elif isinstance(screen, WelcomeScreen):
            self.app.show_sessions()  # someone else started the first session
        elif isinstance(screen, (SettleScreen, HistoryScreen)):
            info = self.app.guard(ledger.session, screen.session_id)
            if info is None:
                return
            if isinstance(screen, SettleScreen) and info.seats != screen.info.seats:
                self.app.switch_screen(SettleScreen(info.id))  # a player renamed: new choices
            elif isinstance(screen, SettleScreen):
                keeping_status(screen, screen.reload)  # and a stake typed for this once
            else:
                table = screen.query_one(DataTable)
                row = table.cursor_row  # the revision being read stays in front
                screen.info = info
                screen.show_events()
                screen.show()
                if row < table.row_count:
                    table.move_cursor(row=row)

    def reload_whole(self) -> None:
        """Another file under us: every screen is read again from the list up."""
        from scorekeeper.tui.screens.session import SessionScreen

        app = self.app
        shown = [screen for screen in app.screen_stack if isinstance(screen, SessionScreen)]
        app.notify(
            "The database file was replaced (a restore?): everything shown is read again.",
            title="Read again",
            timeout=8,
        )
        app.show_sessions()
        if shown:
            top = shown[-1]
            app.reopen_session(top.session_id, top.info.name if top.info else "The session")
        for screen in app.screen_stack:  # all just read from the new file
            self.seen[screen] = self.generation

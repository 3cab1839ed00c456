"""Following other writers: the app looks at the ledger and tells the screens.

Twice a second the app looks at the ledger (a cheap pragma on a file; on PostgreSQL the
notices every change sends). A change is published on the app's ``ledger_changed``
signal, and each screen that shows the ledger reads again itself (``ledger_news``): the
one in front at once, the others when they are next shown, so a form or dialog is never
disturbed. A restore (the file replaced) reloads everything whole instead, once no form
or dialog is open: the app goes back to the list, and into the open session again if
the restored file still holds it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.app import App
from textual.screen import Screen
from textual.signal import Signal

from scorekeeper.store.units import open_watch
from scorekeeper.store.watching import Change
from scorekeeper.tui.ledger_news import LedgerChanged, is_form

LOOK_EVERY_S = 0.5


class Follower:
    def __init__(
        self,
        app: App,
        target: str | Path,
        told: Signal[LedgerChanged],
        reload_whole: Callable[[], None],
    ) -> None:
        self.app = app
        self.told = told
        self.reload_whole = reload_whole
        self.watch = open_watch(target)
        self.generation = 0  # one more for every change noticed
        self.looks = 0  # one more for every look taken, for whoever waits for the next
        self.replaced = False  # a restore waits for every form to close
        app.set_interval(LOOK_EVERY_S, self.look, name="follow-the-file")
        app.screen_change_signal.subscribe(app, lambda _screen: app.call_later(self.restore))

    def close(self) -> None:
        self.watch.close()

    def look(self) -> None:
        self.looks += 1
        change = self.watch.look()
        if change is not None:
            self._heard(change, by=())
        self.restore()

    def own_write(self, *screens: Screen) -> None:
        """The app's own change, which ``screens`` (the form that made it, the screen that
        reads it back at once) know of: the others hear it as anyone's change, these do not
        read a second time for it.

        Unless a screen had missed another writer's change already (made while a form
        was open over it: a phone recorded game 7 while this form saved game 8): it still
        reads again whole when shown, so that change is not left out."""
        change = self.watch.look()
        if change is not None:
            self._heard(change, by=screens)

    def _heard(self, change: Change, by: tuple[Screen, ...]) -> None:
        self.generation += 1
        if change is Change.REPLACED:
            self.replaced = True  # not ours alone: everything is read again
        if not self.replaced:  # else the restore's reload reads it all
            self.told.publish(LedgerChanged(self.generation, by))

    def restore(self) -> None:
        """After a restore, once no form or dialog is open: everything read again."""
        stack = self.app.screen_stack
        if self.replaced and stack and not any(is_form(screen) for screen in stack):
            self.replaced = False
            self.reload_whole()

"""The ledger's news, as a screen hears it: the app's ``ledger_changed`` signal.

The app publishes a ``LedgerChanged`` whenever the ledger changed under it (another
writer, or its own save). Each screen that shows the ledger subscribes in its
``on_mount`` with ``Following(self, read_again)``: in front, it reads again at once;
under another screen, a form or a dialog, it only notes the change and reads again when
it is shown next. So a form's typing is never lost under a reread, and a screen never
reads twice for one change. No one here knows the screens: each brings its own reread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Label


@dataclass(frozen=True)
class LedgerChanged:
    """One change noticed. The file's counter says only that something was written, not
    which session or game: a screen that shows the ledger reads again what it shows."""

    generation: int  # one more for every change noticed, to tell a change from the next
    by: tuple[Screen, ...] = ()  # the screens that made it and read it back themselves


class HoldsTyping:
    """Mixed into a screen that holds what a person types (the record and new-session
    forms): like a dialog, it is never reread under, and a restore waits for it to close."""


def is_form(screen: Screen) -> bool:
    return isinstance(screen, ModalScreen | HoldsTyping)


class Following:
    """One screen's ear for the ledger: reads again in front, or when shown next."""

    def __init__(self, screen: Screen, read_again: Callable[[], object]) -> None:
        self.screen = screen
        self.read_again = read_again
        self.missed = False  # a change heard while another screen was in front
        app = screen.app
        # immediate: the screen in front reads again within the look that heard the
        # change, as it would if it had looked itself
        app.ledger_changed.subscribe(screen, self.heard, immediate=True)
        app.screen_change_signal.subscribe(screen, self.shown)

    def heard(self, change: LedgerChanged) -> None:
        if self.screen in change.by:
            return  # its own change, read back by itself; a change it missed stays missed
        self.missed = True
        if self.screen.is_active:
            self.catch_up()

    def shown(self, front: Screen) -> None:
        if front is self.screen and self.missed and self.screen.is_active:
            self.catch_up()

    def catch_up(self) -> None:
        self.missed = False
        try:
            self.screen.app.guard(self.read_again)
        except NoMatches:
            # the app is closing and the screen's widgets are already gone (the look's
            # timer can still tick while Textual takes the screens down): nothing to read
            return


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

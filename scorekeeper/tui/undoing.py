"""Undo (ctrl+z): ask about the last change, then undo exactly that change or nothing.

The question names one change; while it is on the screen another writer may add one.
The ledger is given the change shown and refuses if it is no longer the last, inside
its own write transaction; the person is told, and asked again on the next ctrl+z.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.ledger.changes.consent import StaleUndo
from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.ledger.read_models import GameRow
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.ledger_app import LedgerApp

# The ledger's nouns for an action, marked here where the TUI says them in a sentence.
ACTION_WORDS = {
    "record": N_("recording"), "correct": N_("correction"), "void": N_("void"), "undo": N_("undo")
}  # fmt: skip


class Undo:
    """Undo in one session, for the screen that shows it: the screen is told through
    ``undone(row, message)`` (the game undone, to show) and ``moved_on(status)`` (nothing
    undone: the session changed elsewhere, to read again)."""

    def __init__(
        self,
        app: LedgerApp,
        session_id: int,
        undone: Callable[[GameRow, str], None],
        moved_on: Callable[[str], None],
    ) -> None:
        self.app = app
        self.session_id = session_id
        self.undone = undone
        self.moved_on = moved_on

    def ask(self) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        app = self.app
        target = app.guard(app.ledger.last_change, self.session_id)
        if target is None:
            app.notify(_("Nothing to undo."), severity="warning")
            return
        what = _("the {action} of game {number}").format(
            action=_(ACTION_WORDS[target.action]), number=shown_digits(str(target.game))
        )

        def done(answer: bool | None) -> None:
            if not answer:
                return
            result = app.guard(self._agreed, target)
            if result is not None:
                row, action = result
                self.undone(
                    row,
                    _("Undone: the {action} of game {number}.").format(
                        action=_(ACTION_WORDS[action]), number=shown_digits(str(row.number))
                    ),
                )

        app.push_screen(ConfirmDialog(_("Undo {what}?").format(what=what), yes=_("Undo")), done)

    def _agreed(self, target: RevisionRow) -> tuple[GameRow, str] | None:
        """The undo of ``target`` alone; if the session moved on, say so and show it."""
        try:
            return self.app.ledger.undo(self.session_id, expected=target)
        except StaleUndo as error:
            self.app.notify(
                _("{field}: {message} — press ctrl+z again to see it.").format(
                    field=error.field, message=error.message
                ),
                title=_("Nothing undone"), severity="warning", timeout=12, markup=False,
            )  # fmt: skip
            self.moved_on("Nothing was undone: the session changed elsewhere.")
            return None

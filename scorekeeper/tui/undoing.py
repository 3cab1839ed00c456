"""Undo (ctrl+z): ask about the last change, then undo exactly that change or nothing.

The question names one change; while it is on the screen another writer may add one.
The ledger is given the change shown and refuses if it is no longer the last, inside
its own write transaction; the person is told, and asked again on the next ctrl+z.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.ledger.changes.consent import StaleUndo
from scorekeeper.ledger.read_models import ACTION_NOUNS, GameRow, RevisionRow
from scorekeeper.tui.ledger_app import LedgerApp


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
            app.notify("Nothing to undo.", severity="warning")
            return
        what = f"the {ACTION_NOUNS[target.action]} of game {target.game}"

        def done(answer: bool | None) -> None:
            if not answer:
                return
            result = app.guard(self._agreed, target)
            if result is not None:
                row, action = result
                self.undone(row, f"Undone: the {ACTION_NOUNS[action]} of game {row.number}.")

        app.push_screen(ConfirmDialog(f"Undo {what}?", yes="Undo"), done)

    def _agreed(self, target: RevisionRow) -> tuple[GameRow, str] | None:
        """The undo of ``target`` alone; if the session moved on, say so and show it."""
        try:
            return self.app.ledger.undo(self.session_id, expected=target)
        except StaleUndo as error:
            self.app.notify(
                f"{error.field}: {error.message} — press ctrl+z again to see it.",
                title="Nothing undone", severity="warning", timeout=12, markup=False,
            )  # fmt: skip
            self.moved_on("Nothing was undone: the session changed elsewhere.")
            return None

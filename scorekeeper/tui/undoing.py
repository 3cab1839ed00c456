"""Undo (ctrl+z): ask about the last change, then undo exactly that change or nothing.

The question names one change; while it is on the screen another writer may add one.
The ledger is given the change shown and refuses if it is no longer the last, inside
its own write transaction; the person is told, and asked again on the next ctrl+z.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.changes.consent import StaleUndo
from scorekeeper.ledger.read_models import ACTION_NOUNS, GameRow, RevisionRow

if TYPE_CHECKING:
    from scorekeeper.tui.screens.session import SessionScreen


def ask_undo(screen: SessionScreen) -> None:
    from scorekeeper.tui.dialogs.confirm import ConfirmDialog

    app = screen.app
    if screen.refused():
        return
    target = app.guard(app.ledger.last_change, screen.session_id)
    if target is None:
        screen.notify("Nothing to undo.", severity="warning")
        return
    what = f"the {ACTION_NOUNS[target.action]} of game {target.game}"

    def done(answer: bool | None) -> None:
        if not answer:
            return
        result = app.guard(_undo_agreed, screen, target)
        if result is not None:
            row, action = result
            message = f"Undone: the {ACTION_NOUNS[action]} of game {row.number}."
            screen.changed(row, message, reload=True)

    app.push_screen(ConfirmDialog(f"Undo {what}?", yes="Undo"), done)


def _undo_agreed(screen: SessionScreen, target: RevisionRow) -> tuple[GameRow, str] | None:
    """The undo of ``target`` alone; if the session moved on, say so and show it."""
    try:
        return screen.app.ledger.undo(screen.session_id, expected=target)
    except StaleUndo as error:
        screen.notify(
            f"{error.field}: {error.message} — press ctrl+z again to see it.",
            title="Nothing undone", severity="warning", timeout=12, markup=False,
        )  # fmt: skip
        screen.set_status("Nothing was undone: the session changed elsewhere.")
        screen.follow()
        return None

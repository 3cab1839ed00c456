"""The record form's draft: what is typed, kept beside the database on every change.

Mixed into RecordScreen; the file itself is drafts.py. A draft found for the form
(same session, same game) fills it in as it was left.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.present.language import _
from scorekeeper.tui import drafts, entry_form
from scorekeeper.tui.entry_form import RowState
from scorekeeper.tui.widgets.cycle import Cycle

if TYPE_CHECKING:
    from textual.screen import Screen

    Base = Screen
else:
    Base = object


class FormDraft(Base):
    draft_failed = False  # the folder took no file: said once, not tried again
    finished = False
    resuming = False

    @property
    def database(self) -> Path:
        return Path(self.app.ledger.db.path)

    def resumed(
        self, rows: list[RowState], kept: drafts.Draft | None
    ) -> tuple[list[RowState], str]:
        """The rows to show: what a draft kept for this form, else the fresh rows."""
        if kept is None:
            return rows, ""
        typed = {row.player: row for row in kept.rows}
        statuses = {*entry_form.statuses(self.info.rules.preset.outcomes)}
        back = [
            typed[row.player] if row.player in typed and typed[row.player].status in statuses
            else row
            for row in rows
        ]  # fmt: skip
        self.resuming = True
        return back, kept.reason

    def keep_draft(self) -> None:
        """Every change is kept beside the database; an untouched form writes nothing."""
        if not self.is_mounted or self.draft_failed or self.finished:
            return  # keys still in flight after a save must not bring its draft back
        try:
            if self.dirty():
                draft = drafts.Draft(
                    self.session_id, self.info.name, self.number, self.game_number,
                    self.rows(), self.query_one("#dealer", Cycle).value,
                    sorted(self.flags()), self.reason(),
                )  # fmt: skip
                drafts.keep(self.database, draft)
            else:
                drafts.drop(self.database, self.session_id, self.number)
        except OSError as error:
            self.draft_failed = True
            why = _("Typing is not kept as a draft: {why}").format(why=error.strerror or error)
            self.notify(why, title=_("No draft"), severity="warning", markup=False)

    def forget_draft(self) -> None:
        self.finished = True  # saved or thrown away: no draft from here on
        with contextlib.suppress(OSError):
            drafts.drop(self.database, self.session_id, self.number)

"""The record form's guard against other scorers: what it was opened on, followed while it
is open, and checked by the ledger as it saves.

A phone or a script may record or correct while this form is open. The ledger refuses a
save whose expectation no longer holds (``Stale``); here the form keeps its title true
meanwhile ("Record game 8 · game 7 was recorded elsewhere"), and a correction of a game
changed elsewhere shows both entries and asks before saving on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Label

from scorekeeper.ledger.changes.guards import Expect, Stale
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import Entry, RuleError
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import num, signed

if TYPE_CHECKING:
    from scorekeeper.ledger.read_models import GameRow, SessionInfo
    from scorekeeper.tui.ledger_app import LedgerApp


def _scores(seats: tuple[str, ...] | list[str], scores: dict[str, int]) -> str:
    return ", ".join(f"{seat} {signed(scores[seat])}" for seat in seats if seat in scores)


class FormGuard:
    """Mixed into the record form: ``expected`` is the game it records (a new game) or the
    revision of the game it corrects, as the form showed it when opened."""

    app: LedgerApp
    info: SessionInfo
    session_id: int
    number: int | None
    game_number: int
    expected: int

    def expectation(self) -> Expect:
        if self.number is None:
            return Expect(game=self.expected)
        return Expect(revision=self.expected)

    def changed_elsewhere(self) -> None:
        """Another face changed the session while the form is open: what is typed stays,
        the title says what the save will now do."""
        ledger = self.app.ledger
        if self.number is None:
            coming = ledger.next_game(self.session_id)
            if coming.number == self.expected:
                return
            before, self.expected = self.expected, coming.number
            self.game_number = coming.number
            number, round_, earlier = (
                shown_digits(str(n)) for n in (coming.number, coming.round, before)
            )
            self._retitle(
                _(
                    "Record game {number} · round {round} · game {before} was recorded elsewhere"
                ).format(number=number, round=round_, before=earlier)
            )
            self.app.notify(
                _(
                    "Game {before} was recorded elsewhere while this form was open: "
                    "this one will be game {number}."
                ).format(before=earlier, number=number),
                title=_("Recorded elsewhere"),
                markup=False,
            )
            self.follow_rotation()
            return
        game = ledger.game(self.session_id, self.number)
        if game.revision == self.expected:
            return
        self._retitle(
            _(
                "Correct game {number} · revision {revision} · "
                "changed elsewhere since (now revision {now})"
            ).format(number=num(game.number), revision=num(self.expected), now=num(game.revision))
        )

    if TYPE_CHECKING:  # the screen's own (record.py, Textual's Screen)

        def follow_rotation(self) -> None: ...

        def query_one(self, selector: str, expect_type: type[Label]) -> Label: ...

        def finish(self, row: GameRow, entry: Entry, dealer: str | None) -> None: ...

    def _retitle(self, title: str) -> None:
        self.query_one("#form-title", Label).update(plain(title))

    def save_guarded(self, entry: Entry, reason: str, dealer: str | None) -> GameRow | None:
        """Save with the form's expectation. A new game recorded elsewhere meanwhile
        raises ``Stale`` (the title said so); a correction of a game changed elsewhere
        asks first, showing both, and returns None while the person decides."""
        ledger = self.app.ledger
        if self.number is None:
            try:
                return ledger.record(
                    self.session_id, entry, dealer=dealer, expect=self.expectation()
                )
            except Stale:
                self.changed_elsewhere()  # the title now says which game this will be
                raise
        try:
            return ledger.correct(
                self.session_id, self.number, entry, reason, dealer=dealer,
                expect=self.expectation(),
            )  # fmt: skip
        except Stale as error:
            self._ask_on_top(error, entry, reason, dealer)
            return None

    def _ask_on_top(self, error: Stale, entry: Entry, reason: str, dealer: str | None) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        ledger = self.app.ledger
        theirs = ledger.game(self.session_id, self.number)
        yours = {item.player: item.score for item in self.info.rules.score(entry)}
        state = _("voided") if theirs.voided else _("{winner} won").format(winner=theirs.winner)
        question = (
            f"{error.message[0].upper()}{error.message[1:]}.\n\n"
            + _("Now ({state}): {scores}").format(
                state=state, scores=_scores(self.info.seats, theirs.scores)
            )
            + "\n"
            + _("Yours: {scores}").format(scores=_scores(self.info.seats, yours))
            + "\n\n"
            + _("Save yours on top?")
        )

        def answered(on_top: bool | None) -> None:
            if not on_top:
                return
            self.expected = theirs.revision  # knowingly, on top of what was shown
            try:
                row = self.save_guarded(entry, reason, dealer)
            except RuleError as refused:  # settled meanwhile, say: one sentence, kept open
                self.app.notify(refused.message, title=_("Not saved"), severity="error")
                return
            if row is not None:
                self.finish(row, entry, dealer)

        self.app.push_screen(
            ConfirmDialog(question, yes=_("Save on top"), no=_("Keep editing")), answered
        )

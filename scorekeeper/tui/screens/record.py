"""Record a game (key r) or correct one (key e): one row per seat and a live preview.

The same form serves both; correcting pre-fills it from the game and asks for a reason.
It cannot be saved while invalid, and says why.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Checkbox, Footer, Header, Input, Label

from scorekeeper.rules import RuleError
from scorekeeper.tui import entry_form
from scorekeeper.tui.entry_form import SIT_OUT, FieldProblem, RowState
from scorekeeper.tui.widgets.cycle import Cycle
from scorekeeper.tui.widgets.fields import FIELD_KEYS
from scorekeeper.tui.widgets.hand_row import HandRow, head_row


class RecordScreen(Screen):
    """Dismisses with (game row, message, reload the ledger?) or None."""

    CSS_PATH = "record.tcss"
    AUTO_FOCUS = "HandRow .status"  # the first player's status: typing starts there
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "Save game", id="save-game"),
        Binding("escape", "cancel", "Cancel", id="cancel-game"),
        *FIELD_KEYS,
    ]

    def __init__(self, session_id: int, number: int | None = None) -> None:
        super().__init__()
        self.session_id = session_id
        self.number = number
        self.pristine: list[RowState] = []
        self.problem: RuleError | None = None

    def compose(self) -> ComposeResult:
        ledger = self.app.ledger
        self.info = info = ledger.session(self.session_id)
        preset = info.rules.preset
        self.fields = preset.hand_fields
        if self.number is None:
            coming = ledger.next_game(self.session_id)
            first = entry_form.loser_default(preset.outcomes)
            rows = entry_form.blank_rows(info.seats, coming.sat_out_last, first)
            dealer, flags = coming.dealer, ()
            title = f"Record game {coming.number} · round {coming.round}"
        else:
            game = ledger.game(self.session_id, self.number)
            rows = entry_form.rows_from_lines(info.seats, game.lines, self.fields)
            dealer, flags = game.dealer, game.flags
            title = f"Correct game {game.number} · round {game.round} · revision {game.revision}"
        self.dealer = dealer
        self.pristine = rows
        yield Header()
        yield Label(title, classes="title", id="form-title")
        with Horizontal(id="game-line"):
            yield Label("Dealer", classes="game-label")
            yield Cycle([(seat, seat) for seat in info.seats], dealer, id="dealer")
            for flag in preset.game_flags:
                yield Checkbox(flag, flag in flags, compact=True, name=flag, classes="game-flag")
        yield head_row(self.fields, preset.breakdown)
        with VerticalScroll(id="hands"):
            for row in rows:
                yield HandRow(row, preset.outcomes, self.fields)
        yield Label("", id="check")
        if self.number is not None:
            with Horizontal(id="reason-line"):
                yield Label("Reason", classes="game-label")
                yield Input(placeholder="why it changes (required)", id="reason", compact=True)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.sub_title = self.info.name
        self.update_preview()

    def rows(self) -> list[RowState]:
        return [row.read() for row in self.query(HandRow)]

    def flags(self) -> set[str]:
        return {box.name for box in self.query(".game-flag").results(Checkbox) if box.value}

    @on(Cycle.Changed, ".status")
    def status_changed(self, event: Cycle.Changed) -> None:
        changed = event.cycle.query_ancestor(HandRow)
        if event.value == entry_form.WINNER:  # one winner: the old one goes back to a hand
            loser = entry_form.loser_default(self.info.rules.preset.outcomes)
            for row in self.query(HandRow):
                if row is not changed and row.status.value == entry_form.WINNER:
                    row.status.value = loser
        changed.clear_unused()
        changed.sync()
        self.follow_rotation()
        self.update_preview()

    def follow_rotation(self) -> None:
        """A new game's dealer, while untouched, follows who sits out (rules.md rotation)."""
        dealer = self.query_one("#dealer", Cycle)
        if self.number is not None or dealer.value != self.dealer:
            return
        away = [row.state.player for row in self.query(HandRow) if row.status.value == SIT_OUT]
        coming = self.app.guard(self.app.ledger.next_game, self.session_id, away)
        if coming is not None:
            self.dealer = dealer.value = coming.dealer

    @on(Input.Changed)
    @on(Checkbox.Changed)
    @on(Cycle.Changed, ".c-flag")
    def field_changed(self) -> None:
        self.update_preview()

    def update_preview(self) -> None:
        """Score the form as it stands; show each line, the zero-sum check, or the reason."""
        rows = list(self.query(HandRow))
        checks = self.query("#check").results(Label)
        check = next(checks, None)
        if check is None or not rows:
            return
        try:
            entry = entry_form.build(self.fields, [row.read() for row in rows], self.flags())
            scores = entry_form.preview(self.info.rules, entry)
        except RuleError as error:
            self.problem = error
            player = error.player if isinstance(error, FieldProblem) else None
            for row in rows:
                row.show(None)
                row.mark(error.field if row.state.player == player else None)
            check.update(f"Cannot save yet — {error.message}")
            check.set_class(True, "-problem")
            return
        self.problem = None
        for row in rows:
            row.show(scores.get(row.state.player))
            row.mark(None)
        check.update(f"Ready to save (ctrl+s) · {entry_form.summary(scores)}")
        check.set_class(False, "-problem")

    def dirty(self) -> bool:
        typed = [row.typed() for row in self.rows()]
        return (
            typed != [row.typed() for row in self.pristine]
            or self.query_one("#dealer", Cycle).value != self.dealer
        )

    def action_save(self) -> None:
        self.update_preview()
        if self.problem is not None:
            self.notify(self.problem.message, title="Not saved", severity="error")
            return
        entry = entry_form.build(self.fields, self.rows(), self.flags())
        chosen = self.query_one("#dealer", Cycle).value
        dealer = chosen if chosen != self.dealer else None
        ledger = self.app.ledger
        try:
            if self.number is None:
                row = ledger.record(self.session_id, entry, dealer=dealer)
                verb, reload = "saved", False
            else:
                reason = self.query_one("#reason", Input).value
                row = ledger.correct(self.session_id, self.number, entry, reason, dealer=dealer)
                verb, reload = "corrected", dealer is not None
        except RuleError as error:
            self.query_one("#check", Label).update(f"Not saved — {error.message}")
            self.notify(error.message, title="Not saved", severity="error")
            return
        scores = ", ".join(f"{line.player} {line.score:+d}" for line in row.lines if line.active)
        self.dismiss((row, f"Game {row.number} {verb}: {scores}", reload))

    def action_cancel(self) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        if not self.dirty():
            self.dismiss(None)
            return

        def done(answer: bool | None) -> None:
            if answer:
                self.dismiss(None)

        question = "Throw away this half-filled game?"
        self.app.push_screen(ConfirmDialog(question, yes="Discard", no="Keep editing"), done)

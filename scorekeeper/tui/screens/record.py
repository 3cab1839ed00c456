"""Record a game (key r) or correct one (key e): one row per seat and a live preview.

The same form serves both; correcting pre-fills it from the game and asks for a reason
first. It cannot be saved while invalid, and says why with the cursor on the problem.
The keys that move the cursor (record_keys.py) and the draft kept on every change
(record_draft.py) live beside it.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, TypeVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Checkbox, Header, Input, Label

from scorekeeper.present import entry_build, entry_preview
from scorekeeper.present import entry_form as shared
from scorekeeper.present.form_words import form_said
from scorekeeper.present.game_words import flag_word
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import WINNER, Entry, RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.tui import drafts, entry_form
from scorekeeper.tui.entry_form import SIT_OUT, RowState
from scorekeeper.tui.ledger_news import Following, HoldsTyping
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.screens.record_draft import FormDraft
from scorekeeper.tui.screens.record_guard import FormGuard
from scorekeeper.tui.screens.record_keys import FormKeys
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.cycle import Cycle
from scorekeeper.tui.widgets.hand_row import NUMBER_TYPED, HandRow, NumberCell, head_row
from scorekeeper.tui.widgets.keys_footer import KeysFooter

if TYPE_CHECKING:
    from scorekeeper.ledger.read_models import GameRow

GameBox = TypeVar("GameBox", Checkbox, Input)


def tell(check: Label, said: Text) -> None:
    """The check line says ``said``: redrawn, and the form laid out again (it may wrap to
    a second line), only when it says something new; most keys leave it the same."""
    if check.content != said:
        check.update(said)


class RecordScreen(HoldsTyping, FormKeys, FormDraft, FormGuard, SaidKeys, Screen):
    """Dismisses with (game row, message, reload the ledger?) or None."""

    CSS_PATH = "record.tcss"
    AUTO_FOCUS = "HandRow .status"  # the first player's status: typing starts there
    BINDINGS: ClassVar[list[BindingType]] = [
        # a priority key: the app runs it before it reads the next key, so nothing typed
        # after ctrl+s can reach the game being saved
        Binding("ctrl+s", "save", N_("Save game"), id="save-game", priority=True),
        Binding("escape", "cancel", N_("Cancel"), id="cancel-game"),
        *FormKeys.KEYS,
    ]

    def __init__(self, session_id: int, number: int | None = None) -> None:
        super().__init__()
        self.session_id = session_id
        self.number = number
        self.pristine: list[RowState] = []
        self.problem: RuleError | None = None
        self.applied: dict[str, str] = {}  # each row's status as last applied
        if number is not None:
            self.AUTO_FOCUS = "#reason"  # a correction starts with why

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """A correction's ctrl+s says what it saves (the class's keys say "Save game")."""
        keys = super().active_bindings
        save = keys.get("ctrl+s")
        if self.number is None or save is None or save.binding.id != "save-game":
            return keys
        said = replace(save.binding, description=_("Save correction"))
        return {**keys, "ctrl+s": save._replace(binding=said)}

    def compose(self) -> ComposeResult:
        ledger = self.app.ledger
        self.info = info = ledger.session(self.session_id)
        preset = info.rules.preset
        self.fields = preset.hand_fields
        self.typed = entry_form.typed_fields(preset)
        away: tuple[str, ...] = ()
        if self.number is None:
            coming = ledger.next_game(self.session_id)
            rows = shared.blank(preset, info.seats, coming.sat_out_last).rows
            dealer, flags, away = coming.dealer, (), coming.sat_out_last
            self.game_number = self.expected = coming.number
            title = _("Record game {number} · round {round}").format(
                number=shown_digits(str(coming.number)), round=shown_digits(str(coming.round))
            )
        else:
            game = ledger.game(self.session_id, self.number)
            rows = shared.from_game(preset, info.seats, game.lines, (), game.dealer).rows
            rows = entry_form.in_reader_digits(rows)  # untouched, the form is unchanged
            dealer, flags = game.dealer, game.flags
            self.game_number, self.expected = game.number, game.revision
            title = _("Correct game {number} · round {round} · revision {revision}").format(
                number=shown_digits(str(game.number)),
                round=shown_digits(str(game.round)),
                revision=shown_digits(str(game.revision)),
            )
        # a pool's out players sit this game out: each with the sentence that says why
        self.out = ledger.pool_out(self.session_id, self.number)
        self.owed = ledger.owed_before(self.session_id, self.number)  # a foul paid here
        self.dealer, self.first_flags, self.pristine = dealer, set(flags), rows
        kept = drafts.find(self.database, self.session_id, self.number)
        shown_rows, reason = self.resumed(rows, kept)
        yield Header()
        yield Label(title, classes="title", id="form-title")
        if self.number is not None:
            with Horizontal(id="reason-line"):
                yield Label(_("Reason"), classes="game-label")
                yield Input(reason, placeholder=_("why it changes (required)"), id="reason",
                            compact=True)  # fmt: skip
        with Horizontal(id="game-line"):
            yield Label(_("Dealer"), classes="game-label")
            chosen = kept.dealer if kept and kept.dealer in info.seats else dealer
            yield Cycle([(seat, seat) for seat in info.seats], chosen, id="dealer")
            ticked = set(kept.flags) if kept else set(flags)
            for flag in preset.game_flags:
                yield Checkbox(flag_word(flag), flag in ticked, compact=True, name=flag,
                               classes="game-flag")  # fmt: skip
            # a game value (the multiplier): kept among the flags as KEY=VALUE, so a
            # correction shows it and saves it again
            texts = shared.game_texts(preset.game_fields, ticked)
            for spec in preset.game_fields:
                low, high = shown_digits(str(spec.minimum)), shown_digits(str(spec.maximum))
                yield Label(f" {spec.label} {low}–{high} ")
                typed, empty = shown_digits(texts[spec.key]), shown_digits(str(spec.default))
                box = NumberCell(typed, placeholder=empty,
                                 restrict=NUMBER_TYPED, max_length=len(str(spec.maximum)),
                                 compact=True, name=spec.key, id=f"game-{spec.key}",
                                 classes="game-field",
                                 tooltip=entry_form.field_tip(spec))  # fmt: skip
                box.styles.width = len(str(spec.maximum)) + 2
                yield box
        yield head_row(self.fields, preset.breakdown)
        with VerticalScroll(id="hands"):
            for row in shown_rows:
                carried = row.player in away and row.status == SIT_OUT
                out = self.out.get(row.player, "")
                yield HandRow(row, preset.outcomes, self.fields, carried, self.typed, out)
        yield Label("", id="check")
        yield Label(self.legend(), id="legend")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        # what is typed stays; the title follows the next game's number (record_guard)
        Following(self, self.changed_elsewhere)
        self.sub_title = shown(self.info.name)
        for row in self.hand_rows():
            self.applied[row.state.player] = row.status.value
        self.update_preview()
        if self.resuming:
            self.notify(_("The half-entered game is back as it was left."), title=_("Resumed"))

    def rows(self) -> list[RowState]:
        return [row.read() for row in self.hand_rows()]

    def ticked(self) -> set[str]:
        return {box.name for box in self.game_boxes(Checkbox, "game-flag") if box.value}

    def game_values(self) -> dict[str, str]:
        return {box.name: box.value for box in self.game_boxes(Input, "game-field")}

    def game_boxes(self, kind: type[GameBox], css_class: str) -> list[GameBox]:
        """The game line's ticks or value boxes, from the cells the keys move between
        (top_rows: looked up once): every key read them twice or three times, and a
        query walks the whole form each time."""
        boxes = self.top_rows()[-1][1:]
        return [box for box in boxes if isinstance(box, kind) and box.has_class(css_class)]

    def flags(self) -> set[str]:
        """The ticks and game values as a draft keeps them (a value as typed)."""
        specs = self.info.rules.preset.game_fields
        return self.ticked() | shared.kept_texts(specs, self.game_values())

    def form(self) -> shared.Form:
        """The form as the shared model holds it, to be built like the web's."""
        return shared.Form(self.rows(), self.ticked(), self.game_values())

    def build(self) -> Entry:
        return entry_build.build(self.info.rules, self.form(), self.out)

    # Status changes ------------------------------------------------------------
    def set_status(self, row: HandRow, value: str) -> None:
        """Applied at once: the next key, read after this one is handled, finds the row
        with its new status (a winner's hand cell already hidden)."""
        row.status.value = value
        self.apply_status(row)

    def apply_status(self, changed: HandRow) -> None:
        value = changed.status.value
        self.applied[changed.state.player] = value
        if value == WINNER:  # one winner: the old one goes back to a hand
            loser = entry_form.loser_default(self.info.rules.preset.outcomes)
            for row in self.hand_rows():
                if row is not changed and row.status.value == WINNER:
                    self.set_status(row, loser)
        changed.clear_unused()
        changed.sync()
        if self.focused is not None and not self.focused.can_focus:
            self.set_focus(changed.status)  # its cell went away under the cursor
        self.follow_rotation()
        self.field_changed()

    @on(Cycle.Changed, ".status")
    def status_changed(self, event: Cycle.Changed) -> None:
        changed = event.cycle.query_ancestor(HandRow)
        if self.applied.get(changed.state.player) != event.value:  # a click, not a key
            self.apply_status(changed)

    def follow_rotation(self) -> None:
        """A new game's dealer, while untouched, follows who sits out (rules.md rotation)."""
        dealer = self.query_one("#dealer", Cycle)
        if self.number is not None or dealer.value != self.dealer:
            return
        away = [row.state.player for row in self.hand_rows() if row.status.value == SIT_OUT]
        coming = self.app.guard(self.app.ledger.next_game, self.session_id, away)
        if coming is not None:
            self.dealer = dealer.value = coming.dealer

    @on(Input.Changed)
    @on(Checkbox.Changed)
    @on(Cycle.Changed, ".c-flag")
    @on(Cycle.Changed, "#dealer")
    def field_changed(self) -> None:
        self.update_preview()
        self.keep_draft()

    # Preview -------------------------------------------------------------------
    def update_preview(self) -> None:
        """Score the form as it stands; show each line, the zero-sum check, or the reason."""
        rows = self.hand_rows()
        check = next(self.query_children("#check").results(Label), None)
        if check is None or not rows:
            return
        try:
            entry = self.build()
            seen = entry_preview.preview(self.info.rules, entry, self.owed)
        except RuleError as error:
            self.problem = error
            for box in self.game_boxes(Input, "game-field"):
                box.set_class(box.name == error.field, "-invalid")
            cell = entry_build.bad_cell(self.info.rules.preset, error)
            for row in rows:  # the row the refusal is about, from the error's own player
                row.show(None)
                row.mark(cell if row.state.player == error.player else None)
            said = _("Cannot save yet — {problem}").format(problem=self.said(error))
            tell(check, plain(shown_digits(said)))
            check.set_class(True, "-problem")
            return
        self.problem = None
        for box in self.game_boxes(Input, "game-field"):
            box.set_class(False, "-invalid")
        for row in rows:
            row.show(seen.scores.get(row.state.player))
            row.mark(None)
        missing = self.number is not None and not self.reason().strip()
        ready = (
            _("Type the reason (first line), then ctrl+s")
            if missing
            else _("Ready to save (ctrl+s)")
        )
        # names as typed, never markup
        tell(check, plain(shown_digits(f"{ready} · {seen.check}{seen.paid}{seen.notes}")))
        check.set_class(missing, "-problem")

    def reason(self) -> str:
        found = next(self.query("#reason").results(Input), None)
        return found.value if found is not None else ""

    def dirty(self) -> bool:
        if not self.hand_rows():
            return False
        typed = [row.typed() for row in self.rows()]
        return (
            typed != [row.typed() for row in self.pristine]
            or self.query_one("#dealer", Cycle).value != self.dealer
            or self.flags() != self.first_flags
            or bool(self.reason().strip())
        )

    # Save and cancel -----------------------------------------------------------
    def said(self, error: RuleError) -> str:
        """A refusal with the options it names as this form has them (a tick, a status)."""
        return form_said(error, self.info.rules.preset.game_flags)

    def refuse(self, error: RuleError, said: bool = False) -> None:
        """Say why (unless the preview says it), and put the cursor where the problem is."""
        if not said:
            self.query_one("#check", Label).update(
                plain(_("Not saved — {why}").format(why=self.said(error)))
            )
            self.query_one("#check", Label).set_class(True, "-problem")
        self.notify(self.said(error), title=_("Not saved"), severity="error", markup=False)
        target = self.problem_cell(error)
        if target is not None:
            self.set_focus(target)

    async def action_save(self) -> None:
        await self.typed_before_save()
        self.update_preview()
        if self.problem is not None:
            self.refuse(self.problem, said=True)
            return
        entry = self.build()
        chosen = self.query_one("#dealer", Cycle).value
        dealer = chosen if chosen != self.dealer else None
        try:
            row = self.save_guarded(entry, self.reason(), dealer)
        except RuleError as error:
            self.refuse(error)
            return
        if row is not None:  # None: a correction changed elsewhere asks first
            self.finish(row, entry, dealer)

    def finish(self, row: GameRow, entry: Entry, dealer: str | None) -> None:
        verb = _("saved") if self.number is None else _("corrected")
        reload = self.number is not None and dealer is not None
        self.forget_draft()
        played = (line for line in row.lines if line.active)
        scores = ", ".join(f"{line.player} {signed(line.score)}" for line in played)
        # allowed here, refused at many tables: said once more as the game is kept
        noted = "".join(
            _(" — note: {message}").format(message=item.message)
            for item in self.info.rules.warnings(entry)
        )
        # a line of markup for the session screen: names escaped, shown as typed
        said = (
            _("Game {number} {verb}: {scores}").format(
                number=shown_digits(str(row.number)), verb=verb, scores=scores
            )
            + noted
        )
        # Told now, not when the screen beneath takes the result: the app's look at the file
        # could come between and take this save for another writer's (a second read).
        self.app.own_write(self, *self.app.screen_stack[-2:-1])
        self.dismiss((row, escape(shown(said)), reload))

    async def typed_before_save(self) -> None:
        """Keys typed before ctrl+s may still wait in the cell that has the cursor: what
        is saved is the form after them (``1 5 ctrl+s`` saves 15, not 1)."""
        cell = self.focused
        handled = asyncio.Event()
        if cell is not None and cell.call_later(handled.set):
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(handled.wait(), timeout=1.0)

    def action_cancel(self) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        if self.stop_picking():
            return
        if not self.dirty():
            self.forget_draft()
            self.dismiss(None)
            return

        def done(answer: bool | None) -> None:
            if answer:
                self.forget_draft()
                self.dismiss(None)

        question = _("Throw away this half-filled game?")
        self.app.push_screen(ConfirmDialog(question, yes=_("Discard"), no=_("Keep editing")), done)

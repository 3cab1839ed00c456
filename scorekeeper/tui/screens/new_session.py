"""The new-session form: name, seats, first dealer, preset and every rule parameter.

Nothing is saved until the form is valid; each field says why it is not, in place.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Input, Label, Select

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.limits import check_session_name
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import RuleError, capacity_problem, check_seat_names
from scorekeeper.tui.ledger_news import HoldsTyping
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.screens.new_session_about import about, preset_options, refused, seats_title
from scorekeeper.tui.widgets.fields import FIELD_KEYS
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.params import ParamsEditor
from scorekeeper.tui.widgets.players import PlayersEditor


class NewSessionScreen(HoldsTyping, SaidKeys, Screen):
    CSS_PATH = "new_session.tcss"
    AUTO_FOCUS = "#name"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", N_("Create session"), id="create-session"),
        Binding("escape", "cancel", N_("Cancel"), id="cancel-new-session"),
        Binding("enter", "enter", N_("Next field / add player"), show=False, priority=True),
        *FIELD_KEYS,
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="form"):
            yield Label(_("New session"), classes="title")
            with Horizontal(classes="field-row"):
                yield Label(_("Name"), classes="field-label")
                yield Input(placeholder=_("e.g. Friday at Asha's"), id="name", compact=True)
            yield Label("", classes="problem field-problem", id="problem-NAME")
            yield Label(seats_title(catalog.preset(catalog.preset_names()[0])), classes="section",
                        id="seats-title")  # fmt: skip
            yield PlayersEditor(id="players")
            yield Label("", classes="problem field-problem", id="problem-players")
            with Horizontal(classes="field-row"):
                yield Label(_("First dealer"), classes="field-label")
                yield Select([], prompt=_("first seat"), compact=True, id="first-dealer")
            with Horizontal(classes="field-row"):
                yield Label(_("Preset"), classes="field-label")
                names = catalog.preset_names()
                options = preset_options(names)
                yield Select(options, value=names[0], allow_blank=False, compact=True, id="preset")
            yield Label(about(catalog.preset(names[0])), classes="muted", id="preset-summary")
            yield ParamsEditor(catalog.preset(names[0]), id="params")
            yield Label("", classes="warning", id="capacity")
        yield KeysFooter(compact=True)

    capacity_said = ""  # the full-table warning as the form last said it

    def on_mount(self) -> None:
        self.sub_title = _("new session")
        for label in self.query(".field-problem"):
            label.display = False
        self.query_one("#capacity", Label).display = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is the form's on the name only; anywhere else it does what it does there."""
        if action == "enter":
            return self.focused is not None and self.focused.id == "name"
        return True

    def action_enter(self) -> None:
        """Enter on the name moves on at once."""
        self.focus_next()

    def players(self) -> list[str]:
        return list(self.query_one(PlayersEditor).players)

    @on(PlayersEditor.Changed)
    def seats_changed(self, event: PlayersEditor.Changed) -> None:
        dealer = self.query_one("#first-dealer", Select)
        current = dealer.value
        dealer.set_options([(name, name) for name in event.players])
        if current in event.players:
            dealer.value = current
        self.check(quiet=True)

    @on(Select.Changed, "#preset")
    async def preset_changed(self, event: Select.Changed) -> None:
        old = self.query_one(ParamsEditor)
        if event.value == old.preset.name:
            return
        preset = catalog.preset(str(event.value))
        self.query_one("#preset-summary", Label).update(about(preset))
        self.query_one("#seats-title", Label).update(seats_title(preset))
        self.query_one(PlayersEditor).max_seats = preset.seats[1]
        await old.remove()
        await self.query_one("#form").mount(ParamsEditor(preset, id="params"), before="#capacity")
        self.query_one(ParamsEditor).show_problems({})
        self.check(quiet=True)

    @on(Input.Changed)
    @on(Select.Changed, ".param")
    def field_changed(self) -> None:
        self.check(quiet=True)

    def check(self, quiet: bool = False) -> dict | None:
        """Every field's problem shown in place; the ledger's arguments when all is well."""
        problems: dict[str, str] = {}
        name = self.query_one("#name", Input).value
        try:
            check_session_name(name)
        except RuleError as error:
            problems["NAME"] = self.said(error)
        players = self.players()
        editor = self.query_one(ParamsEditor)
        try:
            check_seat_names(players)
            editor.preset.check_seats(len(players))
        except RuleError as error:
            problems["players"] = self.said(error)
        values, param_problems = editor.values()
        rules = None
        if not param_problems:
            try:  # rules checked against each other, where a preset does
                rules = editor.preset.rules(editor.raw())
            except RuleError as error:
                key = error.field if error.field in editor.preset.params else "players"
                (param_problems if key != "players" else problems)[key] = self.said(error)
        if quiet:  # while typing, only complain about what was typed
            problems = {k: v for k, v in problems.items() if k != "NAME" or name.strip()}
            if "players" in problems and len(players) < 2:
                del problems["players"]
        self.show_problems(problems)
        editor.show_problems(param_problems)
        warning = None
        if "decks" in values and "cards" in values and players:
            # a deal may depend on the table (basic's 0: by the number of players)
            dealt = rules.cards_dealt(len(players)) if rules is not None else values["cards"]
            warning = capacity_problem(len(players), dealt, values["decks"])
        capacity = self.query_one("#capacity", Label)
        said = _("Warning: a full table cannot be dealt: {why}").format(why=warning)
        capacity.update(shown_digits(said) if warning else "")  # numbers only, no name
        # the ledger's own warning on saving is English-led: the form says it instead
        said = _("a full table cannot be dealt: {why}").format(why=warning)
        self.capacity_said = shown_digits(said) if warning else ""
        capacity.display = bool(warning)
        if problems or param_problems:
            return None
        dealer = self.query_one("#first-dealer", Select).value
        return {
            "name": name,
            "players": players,
            "preset": editor.preset.name,
            "rules": editor.raw(),
            "first_dealer": dealer if isinstance(dealer, str) else None,
        }

    def said(self, error: RuleError) -> str:
        """A refusal in the reader's language, its options named as a form names them."""
        return refused(error, self.query_one(ParamsEditor).preset.game_flags)

    def show_problems(self, problems: dict[str, str]) -> None:
        for key in ("NAME", "players"):
            label = self.query_one(f"#problem-{key}", Label)
            label.update(problems.get(key, ""))
            label.display = key in problems

    def action_save(self) -> None:
        arguments = self.check()
        if arguments is None:
            self.notify(_("Not saved: fix the fields marked in red."), severity="error")
            return
        try:
            info, warnings = self.app.ledger.new_session(**arguments)
        except RuleError as error:
            key = "NAME" if error.field == "NAME" else "players"
            self.show_problems({key: self.said(error)})
            self.notify(self.said(error), title=_("Not saved"), severity="error")
            return
        for warning in warnings:
            self.notify(self.capacity_said or warning, severity="warning", timeout=8)
        self.notify(_("Session {name} created").format(name=info.name))
        self.app.open_session(info.id)

    def action_cancel(self) -> None:
        from scorekeeper.tui.dialogs.confirm import ConfirmDialog

        if not self.query_one("#name", Input).value.strip() and not self.players():
            self.app.pop_screen()
            return

        def done(answer: bool | None) -> None:
            if answer:
                self.app.pop_screen()

        self.app.push_screen(
            ConfirmDialog(_("Throw away this new session?"), yes=_("Discard")), done
        )

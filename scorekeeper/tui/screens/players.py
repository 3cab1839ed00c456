"""Players (key p): everyone who has played, across sessions; rename, merge, split.

A player is the same person in every session (the name, in any case). Renaming, merging
two into one person and telling them apart again each change every session at once and
are kept in its history; each asks in a dialog that shows a refusal in place.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label

from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.closing import OPTIONAL
from scorekeeper.tui.dialogs.form import Field, FormDialog
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import num, signed
from scorekeeper.tui.widgets.keys_footer import KeysFooter

HINT = N_("r renames, m merges two players into one person, u tells a merged one apart again.")


class PlayersScreen(SaidKeys, Screen):
    CSS_PATH = "players.tcss"
    AUTO_FOCUS = "#players"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", N_("Back"), id="players-back"),
        Binding("r", "rename", N_("Rename player"), id="player-rename"),
        Binding("m", "merge", N_("Merge players"), id="player-merge"),
        Binding("u", "split", N_("Split player"), id="player-split"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(_("Players"), classes="title", id="players-title")
        yield DataTable(id="players", cursor_type="row", zebra_stripes=True)
        yield Label(_(HINT), classes="status", id="players-status")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.reload)
        self.sub_title = _("players")
        table = self.query_one(DataTable)
        table.add_column(_("player"), key="name")
        for key in ("sessions", "games", "total"):
            table.add_column(Text(key, justify="right"), key=key)
        self.reload()

    def reload(self, keep: str | None = None) -> None:
        rows = self.app.guard(self.app.ledger.stats) or []
        rows.sort(key=lambda row: row.name.casefold())
        table = self.query_one(DataTable)
        keep = keep or self.selected()
        table.clear()
        for row in rows:
            numbers = (num(row.sessions), num(row.games), signed(row.total))
            cells = (Text(n, justify="right") for n in numbers)
            table.add_row(plain(row.name), *cells, key=row.name)
        self.names = [row.name for row in rows]
        if keep in self.names:
            table.move_cursor(row=self.names.index(keep))
        count = (
            _("{count} player(s), by name").format(count=shown_digits(str(len(rows))))
            if rows
            else _("nobody has a seat yet")
        )
        self.query_one("#players-title", Label).update(_("Players — {count}").format(count=count))
        self.refresh_bindings()

    def selected(self) -> str | None:
        table = self.query_one(DataTable)
        if not table.row_count:
            return None
        return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("rename", "merge") and self.is_mounted:
            enough = len(self.names) >= (2 if action == "merge" else 1)
            return enough or None
        return True

    def done(self, message: str, keep: str | None = None) -> None:
        self.reload(keep)
        self.query_one("#players-status", Label).update(plain(message))
        self.notify(shown(message), markup=False)

    def action_rename(self) -> None:
        name = self.selected()
        if name is None:
            return
        ledger = self.app.ledger
        fields = [
            # an older file's name with a control character is offered escaped, to keep
            Field(
                "name",
                _("New name"),
                shown(name),
                _("the name to use everywhere"),
                answers=("NEW",),
            ),
            Field("reason", _("Reason"), "", _(OPTIONAL)),
        ]

        def save(values) -> str:
            return ledger.rename_player(name, values["name"], values["reason"] or None)

        def after(new: str | None) -> None:
            if new is not None:
                self.done(
                    _("{name} is now {new} in every session.").format(name=name, new=new), new
                )

        question = _("Rename {name} in every session:").format(name=name)
        self.app.push_screen(FormDialog(question, fields, save, ok=_("Rename")), after)

    def action_merge(self) -> None:
        name = self.selected()
        others = tuple(other for other in self.names if other != name)
        if name is None or not others:
            return
        ledger = self.app.ledger
        fields = [
            Field("into", _("Keep"), others[0], choices=others, answers=("INTO", "PLAYER")),
            Field("reason", _("Reason"), "", _(OPTIONAL)),
        ]

        def save(values) -> tuple[str, str]:
            return ledger.merge_players(name, values["into"], values["reason"] or None)

        def after(result: tuple[str, str] | None) -> None:
            if result is not None:
                gone, kept = result
                said = _("{gone} and {kept} are one person now, called {kept} (u splits).")
                self.done(said.format(gone=gone, kept=kept), kept)

        question = _(
            "Merge {name} into another player: pick the one to keep. {name}'s games count "
            "as theirs in every session; u tells them apart again."
        ).format(name=name)
        self.app.push_screen(FormDialog(question, fields, save, ok=_("Merge")), after)

    def action_split(self) -> None:
        ledger = self.app.ledger
        merged = self.app.guard(ledger.merged_players)
        if not merged:
            if merged is not None:
                self.notify(_("No one is merged: there is nothing to tell apart."))
            return
        gone = tuple(name for name, _current in merged)
        fields = [
            Field("name", _("Was called"), gone[0], choices=gone, answers=("PLAYER",)),
            Field("reason", _("Reason"), "", _(OPTIONAL)),
        ]

        def save(values) -> str:
            return ledger.split_player(values["name"], values["reason"] or None)

        def after(restored: str | None) -> None:
            if restored is not None:
                said = _("{name} is a player of their own again.").format(name=restored)
                self.done(said, restored)

        now = ", ".join(
            _("{name} (now {current})").format(name=name, current=current)
            for name, current in merged
        )
        question = _("Tell a merged player apart again, under the name they had — {now}:").format(
            now=now
        )
        self.app.push_screen(FormDialog(question, fields, save, ok=_("Split")), after)

"""The session list: most recent first, with players, games played and the leader."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Header, Label

from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import signed, when
from scorekeeper.tui.widgets.keys_footer import KeysFooter

MIN_PLAYERS_WIDTH = 12  # narrower than this, the list scrolls sideways instead


class SessionsScreen(SaidKeys, Screen):
    CSS_PATH = "sessions.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        # The list's own enter opens the row too; the status line below says so.
        Binding("enter", "open", N_("Open"), id="open-session", show=False),
        Binding("n", "new_session", N_("New session"), id="new-session"),
        Binding("r", "rename", N_("Rename"), id="rename-session"),
        Binding("a", "archive", N_("Archive"), id="archive-session",
                tooltip=N_("Archive the session (listed last), or restore an archived one")),
        Binding("t", "stats", N_("Stats"), id="stats-all"),
        Binding("p", "players", N_("Players"), id="players-all"),
        Binding("g", "ratings", N_("Ratings"), id="ratings-all"),
        Binding("l", "app.settings", N_("Language, digits and calendar"), id="settings",
                show=False),
        Binding("q", "app.quit", N_("Quit"), id="quit"),
        Binding("question_mark", "app.help", N_("Keys"), id="help", key_display="?"),
    ]  # fmt: skip

    # The session opened last from here or at start: the cursor goes to it when the list
    # is shown again, rather than staying on the top row.
    chosen: int | None = None
    fitted_to: int | None = None  # the width the players column was last fitted to

    # At start the app opens the last session on top of this list at once: the list's
    # widgets are made when it is first seen, not mounted and styled under the session
    # (a quarter of the app's own start-up work), and the list (a sum over every session's
    # games) is read only then too.
    built = False

    def compose(self) -> ComposeResult:
        return ()

    def parts(self) -> list[Widget]:
        # Every key of this list fits 80 columns without ctrl+p's corner (? lists it).
        return [
            Header(),
            Label(_("Sessions — most recent first"), classes="title"),
            DataTable(id="sessions", cursor_type="row", zebra_stripes=True),
            Label("", classes="status", id="sessions-status"),
            KeysFooter(compact=True, show_command_palette=False),
        ]

    def on_mount(self) -> None:
        Following(self, self.reload)
        self.sub_title = _("sessions")

    async def on_screen_resume(self) -> None:
        # On top, not merely "current": a session screen pushed at once is still being
        # styled when this resumes, and Textual counts the list as seen behind it.
        if not self.is_active:
            return
        if not self.built:
            with self.app.batch_update():  # drawn once, whole
                await self.mount_all(self.parts())
                table = self.query_one(DataTable)
                table.add_column(_("name"), key="name")
                table.add_column(_("players"), key="players")
                table.add_column(Text(_("games"), justify="right"), key="games")
                table.add_column(_("leader"), key="leader")
                table.add_column(_("last used"), key="used")
                self.built = True
                if self.focused is None:  # as Textual's auto focus would have
                    self.set_focus(table)
                self.refresh_bindings()  # the footer came after the screen's own news
        self.reload()

    def reload(self) -> None:
        if not self.built:
            return  # read when first seen
        table = self.query_one(DataTable)
        keep, self.chosen = self.chosen or self.selected(), None
        table.clear()
        summaries = self.app.guard(self.app.ledger.sessions) or []
        summaries.sort(key=lambda item: item.archived)  # archived last, else most recent first
        rows = []
        for item in summaries:
            name = item.name + (_(" (archived)") if item.archived else "")
            leader = f"{item.leader} {signed(item.leader_total or 0)}" if item.leader else "—"
            rows.append((item, name, ", ".join(item.seats), leader, when(item.last_used_at)))
        room = self.players_room(rows)
        self.fitted_to = self.app.size.width
        for item, name, players, leader, used in rows:
            style = "dim" if item.archived else ""
            seats = plain(players, style=style)
            seats.truncate(room, overflow="ellipsis")
            table.add_row(
                plain(name, style=style),
                seats,
                Text(shown_digits(str(item.games)), justify="right", style=style),
                plain(leader, style=style),
                Text(used, style=style),
                key=str(item.id),
            )
        if keep is not None and str(keep) in table.rows:
            table.move_cursor(row=table.get_row_index(str(keep)))
        count = len(summaries)
        status = _("{count} session(s). enter opens; n starts a new one.").format(
            count=shown_digits(str(count))
        )
        self.query_one("#sessions-status", Label).update(status if count else _("No sessions yet."))

    def players_room(self, rows: list[tuple]) -> int:
        """The players column gets what the other columns leave of the screen's width, so
        the last-used date is whole at 80 columns; long lists of names end in an ellipsis."""
        columns = [
            [_("name"), *(row[1] for row in rows)],
            [_("games"), *(shown_digits(str(row[0].games)) for row in rows)],
            [_("leader"), *(row[3] for row in rows)],
            [_("last used"), *(row[4] for row in rows)],
        ]
        used = sum(max(cell_len(text) for text in column) for column in columns)
        padding = 2 * 5 + 2  # a space each side of every column, and the scroll bar
        return max(MIN_PLAYERS_WIDTH, self.app.size.width - used - padding)

    def on_resize(self) -> None:
        # a terminal made wider or narrower: the players column is fitted again (not at
        # the first layout, which the first showing reads anyway)
        if self.is_current and self.fitted_to not in (None, self.app.size.width):
            self.reload()

    def selected(self) -> int | None:
        if not self.built:
            return None
        table = self.query_one(DataTable)
        if not table.row_count:
            return None
        return int(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("open", "rename", "archive") and self.is_mounted:
            return self.selected() is not None or None
        return True

    def action_open(self) -> None:
        ref = self.selected()
        if ref is not None:
            self.app.open_session(ref)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_open()

    def action_new_session(self) -> None:
        from scorekeeper.tui.screens.new_session import NewSessionScreen

        self.app.push_screen(NewSessionScreen())

    def action_stats(self) -> None:
        from scorekeeper.tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen())

    def action_ratings(self) -> None:
        from scorekeeper.tui.screens.ratings import RatingsScreen

        self.app.push_screen(RatingsScreen())

    def action_players(self) -> None:
        from scorekeeper.tui.screens.players import PlayersScreen

        self.app.push_screen(PlayersScreen())

    def action_rename(self) -> None:
        from scorekeeper.ledger.core.limits import check_session_name
        from scorekeeper.tui.dialogs.reason import PromptDialog

        ref = self.selected()
        if ref is None:
            return
        info = self.app.guard(self.app.ledger.session, ref)
        if info is None:
            return

        def done(name: str | None) -> None:
            if name and self.app.guard(self.app.ledger.rename, ref, name):
                self.notify(_("Renamed to {name}").format(name=name), markup=False)
                self.reload()

        dialog = PromptDialog(
            _("New name:"), value=info.name, ok=_("Rename"), check=check_session_name
        )
        self.app.push_screen(dialog, done)

    def action_archive(self) -> None:
        ref = self.selected()
        info = self.app.guard(self.app.ledger.session, ref) if ref is not None else None
        if info is None:
            return
        changed = self.app.guard(self.app.ledger.archive, ref, not info.archived)
        if changed is not None:
            state = _("archived") if changed.archived else _("restored")
            self.notify(shown(f"{info.name} {state}"), markup=False)
            self.reload()

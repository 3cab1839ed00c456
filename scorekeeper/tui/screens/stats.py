"""Statistics (key t): each player's numbers, and the highlighted one in words.

Opened from a session it shows that session; s switches to every session and back.
From the session list it shows every session. x exports what is shown to CSV.
"""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label, Static

from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.present.language import N_, _
from scorekeeper.rules.escapes import shown as escaped
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.stats_columns import cells, fitting, heading, in_words, line, shown_columns
from scorekeeper.tui.text import num
from scorekeeper.tui.widgets.fitted import add_fitted_columns
from scorekeeper.tui.widgets.keys_footer import KeysFooter


class StatsScreen(SaidKeys, Screen):
    CSS_PATH = "stats.tcss"
    AUTO_FOCUS = "#stats"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,t", "app.pop_screen", N_("Back"), id="stats-back"),
        Binding("s", "scope", N_("This session / all"), id="stats-scope",
                tooltip=N_("Switch between this session's statistics and every session's")),
        Binding("x", "export", N_("Export"), id="stats-export",
                tooltip=N_("Write the statistics shown to a CSV file")),
    ]  # fmt: skip

    def __init__(self, session_id: int | None = None) -> None:
        """From a session, ``s`` switches between its statistics and every session's."""
        super().__init__()
        self.rows: list[PlayerStats] = []
        self.session_id = session_id
        self.session_name = ""
        self.this_session = session_id is not None

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(_("Statistics — every session"), classes="title", id="stats-title")
        yield DataTable(id="stats", cursor_type="row", zebra_stripes=True, fixed_columns=1)
        yield Static("", id="player-detail")
        yield Label("", classes="status", id="stats-status")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.sub_title = _("statistics")
        self.query_one("#stats-status").display = False
        if self.session_id is not None:
            info = self.app.guard(self.app.ledger.session, self.session_id)
            self.session_name = info.name if info else ""
            self.sub_title = escaped(_("{session} · statistics").format(session=self.session_name))
        self.load()

    @work(thread=True, exclusive=True, group="stats")
    def load(self) -> None:
        """Every session is read: off the UI thread, so the screen opens at once."""
        session = self.session_id if self.this_session else None
        rows = self.app.guard(self.app.ledger.stats, session=session)
        if rows is not None:
            self.app.call_from_thread(self.show, rows)

    def show(self, rows: list[PlayerStats]) -> None:
        self.rows = rows
        table = self.query_one(DataTable)
        table.clear(columns=True)
        columns = shown_columns(rows, self.this_session)
        lines = [line(cells(row), columns) for row in rows]
        fit = fitting(columns, lines, table.size.width)
        columns, lines = columns[:fit], [cut[:fit] for cut in lines]
        heads = [(column[0], heading(column)) for column in columns]
        add_fitted_columns(table, heads, lines)  # filled in one go: drawn at once, whole
        for row, cut in zip(rows, lines, strict=True):
            table.add_row(*cut, key=row.name)
        self.call_after_refresh(self.trim_columns)
        self.query_one("#stats-title", Label).update(
            plain(
                _("Statistics — {scope} · {count} player(s), most points first").format(
                    scope=self.scope(), count=num(len(rows))
                )
            )
        )
        if not rows:
            self.query_one("#player-detail", Static).update(_("No one has played yet."))
        self.show_player(0)

    def trim_columns(self) -> None:
        """A list long enough to scroll down takes a scrollbar's width: the last columns
        that no longer fit whole go too."""
        table = self.query_one(DataTable)
        keys = list(table.columns)
        while len(keys) > 1 and table.virtual_size.width > table.scrollable_content_region.width:
            table.remove_column(keys.pop())

    def on_resize(self) -> None:
        if self.rows:
            self.show(self.rows)  # the columns that fit the new width

    def show_player(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.query_one("#player-detail", Static).update(in_words(self.rows[index]))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_player(event.cursor_row)

    def scope(self) -> str:
        if self.this_session:
            return _("this session ({name})").format(name=self.session_name)
        return _("every session")

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "scope":
            return self.session_id is not None  # from the session list there is no session
        return True

    def action_scope(self) -> None:
        if self.session_id is not None:
            self.this_session = not self.this_session
            self.load()

    def set_status(self, message: str) -> None:
        status = self.query_one("#stats-status", Label)
        status.update(message)
        status.display = bool(message)

    def clear_status(self, message: str) -> None:
        """The line goes only while it still says ``message`` (nothing newer replaced it)."""
        if str(self.query_one("#stats-status", Label).render()) == message:
            self.set_status("")

    def action_export(self) -> None:
        from scorekeeper.tui.exporting import export_stats

        if not self.rows:
            self.notify(_("There are no statistics to export yet."), severity="warning")
            return
        scope = self.session_name if self.this_session else "all sessions"
        export_stats(self, list(self.rows), scope)

"""Statistics (key t): each player's numbers, and the highlighted one in words.

Opened from a session it shows that session; s switches to every session and back.
From the session list it shows every session. x exports what is shown to CSV.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Label, Static

from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.present.language import N_, _
from scorekeeper.rules.escapes import shown as escaped
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import money, signed
from scorekeeper.tui.widgets.fitted import add_fitted_columns

# key, heading, justify right? What a player looks for first comes first: at 80 columns
# the table shows through money; the counts after it scroll in (and are in words below).
COLUMNS = [
    ("name", "player", False),
    ("games", "games", True),
    ("wins", "wins", True),
    ("win_rate", "win %", True),
    ("total", "total", True),
    ("average", "avg", True),
    ("best", "best", True),
    ("worst", "worst", True),
    ("money", "money", False),
    ("sat_out", "out", True),
    ("sessions", "sess", True),
    ("honors", "hon", True),
    ("marriages", "mar", True),
    ("surrenders", "surr", True),
]


def game(value: int | None) -> str:
    return signed(value) if value is not None else "—"


def cells(row: PlayerStats) -> dict[str, str]:
    return {
        "name": row.name,
        "sessions": str(row.sessions),
        "games": str(row.games),
        "sat_out": str(row.sat_out),
        "wins": str(row.wins),
        "win_rate": f"{row.win_rate * 100:.0f}%",
        "total": signed(row.total),
        "average": f"{row.average:+.2f}" if row.average else "0.00",
        "honors": str(row.honors),
        "marriages": str(row.marriages),
        "surrenders": str(row.surrenders),
        "best": game(row.best),
        "worst": game(row.worst),
        "money": money(row.money),
    }


def _justify(right: bool) -> Literal["right", "left"]:
    return "right" if right else "left"


def _line(shown: dict[str, str], columns: list[tuple[str, str, bool]]) -> list[Text]:
    """One player's cells in the table's column order."""
    return [plain(shown[key], justify=_justify(right)) for key, _heading, right in columns]


def shown_columns(rows: list[PlayerStats], one_session: bool) -> list[tuple[str, str, bool]]:
    """The columns that say something here: one session's count of sessions is always 1,
    and money is a column of dashes until a stake is set. Left out, the rest of the table
    fits 80 columns without a heading cut at the edge."""
    idle = {"sessions"} if one_session else set()
    if not any(row.money for row in rows):
        idle.add("money")
    return [column for column in COLUMNS if column[0] not in idle]


def in_words(row: PlayerStats) -> Text:
    shown = cells(row)
    return Text.assemble(
        (escaped(row.name), "bold"),
        (
            f" — {row.sessions} session(s), {row.games} game(s) played, "
            f"{row.sat_out} sat out; {row.wins} win(s) ({shown['win_rate']}). "
            f"Total {shown['total']}, {shown['average']} a game; best game {shown['best']}, "
            f"worst {shown['worst']}. Honors {row.honors}, marriages {row.marriages}, "
            f"surrenders {row.surrenders}. Money: {shown['money']}."
        ),
    )


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
        yield Footer(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.sub_title = _("statistics")
        self.query_one("#stats-status").display = False
        if self.session_id is not None:
            info = self.app.guard(self.app.ledger.session, self.session_id)
            self.session_name = info.name if info else ""
            self.sub_title = escaped(f"{self.session_name} · statistics")
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
        lines = [_line(cells(row), columns) for row in rows]
        heads = ((key, Text(heading, justify=_justify(right))) for key, heading, right in columns)
        add_fitted_columns(table, heads, lines)  # filled in one go: drawn at once, whole
        for row, line in zip(rows, lines, strict=True):
            table.add_row(*line, key=row.name)
        self.query_one("#stats-title", Label).update(
            plain(f"Statistics — {self.scope()} · {len(rows)} player(s), most points first")
        )
        if not rows:
            self.query_one("#player-detail", Static).update(_("No one has played yet."))
        self.show_player(0)

    def show_player(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.query_one("#player-detail", Static).update(in_words(self.rows[index]))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_player(event.cursor_row)

    def scope(self) -> str:
        return f"this session ({self.session_name})" if self.this_session else "every session"

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

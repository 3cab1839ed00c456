"""Statistics (key t): every player across every session, and one player in words."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Label, Static

from scorekeeper.ledger.stats import PlayerStats
from scorekeeper.rules.money import format_minor
from scorekeeper.tui.text import signed

# key, heading, justify right?
COLUMNS = [
    ("name", "player", False),
    ("sessions", "sess", True),
    ("games", "games", True),
    ("sat_out", "out", True),
    ("wins", "wins", True),
    ("win_rate", "win %", True),
    ("total", "total", True),
    ("average", "avg", True),
    ("honors", "hon", True),
    ("marriages", "mar", True),
    ("surrenders", "surr", True),
    ("best", "best", True),
    ("worst", "worst", True),
    ("money", "money", False),
]


def money(row: PlayerStats) -> str:
    return " · ".join(f"{format_minor(c)} {code}" for code, c in sorted(row.money.items())) or "—"


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
        "money": money(row),
    }


def in_words(row: PlayerStats) -> str:
    shown = cells(row)
    return (
        f"[b]{row.name}[/b] — {row.sessions} session(s), {row.games} game(s) played, "
        f"{row.sat_out} sat out; {row.wins} win(s) ({shown['win_rate']}). "
        f"Total {shown['total']}, {shown['average']} a game; best game {shown['best']}, "
        f"worst {shown['worst']}. Honors {row.honors}, marriages {row.marriages}, "
        f"surrenders {row.surrenders}. Money: {shown['money']}."
    )


class StatsScreen(Screen):
    CSS_PATH = "stats.tcss"
    AUTO_FOCUS = "#stats"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,t", "app.pop_screen", "Back", id="stats-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[PlayerStats] = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("Statistics — every session", classes="title", id="stats-title")
        yield DataTable(id="stats", cursor_type="row", zebra_stripes=True, fixed_columns=1)
        yield Static("", id="player-detail")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.sub_title = "statistics"
        table = self.query_one(DataTable)
        for key, heading, right in COLUMNS:
            table.add_column(Text(heading, justify="right" if right else "left"), key=key)
        self.load()

    @work(thread=True, exclusive=True, group="stats")
    def load(self) -> None:
        """Every session is read: off the UI thread, so the screen opens at once."""
        rows = self.app.guard(self.app.ledger.stats)
        if rows is not None:
            self.app.call_from_thread(self.show, rows)

    def show(self, rows: list[PlayerStats]) -> None:
        self.rows = rows
        table = self.query_one(DataTable)
        table.clear()
        for row in rows:
            shown = cells(row)
            line = (Text(shown[key], justify="right" if r else "left") for key, _, r in COLUMNS)
            table.add_row(*line, key=row.name)
        self.query_one("#stats-title", Label).update(
            f"Statistics — every session · {len(rows)} player(s), most points first"
        )
        if not rows:
            self.query_one("#player-detail", Static).update("No one has played yet.")
        self.show_player(0)

    def show_player(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.query_one("#player-detail", Static).update(in_words(self.rows[index]))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_player(event.cursor_row)

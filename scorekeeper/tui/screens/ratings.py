"""Ratings (key g on the session list): every player's rating at one preset.

The preset is first the one ``scorekeeper ratings`` shows (the most recently used
session's); p and P step through the others, those played first. Each row: the ordinal
(one decimal), rated games, a mark while provisional, and the trend, the ordinal after
each session the player played in, as a sparkline. Read off the UI thread.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Label, Static

from scorekeeper.ledger.reads.ratings import PROVISIONAL_BELOW, Rating
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.widgets.fitted import add_fitted_columns

BARS = "▁▂▃▄▅▆▇█"
TREND_WIDTH = 24  # the last sessions shown; fits 80 columns beside the other cells


def sparkline(values: list[float], width: int = TREND_WIDTH) -> str:
    """The last ``width`` values, each as a bar scaled between their least and most."""
    shown = values[-width:]
    if not shown:
        return ""
    low, high = min(shown), max(shown)
    if high - low < 1e-9:
        return BARS[len(BARS) // 2 - 1] * len(shown)
    top = len(BARS) - 1
    return "".join(BARS[round((v - low) / (high - low) * top)] for v in shown)


# (key, heading) of each column, sized to its widest cell as the rows are made
HEADS = (
    ("name", Text("player")),
    ("ordinal", Text("ordinal", justify="right")),
    ("games", Text("games", justify="right")),
    ("provisional", Text("prov")),
    ("trend", Text("trend (after each session)")),
)


def ordinal(value: float) -> str:
    return f"{value:.1f}"


class RatingsScreen(Screen):
    CSS_PATH = "ratings.tcss"
    AUTO_FOCUS = "#ratings"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g", "app.pop_screen", "Back", id="ratings-back"),
        Binding("p", "preset(1)", "Next preset", id="ratings-next-preset",
                tooltip="Show the ratings of the next preset"),
        Binding("P", "preset(-1)", "Previous preset", id="ratings-previous-preset",
                key_display="shift+p", tooltip="Show the ratings of the previous preset"),
    ]  # fmt: skip

    def __init__(self, preset: str | None = None) -> None:
        """Without a preset: the most recently used session's, as ``scorekeeper ratings``."""
        super().__init__()
        self.preset = preset
        self.presets: list[str] = []
        self.rows: list[Rating] = []
        self.trends: dict[str, list[float]] = {}

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("Ratings", classes="title", id="ratings-title")
        yield DataTable(id="ratings", cursor_type="row", zebra_stripes=True, fixed_columns=1)
        yield Static("", id="ratings-note")
        yield Label("", classes="status", id="ratings-status")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.sub_title = "ratings"
        self.query_one("#ratings-status").display = False
        self.load()

    @work(thread=True, exclusive=True, group="ratings")
    def load(self) -> None:
        """Every game of the preset is rated again: off the UI thread."""
        app = self.app
        found = app.guard(app.ledger.rating_trends, self.preset)
        if found is None:
            return
        used = app.guard(app.ledger.used_presets) or []  # not ``sessions``: no leaders summed
        app.call_from_thread(self.show, *found, used)

    def show(
        self, preset: str, rows: list[Rating], trends: dict[str, list[float]], used: list[str]
    ) -> None:
        from scorekeeper.ledger.catalog import preset_names

        self.preset, self.rows, self.trends = preset, rows, trends
        self.presets = list(dict.fromkeys([*used, preset, *preset_names()]))  # played first
        table = self.query_one(DataTable)
        keep = table.cursor_row
        table.clear(columns=True)
        lines = [
            (
                plain(row.name),
                Text(ordinal(row.ordinal), justify="right"),
                Text(str(row.games), justify="right"),
                Text("prov" if row.provisional else "", style="italic"),
                Text(sparkline(trends.get(row.name, [])), style="bold"),
            )
            for row in rows
        ]
        add_fitted_columns(table, HEADS, lines)  # filled in one go: drawn at once, whole
        for row, line in zip(rows, lines, strict=True):
            table.add_row(*line, key=row.name)
        if 0 < keep < table.row_count:
            table.move_cursor(row=keep)
        self.query_one("#ratings-title", Label).update(
            plain(f"Ratings — {preset} · {len(rows)} player(s), best ordinal first")
        )
        self.sub_title = f"ratings · {preset}"
        if not rows:
            note = f"No rated games of {preset} yet. p shows another preset."
        else:
            note = (
                f"ordinal = mu − 3·sigma; prov: fewer than {PROVISIONAL_BELOW} rated games. "
                "p / shift+p: another preset."
            )
        self.query_one("#ratings-note", Static).update(note)

    def action_preset(self, step: int) -> None:
        if not self.presets or self.preset is None:
            return
        at = self.presets.index(self.preset) if self.preset in self.presets else 0
        self.preset = self.presets[(at + step) % len(self.presets)]
        self.load()

"""Ratings (key g on the session list): every player's rating at one preset.

The preset is first the one ``scorekeeper ratings`` shows (the most recently used
session's); p and P step through the others, those played first. Each row: the ordinal
(one decimal), rated games, a mark while provisional, and the trend, the ordinal after
each session the player played in, as a sparkline. s narrows it to a season (the sessions
created from one day to another, UTC, as ``stats --since --until``), whose table (games,
wins, points, money) then shows below; x writes the ratings shown to CSV; enter opens the
page of the player on the highlighted row (of either table). Read off the UI thread.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label, Static

from scorekeeper.ledger.reads.ratings import PROVISIONAL_BELOW, Rating
from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.ratings_table import ratings_file_name, season_span, season_words
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import ordinal
from scorekeeper.tui.widgets.fitted import add_fitted_columns
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.season_table import SeasonTable
from scorekeeper.tui.widgets.sparkline import BARS, TREND_WIDTH, sparkline

__all__ = ["BARS", "TREND_WIDTH", "RatingsScreen", "sparkline"]  # the trend's, kept here too


# (key, heading) of each column, sized to its widest cell as the rows are made
def heads() -> tuple[tuple[str, Text], ...]:
    return (
        ("name", Text(_("player"))),
        ("ordinal", Text(_("ordinal"), justify="right")),
        ("games", Text(_("games"), justify="right")),
        ("provisional", Text(_("prov"))),
        ("trend", Text(_("trend (after each session)"))),
    )


class RatingsScreen(SaidKeys, Screen):
    CSS_PATH = "ratings.tcss"
    AUTO_FOCUS = "#ratings"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g", "app.pop_screen", N_("Back"), id="ratings-back"),
        # priority: above the table's own enter, so that it is this key the footer, help
        # and the palette list (the table's would only select the row)
        Binding("enter", "player", N_("Player"), id="ratings-player", priority=True,
                tooltip=N_("Open the page of the player on the highlighted row")),
        Binding("p", "preset(1)", N_("Next preset"), id="ratings-next-preset",
                tooltip=N_("Show the ratings of the next preset")),
        # Off the footer, which 80 columns cannot fit it in with s and x; help, the palette
        # and the note under the table still give it.
        Binding("P", "preset(-1)", N_("Previous preset"), id="ratings-previous-preset",
                key_display="shift+p", show=False,
                tooltip=N_("Show the ratings of the previous preset")),
        Binding("s", "season", N_("Season"), id="ratings-season",
                tooltip=N_("Narrow the ratings to the sessions created between two days")),
        Binding("x", "export", N_("Export"), id="ratings-export",
                tooltip=N_("Write the ratings shown to a CSV file")),
    ]  # fmt: skip

    def __init__(
        self, preset: str | None = None, since: str | None = None, until: str | None = None
    ) -> None:
        """Without a preset: the most recently used session's, as ``scorekeeper ratings``.
        ``since``/``until``: the season shown (days checked by ``check_season``); without
        them, every session."""
        super().__init__()
        self.preset = preset
        self.since, self.until = since, until
        self.presets: list[str] = []
        self.rows: list[Rating] = []
        self.trends: dict[str, list[float]] = {}
        self.season: list[PlayerStats] | None = None  # the season's table, when narrowed
        self.shown: tuple[str | None, str | None] = (None, None)  # the season of the rows

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(_("Ratings"), classes="title", id="ratings-title")
        with Vertical(id="ratings-tables"):  # sized in the tcss: the note always shows
            yield DataTable(id="ratings", cursor_type="row", zebra_stripes=True, fixed_columns=1)
            yield Label("", classes="title", id="season-title")
            yield SeasonTable(id="season", cursor_type="row", zebra_stripes=True, fixed_columns=1)
        yield Static("", id="ratings-note")
        yield Label("", classes="status", id="ratings-status")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.sub_title = _("ratings")
        for hidden in ("#ratings-status", "#season-title", "#season"):
            self.query_one(hidden).display = False
        self.load()

    @work(thread=True, exclusive=True, group="ratings")
    def load(self) -> None:
        """Every game of the preset is rated again (and a season's sessions added up):
        off the UI thread."""
        app, since, until = self.app, self.since, self.until
        found = app.guard(app.ledger.rating_trends, self.preset, since, until)
        if found is None:
            return
        season = None
        if since or until:  # the preset as rated: the default one is known only now
            season = app.guard(app.ledger.season_stats, since, until, found[0])
            if season is None:
                return
        used = app.guard(app.ledger.used_presets) or []  # not ``sessions``: no leaders summed
        app.call_from_thread(self.show, *found, used, season, (since, until))

    def show(
        self,
        preset: str,
        rows: list[Rating],
        trends: dict[str, list[float]],
        used: list[str],
        season: list[PlayerStats] | None = None,
        shown: tuple[str | None, str | None] = (None, None),
    ) -> None:
        """``shown``: the season the rows are of (``since``/``until`` may have changed since)."""
        from scorekeeper.ledger.catalog import preset_names

        self.preset, self.rows, self.trends, self.season = preset, rows, trends, season
        self.shown = shown
        self.presets = list(dict.fromkeys([*used, preset, *preset_names()]))  # played first
        table = self.query_one("#ratings", DataTable)
        keep = table.cursor_row
        table.clear(columns=True)
        lines = [
            (
                plain(row.name),
                Text(ordinal(row.ordinal), justify="right"),
                Text(shown_digits(str(row.games)), justify="right"),
                Text(_("prov") if row.provisional else "", style="italic"),
                Text(sparkline(trends.get(row.name, [])), style="bold"),
            )
            for row in rows
        ]
        add_fitted_columns(table, heads(), lines)  # filled in one go: drawn at once, whole
        for row, line in zip(rows, lines, strict=True):
            table.add_row(*line, key=row.name)
        if 0 < keep < table.row_count:
            table.move_cursor(row=keep)
        words, span = season_words(*shown), season_span(*shown)
        self.query_one("#ratings-title", Label).update(
            plain(
                _("Ratings — {preset}, {span} · {count} player(s), best first").format(
                    preset=preset, span=span, count=shown_digits(str(len(rows)))
                )
            )
        )
        self.sub_title = _("ratings · {preset}").format(preset=preset)
        self.show_season(season, words)
        if not rows:
            where = _("in {season}").format(season=words) if season is not None else _("yet")
            note = _(
                "No rated games of {preset} {where}. p: another preset; s: the season."
            ).format(preset=preset, where=where)
        else:
            note = _(
                "ordinal = mu − 3·sigma; prov: fewer than {count} rated games. "
                "enter: the player's page; p / shift+p: another preset; s: the season; "
                "x: export."
            ).format(count=shown_digits(str(PROVISIONAL_BELOW)))
        self.query_one("#ratings-note", Static).update(note)

    def show_season(self, season: list[PlayerStats] | None, words: str) -> None:
        """The season's table under the ratings, or nothing while every session is shown."""
        title, table = self.query_one("#season-title", Label), self.query_one(SeasonTable)
        title.display = table.display = season is not None
        self.set_class(bool(season), "-season")  # the two tables share the height (tcss)
        if season is None:
            return
        table.show(season)
        if season:
            heading = _("Season's table — {count} player(s), most points first")
        else:
            heading = _("No games of {preset} in {season}.")
        count = shown_digits(str(len(season)))
        title.update(plain(heading.format(count=count, preset=self.preset, season=words)))
        table.display = bool(season)

    def highlighted(self) -> str | None:
        """The player on the highlighted row of the table in focus (the season's table
        lists players too), or of the ratings when neither has the focus."""
        focused = self.focused
        table = focused if isinstance(focused, DataTable) else self.query_one("#ratings", DataTable)
        if not table.display or not table.row_count:
            return None
        return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "player" and self.is_mounted:
            return self.highlighted() is not None or None  # shown, greyed, with no row
        return True

    def action_player(self) -> None:
        from scorekeeper.tui.screens.player import PlayerScreen

        name = self.highlighted()
        if name is not None:
            self.app.push_screen(PlayerScreen(name))

    def action_preset(self, step: int) -> None:
        if not self.presets or self.preset is None:
            return
        at = self.presets.index(self.preset) if self.preset in self.presets else 0
        self.preset = self.presets[(at + step) % len(self.presets)]
        self.load()

    def action_season(self) -> None:
        from scorekeeper.tui.seasons import ask_season

        ask_season(self, self.since, self.until, self.narrow)

    def narrow(self, since: str | None, until: str | None) -> None:
        """Show the season from ``since`` to ``until`` (checked days; None: no bound)."""
        self.since, self.until = since, until
        self.load()

    def action_export(self) -> None:
        from scorekeeper.tui.exporting import export_ratings

        if not self.rows or self.preset is None:
            self.notify(_("There are no ratings to export yet."), severity="warning")
            return
        name = ratings_file_name(self.preset, *self.shown)
        export_ratings(self, list(self.rows), name)

    def set_status(self, message: str) -> None:
        status = self.query_one("#ratings-status", Label)
        status.update(message)
        status.display = bool(message)

    def clear_status(self, message: str) -> None:
        """The line goes only while it still says ``message`` (nothing newer replaced it)."""
        if str(self.query_one("#ratings-status", Label).render()) == message:
            self.set_status("")

"""Chart (key c): every player's running total across the session's games."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Header, Label

from scorekeeper.ledger.read_models import GameRow
from scorekeeper.ledger.reads.running import RunningTotals, running_totals
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.running_chart import RunningChart


class ChartScreen(SaidKeys, Screen):
    CSS_PATH = "chart.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,c", "app.pop_screen", N_("Back"), id="chart-back"),
    ]

    def __init__(self, session_id: int) -> None:
        super().__init__()
        self.session_id = session_id

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(_("Running totals"), classes="title", id="chart-title")
        yield RunningChart(id="chart")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.load)
        self.load()

    @work(thread=True, exclusive=True, group="chart")
    def load(self) -> None:
        """Read the whole ledger off the UI thread, as the session screen does."""
        ledger = self.app.ledger
        info = self.app.guard(ledger.session, self.session_id)
        games = self.app.guard(ledger.games, self.session_id) if info else None
        if info is not None and games is not None:
            running = running_totals(games, info.seats)
            self.app.call_from_thread(self.show, info.name, running, games)

    def show(self, name: str, running: RunningTotals, games: list[GameRow]) -> None:
        self.sub_title = _("{name} · chart").format(name=name)
        counted = len(running.numbers)
        note = left_out(games)
        self.query_one("#chart-title", Label).update(
            _("Running totals after each game — {count} counted{note}").format(
                count=shown_digits(str(counted)), note=note
            )
        )
        self.query_one(RunningChart).show(running)


def left_out(games: list[GameRow]) -> str:
    """What the chart leaves out, each kind by its name: an undone recording never
    happened, which is not the same as a game voided."""
    undone = sum(1 for g in games if g.voided and not g.dealt)
    voided = sum(1 for g in games if g.voided and g.dealt)
    parts = [
        kind.format(count=shown_digits(str(n)))
        for n, kind in ((voided, _("{count} voided")), (undone, _("{count} undone")))
        if n
    ]
    return _(", {parts} left out").format(parts=_(" and ").join(parts)) if parts else ""

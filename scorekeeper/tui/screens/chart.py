"""Chart (key c): every player's running total across the session's games."""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, Header, Label

from scorekeeper.ledger.reads.running import RunningTotals, running_totals
from scorekeeper.tui.widgets.running_chart import RunningChart


class ChartScreen(Screen):
    CSS_PATH = "chart.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,c", "app.pop_screen", "Back", id="chart-back"),
    ]

    def __init__(self, session_id: int) -> None:
        super().__init__()
        self.session_id = session_id

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("Running totals", classes="title", id="chart-title")
        yield RunningChart(id="chart")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.load()

    @work(thread=True, exclusive=True, group="chart")
    def load(self) -> None:
        """Read the whole ledger off the UI thread, as the session screen does."""
        ledger = self.app.ledger
        info = self.app.guard(ledger.session, self.session_id)
        games = self.app.guard(ledger.games, self.session_id) if info else None
        if info is not None and games is not None:
            running = running_totals(games, info.seats)
            # an undone recording never happened: left out, but not counted as voided
            dealt = sum(1 for game in games if game.dealt)
            self.app.call_from_thread(self.show, info.name, running, dealt)

    def show(self, name: str, running: RunningTotals, dealt: int) -> None:
        self.sub_title = f"{name} · chart"
        counted = len(running.numbers)
        left_out = dealt - counted
        note = f", {left_out} voided left out" if left_out else ""
        self.query_one("#chart-title", Label).update(
            f"Running totals after each game — {counted} counted{note}"
        )
        self.query_one(RunningChart).show(running)

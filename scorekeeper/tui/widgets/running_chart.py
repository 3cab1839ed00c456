"""The running-totals chart (textual-plotext), redrawn to fit whenever it is resized."""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual_plotext import PlotextPlot

from scorekeeper.ledger.reads.running import RunningTotals
from scorekeeper.present.chart import draw
from scorekeeper.present.language import _


class RunningChart(PlotextPlot):
    """Every player's total after each counted game; the legend gives the last total."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.running: RunningTotals | None = None

    def show(self, running: RunningTotals) -> None:
        self.running = running
        self.refresh()

    def render(self) -> RenderResult:
        running = self.running
        if running is None:
            return Text(_("Reading the games…"), style="dim")
        if running.empty:
            return Text(_("No games counted yet: record one and the chart starts."), style="dim")
        draw(self.plt, running, "", (self.size.width, self.size.height), colour=True)
        return super().render()

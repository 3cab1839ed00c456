"""Draw a session's running totals on a plotext figure: the same chart for CLI and TUI.

``draw`` takes the plotting object rather than importing one: the CLI hands it the
``plotext`` module, the TUI the ``plt`` of a textual-plotext widget (the same calls).
Nothing here imports plotext, so ``import scorekeeper.cli`` stays light.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.ledger.reads.running import RunningTotals

# Without colour, each player needs a shape of their own; the legend shows it.
MARKERS = ("*", "+", "o", "x", "#", "@", "%", "&", "=", "~")


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def nice_step(span: int, count: int) -> int:
    """The smallest round step (1, 2, 5, 10, 20, 25, 50, …) cutting ``span`` in at most
    ``count`` parts."""
    step = 1
    while True:
        for factor in (1, 2, 2.5, 5):
            if float(step * factor).is_integer() and span / (step * factor) <= count:
                return int(step * factor)
        step *= 10


def ticks(low: int, high: int, count: int) -> list[int]:
    """Whole-number ticks within ``low``–``high`` on a round step, zero among them."""
    step = nice_step(max(high - low, 1), max(count, 1))
    start = -(-low // step) * step
    return list(range(start, high + 1, step))


def game_ticks(numbers: tuple[int, ...], width: int) -> list[int]:
    """The game numbers to label, thinned so the labels do not run together."""
    room = max(width // (len(str(numbers[-1])) + 3), 2)
    every = -(-len(numbers) // room)
    shown = list(numbers[::every])
    return shown if shown[-1] == numbers[-1] else [*shown, numbers[-1]]


def legend(running: RunningTotals) -> list[tuple[str, str]]:
    """(name, label) per seat: the label carries the player's total after the last game."""
    return [(name, f"{name} {signed(running.final(name))}") for name in running.totals]


def draw(plt: Any, running: RunningTotals, title: str, size: tuple[int, int], colour: bool) -> None:
    """Plot every player's running total against the game numbers counted."""
    width, height = size
    plt.clear_data()
    plt.plotsize(width, height)
    if not colour:
        plt.theme("clear")
    x = list(running.numbers)
    for index, (name, label) in enumerate(legend(running)):
        marker = "hd" if colour else MARKERS[index % len(MARKERS)]
        plt.plot(x, running.totals[name], label=label, marker=marker)
    values = [0, *(point for points in running.totals.values() for point in points)]
    plt.yticks(ticks(min(values), max(values), max(height // 4, 2)))
    plt.hline(0)
    plt.xticks(game_ticks(running.numbers, width))
    plt.title(title)
    plt.xlabel("game")

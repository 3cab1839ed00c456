"""``scorekeeper chart SESSION``: every player's running total, drawn in the terminal.

plotext is imported inside the command, never at module level: ``import
scorekeeper.cli`` stays light and never pulls in a plotting (or Textual) module.
"""

from __future__ import annotations

import shutil
import sys
from typing import Annotated

import typer

from scorekeeper.cli.lean_params import LeanCommand, helps
from scorekeeper.cli.support import handles_errors, open_reader, print_json, whole_number
from scorekeeper.present.language import N_

SIZE_LIMITS = {"width": (30, 500), "height": (10, 200)}


def _size(width: int | None, height: int | None) -> tuple[int, int]:
    from scorekeeper.rules import RuleError

    terminal = shutil.get_terminal_size((100, 30))
    chosen = {
        "width": width if width is not None else min(terminal.columns, 160),
        "height": height if height is not None else max(min(terminal.lines - 2, 40), 12),
    }
    for key, (low, high) in SIZE_LIMITS.items():
        given = {"width": width, "height": height}[key]
        if given is not None and not low <= given <= high:
            from scorekeeper.present.language import _

            said = _("must be {low}–{high} characters, got {given}")
            raise RuleError(key, said.format(low=low, high=high, given=given))
    return chosen["width"], chosen["height"]


@helps(N_("Every player's running total across the games (voided games left out)."))
def chart(
    ctx: typer.Context,
    session: Annotated[str, typer.Argument(help=N_("Session name (any case) or number."))],
    width: Annotated[
        int | None, typer.Option(help=N_("Columns (default: the terminal's)."), parser=whole_number)
    ] = None,
    height: Annotated[
        int | None, typer.Option(help=N_("Lines (default: the terminal's)."), parser=whole_number)
    ] = None,
    colour: Annotated[
        bool | None,
        typer.Option("--colour/--no-colour", help=N_("Colours (default: when on a terminal).")),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help=N_("The running totals as JSON."))
    ] = False,
) -> None:
    from scorekeeper.ledger.reads.running import running_totals

    size = _size(width, height)
    with open_reader(ctx) as reader:
        info = reader.session(session)
        running = running_totals(reader.games(info.id), info.seats)
    if as_json:
        print_json(
            {
                "session": info.name,
                "games": list(running.numbers),
                "players": [
                    {"name": name, "running": points} for name, points in running.totals.items()
                ],
            }
        )
        return
    if running.empty:
        from scorekeeper.cli.shapes import say
        from scorekeeper.present.language import _

        say(_("{session}: no games counted yet, nothing to draw.").format(session=info.name))
        return
    import plotext

    from scorekeeper.present.chart import draw

    colour = sys.stdout.isatty() if colour is None else colour
    plotext.clear_figure()
    count = len(running.numbers)
    from scorekeeper.present.language import ngettext

    said = ngettext(
        "{session} — running totals over {count} game",
        "{session} — running totals over {count} games",
        count,
    )
    title = said.format(session=info.name, count=count)
    draw(plotext, running, title, size, colour)
    text = plotext.build()
    # click drops colour codes when stdout is not a terminal, unless told to keep them.
    typer.echo((text if colour else plotext.uncolorize(text)).rstrip("\n"), color=colour)


def register(app: typer.Typer) -> None:
    # plain parameters and the driver alone (no SQLModel): a read, as games
    app.command(cls=LeanCommand)(handles_errors(chart))

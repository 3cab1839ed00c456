"""Ratings, a season's table and two players' record against each other.

``ratings`` and ``versus`` read on the driver alone (no ORM), so the command line's
start-up stays as it was. A season's table is
``stats --since/--until`` (money.py), read through the Ledger as ``stats`` is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from scorekeeper.cli.lean_params import SaidCommand, helps
from scorekeeper.cli.shapes import csv_for
from scorekeeper.cli.support import db_path, echo, handles_errors, json_text, write_output
from scorekeeper.present.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.ratings import Rating, RatingsReader, Versus

PresetOpt = Annotated[
    str | None,
    typer.Option("--preset", help=N_("The preset (default: that of the last session used).")),
]
SinceOpt = Annotated[
    str | None, typer.Option("--since", help=N_("Sessions created on or after DATE (YYYY-MM-DD)."))
]
UntilOpt = Annotated[
    str | None, typer.Option("--until", help=N_("Sessions created on or before DATE (YYYY-MM-DD)."))
]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))]


def _reader(ctx: typer.Context) -> RatingsReader:
    from scorekeeper.ledger.reads.ratings import RatingsReader

    return RatingsReader(db_path(ctx))


def ratings_json(preset: str, since: str | None, until: str | None, rows: list[Rating]) -> dict:
    return {
        "preset": preset,
        "since": since,
        "until": until,
        "players": [
            {"name": r.name, "mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal,
             "games": r.games, "provisional": r.provisional}
            for r in rows
        ],
    }  # fmt: skip


@helps(N_("Each player's rating at one preset across sessions, best first."))
def ratings(
    ctx: typer.Context,
    preset: PresetOpt = None,
    since: SinceOpt = None,
    until: UntilOpt = None,
    as_json: JsonOpt = False,
    as_csv: Annotated[bool, typer.Option("--csv", help=N_("CSV for a spreadsheet."))] = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help=N_("Write the --json or --csv to FILE."))
    ] = None,
) -> None:
    from scorekeeper.cli.money import check_format

    check_format(as_json, as_csv, output)
    from scorekeeper.cli.support import typed_day

    since, until = typed_day(since, "since"), typed_day(until, "until")
    key, rows = _reader(ctx).ratings(preset, since, until)
    if as_json or as_csv:
        from scorekeeper.present.export import to_csv
        from scorekeeper.present.ratings_table import ratings_rows

        data = ratings_json(key, since, until, rows)
        text = csv_for(to_csv(ratings_rows(rows)), output) if as_csv else json_text(data)
        write_output(text, output)
        return
    from scorekeeper.cli.tables import _add, _console, _table

    span = ""
    if since or until:
        span = " " + _("from {since} to {until}").format(
            since=since or _("the start"), until=until or _("today")
        )
    title = _("Ratings: {preset}").format(preset=key) + span
    table = _table(_("player"), _("ordinal"), _("mu"), _("sigma"), _("games"), title=title,
                   numeric=4)  # fmt: skip
    for r in rows:
        name = r.name + (" " + _("(provisional)") if r.provisional else "")
        _add(table, [name, f"{r.ordinal:.1f}", f"{r.mu:.3f}", f"{r.sigma:.3f}", str(r.games)])
    _console().print(table)
    if any(r.provisional for r in rows):
        echo(_("provisional: fewer than 10 rated games of this preset"))


def versus_json(result: Versus) -> dict[str, Any]:
    return {"a": result.a, "b": result.b, "games": result.games, "a_ahead": result.a_ahead,
            "b_ahead": result.b_ahead, "level": result.level, "a_total": result.a_total,
            "b_total": result.b_total}  # fmt: skip


@helps(N_("Two players' games together: who was ahead how often, and their totals."))
def versus(
    ctx: typer.Context,
    first: Annotated[str, typer.Argument(metavar="NAME", help=N_("One player."))],
    second: Annotated[str, typer.Argument(metavar="NAME", help=N_("The other."))],
    preset: PresetOpt = None,
    as_json: JsonOpt = False,
) -> None:
    key, result = _reader(ctx).versus(first, second, preset)
    if as_json:
        write_output(json_text(versus_json(result)), None)
        return
    said = _(
        "{a} v {b} at {preset}: {games} games together; {a} ahead {a_ahead}, "
        "{b} ahead {b_ahead}, level {level}; totals {a_total} and {b_total}"
    )
    echo(
        said.format(
            a=result.a, b=result.b, preset=key, games=result.games, a_ahead=result.a_ahead,
            b_ahead=result.b_ahead, level=result.level, a_total=f"{result.a_total:+d}",
            b_total=f"{result.b_total:+d}",
        )
    )  # fmt: skip


def register(app: typer.Typer) -> None:
    app.command(cls=SaidCommand)(handles_errors(ratings))
    app.command(cls=SaidCommand)(handles_errors(versus))

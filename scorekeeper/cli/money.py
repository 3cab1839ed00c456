"""Commands for the end of the evening and the year: settle up, statistics, the chart.

``settle`` and ``stats`` print a table, or with ``--json`` / ``--csv`` a document that
``-o FILE`` writes to a file instead of stdout (CSV as the totals CSV: scorekeeper.present.export).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from scorekeeper.cli.lean_params import LeanCommand, helps
from scorekeeper.cli.shapes import csv_for, say, signed
from scorekeeper.cli.support import (
    fail,
    handles_errors,
    json_text,
    open_reader,
    write_output,
)
from scorekeeper.present.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.ledger.reads.settle import Settlement
    from scorekeeper.ledger.reads.stats import PlayerStats

JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))]
CsvOpt = Annotated[bool, typer.Option("--csv", help=N_("CSV for a spreadsheet."))]
OutputOpt = Annotated[
    Path | None, typer.Option("--output", "-o", help=N_("Write the --json or --csv to FILE."))
]


def check_format(as_json: bool, as_csv: bool, output: Path | None) -> None:
    if as_json and as_csv:
        raise fail("--csv, --json: " + _("give one of them"), 2)
    if output is not None and not (as_json or as_csv):
        said = _("give --csv or --json with it (the table is for the screen)")
        raise fail(f"--output: {said}", 2)


def settlement_json(plan: Settlement) -> dict[str, Any]:
    from scorekeeper.rules.money import format_minor

    return {
        "session": plan.session,
        "currency": plan.currency,
        "stake": plan.stake,
        "banker": plan.banker,
        **({"entry_fee": plan.stake} if plan.entry_fee else {}),
        "players": [
            {"name": line.name, "points": line.points, "money": format_minor(line.money)}
            for line in plan.lines
        ],
        "transfers": [
            {"from": t.payer, "to": t.payee, "amount": format_minor(t.amount)}
            for t in plan.transfers
        ],
        "fingerprint": plan.fingerprint,  # the session's, as of this plan (None: no games)
    }


def stats_json(rows: list[PlayerStats]) -> dict[str, Any]:
    from scorekeeper.rules.money import format_minor

    return {
        "players": [
            {
                "name": row.name,
                "sessions": row.sessions,
                "games": row.games,
                "sat_out": row.sat_out,
                "wins": row.wins,
                "win_rate": row.win_rate,
                "total": row.total,
                "average": row.average,
                "honors": row.honors,
                "marriages": row.marriages,
                "surrenders": row.surrenders,
                "best_game": row.best,
                "worst_game": row.worst,
                "money": {code: format_minor(cents) for code, cents in sorted(row.money.items())},
            }
            for row in rows
        ]
    }


@helps(N_("Who pays whom (--csv: the transfers, or with --players each player's money)."))
def settle(
    ctx: typer.Context,
    session: Annotated[str, typer.Argument(help=N_("Session name (any case) or number."))],
    stake: Annotated[str | None, typer.Option(help=N_("Money per point, e.g. 0.25."))] = None,
    currency: Annotated[str | None, typer.Option(help=N_("Currency code, e.g. NPR."))] = None,
    banker: Annotated[str | None, typer.Option(help=N_("Settle everything through NAME."))] = None,
    as_json: JsonOpt = False,
    as_csv: CsvOpt = False,
    players: Annotated[
        bool, typer.Option("--players", help=N_("With --csv: each player's points and money."))
    ] = False,
    output: OutputOpt = None,
) -> None:
    check_format(as_json, as_csv, output)
    if players and not as_csv:
        said = _("only with --csv (the table and --json show the players)")
        raise fail(f"--players: {said}", 2)
    with open_reader(ctx) as reader:
        plan = reader.settle(session, stake, currency, banker)
    data = settlement_json(plan)
    if as_json or as_csv:
        from scorekeeper.present import export as writers

        rows = writers.settlement_player_rows if players else writers.settlement_rows
        text = csv_for(writers.to_csv(rows(plan)), output) if as_csv else json_text(data)
        write_output(text, output)
        return
    print_settlement(plan)


def print_settlement(plan: Settlement) -> None:
    """Each player's points and money, then the transfers: checkable by hand."""
    data = settlement_json(plan)
    from scorekeeper.present.calendar_dates import day

    kept = ""
    if plan.settled_at:
        kept = " " + _("(kept when settled, {day})").format(day=day(plan.settled_at))
    money = {"stake": plan.stake, "currency": plan.currency}
    if plan.entry_fee:
        said = _("entry fee {stake} {currency}, the pot to the winner").format(**money)
    else:
        said = _("{stake} {currency} a point").format(**money)
    say(f"{plan.session}: {said}{kept}")
    for line in data["players"]:
        said = _("{points} points = {money}").format(
            points=signed(line["points"]), money=line["money"]
        )
        say(f"  {line['name']}: {said}")
    if not data["transfers"]:
        say(_("Nobody owes anything."))
    for transfer in data["transfers"]:
        said = _("{payer} pays {payee} {amount} {currency}")
        say(said.format(payer=transfer["from"], payee=transfer["to"],
                        amount=transfer["amount"], currency=plan.currency))  # fmt: skip
    if plan.fingerprint:  # a later change to any game gives the session another one
        # a fingerprint is hex to compare by eye with another face's: never other digits
        import typer

        typer.echo(_("Fingerprint {fingerprint}").format(fingerprint=plan.fingerprint))


@helps(N_("Per player, across all sessions (or in one, with --session; a season with --since)."))
def stats(
    ctx: typer.Context,
    player: Annotated[str | None, typer.Argument(help=N_("Only this player."))] = None,
    session: Annotated[
        str | None,
        typer.Option(
            help=N_("Only the games of this session (name or number)."), metavar="SESSION"
        ),
    ] = None,
    since: Annotated[
        str | None,
        typer.Option(help=N_("A season: sessions created on or after DATE (YYYY-MM-DD).")),
    ] = None,
    until: Annotated[
        str | None, typer.Option(help=N_("A season: sessions created on or before DATE."))
    ] = None,
    preset: Annotated[
        str | None, typer.Option(help=N_("Only the sessions of this preset."))
    ] = None,
    as_json: JsonOpt = False,
    as_csv: CsvOpt = False,
    output: OutputOpt = None,
) -> None:
    check_format(as_json, as_csv, output)
    from scorekeeper.cli.support import typed_day

    since, until = typed_day(since, "since"), typed_day(until, "until")
    season = since is not None or until is not None or preset is not None
    if season and session is not None:
        said = _("give it or a season (--since, --until, --preset), not both")
        raise fail(f"--session: {said}", 2)
    with open_reader(ctx) as reader:
        if season:
            rows = reader.season_stats(since, until, preset, player)
        else:
            rows = reader.stats(player, session)
    if player is not None and not rows:
        from scorekeeper.rules import RuleError

        said = _("no player named {name} has played").format(name=repr(player[:40]))
        raise RuleError("PLAYER", said)
    data = stats_json(rows)
    if as_json or as_csv:
        from scorekeeper.present import export as writers

        csv = writers.to_csv(writers.stats_rows(rows))
        write_output(csv_for(csv, output) if as_csv else json_text(data), output)
        return
    from scorekeeper.cli.tables import print_stats

    title = (
        _("Across every session")
        if session is None
        else _("In session {session}").format(session=session)
    )
    if season:
        title = _("From {since} to {until}").format(
            since=since or _("the start"), until=until or _("today")
        ) + (f", {preset}" if preset else "")
    print_stats(rows, data, title)


def register(app: typer.Typer) -> None:
    # plain parameters and the driver alone (no SQLModel): a read, as totals
    app.command(cls=LeanCommand)(handles_errors(settle))
    app.command(cls=LeanCommand)(handles_errors(stats))
    from scorekeeper.cli import chart as cli_chart

    cli_chart.register(app)

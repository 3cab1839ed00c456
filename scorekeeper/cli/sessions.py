"""``new``, ``sessions`` and ``show``: a session made, the sessions listed, one shown."""

from __future__ import annotations

from typing import Annotated

import typer

from scorekeeper.cli.lean_params import LeanCommand, helps
from scorekeeper.cli.support import handles_errors, open_reader, open_writer, print_json
from scorekeeper.present.language import N_, _

SessionArg = Annotated[str, typer.Argument(help=N_("Session name (any case) or number."))]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))]


@helps(N_("Create a session; seats in the order given (clockwise round the table)."))
def new(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=N_("The session's name."))],
    player: Annotated[
        list[str], typer.Option("--player", "-p", help=N_("A player, in seat order (clockwise)."))
    ],
    preset: Annotated[
        str,
        typer.Option(
            help=N_("marriage-rummy | nepali | points | pool | basic | table-hand | tiles")
        ),
    ] = "marriage-rummy",
    decks: Annotated[str | None, typer.Option(help=N_("Decks, 1–5 (default 3)."))] = None,
    cards: Annotated[str | None, typer.Option(help=N_("Cards per hand, 1–52 (21)."))] = None,
    direction: Annotated[str | None, typer.Option(help=N_("clockwise | anticlockwise"))] = None,
    first_dealer: Annotated[str | None, typer.Option(help=N_("Who deals first."))] = None,
    rule: Annotated[
        list[str] | None, typer.Option(help=N_("KEY=VALUE, e.g. honor-value=5."))
    ] = None,
    stake: Annotated[str | None, typer.Option(help=N_("Money per point, e.g. 0.25."))] = None,
    currency: Annotated[str | None, typer.Option(help=N_("Currency code, e.g. NPR."))] = None,
) -> None:
    from scorekeeper.rules import RuleError

    rules: dict[str, object] = {}
    for item in rule or []:
        key, sep, value = item.partition("=")
        if not sep:
            said = _("expected KEY=VALUE (e.g. honor-value=5), got {item}")
            raise RuleError("rule", said.format(item=repr(item)))
        rules[key.strip()] = value
    for key, value in (("decks", decks), ("cards", cards), ("direction", direction)):
        if value is not None:
            rules[key] = value
    with open_writer(ctx) as writer:
        info, warnings = writer.new_session(
            name, player, preset, rules, first_dealer, stake, currency
        )
        coming = writer.next_game(info.id)
    from scorekeeper.cli.support import echo

    for warning in warnings:
        typer.echo(_("warning: {warning}").format(warning=warning), err=True)
    said = _(
        "Session {id} {name} created: {seats} ({preset}). First deal: {dealer}, "
        "cuts {cutter}, plays first {first}."
    )
    echo(
        said.format(
            id=info.id, name=repr(info.name), seats=", ".join(info.seats), preset=info.preset,
            dealer=coming.dealer, cutter=coming.cutter, first=coming.first_player,
        )
    )  # fmt: skip


@helps(N_("List sessions, most recent first."))
def sessions(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    from scorekeeper.cli.shapes import sessions_json

    with open_reader(ctx) as reader:
        rows = reader.sessions()
    if as_json:
        print_json(sessions_json(rows))
    else:
        from scorekeeper.cli.tables import print_sessions

        print_sessions(rows)


@helps(N_("Rules, seats, next dealer / cutter / first player, round, rounds played."))
def show(ctx: typer.Context, session: SessionArg, as_json: JsonOpt = False) -> None:
    from scorekeeper.cli.shapes import show_json

    with open_reader(ctx) as reader:
        info = reader.session(session)
        coming = reader.next_game(info.id)
        end = reader.ending(info.id)
    if as_json:
        print_json(show_json(info, coming))
    else:
        from scorekeeper.cli.tables import print_show

        print_show(info, coming, end)


def register(app: typer.Typer) -> None:
    # plain parameters and the driver alone (no SQLModel), as record
    app.command(cls=LeanCommand)(handles_errors(new))
    # plain parameters and the driver alone (no SQLModel), as totals: a glance between deals
    app.command(cls=LeanCommand)(handles_errors(sessions))
    app.command(cls=LeanCommand)(handles_errors(show))

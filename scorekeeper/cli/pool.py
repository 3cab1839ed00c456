"""``rejoin``: in a pool, an out player comes back in between games (kept in history)."""

from __future__ import annotations

from typing import Annotated

import typer

from scorekeeper.cli.shapes import say
from scorekeeper.cli.support import handles_errors, open_writer, print_json

SessionArg = Annotated[
    str, typer.Argument(help="Session name (any case) or number.", metavar="SESSION")
]


def rejoin(
    ctx: typer.Context,
    session: SessionArg,
    name: Annotated[str, typer.Argument(help="The out player who rejoins.", metavar="NAME")],
    reason: Annotated[
        str | None, typer.Option(help="Why, in a few words (kept in history).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON document.")] = False,
) -> None:
    """(pool) An out player rejoins, at the highest total of the players still in plus the
    session's rejoin-premium (0 unless given)."""
    from scorekeeper.ledger.core.session_lookup import resolve_player

    with open_writer(ctx) as writer:
        info = writer.session(session)
        player = resolve_player(info, name, "NAME")
        was, now = writer.rejoin(info.id, player, reason)
    if as_json:
        print_json({"session": info.name, "player": player, "was": was, "total": now})
        return
    from scorekeeper.present.language import _

    said = _("{player} rejoins {session} at {total} (was {was}).")
    say(said.format(player=player, session=info.name, total=now, was=was))


def register(app: typer.Typer) -> None:
    app.command()(handles_errors(rejoin))

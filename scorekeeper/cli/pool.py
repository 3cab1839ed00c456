"""``rejoin``: in a pool, an out player comes back in between games (kept in history)."""

from __future__ import annotations

from typing import Annotated

import typer

from scorekeeper.cli.lean_params import SaidCommand, helps
from scorekeeper.cli.shapes import say
from scorekeeper.cli.support import handles_errors, open_writer, print_json
from scorekeeper.present.language import N_

SessionArg = Annotated[
    str, typer.Argument(help=N_("Session name (any case) or number."), metavar="SESSION")
]


@helps(
    N_(
        "(pool) An out player rejoins, at the highest total of the players still in plus "
        "the session's rejoin-premium (0 unless given)."
    )
)
def rejoin(
    ctx: typer.Context,
    session: SessionArg,
    name: Annotated[str, typer.Argument(help=N_("The out player who rejoins."), metavar="NAME")],
    reason: Annotated[
        str | None, typer.Option(help=N_("Why, in a few words (kept in history)."))
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))] = False,
) -> None:
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
    app.command(cls=SaidCommand)(handles_errors(rejoin))

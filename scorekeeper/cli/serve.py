"""``scorekeeper serve``: registered on the command line without importing the web stack."""

from __future__ import annotations

from typing import Annotated

import typer

from scorekeeper.cli.lean_params import SaidCommand, helps
from scorekeeper.cli.support import db_path, handles_errors, whole_number
from scorekeeper.present.language import N_


@helps(N_("The web face for phones at the table; its first line is the URL to open."))
def serve(
    ctx: typer.Context,
    host: Annotated[
        str, typer.Option(help=N_("Address to listen on; 0.0.0.0 for phones on this network."))
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=N_("Port to listen on."), parser=whole_number)] = 8000,
    new_token: Annotated[
        bool,
        typer.Option(
            "--new-token",
            help=N_("Make a new token: the links and phones given the old one are refused."),
        ),
    ] = False,
) -> None:
    from scorekeeper.web.serve import run

    run(db_path(ctx), host, port, new_token=new_token)


def register(app: typer.Typer) -> None:
    app.command(name="serve", cls=SaidCommand)(handles_errors(serve))

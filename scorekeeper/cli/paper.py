"""``report`` and ``sheet``: the evening on paper (scorekeeper.paper draws the PDF).

fpdf2 is imported only when one of these runs: cli/command_table.py registers this
module for these two commands alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from scorekeeper.cli.lean_params import SaidCommand, helps
from scorekeeper.cli.support import db_path, fail, handles_errors
from scorekeeper.present.language import LANGUAGES, N_, _

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

Output = Annotated[
    Path | None, typer.Option("--output", "-o", help=N_("The PDF file to write."), metavar="FILE")
]


@contextmanager
def paper_errors() -> Iterator[None]:
    """A PaperError as one sentence naming the option, exit 2 (nothing written)."""
    from scorekeeper.paper.fonts import PaperError

    try:
        yield
    except PaperError as error:
        field = {"output": "--output", "games": "--games"}.get(error.field, error.field)
        raise fail(f"{field}: {error.message}", 2) from None


@contextmanager
def in_language(lang: str | None) -> Iterator[None]:
    """The report's own ``--lang``, when given, over the global one: its digits follow
    the language (Devanagari under Nepali) and the calendar stays as chosen."""
    if lang is None:
        yield
        return
    from scorekeeper.present.language import Choice, current, restore, use

    chosen = lang.strip().lower()
    if chosen not in LANGUAGES:
        said = _("must be {allowed}, got {got}")
        allowed = _(" or ").join(LANGUAGES)
        raise fail("--lang: " + said.format(allowed=allowed, got=repr(lang[:20])), 2)
    digits = "deva" if chosen == "ne" else "latin"
    token = use(Choice(lang=chosen, digits=digits, calendar=current().calendar))
    try:
        yield
    finally:
        restore(token)


@contextmanager
def reading(ctx: typer.Context) -> Iterator[Ledger]:
    """The ledger for reading only: a report never creates, upgrades or writes the file."""
    from scorekeeper.ledger import Ledger

    ledger = Ledger(db_path(ctx), read_only=True)
    try:
        yield ledger
    finally:
        ledger.close()


@helps(N_("The evening on paper: a PDF of the games, totals, settle-up, chart and fingerprint."))
def report(
    ctx: typer.Context,
    session: Annotated[
        str, typer.Argument(help=N_("Session name (any case) or number."), metavar="SESSION")
    ],
    output: Output = None,
    lang: Annotated[
        str | None,
        typer.Option(
            help=N_("The report's language: en or ne (default: the global --lang)."), metavar="LANG"
        ),
    ] = None,
) -> None:
    from scorekeeper.paper.make import write_report

    with in_language(lang), paper_errors(), reading(ctx) as ledger:
        path = write_report(ledger, session, output)
    typer.echo(_("Wrote {path}").format(path=path))  # a path as it is, in any digits


@helps(N_("A blank score sheet to fill in by hand: the preset's columns, dealers printed."))
def sheet(
    ctx: typer.Context,
    session: Annotated[
        str | None,
        typer.Argument(
            help=N_("Go on from this session's next game (name or number)."), metavar="SESSION"
        ),
    ] = None,
    preset: Annotated[
        str | None,
        typer.Option(help=N_("A new evening's preset (default marriage-rummy)."), metavar="P"),
    ] = None,
    player: Annotated[
        list[str] | None,
        typer.Option(
            "--player", "-p", help=N_("A new evening's player, in seat order."), metavar="NAME"
        ),
    ] = None,
    games: Annotated[
        str | None, typer.Option(help=N_("Rows on the sheet, 1–200 (20)."), metavar="N")
    ] = None,
    output: Output = None,
) -> None:
    from scorekeeper.paper.make import check_games, new_sheet, session_sheet, write_sheet

    with paper_errors():
        rows = check_games(games)
        if session is not None and (preset is not None or player):
            raise fail(_("SESSION: give a session, or --preset and the players, not both"), 2)
        if session is None and not player:
            said = _("SESSION: give a session, or the players of a new evening (-p NAME …)")
            raise fail(said, 2)
        if session is not None:
            with reading(ctx) as ledger:
                plan = session_sheet(ledger, session, rows)
        else:
            from scorekeeper.ledger.catalog import preset as find_preset

            plan = new_sheet(find_preset(preset or "marriage-rummy").rules(), player or [], rows)
        target = output if output is not None else Path.cwd() / sheet_name(plan.title)
        path = write_sheet(plan, target)
    typer.echo(_("Wrote {path}").format(path=path))  # a path as it is, in any digits


def sheet_name(title: str) -> str:
    from scorekeeper.paper.facts import safe_file_name

    return safe_file_name(f"{title} sheet", "score-sheet")


def register(app: typer.Typer) -> None:
    commands: tuple[Callable[..., None], ...] = (report, sheet)
    for command in commands:
        app.command(cls=SaidCommand)(handles_errors(command))

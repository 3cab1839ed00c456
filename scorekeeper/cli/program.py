"""The command line: parses, calls the ledger, prints. Imports no Textual.

The contract (names, options, JSON shapes, exit codes) is docs/cli.md. Heavy imports
(the ledger, SQLModel, rich tables) wait until a command needs them, so ``--help`` and
``--version`` stay quick; the other command modules wait until a command line names one
of their commands (command_table.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeeper import __version__
from scorekeeper.cli.command_table import CommandTable
from scorekeeper.cli.language_flags import CalendarOpt, DigitsOpt, LangOpt, apply_choice
from scorekeeper.cli.lean_params import LeanGroup, SaidCommand, helps
from scorekeeper.cli.support import (
    db_path,
    fail,
    handles_errors,
    open_ledger,
)
from scorekeeper.present.language import N_, _

_app = typer.Typer(
    cls=LeanGroup,  # its options read without Pydantic: see lean_params.py
    add_completion=False,
    pretty_exceptions_enable=False,
    # Plain help: rich formatting would double the time --help keeps a person waiting.
    rich_markup_mode=None,
    help=N_("Offline scorekeeper and session ledger for Marriage rummy."),
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"scorekeeper {__version__}")
        raise typer.Exit()


@_app.callback(invoke_without_command=True)
def main_callback(
    ctx: typer.Context,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            envvar="SCOREKEEPER_DB",
            help=N_("The database file to use, or a postgresql:// URL (a shared ledger)."),
        ),
    ] = None,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help=N_("Show version."))
    ] = False,
    lang: LangOpt = None,
    digits: DigitsOpt = None,
    calendar: CalendarOpt = None,
) -> None:
    """Keep score of Marriage rummy evenings. Without a command, opens the TUI."""
    apply_choice(ctx, lang, digits, calendar)  # before anything is said
    ctx.obj = {"db": db}
    if ctx.invoked_subcommand is None:
        _open_tui(ctx, None)


def _open_tui(ctx: typer.Context, session: str | None) -> None:
    from scorekeeper.store.errors import BadTarget, StorageError
    from scorekeeper.store.units import prepare

    path = db_path(ctx)
    try:
        prepare(path)
    except BadTarget as error:
        raise fail(f"--db: {error}", 2) from None
    except StorageError as error:
        raise fail(str(error), 1) from None
    from scorekeeper.tui import run_tui

    run_tui(path, session)


@_app.command(cls=SaidCommand)
@handles_errors
@helps(N_("Open the TUI (on a session, if named)."))
def tui(ctx: typer.Context, session: Annotated[str | None, typer.Argument()] = None) -> None:
    if session is not None:
        with open_ledger(ctx) as ledger:
            session = ledger.session(session).name
    _open_tui(ctx, session)


@_app.command(cls=SaidCommand)
@handles_errors
@helps(N_("Open the TUI on a throw-away database holding a sample evening."))
def demo() -> None:
    import json
    import tempfile

    from scorekeeper.ledger import Ledger, catalog
    from scorekeeper.tui import run_tui

    with tempfile.TemporaryDirectory(prefix="scorekeeper-demo-") as folder:
        path = Path(folder) / "demo.db"
        ledger = Ledger(path)
        data = json.loads(catalog.demo_session_file().read_text("utf-8"))
        info = ledger.import_document(data)
        ledger.remember_open(info.id)
        ledger.close()
        run_tui(path, info.name, demo=True)


# The other modules' commands are registered when a command line needs them (main) or
# when ``app`` is asked for (all of them).
_table = CommandTable(_app)


def __getattr__(name: str) -> Any:
    if name == "app":  # every command: for --help and whoever drives the app itself
        _table.register()
        return _app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _evaluate_annotations(typer_app: typer.Typer) -> None:
    """Turn every command's annotations from text into objects, once.

    The command modules use ``from __future__ import annotations``, and Typer reads each
    command's signature twice, evaluating every annotation text twice each time: two
    thirds of the time of building the command tree that ``--help`` prints.
    """
    from typing import get_type_hints

    infos = [typer_app.registered_callback, *typer_app.registered_commands]
    for info in infos:
        callback = info.callback if info is not None else None
        if callback is not None:  # a wrapper shares its __annotations__ with the command
            callback.__annotations__.update(get_type_hints(callback, include_extras=True))
    for group in typer_app.registered_groups:
        if group.typer_instance is not None:
            _evaluate_annotations(group.typer_instance)


def main() -> None:
    """The ``scorekeeper`` entry point: usage mistakes too get one line and exit code 2."""
    import sys

    from scorekeeper.cli import quick_exit
    from scorekeeper.cli.language_flags import early_choice
    from scorekeeper.present.language import current, restore, use

    _table.register(sys.argv[1:])
    _evaluate_annotations(_app)
    chosen = use(early_choice(sys.argv[1:]))  # Click's own sentences are said in it too
    quick_exit.arm()  # where this process is the script, it ends with the command
    try:
        code = _app(standalone_mode=False)
    except typer.Abort:
        typer.echo(_("stopped"), err=True)
        code = 1
    except Exception as error:
        # Click's own errors (missing option, unknown option, bad value) carry these two;
        # Typer vendors Click privately, so they are recognised by shape, not by class.
        if not (hasattr(error, "format_message") and hasattr(error, "exit_code")):
            raise
        context = getattr(error, "ctx", None)
        where = context.command_path if context is not None else "scorekeeper"
        see = _("(see: {command} --help)").format(command=where)
        message = error.format_message()
        if current().lang != "en":
            from scorekeeper.cli.click_words import said

            message = said(message)
        typer.echo(f"{message} {see}", err=True)
        code = error.exit_code
    finally:
        restore(chosen)
        _table.restore()
    code = code if isinstance(code, int) else 0
    quick_exit.ends_with(code)
    sys.exit(code)

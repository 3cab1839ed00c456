"""Commands that keep the ledger safe: check, backup, restore.

``check`` and ``backup`` never create a database. ``check`` runs SQLite's integrity
check on the raw file first, so a damaged file gets a list of what is wrong rather than
a refusal to open; only a healthy file is then opened, for reading only, as every
command that only reads opens it (an older one is not upgraded: it is told so).
``backup`` copies the file as it is, whatever its schema. Trouble with the database
exits 1; a FILE that cannot be used is bad input, 2. A PostgreSQL ledger is checked by
the same SQL (the server looks after its own pages) and backed up with pg_dump.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from scorekeeper.cli.lean_params import SaidCommand, helps
from scorekeeper.cli.support import (
    counted,
    db_path,
    echo,
    fail,
    handles_errors,
    open_reader,
    print_json,
)
from scorekeeper.present.language import N_, _


@helps(N_("Integrity, foreign keys, zero-sum, and every score re-derived from its entry."))
def check(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))] = False,
) -> None:
    from scorekeeper.ledger.audit.report import file_report, full_report
    from scorekeeper.store.target import label

    path = db_path(ctx)
    report = file_report(path)  # a damaged file is reported on, not opened by the ledger
    if report.ok:
        # opened as every command that only reads opens it (refused if older), on
        # the driver alone: the Ledger's ORM is half a second to import and not used here
        with open_reader(ctx) as reader:
            report = full_report(reader.path, integrity_checked=True)
    if as_json:
        print_json({"ok": report.ok, "problems": report.problems, "counts": report.counts})
    elif report.ok:
        shown = ", ".join(counted(count, name) for name, count in report.counts.items())
        # "ok:" stays as it is in every language: scripts look for it
        echo(f"ok: {label(path)} ({shown})")
    else:
        for problem in report.problems:
            typer.echo(f"- {problem}")
    if not report.ok:
        said = _(
            "{count} problem(s) in {target}; restore a backup with `scorekeeper restore FILE` "
            "(automatic ones are in the backups folder beside it)"
        )
        raise fail("check: " + said.format(count=len(report.problems), target=label(path)), 1)


@helps(N_("Write a consistent, checked copy of the database (never overwrites a file)."))
def backup(
    ctx: typer.Context,
    file: Annotated[
        Path | None,
        typer.Argument(help=N_("Where to write the copy (default: backups/ beside the database).")),
    ] = None,
) -> None:
    from scorekeeper.store.sqlite import backup as backups
    from scorekeeper.store.sqlite.integrity import existing
    from scorekeeper.store.target import is_server

    if is_server(db_path(ctx)):
        return _backup_server(str(db_path(ctx)), file)
    path = existing(db_path(ctx))
    default = backups.default_target(path)
    target = default if file is None else _new_file(file, default)
    backups.copy_database(path, target)
    typer.echo(_("Backed up {source} to {target}").format(source=path, target=target))


def _new_file(file: Path, default: Path) -> Path:
    """FILE as given (in a folder: the default name there), refused if it exists."""
    target = file.expanduser()
    target = target / default.name if target.is_dir() else target
    if target.exists():
        said = _("{file} exists already; give a new name (no overwriting)")
        raise fail("FILE: " + said.format(file=target), 2)
    if not target.parent.is_dir():
        said = _("the folder {folder} does not exist").format(folder=target.parent)
        raise fail(f"FILE: {said}", 2)
    return target


def _server_backups() -> Path:
    """Where a PostgreSQL ledger's archives go by default: the user's data folder."""
    from scorekeeper.cli.support import default_db

    folder = default_db().parent / "backups"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder


def _backup_server(url: str, file: Path | None) -> None:
    from scorekeeper.store.postgres import backup as server
    from scorekeeper.store.target import label

    default = server.default_target(url, _server_backups())
    target = default if file is None else _new_file(file, default)
    server.dump(url, target)
    said = _("Backed up {source} to {target} (a pg_dump archive)")
    typer.echo(said.format(source=label(url), target=target))


def _restore_server(url: str, file: Path) -> None:
    from scorekeeper.store.postgres import backup as server
    from scorekeeper.store.target import label

    try:
        kept = server.restore(url, file.expanduser(), _server_backups())
    except server.NotAnArchive as error:
        raise fail(f"FILE: {error}", 2) from None
    typer.echo(_("Restored {target} from {file}.").format(target=label(url), file=file))
    typer.echo(_("The ledger as it was is kept at {kept}").format(kept=kept))


@helps(N_("Put a backup back: it is checked first, and the current file is backed up."))
def restore(
    ctx: typer.Context,
    file: Annotated[Path, typer.Argument(help=N_("A backup written by `scorekeeper backup`."))],
) -> None:
    from scorekeeper.store.sqlite.restore import NotABackup, restore
    from scorekeeper.store.target import is_server

    path = db_path(ctx)
    if is_server(path):
        return _restore_server(str(path), file)
    try:
        kept, found = restore(path, file.expanduser())
    except NotABackup as error:
        raise fail(f"FILE: {error}", 2) from None
    said = _("Restored {target} from {file}: {sessions}, {games}.")
    sessions, games = counted(found["sessions"], "sessions"), counted(found["games"], "games")
    echo(said.format(target=path, file=file, sessions=sessions, games=games))
    if kept is not None:
        typer.echo(_("The file as it was is kept at {kept}").format(kept=kept))


def register(app: typer.Typer) -> None:
    for command in (check, backup, restore):
        app.command(cls=SaidCommand)(handles_errors(command))

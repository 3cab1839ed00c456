"""Commands over the games of a session: record, correct, void, undo, and the reads."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from scorekeeper.cli.entry_options import entry_from, entry_options
from scorekeeper.cli.lean_params import LeanCommand, helps
from scorekeeper.cli.support import (
    db_path,
    echo,
    fail,
    handles_errors,
    open_ledger,
    open_reader,
    open_writer,
    print_json,
)
from scorekeeper.present.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.ledger.changes.writer import Writer
    from scorekeeper.ledger.read_models import GameRow, SessionInfo
    from scorekeeper.rules import Entry

SessionArg = Annotated[
    str, typer.Argument(help=N_("Session name (any case) or number."), metavar="SESSION")
]
GameArg = Annotated[
    str, typer.Argument(help=N_("Game number in the session (1, 2, …)."), metavar="GAME")
]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))]


# Guards for scripts sharing a session with phones and the TUI: exit 3, nothing changed,
# when another scorer got there first.
ExpectGame = Annotated[
    str | None,
    typer.Option(help=N_("Record only if this is game N (exit 3 otherwise)."), metavar="N"),
]
ExpectRevision = Annotated[
    str | None,
    typer.Option(
        help=N_("Change only if the game is at revision R (exit 3 otherwise)."), metavar="R"
    ),
]


def _guard(text: str | None, option: str) -> int | None:
    """A guard's number, refused in one sentence naming its option (Typer's own refusal of
    a bad int is a usage block of four lines)."""
    if text is None:
        return None
    from scorekeeper.rules import RuleError
    from scorekeeper.rules.digits import plain_digits

    allowed = _("must be a whole number from 1 up")
    digits = plain_digits(text.strip(), option, allowed)  # ०–९ as 0–9, other scripts refused
    if not (digits.isascii() and digits.isdigit() and len(digits) < 10):
        raise RuleError(
            option, _("{allowed}, got {got}").format(allowed=allowed, got=repr(text[:20]))
        )
    return int(digits)


def _game(text: str) -> str:
    """A GAME argument with Devanagari digits read as ASCII ones (``३`` is game 3) and any
    other script's digits refused, as every number typed is (the ledger would read ``١`` as
    game 1); the ledger finds the game, and refuses one that is not there."""
    from scorekeeper.rules import RuleError
    from scorekeeper.rules.digits import ALLOWED_DIGITS, plain_digits

    try:
        return plain_digits(text, "GAME", "")
    except RuleError:
        if not any(ch.isdecimal() for ch in text):  # "²": the ledger says which games there are
            return text
        said = _("no game {game}: a game's number is {allowed}").format(
            game=repr(text[:20]), allowed=ALLOWED_DIGITS
        )
        raise RuleError("GAME", said) from None


def _warn(info: SessionInfo, entry: Entry) -> None:
    """What the preset allows but many tables refuse: said on stderr, the game kept."""
    for warning in info.rules.warnings(entry):
        typer.echo(
            _("Warning: --{warning} (recorded all the same)").format(warning=warning), err=True
        )


def _print_game(writer: Writer, session: int, game: GameRow, verb: str, as_json: bool) -> None:
    from scorekeeper.cli.shapes import game_json

    if as_json:
        print_json(game_json(game))
        return
    from scorekeeper.cli.tables import print_game

    print_game(writer.session(session), game, verb)


@entry_options
@helps(N_("Add the next game; prints its number and scores."))
def record(
    ctx: typer.Context,
    session: SessionArg,
    note: Annotated[str | None, typer.Option(help=N_("A note kept with the game."))] = None,
    expect_game: ExpectGame = None,
    as_json: JsonOpt = False,
) -> None:
    from scorekeeper.ledger.changes.guards import Expect

    with open_writer(ctx) as writer:
        info = writer.session(session)
        entry, dealer = entry_from(writer, info, ctx.params)
        expect = Expect(game=_guard(expect_game, "expect-game"))
        game = writer.record(info.id, entry, dealer=dealer, note=note, expect=expect)
        _warn(info, entry)
        _print_game(writer, info.id, game, _("recorded"), as_json)
        owed = writer.owed_before(info.id) if not as_json else None
        if owed is not None and owed.owes:
            from scorekeeper.present.owed import owed_words

            echo(owed_words(game.number + 1, owed.number, list(owed.owes.items())))


@entry_options
@helps(N_("Replace a game's entry with a complete new one; the old one stays in history."))
def correct(
    ctx: typer.Context,
    session: SessionArg,
    game: GameArg,
    reason: Annotated[str | None, typer.Option(help=N_("Why the game is corrected."))] = None,
    expect_revision: ExpectRevision = None,
    as_json: JsonOpt = False,
) -> None:
    from scorekeeper.ledger.changes.guards import Expect

    game = _game(game)
    with open_writer(ctx) as writer:
        info = writer.session(session)
        writer.game(info.id, game)  # an unknown game is refused before the entry is read
        entry, dealer = entry_from(writer, info, ctx.params, game)
        expect = Expect(revision=_guard(expect_revision, "expect-revision"))
        row = writer.correct(info.id, game, entry, reason or "", dealer=dealer, expect=expect)
        _warn(info, entry)
        verb = _("corrected (revision {revision})").format(revision=row.revision)
        _print_game(writer, info.id, row, verb, as_json)


@helps(N_("Take a game out of the totals; it stays in history."))
def void(
    ctx: typer.Context,
    session: SessionArg,
    game: GameArg,
    reason: Annotated[str | None, typer.Option(help=N_("Why the game is taken out."))] = None,
    expect_revision: ExpectRevision = None,
) -> None:
    from scorekeeper.cli.shapes import say
    from scorekeeper.ledger.changes.guards import Expect

    expect = Expect(revision=_guard(expect_revision, "expect-revision"))
    with open_writer(ctx) as writer:
        row = writer.void(session, _game(game), reason or "", expect=expect)
    said = _("Game {game} voided (revision {revision}); it stays in history.")
    say(said.format(game=row.number, revision=row.revision))


@helps(N_("Revert the last record / correct / void (the undo is itself in history)."))
def undo(ctx: typer.Context, session: SessionArg) -> None:
    from scorekeeper.cli.shapes import say

    with open_writer(ctx) as writer:
        row, action = writer.undo(session)
    state = _("out of the totals") if row.voided else _("winner {winner}").format(winner=row.winner)
    said = _("Undid the {action} of game {game}: it is now revision {revision}, {state}.")
    # the ledger's ACTION_NOUNS, said in the reader's language
    noun = {"record": _("recording"), "correct": _("correction"), "void": _("void")}.get(
        action, _("undo")
    )
    say(said.format(action=noun, game=row.number, revision=row.revision, state=state))


@helps(N_("The ledger, one row per game."))
def games(ctx: typer.Context, session: SessionArg, as_json: JsonOpt = False) -> None:
    if as_json:  # written as it is read: a season's games never all in memory at once
        from scorekeeper.ledger.reads.games_json import write_games_json
        from scorekeeper.store.units import read_plain

        with open_reader(ctx) as reader, read_plain(reader.path, reader.read_only) as conn:
            write_games_json(conn, session, sys.stdout)
        return
    from scorekeeper.ledger.core.standing import has_ending

    with open_reader(ctx) as reader:
        info = reader.session(session)
        rows = reader.games(info.id)
        ended = reader.totals(info.id) if has_ending(info) else None
    from scorekeeper.cli.tables import print_ending, print_games

    print_games(info, rows)
    if ended is not None:
        print_ending(ended)


@helps(N_("Running totals per player."))
def totals(ctx: typer.Context, session: SessionArg, as_json: JsonOpt = False) -> None:
    from scorekeeper.cli.shapes import totals_json

    with open_reader(ctx) as reader:
        info = reader.session(session)
        result = reader.totals(info.id)
    if as_json:
        print_json(totals_json(info, result))
    else:
        from scorekeeper.cli.tables import print_totals

        print_totals(info, result)


@helps(N_("Every revision, oldest first."))
def history(
    ctx: typer.Context,
    session: SessionArg,
    game: Annotated[str | None, typer.Argument(help=N_("Only this game."))] = None,
    as_json: JsonOpt = False,
) -> None:
    from scorekeeper.cli.shapes import history_json

    with open_reader(ctx) as reader:
        info = reader.session(session)
        rows = reader.history(info.id, None if game is None else _game(game))
        changes = reader.events(info.id) if game is None and not as_json else []
    if as_json:
        print_json([history_json(row) for row in rows])
    else:
        from scorekeeper.cli.tables import print_history

        print_history(info, rows, changes)


@helps(N_("CSV of totals (or of every game with --games), or the whole session as JSON."))
def export(
    ctx: typer.Context,
    session: SessionArg,
    games_csv: Annotated[bool, typer.Option("--games", help=N_("Every game as CSV."))] = False,
    as_json: Annotated[bool, typer.Option("--json", help=N_("The whole session as JSON."))] = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help=N_("Write to FILE."))
    ] = None,
) -> None:
    from scorekeeper.cli.shapes import csv_for
    from scorekeeper.cli.support import write_output
    from scorekeeper.present import export as writers

    if games_csv and as_json:
        said = _("give one of them (or neither, for the totals CSV)")
        raise fail(f"--games, --json: {said}", 2)
    if as_json:
        # on the driver alone (no SQLModel), as the CSVs: a read
        from scorekeeper.ledger.clock import utc_now
        from scorekeeper.ledger.core.session_lookup import find_session_id, session_info
        from scorekeeper.ledger.transfer.document import session_document
        from scorekeeper.store.units import read_plain

        with open_reader(ctx) as reader, read_plain(reader.path, reader.read_only) as conn:
            info = session_info(conn, find_session_id(conn, session))
            document = session_document(conn, info, utc_now())
        text = writers.document_json(document)
    else:
        with open_reader(ctx) as reader:  # the CSVs only read: no SQLModel to import
            info = reader.session(session)
            csv = writers.games_csv if games_csv else writers.totals_csv
            text = csv_for(csv(reader, info.id), output)
    write_output(text, output)


@helps(N_("Read a --json export back as a new session: same totals, same history."))
def import_(
    ctx: typer.Context,
    # Text, made a Path here: Typer reads a Path parameter through a Pydantic adapter it
    # builds on first use, which costs the import more than reading the text does.
    file: Annotated[str, typer.Argument(help=N_("A file written by export --json."))],
) -> None:
    from scorekeeper.cli.quick_exit import keep
    from scorekeeper.ledger.clock import utc_now
    from scorekeeper.ledger.core.session_lookup import many_objects
    from scorekeeper.ledger.transfer.json_input import JsonProblem, load_json
    from scorekeeper.ledger.transfer.write_session import check_import, import_checked
    from scorekeeper.store.units import prepare, write_plain

    path = Path(file)
    # A season's export is millions of small objects, none in a cycle: the collector's
    # passes over all of them would cost more than reading them.
    with many_objects():
        try:
            data = load_json(path.read_text("utf-8"))
        except OSError as error:
            said = _("cannot read {file}: {reason}").format(file=path, reason=error.strerror)
            raise fail(f"FILE: {said}", 2) from None
        except (UnicodeDecodeError, JsonProblem) as error:
            said = _("{file} is not a JSON export ({problem})").format(file=path, problem=error)
            raise fail(f"FILE: {said}", 2) from None
        checked = check_import(data)  # all of it, before the database is even opened
        # on the driver alone, one transaction: no SQLModel to import for a season's rows
        target = db_path(ctx)
        prepare(target)
        with write_plain(target) as conn:
            info = import_checked(conn, checked, utc_now())
    # every game of the file is written, each once (its revisions are its history)
    count = len(checked.document.games)
    said = _("Imported session {id} {name}: {count} games.")
    echo(said.format(id=info.id, name=repr(info.name), count=count))
    keep(data, checked)  # written and committed: left to the process's end to free


@helps(N_("Give a session a new name."))
def rename(
    ctx: typer.Context,
    session: SessionArg,
    new_name: Annotated[str, typer.Argument(help=N_("The new name."))],
) -> None:
    from scorekeeper.cli.shapes import say

    with open_ledger(ctx) as ledger:
        info = ledger.rename(session, new_name)
    say(_("Session {id} is now {name}.").format(id=info.id, name=repr(info.name)))


@helps(N_("Archive a session (kept, listed last in the TUI), or --restore it."))
def archive(
    ctx: typer.Context,
    session: SessionArg,
    restore: Annotated[bool, typer.Option("--restore", help=N_("Bring it back."))] = False,
) -> None:
    from scorekeeper.cli.shapes import say

    with open_ledger(ctx) as ledger:
        info = ledger.archive(session, not restore)
    said = _("Session {name} archived.") if info.archived else _("Session {name} restored.")
    say(said.format(name=repr(info.name)))


def register(app: typer.Typer) -> None:
    for command in (record, games, totals, correct, void, undo, history, export, rename):
        app.command(cls=LeanCommand)(handles_errors(command))
    app.command(name="import", cls=LeanCommand)(handles_errors(import_))
    app.command(cls=LeanCommand)(handles_errors(archive))

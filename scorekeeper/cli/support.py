"""What every command needs: the database path, the ledger, and one way to fail.

Bad input ends with one sentence on stderr naming the option and what is allowed, exit
code 2, and nothing written (every write is one transaction); trouble with the file
itself (unreadable, foreign, locked) exits 1.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import typer

from scorekeeper.present.language import _, ngettext, refusal

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger
    from scorekeeper.ledger.changes.writer import Writer
    from scorekeeper.ledger.reads.reader import Reader
    from scorekeeper.rules import RuleError
    from scorekeeper.rules.ending import Ending
    from scorekeeper.store.target import Target

F = TypeVar("F", bound=Callable[..., Any])

# How a RuleError's field is shown: the option a person typed it under.
_LABELS = {"players": "--player", "rule decks": "--decks", "rule cards": "--cards"}
_LABELS["rule direction"] = "--direction"
_BARE = {"SESSION", "GAME", "NAME", "FILE", "PLAYER", "OLD", "NEW", "INTO", "AMOUNT"}
_BARE |= {"undo", "outcome", "entry", "SCOREKEEPER_NOW"}


def label(field: str) -> str:
    if field in _LABELS:
        return _LABELS[field]
    if field in _BARE:
        return field
    if field.startswith("rule "):
        return f"--rule {field[5:]}"
    return f"--{field}"


def echo(text: str, err: bool = False) -> None:
    """A line for a person, in the digits they chose (an error keeps the digits typed)."""
    from scorekeeper.present.numerals import shown_digits

    typer.echo(shown_digits(text), err=err)


def fail(message: str, code: int) -> typer.Exit:
    typer.echo(message, err=True)
    return typer.Exit(code)


def handles_errors(command: F) -> F:
    """Turn the ledger's refusals into one line on stderr and the contract's exit codes."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from scorekeeper.rules import RuleError
        from scorekeeper.store.errors import BadTarget, StorageError

        _refuse_undecodable(kwargs)
        try:
            return command(*args, **kwargs)
        except RuleError as error:
            from scorekeeper.ledger.changes.guards import Stale

            # 3: an --expect-… guard that no longer holds (another scorer got there first)
            code = 3 if isinstance(error, Stale) else 2
            raise fail(f"{label(error.field)}: {_said(error)}", code) from None
        except BadTarget as error:
            raise fail(f"--db: {error}", 2) from None
        except StorageError as error:
            raise fail(str(error), 1) from None

    return wrapper  # type: ignore[return-value]


def _said(error: RuleError) -> str:
    """A refusal's sentence; for an over or settled session, with the way on as a command."""
    from scorekeeper.ledger.core.session_lookup import SessionSettled
    from scorekeeper.rules.ending import SessionOver

    said = refusal(error)
    if isinstance(error, SessionOver):
        return f"{said}. {play_on(error.session, error.ending, error.limit)}"
    if isinstance(error, SessionSettled):
        way = _("(scorekeeper reopen {session} --reason …)").format(session=_quoted(error.session))
        return f"{said} {way}"
    return said


def _quoted(session: str) -> str:
    """A session's name as a shell takes it, escaped as every refusal is (an older file's
    name may hold a control character)."""
    from scorekeeper.rules.escapes import shown

    name = shown(session)
    return name if name.replace("-", "").replace("_", "").isalnum() else f'"{name}"'


def play_on(session: str, end: Ending, limit: int) -> str:
    """How to go on from an over session, as a command to run (the other faces say it with
    their own keys and pages). ``limit``: the value of the rule that ended it."""
    from scorekeeper.rules.ending import ENDING_KEYS
    from scorekeeper.rules.escapes import shown

    if end.rule not in ENDING_KEYS:  # a pool won: no rule to raise
        return _("Start a new session to play again")
    name = shown(session)  # a name from an older file may hold an escape
    name = name if name.replace("-", "").isalnum() else f'"{name}"'
    said = _(
        "To play on, raise the {rule} (scorekeeper rules {session} {rule}={limit}) "
        "or start a new session"
    )
    return said.format(rule=end.rule, session=name, limit=limit * 2)


def _refuse_undecodable(params: dict[str, Any]) -> None:
    """Bytes that are not UTF-8 (``$'\\xff'`` in a shell) reach Python as lone surrogates,
    which SQLite cannot store: refuse them here, once for every option of every command."""
    for key, value in params.items():
        values = value if isinstance(value, list | tuple) else [value]
        for text in values:
            if isinstance(text, str) and any("\ud800" <= ch <= "\udfff" for ch in text):
                shown = key.upper() if key in _POSITIONAL else "--" + key.replace("_", "-")
                message = _("is not valid UTF-8 text; check the terminal's encoding")
                raise fail(f"{shown}: {message}", 2)


_POSITIONAL = {"session", "game", "name", "new_name", "file"}


def default_db() -> Path:
    """``scorekeeper.db`` in the user's data folder, made private on first use."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("scorekeeper", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder / "scorekeeper.db"


def db_path(ctx: typer.Context) -> Target:
    """The file's path, or a PostgreSQL URL (kept as text: a Path would fold its //)."""
    from scorekeeper.store.target import as_target

    given = (ctx.obj or {}).get("db") or os.environ.get("SCOREKEEPER_DB")
    return as_target(str(given)) if given else default_db()


# The commands that only read, by their path below ``scorekeeper``: they open the file
# for reading only, so they never create, upgrade or write it, and work on read-only
# media. Every other command may change the file, and creates it as it always did.
READ_COMMANDS = frozenset(
    ("sessions", "show", "history", "export", "events", "players list", "settle", "stats",
     "chart", "check")
)  # fmt: skip


def command_name(ctx: typer.Context) -> str:
    """``players list``: the command's words after the program's name."""
    words: list[str] = []
    while ctx.parent is not None:
        words.append(ctx.info_name or "")
        ctx = ctx.parent
    return " ".join(reversed(words))


@contextmanager
def open_ledger(ctx: typer.Context) -> Iterator[Ledger]:
    """The Ledger on the file: for reading only if the command only reads."""
    from scorekeeper.ledger import Ledger

    ledger = Ledger(db_path(ctx), read_only=command_name(ctx) in READ_COMMANDS)
    try:
        yield ledger
    finally:
        ledger.close()


@contextmanager
def open_reader(ctx: typer.Context) -> Iterator[Reader]:
    """The Ledger's reads on the driver alone, for commands that only read: no SQLModel to
    import, half a second sooner. The file is opened for reading only (``Reader``)."""
    from scorekeeper.ledger.reads.reader import Reader

    yield Reader(db_path(ctx))


@contextmanager
def open_writer(ctx: typer.Context) -> Iterator[Writer]:
    """The Ledger's changes to games (and its reads) on the driver alone, for record,
    correct, void and undo: no SQLModel to import."""
    from scorekeeper.ledger.changes.writer import Writer

    yield Writer(db_path(ctx))


def json_text(data: object) -> str:
    """One JSON document as every command writes it: UTF-8 as is, indented, a final newline;
    characters that could steer a terminal escaped (stored text from older files)."""
    import json

    from scorekeeper.rules.text import json_escaped

    return json_escaped(json.dumps(data, ensure_ascii=False, indent=2)) + "\n"


def print_json(data: object) -> None:
    sys.stdout.write(json_text(data))


def write_stdout_text(text: str) -> None:
    """Exact bytes on stdout (CSV keeps its CRLF and byte-order mark)."""
    sys.stdout.flush()
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()


def write_output(text: str, output: Path | None) -> None:
    """A command's document to stdout (exact bytes; also for ``-o -``), or into FILE: a
    regular file whole or not at all, a device or FIFO written in place (output_file.py)."""
    if output is None or str(output) == "-":
        write_stdout_text(text)
        return
    if output.expanduser().is_dir():  # "", "." and "/" too: a file name is needed
        said = _("{output} is a folder; give a file name").format(output=output)
        raise fail(f"--output: {said}", 2)
    from scorekeeper.present.export import write_text

    try:
        write_text(output, text)
    except OSError as error:  # its strerror is already one plain reason
        said = _("cannot write {output}: {reason}").format(output=output, reason=error.strerror)
        raise fail(f"--output: {said}", 1) from None
    typer.echo(_("Wrote {output}").format(output=output), err=True)


def whole_number(value: str) -> int:
    """A Typer ``parser`` for a whole number typed as every number is: digits 0–9 or ०–९,
    no sign (click's own INT takes ``+50``, fullwidth ``５０`` and Arabic-Indic digits, since
    int() does). A refusal stays click's usage line."""
    from scorekeeper.rules import RuleError
    from scorekeeper.rules.digits import plain_digits

    try:
        digits = plain_digits(str(value).strip(), "size", "must be digits")
    except RuleError:
        digits = ""
    if not (digits.isascii() and digits.isdigit() and len(digits) < 10):
        said = _("{value} is not a valid integer (digits 0–9 or ०–९).")
        raise typer.BadParameter(said.format(value=repr(value)))
    return int(digits)


def typed_day(text: str | None, field: str) -> str | None:
    """A date as typed, its Devanagari digits read as ASCII ones (``२०८३``… is refused
    by the ledger as any other non-date is; ``२०२६-११-०१`` is 2026-11-01), another script's
    digits refused naming the option; the ledger judges the rest."""
    if text is None:
        return None
    from scorekeeper.rules.digits import plain_digits

    return plain_digits(text, field, _("give a date as YYYY-MM-DD"))


def counted(count: int, plural: str) -> str:
    """``1 session``, ``3 sessions``: the count with its noun as a person says it (the
    nouns the ledger counts: sessions, games, revisions)."""
    forms = {
        "sessions": ngettext("{count} session", "{count} sessions", count),
        "games": ngettext("{count} game", "{count} games", count),
        "revisions": ngettext("{count} revision", "{count} revisions", count),
    }
    if plural in forms:
        return forms[plural].format(count=count)
    return f"{count} {plural.removesuffix('s') if count == 1 else plural}"

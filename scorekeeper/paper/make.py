"""Make a report or a sheet and put it in its file: the one path every face takes.

The PDF is made whole in memory, then written by ``present/output_file`` (a temporary
file beside the target, renamed over it): a failure anywhere leaves no file, and no half
of one. Bad input is a ``PaperError`` naming its field; each face says the field its way.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.clock import utc_now
from scorekeeper.paper.facts import safe_file_name
from scorekeeper.paper.fonts import PaperError
from scorekeeper.paper.sheet import GAMES_DEFAULT, GAMES_MOST, SheetPlan
from scorekeeper.present.output_file import write_file
from scorekeeper.rules import RuleSet
from scorekeeper.rules.table import check_seat_names

OUTPUT = "output"


def printed_date() -> str:
    from scorekeeper.present.calendar_dates import day

    return day(utc_now())


def default_report_path(name: str, session_id: int, folder: Path | None = None) -> Path:
    """The session's name made safe for a file name, ``.pdf``, in ``folder`` (the
    current one unless told)."""
    return (folder or Path.cwd()) / safe_file_name(name, f"session-{session_id}")


def report_bytes(ledger: Ledger, ref: str | int) -> tuple[str, int, bytes]:
    """The session's name, its number and its report as PDF bytes."""
    from scorekeeper.paper.report import report_pdf

    evening = ledger.evening(ref)
    return evening.info.name, evening.info.id, report_pdf(evening, printed_date())


def write_report(ledger: Ledger, ref: str | int, output: Path | None = None) -> Path:
    """The report of ``ref`` into ``output`` (default: its safe name here); the path."""
    name, number, data = report_bytes(ledger, ref)
    target = output if output is not None else default_report_path(name, number)
    save(target, data)
    return target


def session_sheet(ledger: Ledger, ref: str | int, games: int = GAMES_DEFAULT) -> SheetPlan:
    """A sheet that goes on from the session's next game, its dealer first."""
    info = ledger.session(ref)
    coming = ledger.next_game(info.id)
    return SheetPlan(info.name, info.rules, info.seats, coming.number, coming.dealer, games)


def new_sheet(rules: RuleSet, players: list[str], games: int = GAMES_DEFAULT) -> SheetPlan:
    """A sheet for a new evening: the first player named deals first."""
    seats = check_seat_names(players)
    rules.preset.check_seats(len(seats))
    return SheetPlan(rules.preset.title, rules, seats, 1, seats[0], games)


def check_games(raw: str | int | None, field: str = "games") -> int:
    """How many rows a sheet has: a whole number 1–200."""
    if raw is None:
        return GAMES_DEFAULT
    text = str(raw).strip()
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= GAMES_MOST):
        said = f"must be a whole number from 1 to {GAMES_MOST}, got {str(raw)[:20]!r}"
        raise PaperError(field, said)
    return int(text)


def write_sheet(plan: SheetPlan, output: Path) -> Path:
    from scorekeeper.paper.sheet import sheet_pdf

    save(output, sheet_pdf(plan, printed_date()))
    return output


def save(target: Path, data: bytes) -> None:
    """``data`` into ``target`` whole or not at all; a refusal naming the output."""
    if target.expanduser().is_dir():
        raise PaperError(OUTPUT, f"{target} is a folder; give a file name such as evening.pdf")
    try:
        write_file(target, data)
    except OSError as error:  # its strerror is already one plain reason
        raise PaperError(OUTPUT, f"cannot write {target}: {error.strerror}") from None

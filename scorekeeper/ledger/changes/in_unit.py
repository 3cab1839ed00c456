"""Record, correct, void and undo on one connection inside a write transaction.

The Ledger's unit of work (through ``raw``), for the TUI and the web face, or
``write_plain``'s, for the commands, which so start without importing SQLAlchemy and
SQLModel. Each looks at the form id first (a form sent again answers with its game), refuses
a settled session, makes its change (``apply.py``) and answers with the game as it now
stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.changes import apply as writes
from scorekeeper.ledger.changes.guards import NOTHING, Expect, applied
from scorekeeper.ledger.clock import Clock
from scorekeeper.ledger.core.session_lookup import find_session_id, require_open, session_info
from scorekeeper.ledger.read_models import GameRow, SessionInfo
from scorekeeper.ledger.reads import games as plain
from scorekeeper.rules import Entry
from scorekeeper.store.units import Connection

if TYPE_CHECKING:  # a list's row, defined only when a list is read (read_models.py)
    from scorekeeper.ledger.list_rows import RevisionRow


def _open(conn: Connection, ref: str | int, form_id: str | None) -> tuple[SessionInfo, int | None]:
    """The session to change, and the game its form already made or changed (form ids are
    looked at first: a form sent again after the evening was settled still answers as the
    first time did); refused while settled otherwise."""
    info = session_info(conn, find_session_id(conn, ref))
    done = applied(conn, info, form_id)
    if done is None:
        require_open(info)
    return info, done


def record(
    conn: Connection,
    ref: str | int,
    entry: Entry,
    clock: Clock,
    dealer: str | None = None,
    note: str | None = None,
    expect: Expect = NOTHING,
) -> GameRow:
    info, number = _open(conn, ref, expect.form_id)
    if number is None:
        number = writes.record(conn, info, entry, clock, dealer, note, expect)
    return plain.games(conn, info, [number])[0]


def correct(
    conn: Connection,
    ref: str | int,
    number: int | str,
    entry: Entry,
    reason: str,
    clock: Clock,
    dealer: str | None = None,
    expect: Expect = NOTHING,
) -> GameRow:
    info, done = _open(conn, ref, expect.form_id)
    if done is None:
        done = writes.correct(conn, info, number, entry, reason, clock, dealer, expect)
    return plain.games(conn, info, [done])[0]


def void(
    conn: Connection,
    ref: str | int,
    number: int | str,
    reason: str,
    clock: Clock,
    expect: Expect = NOTHING,
) -> GameRow:
    info, done = _open(conn, ref, expect.form_id)
    if done is None:
        done = writes.void(conn, info, number, reason, clock, expect)
    return plain.games(conn, info, [done])[0]


def undo(
    conn: Connection,
    ref: str | int,
    clock: Clock,
    expected: RevisionRow | None = None,
    form_id: str | None = None,
) -> tuple[GameRow, str]:
    """Revert the last change (only if it is ``expected``, when given); returns the game
    as it now stands and what was undone."""
    info, done = _open(conn, ref, form_id)
    if done is not None:  # this very undo was made already
        return plain.games(conn, info, [done])[0], expected.action if expected else "undo"
    number, action = writes.undo(conn, info, clock, expected, form_id)
    return plain.games(conn, info, [number])[0], action

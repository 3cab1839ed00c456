"""A session in plain SQL on one connection: finding it, its info, its seats.

The ground floor of the reads (``reads/games.py``) and of the changes (``changes/apply.py``),
used by the Ledger's unit of work through ``raw`` and by the commands on the driver alone
(so they start without SQLModel). A settled session takes no games until it is reopened
(``open_session``).
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from scorekeeper.ledger import catalog
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.rules.digits import number_or_none
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import key_spellings, name_key
from scorekeeper.store.units import Connection, driver_connection

if TYPE_CHECKING:
    from sqlmodel import Session

CHUNK = 900  # bound parameters per statement: SQLite refuses more than 999 (older builds)


def raw(db: Session) -> Connection:
    """The driver's connection under an ORM unit of work, its pending changes written first."""
    return driver_connection(db)


@contextmanager
def many_objects() -> Iterator[None]:
    """Build many small acyclic objects without the cycle collector pausing again and again
    to walk the whole heap (with SQLAlchemy loaded, a third of the time of 50,000 lines)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def find_session_id(conn: Connection, ref: str | int) -> int:
    """A session by number or by name (case-insensitive); refuses naming what exists."""
    text = " ".join(str(ref).split())  # names are stored with their spaces folded
    found = None
    number = number_or_none(text)  # ASCII or Devanagari digits; "١" or "²" is a name
    if number is not None:
        found = conn.execute("SELECT id FROM session WHERE id = ?", (number,)).fetchone()
    session_id = found[0] if found is not None else keyed_id(conn, "session", text)
    if session_id is None:
        names = [name for (name,) in conn.execute("SELECT name FROM session ORDER BY id")]
        known = ", ".join(names[:8]) + (" …" if len(names) > 8 else "") if names else "none yet"
        raise RuleError(
            "SESSION", N_("no session {typed!r}; sessions: {known}", typed=text[:60], known=known)
        )
    return session_id


def keyed_id(conn: Connection, table: str, name: str) -> int | None:
    """The id of the row of ``table`` named ``name`` (any case, é typed either way, under
    today's key or an older file's key), the spelling typed first; None if there is none."""
    keys = key_spellings(name)
    where = f"key IN ({', '.join('?' * len(keys))}) ORDER BY key = ? DESC"
    found = conn.execute(f"SELECT id FROM {table} WHERE {where}", (*keys, keys[0])).fetchone()
    return None if found is None else found[0]


_SESSION = """
    SELECT s.id, s.name, s.preset, s.rules_json, p.name, s.stake, s.currency, s.created_at,
           s.last_used_at, s.archived, s.settled_at
    FROM session s JOIN player p ON p.id = s.first_dealer_id WHERE s.id = ?
"""
_SEATS = """
    SELECT p.name FROM seat s JOIN player p ON p.id = s.player_id
    WHERE s.session_id = ? ORDER BY s.position
"""


def session_info(conn: Connection, session_id: int) -> SessionInfo:
    row = conn.execute(_SESSION, (session_id,)).fetchone()
    id_, name, preset, rules_json, first, stake, currency, created, used, archived, settled = row
    return SessionInfo(
        id=id_,
        name=name,
        rules=catalog.preset(preset).rules(json.loads(rules_json)),
        seats=tuple(seat for (seat,) in conn.execute(_SEATS, (session_id,))),
        first_dealer=first,
        stake=stake,
        currency=currency,
        created_at=created,
        last_used_at=used,
        archived=bool(archived),
        settled_at=settled,
    )


class SessionSettled(RuleError):
    """A change to a settled evening's games, refused until it is reopened; how to reopen
    it is each face's to say (a command, a key, "on the computer")."""

    def __init__(self, session: str, settled_on: str) -> None:
        super().__init__("SESSION", f"{session} was settled on {settled_on}; reopen it first")
        self.session = session
        self.settled_on = settled_on


def require_open(info: SessionInfo) -> None:
    """Refuse a change to the games of a settled evening (reopen it first)."""
    if info.settled_at is not None:
        raise SessionSettled(info.name, info.settled_at[:10])


def open_session(conn: Connection, ref: str | int) -> SessionInfo:
    """The session to change a game of; refused while it is settled."""
    info = session_info(conn, find_session_id(conn, ref))
    require_open(info)
    return info


_SEATED = (
    "SELECT p.id, p.name FROM seat s JOIN player p ON p.id = s.player_id WHERE s.session_id = ?"
)


def names_by_id(conn: Connection, session_id: int) -> dict[int, str]:
    """The seated players of a session: id → name."""
    return dict(conn.execute(_SEATED, (session_id,)).fetchall())


def in_chunks(
    conn: Connection, sql: str, first: Sequence[object], ids: Sequence[object]
) -> Iterator[tuple]:
    """The rows of ``sql`` whose ``{ids}`` placeholder is filled in chunks of ``ids``."""
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        yield from conn.execute(sql.format(ids=",".join("?" * len(chunk))), (*first, *chunk))


def resolve_player(info: SessionInfo, name: str, field: str) -> str:
    """The seat ``name`` means, as stored (é typed either way: a seat from an older file
    may be stored in NFD, and is found all the same)."""
    wanted = name_key(name)
    for seat in info.seats:
        if name_key(seat) == wanted:
            return seat
    shown = str(name) if len(str(name)) <= 40 else str(name)[:37] + "..."
    raise RuleError(
        field,
        N_("{shown!r} is not seated; seated: {seats}", shown=shown, seats=", ".join(info.seats)),
    )

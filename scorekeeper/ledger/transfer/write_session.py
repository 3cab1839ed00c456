"""An export checked whole, then written as a new session on one plain connection.

``check_import`` runs every check before the database is opened; ``import_checked``
writes what passed inside the caller's one transaction: the session, its seats and
players as ``new`` makes them, every game and revision with its undo links
(``write_games.py``), and the session's changes. Plain SQL on either engine, so
``scorekeeper import`` starts without SQLAlchemy and SQLModel, and the Ledger's unit of
work (``document.py``) runs the very same writes through ``raw``.
"""

from __future__ import annotations

import gc
import json
from typing import TYPE_CHECKING

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.limits import check_session_name, check_stake
from scorekeeper.ledger.core.session_lookup import session_info
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.transfer.events import write_events
from scorekeeper.ledger.transfer.write_games import write_games
from scorekeeper.rules import RuleError, check_seat_names
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import key_spellings, name_key
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.checks import Checked
    from scorekeeper.ledger.transfer.schema import Session


def check_import(data: object) -> Checked:
    """The whole document checked, nothing written: the schema, then its parts together."""
    from scorekeeper.ledger.transfer.checks import check_document
    from scorekeeper.ledger.transfer.json_input import validate

    checked = check_document(validate(data))
    if not gc.isenabled():
        _aged()
    return checked


def _aged() -> None:
    """Move every object tracked so far into the collector's oldest generation.

    A caller that turned the collector off to read a season's export (``many_objects``)
    left its half a million new objects in the youngest generation, and the first
    collection after it is turned on again walks them all, a tenth of the import's time:
    they are kept to the end and hold no cycles, so they are put where only a full
    collection looks (``freeze`` sets them aside, ``unfreeze`` puts them in the oldest).
    """
    gc.freeze()
    gc.unfreeze()


def import_checked(conn: Connection, checked: Checked, at: str) -> SessionInfo:
    """A new session from a checked export: the same totals and the same history.

    ``at``: the time to stamp as last used when the file gives none (a hand-made file).
    """
    meta = checked.document.session
    # The time the file gives, so export → import → export round-trips.
    session_id = _new_session(conn, meta, checked.stake, checked.currency, meta.last_used_at or at)
    info = session_info(conn, session_id)
    # each game at its position in the rotation, each undo linked to what it reverted
    write_games(conn, info, checked)
    write_events(conn, info, checked.document)
    return session_info(conn, session_id)


def _keyed(conn: Connection, table: str, name: str) -> int | None:
    """The id of the row of ``table`` named ``name`` (any case, é either way, under
    today's key or an older file's), the spelling typed first; None if there is none."""
    keys = key_spellings(name)
    where = f"key IN ({', '.join('?' * len(keys))}) ORDER BY key = ? DESC"
    found = conn.execute(f"SELECT id FROM {table} WHERE {where}", (*keys, keys[0])).fetchone()
    return None if found is None else found[0]


def _free_name(conn: Connection, name: str) -> str:
    candidate, suffix = name, 1
    while _keyed(conn, "session", candidate) is not None:
        suffix += 1
        candidate = f"{name[:50]} ({suffix})"
    return candidate


def _new_session(
    conn: Connection, meta: Session, stake: str | None, currency: str | None, used: str
) -> int:
    """The session's row, its seats and any player not known yet, with the checks ``new``
    makes; new players are stamped with the session's creation time, as ``new`` would."""
    at = meta.created_at
    name = check_session_name(_free_name(conn, meta.name))
    seats = check_seat_names(meta.seats)
    rules = catalog.preset(meta.preset).rules(meta.rules or {})
    rules.preset.check_seats(len(seats))
    stake, currency = check_stake(stake, currency)
    if _keyed(conn, "session", name) is not None:
        said = N_("a session named {name!r} exists already; choose another name", name=name)
        raise RuleError("NAME", said)
    folded = [name_key(seat) for seat in seats]
    dealer = name_key(meta.first_dealer)
    if dealer not in folded:
        said = N_(
            "{first_dealer!r} is not seated; seated: {seats}",
            first_dealer=meta.first_dealer,
            seats=", ".join(seats),
        )
        raise RuleError("first-dealer", said)
    people = [_player(conn, seat, at) for seat in seats]
    [(session_id,)] = conn.execute(
        "INSERT INTO session (name, key, preset, rules_json, first_dealer_id, stake, currency,"
        " created_at, last_used_at, archived) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " RETURNING id",
        (name, name_key(name), rules.preset.name,
         json.dumps(rules.to_json(), sort_keys=True, ensure_ascii=False),
         people[folded.index(dealer)], stake, currency, at, used, meta.archived),
    ).fetchall()  # fmt: skip
    conn.executemany(
        "INSERT INTO seat (session_id, position, player_id) VALUES (?, ?, ?)",
        [(session_id, position, person) for position, person in enumerate(people)],
    )
    return session_id


def _player(conn: Connection, name: str, at: str) -> int:
    """The known player of that name, or a new one."""
    found = _keyed(conn, "player", name)
    if found is not None:
        return found
    [(player_id,)] = conn.execute(
        "INSERT INTO player (name, key, created_at) VALUES (?, ?, ?) RETURNING id",
        (name, name_key(name), at),
    ).fetchall()
    return player_id

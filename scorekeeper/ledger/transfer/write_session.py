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
from typing import TYPE_CHECKING

from scorekeeper.ledger.core.session_lookup import keyed_id, session_info
from scorekeeper.ledger.core.session_rows import create_session
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.transfer.events import write_events
from scorekeeper.ledger.transfer.write_games import write_games
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


def _free_name(conn: Connection, name: str) -> str:
    candidate, suffix = name, 1
    while keyed_id(conn, "session", candidate) is not None:
        suffix += 1
        candidate = f"{name[:50]} ({suffix})"
    return candidate


def _new_session(
    conn: Connection, meta: Session, stake: str | None, currency: str | None, used: str
) -> int:
    """The session's row, its seats and any player not known yet, with the checks ``new``
    makes; new players are stamped with the session's creation time, as ``new`` would."""
    session_id, _ = create_session(
        conn, _free_name(conn, meta.name), meta.seats, meta.preset, meta.rules or {},
        meta.first_dealer, stake, currency, meta.created_at, used, meta.archived,
    )  # fmt: skip
    return session_id

"""Creating, finding, listing, renaming and archiving sessions."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from scorekeeper.ledger.core.limits import check_session_name
from scorekeeper.ledger.core.records import find_session_row, session_info
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import key_spellings, name_key
from scorekeeper.store.tables import GameSession, Player

if TYPE_CHECKING:
    from sqlmodel.sql.expression import SelectOfScalar


def keyed(table: type[Player] | type[GameSession], name: str) -> SelectOfScalar:
    """The rows named ``name`` (any case, é either way), under today's key or an older
    file's; where an older file has both spellings, the one typed comes first."""
    spellings = key_spellings(name)
    exact = col(table.key) == spellings[0]
    return select(table).where(col(table.key).in_(spellings)).order_by(exact.desc())


def _json(data: object) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def rename(db: Session, ref: str | int, new_name: str, at: str) -> SessionInfo:
    row = find_session_row(db, ref)
    name = check_session_name(new_name)
    if any(other.id != row.id for other in db.exec(keyed(GameSession, name)).all()):
        raise RuleError(
            "NAME", N_("a session named {name!r} exists already; choose another name", name=name)
        )
    row.name, row.key, row.last_used_at = name, name_key(name), at
    db.add(row)
    return session_info(db, row)


def set_archived(db: Session, ref: str | int, archived: bool) -> SessionInfo:
    row = find_session_row(db, ref)
    row.archived = archived
    db.add(row)
    return session_info(db, row)

"""A session's revisions in plain SQL on one connection: its history, oldest first, and the
change ``undo`` would revert. The Ledger runs these in its unit of work, ``Reader`` on the
driver alone, so ``scorekeeper history`` starts without SQLModel."""

from __future__ import annotations

import json
from collections.abc import Sequence
from operator import itemgetter

from scorekeeper.ledger.core.carried import revisions_with_carry
from scorekeeper.ledger.core.game_rows import find_game
from scorekeeper.ledger.core.session_lookup import in_chunks, names_by_id
from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.games import lines_by_revision
from scorekeeper.store.units import Connection

_ROWS = """
    SELECT r.id, g.number, r.number, r.action, r.reason, r.at, r.dealer_id, r.winner_id,
           r.voided, r.dealt, r.undone, r.flags_json
    FROM revision r JOIN game g ON g.id = r.game_id
    WHERE r.id IN ({ids}) ORDER BY r.id
"""
_LAST = """
    SELECT id FROM revision WHERE session_id = ? AND action <> 'undo' AND NOT undone
    ORDER BY id DESC LIMIT 1
"""


def revision_rows(conn: Connection, info: SessionInfo, ids: Sequence[int]) -> list[RevisionRow]:
    """The revisions ``ids``, oldest first, each with its lines in seat order."""
    names = names_by_id(conn, info.id)
    rows = sorted(in_chunks(conn, _ROWS, (), list(ids)), key=itemgetter(0))  # oldest first
    lines = lines_by_revision(conn, [row[0] for row in rows], names)
    return [
        RevisionRow(
            game=game_number,
            revision=number,
            action=action,
            reason=reason,
            at=at,
            dealer=names[dealer_id],
            winner=names.get(winner_id),
            voided=bool(voided),
            dealt=bool(dealt),
            undone=bool(undone),
            flags=tuple(json.loads(flags_json)),
            lines=tuple(lines[revision_id]),
        )
        for (revision_id, game_number, number, action, reason, at, dealer_id, winner_id,
             voided, dealt, undone, flags_json) in rows
    ]  # fmt: skip


def history(
    conn: Connection, info: SessionInfo, number: int | str | None = None
) -> list[RevisionRow]:
    """Every revision of the session (or of game ``number``), oldest first."""
    if number is None:
        sql, params = "SELECT id FROM revision WHERE session_id = ? ORDER BY id", (info.id,)
    else:
        game_id = find_game(conn, info, number).id
        sql, params = "SELECT id FROM revision WHERE game_id = ? ORDER BY id", (game_id,)
    return revision_rows(conn, info, [revision_id for (revision_id,) in conn.execute(sql, params)])


def last_change(conn: Connection, info: SessionInfo) -> RevisionRow | None:
    """The latest record, correction or void not undone yet: what undo reverts."""
    found = conn.execute(_LAST, (info.id,)).fetchone()
    return revision_rows(conn, info, [found[0]])[0] if found is not None else None


def shown_history(
    conn: Connection, info: SessionInfo, number: int | str | None = None
) -> list[RevisionRow]:
    """``history`` as the faces show it: with the payment a game receives from the one
    before (nepali's foul paid in the next game), as ``games`` shows it. An export keeps
    each revision's own scores (``history``)."""
    return revisions_with_carry(conn, info, history(conn, info, number))

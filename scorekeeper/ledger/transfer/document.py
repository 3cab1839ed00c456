"""A whole session as a JSON document, and back: rules, seats, every game and revision.

Import checks the whole document before it writes a row: its schema
(``schema.py``), then its history replayed in order with every entry scored again
under the session's rules (``checks.py``), and its session changes
(``transfer/events.py``). A hand-edited or damaged export is refused in one sentence that
names the place, and cannot smuggle in a game that does not add up; what passes is
written as the ledger itself would have written it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import Line, SessionInfo
from scorekeeper.ledger.reads.revisions import history
from scorekeeper.ledger.transfer.events import session_events
from scorekeeper.ledger.transfer.format import FORMAT, FORMAT_VERSION
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from sqlmodel import Session

    from scorekeeper.ledger.transfer.checks import Checked

_NOTES = "SELECT number, note FROM game WHERE session_id = ?"
_DIGESTS = """
    SELECT g.number, r.number, r.digest FROM revision r JOIN game g ON g.id = r.game_id
    WHERE r.session_id = ?
"""


def session_document(conn: Connection, info: SessionInfo, exported_at: str) -> dict[str, Any]:
    """The session as ``export --json`` writes it, read in plain SQL on one connection (the
    Ledger's, or the driver's alone for the command: no SQLModel to import)."""
    revisions = history(conn, info)
    notes = dict(conn.execute(_NOTES, (info.id,)).fetchall())
    # each revision's digest as stored, by (game, revision): import checks the file by them
    sealed = {(game, number): digest for game, number, digest in conn.execute(_DIGESTS, (info.id,))}
    games: dict[int, dict[str, Any]] = {}
    for seq, row in enumerate(revisions, start=1):
        game = games.setdefault(row.game, {"number": row.game, "note": notes.get(row.game)})
        game.setdefault("revisions", []).append(
            {
                "seq": seq,
                "revision": row.revision,
                "action": row.action,
                "reason": row.reason,
                "at": row.at,
                "dealer": row.dealer,
                "winner": row.winner,
                "voided": row.voided,
                "dealt": row.dealt,
                "undone": row.undone,
                "flags": list(row.flags),
                "lines": [_line_json(line) for line in row.lines],
                "digest": sealed.get((row.game, row.revision)),
            }
        )
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "exported_at": exported_at,
        "session": {
            "name": info.name,
            "preset": info.preset,
            "rules": info.rules.to_json(),
            "seats": list(info.seats),
            "first_dealer": info.first_dealer,
            "stake": info.stake,
            "currency": info.currency,
            "created_at": info.created_at,
            "last_used_at": info.last_used_at,
            "archived": info.archived,
            "settled_at": info.settled_at,
        },
        "games": [games[number] for number in sorted(games)],
        "events": session_events(conn, info),
    }


_decode = json.JSONDecoder().decode


def _line_json(line: Line) -> dict[str, Any]:
    return {
        "player": line.player,
        "active": line.active,
        "outcome": line.outcome,
        # Decoded here, not through Line.values: a cached property costs more than the
        # decoding, and each line is read once.
        "values": _decode(line.values_json),
        "part_a": line.part_a,
        "part_b": line.part_b,
        "score": line.score,
    }


def import_document(db: Session, data: Mapping[str, Any] | Checked, at: str) -> SessionInfo:
    """Create a new session from an export; the same totals and the same history.

    ``data`` is checked whole before the first row is written (``check_import``), unless
    it is what ``check_import`` returned already. The rows are written in plain SQL on the
    unit of work's own connection (``write_session.py``, as ``scorekeeper import`` does).
    """
    # Imported here: an export needs none of the checks, nor the schema they load.
    from scorekeeper.ledger.transfer.checks import Checked
    from scorekeeper.ledger.transfer.write_session import check_import, import_checked

    checked = data if isinstance(data, Checked) else check_import(data)
    return import_checked(raw(db), checked, at)


def check_import(data: object) -> Checked:
    """The whole document checked, nothing written (``write_session.check_import``)."""
    from scorekeeper.ledger.transfer import write_session

    return write_session.check_import(data)

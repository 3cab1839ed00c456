"""A whole session as a JSON document, and back: rules, seats, every game and revision.

Import checks the whole document before it writes a row: its schema
(``schema.py``), then its history replayed in order with every entry scored again
under the session's rules (``checks.py``), and its session changes
(``transfer/events.py``). A hand-edited or damaged export is refused in one sentence that
names the place, and cannot smuggle in a game that does not add up; what passes is
written as the ledger itself would have written it.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, select

from scorekeeper.ledger.core.records import session_info
from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import Line, SessionInfo
from scorekeeper.ledger.reads.history import history
from scorekeeper.ledger.sessions.manage import keyed, new_session
from scorekeeper.ledger.transfer.events import session_events, write_events
from scorekeeper.ledger.transfer.format import FORMAT, FORMAT_VERSION
from scorekeeper.ledger.transfer.write_games import write_games
from scorekeeper.store.tables import Game, GameSession, Revision
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.checks import Checked


def session_document(db: Session, info: SessionInfo, exported_at: str) -> dict[str, Any]:
    revisions = history(db, info)
    notes = dict(db.exec(select(Game.number, Game.note).where(Game.session_id == info.id)).all())
    sealed = _digests(db, info)
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
        "events": session_events(db, info),
    }


def _digests(db: Session, info: SessionInfo) -> dict[tuple[int, int], str | None]:
    """Each revision's digest as stored, by (game, revision): import checks the file by them."""
    query = (
        select(Game.number, Revision.number, Revision.digest)
        .join(Game, Game.id == Revision.game_id)
        .where(Revision.session_id == info.id)
    )
    return {(game, number): digest for game, number, digest in db.exec(query).all()}


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


def _free_name(db: Session, name: str) -> str:
    candidate, suffix = name, 1
    while db.exec(keyed(GameSession, candidate)).first():
        suffix += 1
        candidate = f"{name[:50]} ({suffix})"
    return candidate


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


def import_document(db: Session, data: Mapping[str, Any] | Checked, at: str) -> SessionInfo:
    """Create a new session from an export; the same totals and the same history.

    ``data`` is checked whole before the first row is written (``check_import``), unless
    it is what ``check_import`` returned already.
    """
    from scorekeeper.ledger.transfer.checks import Checked

    checked = data if isinstance(data, Checked) else check_import(data)
    meta = checked.document.session
    info, _ = new_session(
        db, _free_name(db, meta.name), meta.seats, meta.created_at, meta.preset, meta.rules,
        meta.first_dealer, checked.stake, checked.currency,
    )  # fmt: skip
    row = db.get(GameSession, info.id)
    row.archived = meta.archived
    # The time the file gives, so export → import → export round-trips; now only for a
    # hand-made file that leaves it out.
    row.last_used_at = meta.last_used_at or at
    db.add(row)
    write_games(raw(db), info, checked)  # each game at its position in the rotation
    _link_undos(raw(db), info)
    write_events(db, session_info(db, row), checked.document)
    return session_info(db, row)


def _link_undos(conn: Connection, info: SessionInfo) -> None:
    """Point each undo at the change it reverted: undo works as a stack of changes."""
    rows = conn.execute(
        "SELECT id, action FROM revision WHERE session_id = ? ORDER BY id", (info.id,)
    )
    stack: list[int] = []
    links: list[tuple[int, int]] = []
    for revision_id, action in rows.fetchall():
        if action != "undo":
            stack.append(revision_id)
        elif stack:
            links.append((stack.pop(), revision_id))
    conn.executemany("UPDATE revision SET undoes_id = ? WHERE id = ?", links)

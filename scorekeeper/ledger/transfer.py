"""A whole session as a JSON document, and back: rules, seats, every game and revision.

Import replays every revision in its original order, re-scoring each entry under the
session's rules and refusing the file if any stored score disagrees, so a hand-edited
or damaged export cannot smuggle in a game that does not add up.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlmodel import Session, col, select

from scorekeeper.ledger.events_transfer import replay_events, session_events
from scorekeeper.ledger.plain_session import raw
from scorekeeper.ledger.reads import history
from scorekeeper.ledger.records import entry_of_lines, session_info
from scorekeeper.ledger.revisions import GameState, add_revision, insert_game, player_ids
from scorekeeper.ledger.rotation import reposition
from scorekeeper.ledger.sessions import new_session
from scorekeeper.ledger.views import Line, SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.storage.tables import Game, GameSession, Revision

FORMAT = "scorekeeper-session"
FORMAT_VERSION = 1


def session_document(db: Session, info: SessionInfo, exported_at: str) -> dict[str, Any]:
    revisions = history(db, info)
    notes = dict(db.exec(select(Game.number, Game.note).where(Game.session_id == info.id)).all())
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


def _line_json(line: Line) -> dict[str, Any]:
    return {
        "player": line.player,
        "active": line.active,
        "outcome": line.outcome,
        "values": line.values,
        "part_a": line.part_a,
        "part_b": line.part_b,
        "score": line.score,
    }


def _line(data: Mapping[str, Any]) -> Line:
    fields = {key: value for key, value in data.items() if key != "values"}
    return Line(**fields, values_json=json.dumps(dict(data["values"]), sort_keys=True))


def _free_name(db: Session, name: str) -> str:
    candidate, suffix = name, 1
    while db.exec(select(GameSession.id).where(GameSession.key == candidate.casefold())).first():
        suffix += 1
        candidate = f"{name[:50]} ({suffix})"
    return candidate


def import_document(db: Session, data: Mapping[str, Any], at: str) -> SessionInfo:
    """Create a new session from an export; the same totals and the same history."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise RuleError("FILE", f"not a scorekeeper session export (format {FORMAT!r} expected)")
    if data.get("format_version") != FORMAT_VERSION:
        raise RuleError(
            "FILE", f"export format version {data.get('format_version')!r} is not supported"
        )
    try:
        return _replay(db, data, at)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        if isinstance(error, RuleError):
            raise
        raise RuleError("FILE", f"the export is incomplete or damaged ({error!r})") from None


def _replay(db: Session, data: Mapping[str, Any], at: str) -> SessionInfo:
    meta = data["session"]
    info, _ = new_session(
        db,
        _free_name(db, meta["name"]),
        meta["seats"],
        meta.get("created_at") or at,
        meta["preset"],
        meta["rules"],
        meta.get("first_dealer"),
        meta.get("stake"),
        meta.get("currency"),
    )
    row = db.get(GameSession, info.id)
    row.archived = bool(meta.get("archived", False))
    row.last_used_at = at  # imported now: listed first among recent sessions
    db.add(row)
    conn = raw(db)  # the games are written in plain SQL, as record writes them
    ids = player_ids(conn, info.id)
    revisions = sorted(
        ((game, rev) for game in data["games"] for rev in game["revisions"]),
        key=lambda pair: pair[1]["seq"],
    )
    games: dict[int, GameState] = {}
    for game_data, rev in revisions:
        number = int(game_data["number"])
        game = games.get(number)
        if game is None:
            game = insert_game(
                conn, info.id, number, ids[rev["dealer"]], note=game_data.get("note")
            )
        lines = [_line(line) for line in rev["lines"]]
        entry = entry_of_lines(lines, rev.get("flags", []))
        scores = info.rules.score(entry)
        stored = {line.player: (line.part_a, line.part_b) for line in lines if line.active}
        if stored != {s.player: (s.part_a, s.part_b) for s in scores}:
            raise RuleError(
                "FILE",
                f"game {number} revision {rev['revision']}: the stored scores do not match "
                "the entry under the session's rules",
            )
        revision_id = add_revision(
            conn, game, action=rev["action"], at=rev["at"], dealer_id=ids[rev["dealer"]],
            reason=rev.get("reason"), entry=entry, scores=scores,
            voided=bool(rev["voided"]), dealt=bool(rev.get("dealt", True)),
            undone=bool(rev.get("undone", False)),
        )  # fmt: skip
        games[number] = game._replace(current_revision_id=revision_id, revision=game.revision + 1)
    _link_undos(db, info)
    reposition(raw(db), info, 1)
    replay_events(db, session_info(db, row), data.get("events", []), meta.get("settled_at"))
    return session_info(db, row)


def _link_undos(db: Session, info: SessionInfo) -> None:
    """Point each undo at the change it reverted: undo works as a stack of changes."""
    rows = db.exec(
        select(Revision).where(Revision.session_id == info.id).order_by(col(Revision.id))
    ).all()
    stack: list[Revision] = []
    for revision in rows:
        if revision.action != "undo":
            stack.append(revision)
            continue
        if stack:
            revision.undoes_id = stack.pop().id
            db.add(revision)

"""Players across sessions: renaming one, merging two into one person, telling them apart.

A player is one row per person, found by the name in any case, é typed either way
(``name_key``). Nothing recorded is rewritten: a merge keeps the merged row (its seats
and lines stay as they were) and points it at the other (``merged_into_id``), giving it
that player's name and freeing its own key so the name can be used again. A split undoes
a merge from what the merge kept. Each change is a ``session_event`` row (session_id
NULL), shown in the history of every session the players sit in.
"""

from __future__ import annotations

import json

from sqlmodel import Session, col, select

from scorekeeper.ledger.sessions.events import add_event
from scorekeeper.ledger.sessions.manage import keyed
from scorekeeper.rules import RuleError, check_player_name
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import check_text, name_key, same_name
from scorekeeper.store.tables import GameSession, Player, Seat, SessionEvent


def _freed_key(player: Player) -> str:
    # A name can hold no control character, so no person's key can look like this.
    return f"\x1fmerged {player.id}"


def find_player(db: Session, name: str, field: str = "PLAYER") -> Player:
    text = " ".join(str(name).split())
    found = db.exec(keyed(Player, text)).first()
    if found is None:
        known = db.exec(
            select(Player.name).where(col(Player.merged_into_id).is_(None)).order_by(Player.name)
        ).all()
        listed = ", ".join(known[:12]) + (" …" if len(known) > 12 else "") or "none yet"
        raise RuleError(
            field,
            N_("no player named {typed!r}; players: {listed}", typed=text[:40], listed=listed),
        )
    return found


def _group(db: Session, player: Player) -> list[Player]:
    """The player and every row merged into them."""
    merged = db.exec(select(Player).where(Player.merged_into_id == player.id)).all()
    return [player, *merged]


def _set_name(rows: list[Player], name: str) -> None:
    for row in rows:
        row.name = name


def rename_player(db: Session, old: str, new: str, reason: str | None, at: str) -> str:
    """Rename a person everywhere; returns the new name."""
    player = find_player(db, old, "OLD")
    name = check_player_name(new, "NEW")
    reason = check_text(reason, "reason", required=False)
    if name == player.name:
        raise RuleError("NEW", N_("{name!r} is the name already", name=player.name))
    other = next((p for p in db.exec(keyed(Player, name)).all() if p.id != player.id), None)
    if other is not None:
        raise RuleError(
            "NEW",
            N_(
                "{other!r} is another player already; if they are one person, merge {name} into "
                "{other} instead",
                name=player.name,
                other=other.name,
            ),
        )
    group = _group(db, player)
    before = {"id": player.id, "name": player.name, "rows": [p.id for p in group]}
    _set_name(group, name)
    player.key = name_key(name)
    db.add_all(group)
    add_event(
        db,
        None,
        "rename-player",
        at,
        reason,
        before,
        {"id": player.id, "name": name},
        player_id=player.id,
    )
    return name


def merge_players(
    db: Session, source: str, target: str, reason: str | None, at: str
) -> tuple[str, str]:
    """Make ``source`` the same person as ``target``; returns (the name gone, the one kept)."""
    absorbed = find_player(db, source, "PLAYER")
    keeper = find_player(db, target, "INTO")
    reason = check_text(reason, "reason", required=False)
    if absorbed.id == keeper.id:
        raise RuleError(
            "INTO",
            N_(
                "{name!r} and {other!r} are one player already",
                name=absorbed.name,
                other=keeper.name,
            ),
        )
    moved, kept = _group(db, absorbed), _group(db, keeper)
    shared = db.exec(
        select(GameSession.name)
        .join(Seat, col(Seat.session_id) == col(GameSession.id))
        .where(col(Seat.player_id).in_([p.id for p in moved]))
        .where(
            col(Seat.session_id).in_(
                select(Seat.session_id).where(col(Seat.player_id).in_([p.id for p in kept]))
            )
        )
    ).first()
    if shared is not None:
        raise RuleError(
            "PLAYER",
            N_(
                "{name} and {other} both sit in {shared!r}: one person cannot hold two seats",
                name=absorbed.name,
                other=keeper.name,
                shared=shared,
            ),
        )
    before = {"id": absorbed.id, "name": absorbed.name, "rows": [p.id for p in moved]}
    absorbed.key = _freed_key(absorbed)
    for row in moved:
        row.merged_into_id = keeper.id
    _set_name(moved, keeper.name)
    db.add_all(moved)
    after = {"id": keeper.id, "name": keeper.name}
    add_event(db, None, "merge-player", at, reason, before, after, player_id=absorbed.id)
    return before["name"], keeper.name


def split_player(db: Session, name: str, reason: str | None, at: str) -> str:
    """Undo the latest merge of a player once called ``name``; returns that name again."""
    reason = check_text(reason, "reason", required=False)
    merges = db.exec(
        select(SessionEvent)
        .where(SessionEvent.action == "merge-player")
        .order_by(col(SessionEvent.id).desc())
    ).all()
    for event in merges:
        before = json.loads(event.before_json)
        absorbed = db.get(Player, before["id"])
        if same_name(before["name"], name) and absorbed.merged_into_id is not None:
            break
    else:
        raise RuleError("PLAYER", N_("no merged player was called {typed!r}", typed=name[:40]))
    if db.exec(keyed(Player, before["name"])).first() is not None:
        raise RuleError(
            "PLAYER",
            N_("the name {name!r} is taken again; rename that player first", name=before["name"]),
        )
    keeper = db.get(Player, absorbed.merged_into_id)
    rows = [db.get(Player, pid) for pid in before["rows"]]
    for row in rows:
        row.merged_into_id = None if row.id == absorbed.id else absorbed.id
    _set_name(rows, before["name"])
    absorbed.key = name_key(before["name"])
    db.add_all(rows)
    add_event(
        db,
        None,
        "split-player",
        at,
        reason,
        {"id": keeper.id, "name": keeper.name},
        {"id": absorbed.id, "name": before["name"]},
        player_id=absorbed.id,
    )
    return before["name"]

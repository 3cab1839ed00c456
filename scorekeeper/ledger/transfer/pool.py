"""A pool's rejoins in an export, and back on import.

An export names the rejoiner as they are called now (the row keeps who by id, so a
rename since shows). On import each rejoin is checked before anything is written: only
in a pool, of a seated player, after a game the file holds, in the order made, from a
total at the pool or above to one below it. Once the games and rejoins are written
(one transaction), the pool is worked out again as every change is: a file in which an
out player plays a later game is refused, and nothing stays written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.pool_play import is_pool, require_pool_order
from scorekeeper.ledger.core.session_lookup import names_by_id
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.transfer.refusal import refuse as _refuse
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.preset_module import hook
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document, RejoinEvent


def named_now(
    conn: Connection, info: SessionInfo, action: str, player_id: int | None, state: dict
) -> dict:
    """A rejoin's state with the player's name as it is now."""
    if action != "rejoin" or player_id is None or "player" not in state:
        return state
    name = names_by_id(conn, info.id).get(player_id, state["player"])
    return {**state, "player": name}


def check_rejoin(doc: Document, index: int, event: RejoinEvent) -> None:
    """One rejoin as the ledger would have made it (nothing written)."""
    where = f"events[{index}]"
    preset = catalog.preset(doc.session.preset)
    if hook(preset.module, "standing") is None:
        said = N_("only a pool has rejoins, not {preset}", preset=doc.session.preset)
        raise _refuse(f"{where}.action", said)
    if event.after.player not in doc.session.seats:
        said = N_("{name!r} is not one of the seats", name=event.after.player)
        raise _refuse(f"{where}.after.player", said)
    if event.before.player != event.after.player:
        raise _refuse(f"{where}.before.player", N_("must be the player who rejoins"))
    numbers = [game.number for game in doc.games]
    if event.after.after_game > max(numbers, default=0):
        raise _refuse(f"{where}.after.after_game", N_("must be a game the file holds (or 0)"))
    earlier = [other.after.after_game for other in doc.events[:index] if other.action == "rejoin"]
    if earlier and event.after.after_game < max(earlier):
        raise _refuse(f"{where}.after.after_game", N_("must not be before an earlier rejoin"))
    limit = int(doc.session.rules.get("pool", 101))
    if event.before.total < limit or event.after.total >= limit:
        said = N_("a rejoin goes from a total of {limit} or more to one below {limit}", limit=limit)
        raise _refuse(f"{where}", said)


def rejoiner_id(conn: Connection, info: SessionInfo, doc: Document, player: str) -> int:
    """The rejoiner's player id in the new session (the file's seats decide who)."""
    seat = info.seats[doc.session.seats.index(player)]
    return {name: pid for pid, name in names_by_id(conn, info.id).items()}[seat]


def require_pool_written(conn: Connection, info: SessionInfo) -> None:
    """The imported pool worked out again: no out player in a later game."""
    if not is_pool(info):
        return
    try:
        require_pool_order(conn, info)
    except RuleError as error:
        # the pool's own refusal, said within this one (a single marked sentence)
        why = error.parts[0] if len(error.parts) == 1 else error.message
        said = N_("the games and rejoins do not hold: {why}", why=why)
        raise RuleError("FILE", said) from None

"""``check`` on the sessions whose totals are more than the sum of their games' scores.

A nepali session paying fouls in the next game carries points from one game into the
next, and a pool's rejoins move a total past its games: for both, every counted game is
scored again from its entry, in game order, and the totals that gives must be the ones
the ledger shows. Each check returns one sentence, or None when all holds.
"""

from __future__ import annotations

from scorekeeper.ledger.core.carried import carries, counted_games
from scorekeeper.ledger.core.pool_play import is_pool, rejoins
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads import games as plain
from scorekeeper.rules.carry import totals_in_order
from scorekeeper.rules.pool import Played, standing
from scorekeeper.store.units import Connection


def carry_problem(conn: Connection, info: SessionInfo) -> str | None:
    """``check`` on a session whose games carry: every counted game scored again from its
    entry, in game order, with what each carries into the next, must give the totals the
    ledger shows (the stored scores and the carry); None when it does."""
    if not carries(info):
        return None
    rows = plain.games(conn, info)
    counted = counted_games(conn, info)
    own = []
    for row in rows:
        if row.voided:
            continue
        own.append({item.player: item.score for item in info.rules.score(row.entry)})
    again = totals_in_order(counted, own, info.seats)
    shown = {player.name: player.total for player in plain.totals(conn, info).players}
    for seat in info.seats:
        if again[seat] != shown[seat]:
            return (
                f"{seat}'s total is {shown[seat]} but the games scored again in order, "
                f"with the fouls each carries into the next, give {again[seat]}"
            )
    if sum(again.values()) != 0:
        return f"the totals scored again in order sum to {sum(again.values())}, not 0"
    return None


def pool_problem(conn: Connection, info: SessionInfo) -> str | None:
    """``check`` on a pool: every counted game scored again from its entry, with the
    rejoins in order, must give the totals the ledger shows, and no out player may have
    played a later game; None when all holds."""
    if not is_pool(info):
        return None
    again = []
    for row in plain.games(conn, info):
        if row.voided:
            continue
        scores = dict.fromkeys(info.seats, 0)
        scores |= {item.player: item.score for item in info.rules.score(row.entry)}
        again.append(Played(row.number, scores, frozenset(row.entry.players)))
    now = standing(info.rules.values, info.seats, again, rejoins(conn, info))
    if now.clashes:
        number, player = now.clashes[0]
        return f"{player} played game {number} while out of the pool"
    shown = {player.name: player.total for player in plain.totals(conn, info).players}
    for seat in info.seats:
        if now.totals[seat] != shown[seat]:
            return (
                f"{seat}'s total is {shown[seat]} but the games scored again in order, "
                f"with the rejoins, give {now.totals[seat]}"
            )
    return None

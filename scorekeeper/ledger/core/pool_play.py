"""Pool rummy in the ledger: who is out, rejoins, and the order every change must keep.

Who is out is never stored. ``pool_standing`` reads the counted games and the rejoins
(``rejoin`` session changes, each naming the last game made before it) and hands them
to ``rules.pool.standing``, which works the pool out in order: every read, every write
and ``check`` see the same answer, and a correction of an old game shows at once in
who is out and in what a rejoin gave. A change that would leave an out player playing
a later game is refused (``require_pool_order``), inside its own transaction.
"""

from __future__ import annotations

import json
from itertools import groupby
from operator import itemgetter
from typing import TYPE_CHECKING

from scorekeeper.ledger.core.game_rows import next_number
from scorekeeper.ledger.core.session_lookup import names_by_id, require_open
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.preset_module import hook
from scorekeeper.rules.text import check_text
from scorekeeper.store.units import Connection

if TYPE_CHECKING:
    from scorekeeper.rules.pool import Played, Rejoin, Standing

# rules.pool (and the points rules under it) is imported by the functions that meet a pool
# only: every other session's reads and writes start without it.

_COUNTED = """
    SELECT g.number, e.player_id, e.score, e.active
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? AND NOT g.voided ORDER BY g.number, e.seat
"""
_REJOINS = """
    SELECT player_id, after_json FROM session_event
    WHERE session_id = ? AND action = 'rejoin' ORDER BY id
"""


def is_pool(info: SessionInfo) -> bool:
    return hook(info.rules.preset.module, "standing") is not None


def played_games(conn: Connection, info: SessionInfo) -> list[Played]:
    from scorekeeper.rules.pool import Played

    names = names_by_id(conn, info.id)
    games = []
    for number, rows in groupby(conn.execute(_COUNTED, (info.id,)), itemgetter(0)):
        lines = [(names[pid], score, bool(active)) for _, pid, score, active in rows]
        scores = {name: score for name, score, _ in lines}
        games.append(Played(number, scores, frozenset(name for name, _, on in lines if on)))
    return games


def rejoins(conn: Connection, info: SessionInfo) -> list[Rejoin]:
    from scorekeeper.rules.pool import Rejoin

    names = names_by_id(conn, info.id)
    return [
        Rejoin(names[pid], int(json.loads(after)["after_game"]))
        for pid, after in conn.execute(_REJOINS, (info.id,))
    ]


def pool_standing(conn: Connection, info: SessionInfo) -> Standing | None:
    """The pool as it stands now (None: the session is not a pool)."""
    if not is_pool(info):
        return None
    from scorekeeper.rules.pool import standing

    return standing(info.rules.values, info.seats, played_games(conn, info), rejoins(conn, info))


def out_before(conn: Connection, info: SessionInfo, number: int | None) -> frozenset[str]:
    """Who is out before game ``number`` (None: the next game): they sit it out."""
    now = pool_standing(conn, info)
    if now is None:
        return frozenset()
    from scorekeeper.rules.pool import standing

    if number is not None and number in now.out_before:
        return now.out_before[number]
    if number is not None:  # a voided game, counted again by its correction
        games = [game for game in played_games(conn, info) if game.number < number]
        early = [item for item in rejoins(conn, info) if item.after < number]
        return frozenset(standing(info.rules.values, info.seats, games, early).out)
    return frozenset(now.out)


def out_sentences(conn: Connection, info: SessionInfo, number: int | None) -> dict[str, str]:
    """Who is out before game ``number`` (None: the next game), each with the sentence
    that refuses them a place in it: the one saving it would give (``require_pool_order``)."""
    if not is_pool(info):
        return {}
    from scorekeeper.rules.pool import out_sentence, standing

    games, early = played_games(conn, info), rejoins(conn, info)
    if number is None:
        number = next_number(conn, info.id)
    games = [game for game in games if game.number < number]
    early = [item for item in early if item.after < number]
    before = standing(info.rules.values, info.seats, games, early)
    limit = int(info.rules["pool"])
    return {name: out_sentence(name, before.totals[name], limit, number) for name in before.out}


def require_pool_order(conn: Connection, info: SessionInfo) -> None:
    """Refuse a change (inside its transaction) that leaves an out player in a game."""
    now = pool_standing(conn, info)
    if now is None or not now.clashes:
        return
    from scorekeeper.rules.pool import out_sentence, standing

    number, player = now.clashes[0]
    games = [game for game in played_games(conn, info) if game.number < number]
    early = [item for item in rejoins(conn, info) if item.after < number]
    total = standing(info.rules.values, info.seats, games, early).totals[player]
    limit = int(info.rules["pool"])
    raise RuleError("sit-out", out_sentence(player, total, limit, number))


def rejoin(
    conn: Connection, info: SessionInfo, player: str, reason: str | None, at: str
) -> tuple[int, int]:
    """An out player rejoins at the highest total of the players still in plus the
    session's ``rejoin-premium``; kept in history. Returns (their total before, their
    total now)."""
    from scorekeeper.rules.pool import premium, rejoin_total

    require_open(info)
    now = pool_standing(conn, info)
    if now is None:
        raise RuleError(
            "SESSION",
            N_(
                "{name} is a {preset} session: only pool has rejoins",
                name=info.name,
                preset=info.preset,
            ),
        )
    reason = check_text(reason, "reason", required=False)
    if player not in now.out:
        raise RuleError(
            "NAME",
            N_(
                "{player} is not out (total {total}); only an out player rejoins: {out}",
                player=player,
                total=now.totals[player],
                out=", ".join(now.out) or N_("nobody is out"),
            ),
        )
    if now.ending.over:
        raise RuleError(
            "NAME",
            N_("{name} is over: {why}; nobody can rejoin", name=info.name, why=now.ending.why),
        )
    if not now.still_in:
        raise RuleError(
            "NAME", N_("{player} cannot rejoin: nobody is left in the pool", player=player)
        )
    limit = info.rules["rejoin-below"]
    over = [seat for seat in now.still_in if now.totals[seat] > limit]
    if over:
        raise RuleError(
            "NAME", N_(
                "{player} cannot rejoin: {other} has {total}, above rejoin-below {limit} (a "
                "rejoin is allowed while every player in is at most {limit})",
                player=player, other=over[0], total=now.totals[over[0]], limit=limit)
        )  # fmt: skip
    highest = max(now.totals[seat] for seat in now.still_in)
    total = rejoin_total(info.rules.values, [now.totals[seat] for seat in now.still_in])
    pool = int(info.rules["pool"])
    if not now.may_rejoin:  # the premium would put them at the pool again
        raise RuleError(
            "NAME", N_(
                "{player} cannot rejoin: the highest total in ({highest}) plus rejoin-premium "
                "{premium} is {total}, not below the pool ({pool})",
                player=player, highest=highest, premium=premium(info.rules.values),
                total=total, pool=pool,
            ),
        )  # fmt: skip
    (after,) = conn.execute(
        "SELECT COALESCE(MAX(number), 0) FROM game WHERE session_id = ?", (info.id,)
    ).fetchone()
    ids = {name: pid for pid, name in names_by_id(conn, info.id).items()}
    was = now.totals[player]
    before = {"player": player, "total": was}
    after_state = {"player": player, "total": total, "after_game": after}
    conn.execute(
        "INSERT INTO session_event (session_id, player_id, action, reason, at, before_json, "
        "after_json) VALUES (?, ?, 'rejoin', ?, ?, ?, ?)",
        (info.id, ids[player], reason, at, _json(before), _json(after_state)),
    )
    conn.execute("UPDATE session SET last_used_at = ? WHERE id = ?", (at, info.id))
    return was, total


def _json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def describe_rejoin(before: dict, after: dict) -> str:
    """``Chandra rejoined after game 2 at 40 (was 105)``, as it was made."""
    return N_(
        "{player} rejoined after game {game} at {total} (was {was})",
        player=after["player"],
        game=after["after_game"],
        total=after["total"],
        was=before["total"],
    )

"""Dealer rotation and rounds for a session, read from the games that took their deal.

A voided game still took its deal (the cards went round), so it counts here; an undone
record never happened, so it does not. Positions are stored on each game when it is
written and recomputed for the later games only when an earlier dealer changes. Plain
SQL on one connection, as the changes that need it (``changes/apply.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.core.carried import owed_next
from scorekeeper.ledger.core.game_rows import (
    GAME_COLUMNS,
    GameState,
    game_state,
    games_counted,
    next_number,
)
from scorekeeper.ledger.core.session_lookup import names_by_id
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.store.units import Connection

if TYPE_CHECKING:  # made by next_game alone, which record and totals never ask
    from scorekeeper.ledger.coming_game import NextGame

_LAST_DEALT = f"SELECT {GAME_COLUMNS} FROM game WHERE session_id = ? AND dealt {{before}} "
_LAST_DEALT += "ORDER BY number DESC LIMIT 1"


def last_dealt(conn: Connection, info: SessionInfo, before: int | None = None) -> GameState | None:
    if before is None:
        row = conn.execute(_LAST_DEALT.format(before=""), (info.id,)).fetchone()
    else:
        sql = _LAST_DEALT.format(before="AND number < ?")
        row = conn.execute(sql, (info.id, before)).fetchone()
    return game_state(row) if row else None


_SAT_OUT = "SELECT player_id FROM revision_entry WHERE revision_id = ? AND NOT active ORDER BY seat"


def sat_out_in(conn: Connection, game: GameState, names: dict[int, str]) -> tuple[str, ...]:
    return tuple(names[pid] for (pid,) in conn.execute(_SAT_OUT, (game.current_revision_id,)))


def default_dealer(
    conn: Connection, info: SessionInfo, sitting_out: tuple[str, ...] = ()
) -> tuple[str, GameState | None]:
    """Who deals next: the seat after the last dealer, skipping who sat out then (and now)."""
    names = names_by_id(conn, info.id)
    last = last_dealt(conn, info)
    if last is None:
        dealer = info.first_dealer
        if dealer in sitting_out:
            dealer = info.table.neighbour(dealer, sitting_out)
        return dealer, None
    away = set(sat_out_in(conn, last, names)) | set(sitting_out)
    return info.table.neighbour(names[last.dealer_id], away), last


def position_after(info: SessionInfo, last: GameState | None, names: dict, dealer: str) -> int:
    if last is None:
        return 0
    return last.position + info.table.steps_between(names[last.dealer_id], dealer)


def next_game(
    conn: Connection,
    info: SessionInfo,
    sitting_out: tuple[str, ...] = (),
    counted: int | None = None,
) -> NextGame:
    """The coming game; ``sitting_out`` names who sits it out, when already known;
    ``counted``: the games counted, when the caller has just worked them out in this
    same read (counting them is a pass over every game of the season)."""
    from scorekeeper.ledger.coming_game import NextGame
    from scorekeeper.ledger.core.pool_play import out_before

    out = out_before(conn, info, None)  # a pool's out players sit out the coming game
    sitting_out = (*sitting_out, *(name for name in info.seats if name in out and
                                   name not in sitting_out))  # fmt: skip
    names = names_by_id(conn, info.id)
    dealer, last = default_dealer(conn, info, sitting_out)
    away = tuple(sorted(set(sat_out_in(conn, last, names) if last else ()) | set(sitting_out)))
    position = position_after(info, last, names, dealer)
    if counted is None:
        counted = games_counted(conn, info.id)
    owing = owed_next(conn, info)
    return NextGame(
        number=next_number(conn, info.id),
        round=info.table.round_of(position),
        dealer=dealer,
        cutter=info.table.cutter(dealer, away),
        first_player=info.table.first_player(dealer, away),
        sat_out_last=away,
        rounds_played=info.table.rounds_played(last.position if last else None),
        games_counted=counted,
        owed=tuple(owing.owes.items()) if owing else (),
        owed_from=owing.number if owing else 0,
    )


_LATER = f"SELECT {GAME_COLUMNS} FROM game WHERE session_id = ? AND number >= ? ORDER BY number"


def reposition(conn: Connection, info: SessionInfo, from_number: int) -> None:
    """Recompute the stored positions of games from ``from_number`` on."""
    names = names_by_id(conn, info.id)
    last = last_dealt(conn, info, before=from_number)
    later = [game_state(row) for row in conn.execute(_LATER, (info.id, from_number))]
    for game in later:
        position = position_after(info, last, names, names[game.dealer_id])
        if position != game.position:
            conn.execute("UPDATE game SET position = ? WHERE id = ?", (position, game.id))
            game = game._replace(position=position)
        if game.dealt:
            last = game

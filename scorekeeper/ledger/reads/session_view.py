"""Everything the session screen shows, read in one snapshot.

The header, the scoreboard and the games table come from one read transaction, so what
another writer commits in between can never leave the rows disagreeing with the totals.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.coming_game import NextGame
from scorekeeper.ledger.core.rotation import next_game
from scorekeeper.ledger.core.session_lookup import session_info
from scorekeeper.ledger.read_models import GameRow, SessionInfo, Totals
from scorekeeper.ledger.reads import games as plain
from scorekeeper.ledger.reads.session_stamp import session_stamp
from scorekeeper.ledger.reads.totals_delta import Running, read_totals
from scorekeeper.store.units import Connection


@dataclass(frozen=True)
class SessionView:
    info: SessionInfo
    coming: NextGame
    totals: Totals
    games: list[GameRow]
    running: Running | None = None  # the sums behind ``totals``, for the next read
    stamp: str = ""  # what ``session_stamp`` answered in this same snapshot


def session_view(
    conn: Connection,
    session_id: int,
    since: int | None = None,
    running: Running | None = None,
) -> SessionView | None:
    """The session as it now stands; None when the file no longer holds it (a restore).

    With ``since``, only the games numbered from ``since`` on, or the latest ``-since``
    games when it is negative: a screen showing the end of a long season reads those,
    not the whole year.

    Looked up by number only: after a restore, a session that merely has the same name
    is not the one that was open.

    With ``running`` (the last view's), the totals are those moved on by the changes
    since (``totals_delta``): a save costs the same in a season of any length.

    ``stamp`` is read in the same snapshot as the rest, so a face that keeps it and later
    finds the same stamp knows this view is still what the file holds.
    """
    stamp = session_stamp(conn, session_id)
    if stamp is None:
        return None
    info = session_info(conn, session_id)
    totals, running = read_totals(conn, info, running)
    return SessionView(
        info=info,
        coming=next_game(conn, info, counted=running.counted),
        totals=totals,
        games=plain.games(conn, info, None if since is None else _from(conn, info, since)),
        running=running,
        stamp=stamp,
    )


def _from(conn: Connection, info: SessionInfo, since: int) -> list[int]:
    (last,) = conn.execute(
        "SELECT COALESCE(MAX(number), 0) FROM game WHERE session_id = ?", (info.id,)
    ).fetchone()
    first = last + 1 + since if since < 0 else since
    return list(range(max(first, 1), last + 1))

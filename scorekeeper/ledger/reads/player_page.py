"""Everything a player's page shows, read in one snapshot: the same in every face.

Their statistics over every session (``stats``), the sessions they sat in (most recent
first), their rating at each preset they have a rated game of with its course (the
ordinal after each session they were rated in, named by that session), and the people
they played the most counted games with. A preset is rated once, and only one they
played (``ratings_played``): a pass over a preset's games is the costly part.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from scorekeeper.ledger.core.session_lookup import in_chunks, raw
from scorekeeper.ledger.reads import ratings as rated
from scorekeeper.ledger.reads.player_sessions import PlayedSession, played_sessions
from scorekeeper.ledger.reads.ratings_cache import RatingsCache
from scorekeeper.ledger.reads.ratings_matches import find_person, in_range, people
from scorekeeper.ledger.reads.ratings_played import played_presets
from scorekeeper.ledger.reads.ratings_rivals import Rival, rivals
from scorekeeper.ledger.reads.stats import PlayerStats, player_stats
from scorekeeper.store.units import Connection

# The sessions of one preset where the person has a rated game (a counted game with
# someone else active in it): those after which the ratings note their ordinal.
_RATED_IN = """
    SELECT DISTINCT g.session_id
    FROM game g
    JOIN session s ON s.id = g.session_id
    JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE s.preset = ? AND NOT g.voided AND e.active AND e.player_id IN ({ids})
      AND EXISTS (SELECT 1 FROM revision_entry o
                  WHERE o.revision_id = e.revision_id AND o.active
                    AND o.player_id <> e.player_id)
"""


@dataclass(frozen=True)
class RatingPoint:
    """The ordinal after one session the player was rated in."""

    session: str
    day: str  # the session's creation day, YYYY-MM-DD in UTC
    ordinal: float


@dataclass(frozen=True)
class PresetRating:
    preset: str
    rating: rated.Rating
    points: tuple[RatingPoint, ...]  # oldest first; the last is ``rating.ordinal``


@dataclass(frozen=True)
class PlayerPage:
    name: str  # as the ledger spells it now
    stats: PlayerStats | None  # None: never seated (only a merged name's rows)
    ratings: list[PresetRating]  # the catalogue's order
    rivals: list[Rival]  # the most games first
    sessions: list[PlayedSession]  # the most recent first


def _course(conn: Connection, preset: str, rows: list[int], ordinals: list[float]) -> tuple:
    """Each ordinal named by the session it came after. Should the two ever disagree in
    number (they are read alike), the ordinals are kept, named by the later sessions."""
    rated_in = {sid for (sid,) in in_chunks(conn, _RATED_IN, (preset,), rows)}
    order = in_range(conn, preset, None, None)
    sessions = [sid for sid in order if sid in rated_in][-len(ordinals) :] if ordinals else []
    names = dict(conn.execute("SELECT id, name FROM session").fetchall()) if sessions else {}
    labels = [(names[sid], order[sid][0].date().isoformat()) for sid in sessions]
    labels = [("", "")] * (len(ordinals) - len(labels)) + labels
    return tuple(RatingPoint(n, d, value) for (n, d), value in zip(labels, ordinals, strict=True))


def player_page(db: Session, name: str, cache: RatingsCache | None = None) -> PlayerPage:
    """The page of the player named ``name`` (any case); an unknown name is refused in
    one sentence (``NAME``), as ``rivals`` and ``versus`` refuse it."""
    conn = raw(db)
    me, my_name = find_person(conn, name)
    person, _ = people(conn)
    mine = [row for row, who in person.items() if who == me]  # merged rows count as theirs
    found: list[PresetRating] = []
    for preset in played_presets(conn, mine):
        # Looked up on the module at each call, so that a test can count the passes.
        rows, trends = rated.rating_trends(conn, preset, None, None, cache)
        for row in rows:
            if row.name == my_name:
                points = _course(conn, preset, mine, trends.get(my_name, []))
                found.append(PresetRating(preset, row, points))
    stats = player_stats(conn, my_name)
    return PlayerPage(
        name=my_name,
        stats=stats[0] if stats else None,
        ratings=found,
        rivals=rivals(conn, my_name)[1],
        sessions=played_sessions(conn, mine),
    )

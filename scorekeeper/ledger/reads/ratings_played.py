"""A player's rating at each preset they have a rated game of, and no other preset rated.

A rating is worked out from every game of its preset (``ratings``), so rating every preset
for one player's page costs seven passes over the ledger when most players play one or
two. One small query first finds the presets where the person has a rated game (a counted
game with someone else active in it); only those are rated, in the same snapshot.
"""

from __future__ import annotations

from scorekeeper.ledger import catalog
from scorekeeper.ledger.reads import ratings as rated
from scorekeeper.ledger.reads.ratings_cache import RatingsCache
from scorekeeper.ledger.reads.ratings_matches import find_person, people
from scorekeeper.store.units import Connection

# The presets of the counted games (as they now stand) that one of the person's player
# rows was active in beside another active row: what ``ratings`` counts as a match.
_PLAYED = """
    SELECT DISTINCT s.preset
    FROM game g
    JOIN session s ON s.id = g.session_id
    JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE NOT g.voided AND e.active AND e.player_id IN ({rows})
      AND EXISTS (SELECT 1 FROM revision_entry o
                  WHERE o.revision_id = e.revision_id AND o.active
                    AND o.player_id <> e.player_id)
"""


def played_presets(conn: Connection, rows: list[int]) -> list[str]:
    """The presets the player rows have a rated game of, in the catalogue's order.

    A preset no longer in the catalogue is left out: it cannot be rated (nor was it shown)."""
    if not rows:
        return []
    marks = ", ".join("?" for _ in rows)
    found = {preset for (preset,) in conn.execute(_PLAYED.format(rows=marks), tuple(rows))}
    return [name for name in catalog.preset_names() if name in found]


def player_ratings(
    conn: Connection, name: str, cache: RatingsCache | None = None
) -> tuple[str, list[tuple[str, rated.Rating]]]:
    """The player's name as the ledger spells it, and their rating at each preset they
    have a rated game of (catalogue order), moved on from ``cache`` as ``ratings`` does;
    an unknown name is refused (``NAME``)."""
    me, my_name = find_person(conn, name)
    person, _ = people(conn)
    mine = [row for row, who in person.items() if who == me]  # merged rows count as theirs
    found: list[tuple[str, rated.Rating]] = []
    for preset in played_presets(conn, mine):
        # Looked up on the module at each call, so that a test can count the passes.
        rows, _ = rated.rating_trends(conn, preset, None, None, cache)
        found.extend((preset, row) for row in rows if row.name == my_name)
    return my_name, found

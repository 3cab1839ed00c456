"""A player's most frequent rivals: the people they shared the most counted games with.

The same matches ratings are computed from (``ratings_matches``), over every preset: a
game both played counts once, and who was ahead in it goes by that preset's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger import catalog
from scorekeeper.ledger.reads.ratings_matches import find_person, lowest_wins, matches, people
from scorekeeper.store.units import Connection


@dataclass(frozen=True)
class Rival:
    name: str
    games: int  # counted games both played
    ahead: int  # of them, the games the player scored better in
    behind: int  # and the games the rival scored better in


def rivals(conn: Connection, name: str) -> tuple[str, list[Rival]]:
    """The player's name as the ledger spells it, and each person they played a counted
    game with, the most games first (then by name)."""
    me, my_name = find_person(conn, name)
    _, names = people(conn)
    shared: dict[int, list[int]] = {}
    for preset in catalog.preset_names():
        sign = -1 if lowest_wins(preset) else 1
        for match in matches(conn, preset):
            if me not in match.scores:
                continue
            mine = sign * match.scores[me]
            for pid, score in match.scores.items():
                if pid == me:
                    continue
                count = shared.setdefault(pid, [0, 0, 0])
                count[0] += 1
                count[1] += mine > sign * score
                count[2] += sign * score > mine
    found = [Rival(names[p], *count) for p, count in shared.items()]
    return my_name, sorted(found, key=lambda r: (-r.games, r.name.casefold()))

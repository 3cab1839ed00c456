"""An export's digests worked out again from its content, before anything is written.

Each revision of the file is digested as the ledger digests what it stores
(``store/digests.py``): the same text, chained in the order the changes were made. A
digest the file gives must be that one, or the file was changed after it was exported
(a score edited by hand, a game left out): the import is refused, naming the first
revision that differs. A file without digests (hand-made, another program's) gets the
ones worked out here, so the same session has the same fingerprint after a round trip.
"""

from __future__ import annotations

from scorekeeper.ledger.transfer.replay import refuse
from scorekeeper.ledger.transfer.schema import Document, Revision
from scorekeeper.store.digests import Line, canonical, chained


def digests(doc: Document) -> tuple[str, ...]:
    """Each revision's digest, in the order the changes were made (``seq``, as the replay
    has checked it); refuses a file whose own ones differ. What the replay lets through (a
    reason reworded, a time moved, an entry changed with its scores worked out again) a
    digest still tells."""
    seat = {name: position for position, name in enumerate(doc.session.seats)}
    made = sorted(
        (revision.seq, f"games[{index}].revisions[{position}]", game.number, revision)
        for index, game in enumerate(doc.games)
        for position, revision in enumerate(game.revisions)
    )
    found: list[str] = []
    previous: str | None = None
    for _, where, game, revision in made:
        previous = chained(previous, _text(seat, game, revision))
        if revision.digest is not None and revision.digest != previous:
            raise refuse(
                f"{where}.digest",
                f"does not match game {game} revision {revision.revision} as the file holds "
                "it: the file was changed after it was exported",
            )
        found.append(previous)
    return tuple(found)


def _text(seat: dict[str, int], game: int, revision: Revision) -> str:
    lines = [
        Line(position, line.active, line.outcome, line.values, line.part_a, line.part_b,
             line.score)
        for position, line in enumerate(revision.lines)
    ]  # fmt: skip
    return canonical(
        game, revision.revision, revision.action, revision.reason, revision.at,
        seat.get(revision.dealer), seat.get(revision.winner or ""), revision.voided,
        revision.dealt, revision.flags, lines,
    )  # fmt: skip

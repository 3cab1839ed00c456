"""An export's changes put back in the order they were made, once their numbering holds.

Games numbered 1…N and recorded in that order, each begun by its first revision;
revisions numbered on within a game, and ``seq`` counting every change of the session
once, 1, 2, 3… The replay (``replay.py``) takes the changes in this order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.transfer.refusal import refuse
from scorekeeper.rules.errors import N_

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document, Revision


def in_order(doc: Document) -> list[tuple[str, int, Revision]]:
    """Every revision in the order it was made (seq), after the numbering is checked."""
    found: dict[int, tuple[str, int, Revision]] = {}
    first_seq = 0
    for index, game in enumerate(doc.games):
        if game.number != index + 1:
            raise refuse(
                f"games[{index}].number",
                N_(
                    "must be {number}: games are numbered 1, 2, 3… in order, each once",
                    number=index + 1,
                ),
            )
        seq = 0
        for position, revision in enumerate(game.revisions):
            where = f"games[{index}].revisions[{position}]"
            if revision.revision != position + 1:
                raise refuse(
                    f"{where}.revision",
                    N_("must be {number}, the next one", number=position + 1),
                )
            if revision.seq in found:
                raise refuse(f"{where}.seq", N_("{seq} is given twice", seq=revision.seq))
            if revision.seq <= seq:
                raise refuse(f"{where}.seq", N_("must be later than the game's revision before"))
            if position == 0 and revision.seq <= first_seq:
                raise refuse(
                    f"{where}.seq",
                    N_(
                        "game {number} recorded before game {before}",
                        number=index + 1,
                        before=index,
                    ),
                )
            seq = revision.seq
            found[seq] = (where, game.number, revision)
        first_seq = game.revisions[0].seq
    if sorted(found) != list(range(1, len(found) + 1)):
        missing = min(set(range(1, len(found) + 1)) - set(found))
        said = N_("no revision has seq {seq}: changes count 1, 2, 3… in order", seq=missing)
        raise refuse("games", said)
    return [found[seq] for seq in sorted(found)]

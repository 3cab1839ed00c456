"""Undo with consent: only the change the person was shown when asked is undone.

The TUI asks "Undo the recording of game 4?" and waits; meanwhile another writer (the
CLI, a second window) may record game 5. Answering yes must not undo game 5: the
undo is given the change shown (``expected``) and refuses, inside its own write
transaction, when the last change is no longer that one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.changes.guards import Stale
from scorekeeper.ledger.read_models import ACTION_NOUNS, SessionInfo

if TYPE_CHECKING:  # a list's row, defined only when a list is read (read_models.py)
    from scorekeeper.ledger.list_rows import RevisionRow


class StaleUndo(Stale):
    """The change a person agreed to undo is no longer the last one: nothing was undone."""


def _change(game: int, action: str) -> str:
    return f"game {game}'s {ACTION_NOUNS.get(action, action)}"


def check_expected(
    info: SessionInfo, last: tuple[int, int, str, str] | None, expected: RevisionRow
) -> None:
    """Refuse unless ``last`` (game, revision, action and time of the last change not
    undone; None when there is none) is the very revision ``expected``.

    A revision is named by its game, its number within the game and its time as well:
    the same game and number in a restored file can be another change.
    """
    agreed = _change(expected.game, expected.action)
    if last is None:
        raise StaleUndo(
            "undo",
            f"{agreed} was undone elsewhere and nothing is left to undo in {info.name}; "
            "nothing was undone",
        )
    if last != (expected.game, expected.revision, expected.action, expected.at):
        game, _, action, _ = last
        raise StaleUndo(
            "undo",
            f"the last change is now {_change(game, action)} (made elsewhere), not {agreed}; "
            "nothing was undone",
        )

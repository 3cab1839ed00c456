"""How an import refuses a file: the place in it, then why, in the reader's language.

The place is a JSON path as the file spells it (``games[3].revisions[0].action``), never
translated; the reason is made of marked sentences (``N_``), which each face says in its
reader's language. In English the refusal reads ``games[3]…: must be …`` as it always did.
"""

from __future__ import annotations

from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import Part


def refuse(where: str, *said: Part) -> RuleError:
    """The file refused at ``where`` for the reason ``said``."""
    return RuleError("FILE", where, ": ", *said)

"""The schema's hot objects (games, revisions, lines) with pydantic's own checks.

A season's export is half a million values, most of them on its lines; each of
``fields.py``'s checks is a call into Python, and together they were most of the time
the schema took. Here the same limits are pydantic's own, checked without one: a whole
number in its range, text, a JSON boolean (strict: ``"false"`` is text, ``1`` not
``true``, ``1.0`` not whole). These accept nothing ``schema.py`` refuses; a document
they refuse is read again by ``schema.py``, whose refusal names the place in its own
words (``json_input.validate``). Times, reasons and digests keep their own checks
here: they are few a revision. A line's player, one a line, is any text here, and
``names_as_read`` then checks each name once, as ``schema.Name`` would read it.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from scorekeeper.ledger.transfer import schema
from scorekeeper.ledger.transfer.fields import BIG, player_name
from scorekeeper.rules import RuleError

Int = Annotated[int, Field(ge=-BIG, le=BIG)]
Count = Annotated[int, Field(ge=1, le=BIG)]


class Line(schema.Line):
    player: str
    active: bool
    outcome: str | None
    values: dict[str, bool | Int]
    part_a: Int
    part_b: Int
    score: Int


class Revision(schema.Revision):
    seq: Count
    revision: Count
    voided: bool
    dealt: bool
    undone: bool
    flags: list[str]
    lines: list[Line]


class Game(schema.Game):
    number: Count
    revisions: list[Revision] = Field(min_length=1)


class Document(schema.Document):
    games: list[Game]


def names_as_read(doc: Document) -> bool:
    """Whether every line's player is a name ``schema.Name`` takes, unchanged by it."""
    names = {line.player for game in doc.games for revision in game.revisions
             for line in revision.lines}  # fmt: skip
    try:
        return all(player_name(name) == name for name in names)
    except RuleError:
        return False

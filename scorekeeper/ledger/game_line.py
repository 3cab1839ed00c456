"""One seated player's line in a game: what every read of the games is made of.

Apart from the other read models (``read_models.py``), so that the rows only a list reads
(``list_rows.py``) can hold lines without importing them all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class Line:
    """One seated player's line in a game (or in one revision of it)."""

    player: str
    active: bool
    outcome: str | None
    values_json: str  # the preset's values as stored; decoded only when asked for
    part_a: int
    part_b: int
    score: int

    @cached_property
    def values(self) -> dict:
        return json.loads(self.values_json)

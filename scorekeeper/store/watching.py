"""Noticing other writers, on either engine: what a screen needs to know to read again.

A SQLite file is watched through its own counters (``sqlite/watch.py``); a PostgreSQL
ledger tells its listeners itself, since every change there ends with a NOTIFY
(``postgres/watch.py``). Both answer ``look()`` with a ``Change`` or None, cheaply
enough for a timer on the screen's thread; ``units.open_watch`` picks one.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol


class Change(Enum):
    WRITTEN = "written"  # another writer committed: reread what is shown
    REPLACED = "replaced"  # another ledger now (a restore): read everything again, whole


class Watch(Protocol):
    looks: int

    def look(self) -> Change | None: ...

    def close(self) -> None: ...

"""The running sums behind each open session's board, kept between requests.

Every phone with a session open asks for its board; summing the season for each would
cost a quarter of a second at 100,000 games. The ledger moves a session's totals on
from the last sums it summed (``Ledger.session_view(..., running)``, ``totals_delta``),
checking in the same read that they still stand for what the file holds, so sums kept
here can be stale but never wrong: stale ones are moved on or summed afresh.

Requests run in Starlette's thread pool, hence the lock; a few dozen sessions at most
are kept (each is a handful of numbers per player), the least recently read dropped.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from scorekeeper.ledger.reads.totals_delta import Running

if TYPE_CHECKING:
    from starlette.applications import Starlette

MOST_SESSIONS = 64


class BoardSums:
    """Session id → the ``Running`` of the last board read, bounded, thread-safe."""

    def __init__(self, most: int = MOST_SESSIONS) -> None:
        self._most = most
        self._kept: OrderedDict[int, Running] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, session_id: int) -> Running | None:
        with self._lock:
            running = self._kept.get(session_id)
            if running is not None:
                self._kept.move_to_end(session_id)
            return running

    def put(self, session_id: int, running: Running | None) -> None:
        """Keep ``running``; two reads that raced may put theirs in either order, and
        either is right (the ledger checks them against the file before using them)."""
        with self._lock:
            if running is None:
                self._kept.pop(session_id, None)
                return
            self._kept[session_id] = running
            self._kept.move_to_end(session_id)
            while len(self._kept) > self._most:
                self._kept.popitem(last=False)

    def __len__(self) -> int:
        with self._lock:
            return len(self._kept)


def board_sums(app: Starlette) -> BoardSums:
    """The application's kept sums, made on first use: the handlers ask for them on the
    event loop, one at a time, so two are never made."""
    kept = getattr(app.state, "board_sums", None)
    if kept is None:
        kept = app.state.board_sums = BoardSums()
    return kept

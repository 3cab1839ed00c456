"""A ledger whose clock the test sets: the evenings of a season on the days it chooses
(ratings, seasons and players' pages put sessions in order by their creation time)."""

from __future__ import annotations

from datetime import datetime, timedelta


class Clock:
    def __init__(self, now: str = "2025-01-10T20:00:00+00:00") -> None:
        self.now = now

    def __call__(self) -> str:
        return self.now

    def next_day(self) -> None:
        self.now = (datetime.fromisoformat(self.now) + timedelta(days=1)).isoformat()

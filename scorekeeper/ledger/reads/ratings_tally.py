"""What a rating pass carries and where it starts: the state kept between reads
(``Tally``, as JSON in the ratings cache) and the sessions still to rate (``Resume``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SessionKey = tuple[int, int | None, str | None]  # session, last revision id, its digest


@dataclass
class Tally:
    """The state of a rating pass: each person's [mu, sigma, rated games], their ordinal
    after each session they had a rated game in, and the session of their last point."""

    skill: dict[int, list] = field(default_factory=dict)
    trend: dict[int, list[float]] = field(default_factory=dict)
    marks: dict[int, int] = field(default_factory=dict)

    def copy(self) -> Tally:
        return Tally(
            {p: list(s) for p, s in self.skill.items()},
            {p: list(t) for p, t in self.trend.items()},
            dict(self.marks),
        )

    def as_json(self) -> dict[str, list]:
        return {
            "skill": [[p, *s] for p, s in self.skill.items()],
            "trend": [[p, t] for p, t in self.trend.items()],
            "marks": list(self.marks.items()),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(
            {int(p): [float(mu), float(sigma), int(n)] for p, mu, sigma, n in data["skill"]},
            {int(p): [float(v) for v in t] for p, t in data["trend"]},
            {int(p): int(sid) for p, sid in data["marks"]},
        )


@dataclass(frozen=True)
class Resume:
    """Where a pass starts: a kept state, the sessions still to rate after it (the first
    of them only from game ``after_game`` + 1, where that is set), and the state before
    the last session where the pass itself will not see it."""

    tally: Tally
    sessions: list[int]
    after_game: int | None = None
    before_last: Tally | None = None

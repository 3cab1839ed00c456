"""Ratings across sessions, a pair's record, and the reads on the driver alone.

Computed, never stored: every counted game of the preset in order is one OpenSkill
Plackett–Luce match (rules.md, "Ratings across sessions"), rated by
``rules.plackett_luce``, which gives what the ``openskill`` package gives, bit for bit.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from scorekeeper.ledger.reads.games import Reader
from scorekeeper.ledger.reads.ratings_matches import (
    check_preset,
    check_range,
    find_person,
    lowest_wins,
    matches,
    people,
)
from scorekeeper.rules.plackett_luce import MU, SIGMA, rate
from scorekeeper.store.units import Connection

PROVISIONAL_BELOW = 10  # rated games before a rating is no longer provisional


@dataclass(frozen=True)
class Rating:
    name: str
    mu: float
    sigma: float
    games: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_BELOW


@dataclass(frozen=True)
class Versus:
    a: str
    b: str
    games: int
    a_ahead: int
    b_ahead: int
    level: int
    a_total: int
    b_total: int


def ratings(
    conn: Connection, preset: str, since: date | None = None, until: date | None = None
) -> list[Rating]:
    """Every person with a rated game, best ordinal first (then by name)."""
    return rating_trends(conn, preset, since, until)[0]


def rating_trends(
    conn: Connection, preset: str, since: date | None = None, until: date | None = None
) -> tuple[list[Rating], dict[str, list[float]]]:
    """``ratings``, and each person's ordinal after every session they had a rated game in
    (in session order), worked out in the one pass over the preset's matches."""
    sign = 1 if lowest_wins(preset) else -1  # a place: lower is better
    skill: dict[int, list] = {}  # each person's [mu, sigma, rated games]
    trend: dict[int, list[float]] = {}
    in_session: set[int] = set()
    session: int | None = None

    def close_session() -> None:
        for pid in in_session:
            mu, sigma, _ = skill[pid]
            trend.setdefault(pid, []).append(mu - 3 * sigma)
        in_session.clear()

    for match in matches(conn, preset, since, until):
        if match.session != session:
            close_session()
            session = match.session
        scores = match.scores
        if len(scores) < 2:  # a match needs two sides; one player alone rates nobody
            continue
        players = [skill.get(pid) or skill.setdefault(pid, [MU, SIGMA, 0]) for pid in scores]
        rate(players, [sign * score for score in scores.values()])
        for player in players:
            player[2] += 1
        in_session.update(scores)
    close_session()
    _, names = people(conn)
    found = [Rating(names[p], mu, sigma, games) for p, (mu, sigma, games) in skill.items()]
    found.sort(key=lambda r: (-r.ordinal, r.name.casefold()))
    return found, {names[p]: values for p, values in trend.items()}


def versus(conn: Connection, preset: str, first: str, second: str) -> Versus:
    """The counted games both played, and who was ahead in each by the preset's order."""
    from scorekeeper.rules import RuleError

    a, a_name = find_person(conn, first)
    b, b_name = find_person(conn, second)
    if a == b:
        raise RuleError("NAME", f"{first!r} and {second!r} are one player: name two")
    sign = -1 if lowest_wins(preset) else 1
    games = a_ahead = b_ahead = a_total = b_total = 0
    for match in matches(conn, preset):
        if a in match.scores and b in match.scores:
            x, y = match.scores[a], match.scores[b]
            games, a_total, b_total = games + 1, a_total + x, b_total + y
            a_ahead += sign * x > sign * y
            b_ahead += sign * y > sign * x
    return Versus(a_name, b_name, games, a_ahead, b_ahead, games - a_ahead - b_ahead,
                  a_total, b_total)  # fmt: skip


def used_presets(conn: Connection) -> list[str]:
    """The presets of the sessions, most recently used first, each once."""
    rows = conn.execute("SELECT preset FROM session ORDER BY last_used_at DESC, id DESC")
    return list(dict.fromkeys(preset for (preset,) in rows))


def default_preset(conn: Connection) -> str:
    """The preset of the session ``sessions`` lists first (the most recently used)."""
    row = conn.execute(
        "SELECT preset FROM session ORDER BY last_used_at DESC, id DESC LIMIT 1"
    ).fetchone()
    from scorekeeper.ledger.catalog import DEFAULT_PRESET

    return row[0] if row else DEFAULT_PRESET


class RatingsReader(Reader):
    """Ratings and a pair's record on the driver alone (no ORM), one snapshot per call."""

    def ratings(
        self, preset: str | None = None, since: str | None = None, until: str | None = None
    ) -> tuple[str, list[Rating]]:
        first, last = check_range(since, until)
        with self._read() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            return key, ratings(conn, key, first, last)

    def versus(self, first: str, second: str, preset: str | None = None) -> tuple[str, Versus]:
        with self._read() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            return key, versus(conn, key, first, second)

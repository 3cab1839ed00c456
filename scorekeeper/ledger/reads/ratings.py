"""Ratings across sessions, a pair's record, and the reads on the driver alone.

Computed, never stored: every counted game of the preset in order is one OpenSkill
Plackett–Luce match (rules.md, "Ratings across sessions"), rated by
``rules.plackett_luce``, which gives what the ``openskill`` package gives, bit for bit.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from scorekeeper.ledger.reads.ratings_cache import RatingsCache, file_name
from scorekeeper.ledger.reads.ratings_matches import (
    Match,
    check_preset,
    check_range,
    find_person,
    in_range,
    lowest_wins,
    matches,
    people,
    session_matches,
)
from scorekeeper.ledger.reads.ratings_tally import Resume, SessionKey, Tally
from scorekeeper.ledger.reads.reader import Reader
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
    conn: Connection,
    preset: str,
    since: date | None = None,
    until: date | None = None,
    cache: RatingsCache | None = None,
) -> list[Rating]:
    """Every person with a rated game, best ordinal first (then by name)."""
    return rating_trends(conn, preset, since, until, cache)[0]


def rating_trends(
    conn: Connection,
    preset: str,
    since: date | None = None,
    until: date | None = None,
    cache: RatingsCache | None = None,
) -> tuple[list[Rating], dict[str, list[float]]]:
    """``ratings``, and each person's ordinal after every session they had a rated game in
    (in session order), worked out in one pass over the preset's matches, or moved on
    from the pass ``cache`` kept, where the ledger still begins as it did then."""
    person, names = people(conn)
    order = list(in_range(conn, preset, since, until))
    sign = 1 if lowest_wins(preset) else -1  # a place: lower is better
    key = cache.key(conn, preset, order, person) if cache is not None else None
    if cache is None or key is None:
        tally, _ = _rate(Tally(), session_matches(conn, preset, order, person), sign, None)
    else:
        tally = _moved_on(conn, cache, key, preset, since, until, order, person, sign)
    rated = [Rating(names[p], mu, sigma, games) for p, (mu, sigma, games) in tally.skill.items()]
    rated.sort(key=lambda r: (-r.ordinal, r.name.casefold()))
    return rated, {names[p]: values for p, values in tally.trend.items()}


def _moved_on(
    conn: Connection, cache: RatingsCache, key: tuple[list[SessionKey], str], preset: str,
    since: date | None, until: date | None, order: list[int], person: dict[int, int], sign: int,
) -> Tally:  # fmt: skip
    """The pass moved on from what ``cache`` kept (or from nothing), and kept again."""
    sessions, seating = key
    first = conn.execute("SELECT id, created_at FROM session ORDER BY id LIMIT 1").fetchone()
    name = file_name(cache.ledger, tuple(first) if first else None, preset, since, until)
    resumed = cache.resume(conn, name, sessions, seating)
    start = resumed or Resume(Tally(), order)
    last = order[-1] if order else None
    found = session_matches(conn, preset, start.sessions, person, start.after_game)
    # The state before the last session: seen by the pass when it rates that session from
    # its first game; else it is the kept one, or (the last session has no game) the end.
    whole_last = last in start.sessions and (start.after_game is None or start.sessions[0] != last)
    tally, before_last = _rate(start.tally, found, sign, last if whole_last else None)
    if not whole_last:
        before_last = start.before_last
    elif before_last is None:
        before_last = tally
    if start.sessions or resumed is None:  # else the file holds this pass already
        cache.keep(conn, name, sessions, seating, before_last, tally)
    return tally


def _rate(
    tally: Tally, found: Iterable[Match], sign: int, last: int | None
) -> tuple[Tally, Tally | None]:
    """Move the tally on by every match, in order; and a copy of it as it stood before the
    first match of session ``last`` (None if that session has no match here). A session
    the tally already has points for (its games went on) moves those points on."""
    skill, trend, marks = tally.skill, tally.trend, tally.marks
    before_last: Tally | None = None
    in_session: set[int] = set()
    session: int | None = None

    def close_session() -> None:
        for pid in in_session:
            mu, sigma, _ = skill[pid]
            points = trend.setdefault(pid, [])
            if marks.get(pid) == session:
                points[-1] = mu - 3 * sigma
            else:
                points.append(mu - 3 * sigma)
                marks[pid] = session
        in_session.clear()

    for match in found:
        if match.session != session:
            close_session()
            session = match.session
            if session == last:
                before_last = tally.copy()
        scores = match.scores
        if len(scores) < 2:  # a match needs two sides; one player alone rates nobody
            continue
        players = [skill.get(pid) or skill.setdefault(pid, [MU, SIGMA, 0]) for pid in scores]
        rate(players, [sign * score for score in scores.values()])
        for player in players:
            player[2] += 1
        in_session.update(scores)
    close_session()
    return tally, before_last


def versus(conn: Connection, preset: str, first: str, second: str) -> Versus:
    """The counted games both played, and who was ahead in each by the preset's order."""
    from scorekeeper.rules.errors import N_, RuleError

    a, a_name = find_person(conn, first)
    b, b_name = find_person(conn, second)
    if a == b:
        raise RuleError(
            "NAME",
            N_("{first!r} and {second!r} are one player: name two", first=first, second=second),
        )
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
            return key, ratings(conn, key, first, last, RatingsCache.default(self.path))

    def versus(self, first: str, second: str, preset: str | None = None) -> tuple[str, Versus]:
        with self._read() as conn:
            key = check_preset(preset) if preset is not None else default_preset(conn)
            return key, versus(conn, key, first, second)

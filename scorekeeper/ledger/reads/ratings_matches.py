"""The matches ratings are computed from: every counted game of one preset, in order.

Read in one snapshot with plain SQL, the same on both engines. A game is one match among
its active players (a sit-out takes no part), at its current revision; games run in the
order of their session's creation time (in UTC), then game number. A player is one
person across sessions: a merged row counts as the player it was merged into, shown under
that person's name (a rename renames every row, so the name is the latest spelling).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from itertools import groupby
from operator import itemgetter
from typing import NamedTuple

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import same_name
from scorekeeper.store.units import Connection

_SESSIONS = "SELECT id, created_at, preset FROM session"
# The lines of every counted game of the preset; sessions are put in order in Python,
# where a creation time written with another offset can be turned into UTC.
_LINES = """
    SELECT g.id, g.session_id, e.player_id, e.score
    FROM game g
    JOIN session s ON s.id = g.session_id
    JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE s.preset = ? AND NOT g.voided AND e.active
    ORDER BY g.session_id, g.number, e.seat
"""
_NAMED_AT_MOST = 100  # sessions read by name; more, and the preset is read whole
_GAME = itemgetter(0, 1)  # a line's game and session
_PEOPLE = "SELECT id, merged_into_id, name FROM player"


class Match(NamedTuple):
    """One counted game: its session, and each active person with their score."""

    session: int
    scores: dict[int, int]


def parse_day(text: str | None, field: str) -> date | None:
    if text is None:
        return None
    try:
        if len(text) != 10:
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise RuleError(
            field, N_("give a date as YYYY-MM-DD, not {typed!r}", typed=text[:20])
        ) from None


def check_range(since: str | None, until: str | None) -> tuple[date | None, date | None]:
    first, last = parse_day(since, "since"), parse_day(until, "until")
    if first is not None and last is not None and first > last:
        raise RuleError(
            "since",
            N_(
                "{since} is after --until {until}: no day is in that range",
                since=since,
                until=until,
            ),
        )
    return first, last


def check_preset(name: str) -> str:
    """The preset's key; an unknown one is refused, naming the presets."""
    catalog.preset(name)
    return str(name).strip().lower()


def lowest_wins(preset: str) -> bool:
    return catalog.preset(preset).lowest_wins


def _utc(stamp: str) -> datetime:
    when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).astimezone(UTC)


def people(conn: Connection) -> tuple[dict[int, int], dict[int, str]]:
    """Each player row's person (the row merged into, or itself) and each person's name."""
    rows = conn.execute(_PEOPLE).fetchall()
    person = {pid: into or pid for pid, into, _ in rows}
    return person, {pid: name for pid, into, name in rows if not into}


def find_person(conn: Connection, name: str, field: str = "NAME") -> tuple[int, str]:
    _, names = people(conn)
    for pid, known in names.items():
        if same_name(known, name):
            return pid, known
    listed = ", ".join(sorted(names.values(), key=str.casefold)[:12]) or "none yet"
    raise RuleError(
        field,
        N_("no player named {typed!r}; players: {listed}", typed=str(name)[:40], listed=listed),
    )


def in_range(
    conn: Connection, preset: str | None, since: date | None, until: date | None
) -> dict[int, tuple[datetime, int]]:
    """The sessions (of ``preset``, if given) created from ``since`` to ``until``
    (inclusive, UTC days): id → the key they are put in order by."""
    start = datetime.combine(since, datetime.min.time(), UTC) if since else None
    end = datetime.combine(until + timedelta(days=1), datetime.min.time(), UTC) if until else None
    order: dict[int, tuple[datetime, int]] = {}
    for sid, created, kind in conn.execute(_SESSIONS).fetchall():
        when = _utc(created)
        if preset not in (None, kind):
            continue
        if (start is None or when >= start) and (end is None or when < end):
            order[sid] = (when, sid)
    return dict(sorted(order.items(), key=lambda item: item[1]))


def matches(
    conn: Connection, preset: str, since: date | None = None, until: date | None = None
) -> Iterator[Match]:
    """The preset's counted games in the sessions created from ``since`` to ``until``
    (inclusive, UTC days), in order; each player id already the person's."""
    person, _ = people(conn)
    return session_matches(conn, preset, list(in_range(conn, preset, since, until)), person)


def session_matches(
    conn: Connection,
    preset: str,
    sessions: list[int],
    person: dict[int, int],
    after_game: int | None = None,
) -> Iterator[Match]:
    """The counted games of these sessions of the preset, the sessions in the order given;
    of the first, only the games after ``after_game``, where that is set."""
    if not sessions:
        return
    if after_game is not None and len(sessions) > _NAMED_AT_MOST:
        yield from session_matches(conn, preset, sessions[:1], person, after_game)
        yield from session_matches(conn, preset, sessions[1:], person)
        return
    sql, params = _LINES, [preset]
    if len(sessions) <= _NAMED_AT_MOST:  # a few (the evenings since a kept pass): by name
        where = f"AND g.session_id IN ({', '.join('?' * len(sessions))})"
        params = [preset, *sessions]
        if after_game is not None:
            where += " AND (g.session_id <> ? OR g.number > ?)"
            params += [sessions[0], after_game]
        sql = _LINES.replace("ORDER BY", f"{where}\n    ORDER BY")
    # The lines come a game at a time, sessions in id order: gather each session's games,
    # then give the sessions in the order asked.
    games: dict[int, list[Match]] = {sid: [] for sid in sessions}
    merged = any(into != pid for pid, into in person.items())
    for (_, sid), lines in groupby(conn.execute(sql, params).fetchall(), _GAME):
        if sid in games:
            if merged:
                scores = {person[pid]: score for _, _, pid, score in lines}
            else:
                scores = {pid: score for _, _, pid, score in lines}
            games[sid].append(Match(sid, scores))
    for found in games.values():
        yield from found

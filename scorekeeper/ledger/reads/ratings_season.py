"""A season's statistics: ``stats`` over the sessions created in a date range.

Each session's table is the one ``stats --session`` gives; a season adds them up per
person (games, totals and money per currency add; best and worst are the best and worst
of any session), so the season's table has the shape of every other statistics table.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from scorekeeper.ledger.reads.ratings_matches import check_preset, check_range, in_range
from scorekeeper.ledger.reads.stats import PlayerStats, player_stats
from scorekeeper.rules.text import name_key, same_name
from scorekeeper.store.units import Connection

_COUNTS = ("sessions", "games", "sat_out", "wins", "total", "honors", "marriages", "surrenders")


def _add(mine: PlayerStats, more: PlayerStats) -> PlayerStats:
    for key in _COUNTS:
        setattr(mine, key, getattr(mine, key) + getattr(more, key))
    for key, pick in (("best", max), ("worst", min)):
        values = [v for v in (getattr(mine, key), getattr(more, key)) if v is not None]
        setattr(mine, key, pick(values) if values else None)
    for currency, cents in more.money.items():
        mine.money[currency] = mine.money.get(currency, 0) + cents
    return mine


def season_stats(
    conn: Connection,
    since: date | None,
    until: date | None,
    preset: str | None = None,
    only: str | None = None,
) -> list[PlayerStats]:
    """Per person over the sessions created from ``since`` to ``until`` (of ``preset``)."""
    season: dict[str, PlayerStats] = {}
    for sid in in_range(conn, preset, since, until):
        for row in player_stats(conn, None, sid):
            key = name_key(row.name)
            if key in season:
                _add(season[key], row)
            else:
                season[key] = replace(row, money=dict(row.money))
    result = sorted(season.values(), key=lambda s: (-s.total, s.name.casefold()))
    if only is not None:
        result = [s for s in result if same_name(s.name, only)]
    return result


def season_table(
    conn: Connection,
    since: str | None,
    until: str | None,
    preset: str | None = None,
    only: str | None = None,
) -> list[PlayerStats]:
    """``stats`` over the sessions created in a date range as typed (of one preset, if
    given): each bound and the preset checked, then ``season_stats``."""
    first, last = check_range(since, until)
    key = check_preset(preset) if preset is not None else None
    return season_stats(conn, first, last, key, only)

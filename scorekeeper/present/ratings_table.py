"""The ratings table as the TUI and the web give it: the season a person narrowed it to,
the CSV of its rows and the name that file is offered under.

A season is two days, each YYYY-MM-DD or empty (no bound), as ``stats --since/--until``
takes them; here the refusal names the field as a form labels it, without the command
line's dashes.
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.ledger.reads.ratings import Rating
from scorekeeper.ledger.reads.ratings_matches import parse_day
from scorekeeper.present.export import to_csv
from scorekeeper.present.language import N_, _
from scorekeeper.rules import RuleError
from scorekeeper.rules import errors as rule_words

CSV_HEADER = [N_("player"), N_("ordinal"), N_("mu"), N_("sigma"), N_("games"), N_("provisional")]


def check_season(since: str | None, until: str | None) -> tuple[str | None, str | None]:
    """The two days as given (an empty one as None), or a RuleError naming the field."""
    since, until = (since or "").strip() or None, (until or "").strip() or None
    first, last = parse_day(since, "since"), parse_day(until, "until")
    if first is not None and last is not None and first > last:
        raise RuleError(
            "since",
            rule_words.N_(
                "{since} is after the until day {until}: no day is in that range",
                since=since,
                until=until,
            ),
        )
    return since, until


def season_words(since: str | None, until: str | None) -> str:
    """The season in words: sessions from 2024-05-01 to 2024-05-31, or every session."""
    if since is None and until is None:
        return "every session"
    return f"sessions from {since or 'the first'} to {until or 'today'}"


def season_span(since: str | None, until: str | None) -> str:
    """The season in a few words for a title: 2024-05-01 to 2024-05-31, from 2024-05-01,
    until 2024-05-31, or every session."""
    if since and until:
        return f"{since} to {until}"
    if since or until:
        return f"from {since}" if since else f"until {until}"
    return "every session"


def ratings_rows(rows: list[Rating]) -> list[list[object]]:
    """One row per player, best first; mu, sigma and ordinal to the last digit, as the
    JSON gives them (``repr``: the shortest text that reads back as the same float)."""
    table: list[list[object]] = [[_(key) for key in CSV_HEADER]]
    for r in rows:
        numbers = [Decimal(repr(value)) for value in (r.ordinal, r.mu, r.sigma)]
        table.append([r.name, *numbers, r.games, r.provisional])
    return table


def ratings_csv(rows: list[Rating]) -> str:
    """The rows as every export's CSV (UTF-8 with a byte-order mark, CRLF, safe cells)."""
    return to_csv(ratings_rows(rows))


def ratings_file_name(preset: str, since: str | None, until: str | None) -> str:
    """ratings-marriage-rummy.csv, ratings-pool-from-2024-05-01-to-2024-05-31.csv: the
    preset's key and the checked days only, so the name is plain ASCII."""
    parts = ["ratings", preset]
    parts += [f"{word}-{day}" for word, day in (("from", since), ("to", until)) if day]
    return "-".join(parts) + ".csv"

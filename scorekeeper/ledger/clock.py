"""The time the ledger stamps on revisions and session changes.

Replaceable in two ways, so that tests, snapshots and the README's printed examples can
show fixed times: a ``Ledger`` or ``Writer`` takes any ``clock``, and the default one
reads ``SCOREKEEPER_NOW`` (an ISO 8601 time with its UTC offset) when it is set, for a
test that runs the real ``scorekeeper`` command in another process. Every stamp is UTC.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], str]

NOW_VARIABLE = "SCOREKEEPER_NOW"


def utc_now() -> str:
    fixed = os.environ.get(NOW_VARIABLE)
    if fixed:
        return fixed_time(fixed)
    return datetime.now(UTC).isoformat(timespec="seconds")


def fixed_time(text: str) -> str:
    """``text`` as the ledger stores a time (UTC, to the second), or a refusal that says
    what is allowed: a stamp nobody can read back would spoil the history it is kept in."""
    try:
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        from scorekeeper.rules.errors import N_, RuleError

        raise RuleError(
            NOW_VARIABLE,
            N_(
                "{text!r} is not a time with its UTC offset; give ISO 8601, e.g. "
                "2026-11-21T22:40:00+00:00, or leave it unset",
                text=text[:40],
            ),
        )
    return when.astimezone(UTC).isoformat(timespec="seconds")

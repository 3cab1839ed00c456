"""``scorekeeper check``: the file's own checks, then every stored score re-derived.

Every revision keeps a complete entry (each seated player's outcome and values) next to
the part_a, part_b and score that were computed from it when it was stored. Scoring the
entry again under the session's frozen rules must give exactly those numbers: if not,
the file was edited outside the scorekeeper, or damaged in a way SQLite cannot see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from scorekeeper import catalog
from scorekeeper.ledger.plain_session import many_objects
from scorekeeper.ledger.rescore import rescore_problems
from scorekeeper.storage import check
from scorekeeper.storage.files import check_header

MAX_SHOWN = check.MAX_SHOWN


@dataclass(frozen=True)
class Report:
    """What ``check`` found: problems (empty when all is well) and what it looked at."""

    problems: list[str]
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def file_report(path: Path) -> Report:
    """SQLite's integrity check on the raw file, before the app opens (or migrates) it."""
    check_header(check.existing(path))  # not there, or not SQLite at all: one sentence
    conn = check.connect(path)
    try:
        return Report(check.integrity_problems(conn, path))
    finally:
        conn.close()


def full_report(path: Path, integrity_checked: bool = False) -> Report:
    """Integrity, foreign keys, the ledger's invariants, and every score re-derived (on
    sqlite3 alone: ``check`` need not import the ORM). ``integrity_checked``: the caller
    has just had ``file_report`` pass on this file, nothing having opened it since."""
    conn = check.connect(path)
    try:
        problems = [] if integrity_checked else check.integrity_problems(conn, path)
        if problems:  # the pages themselves are bad: what the tables say means little
            return Report(problems)
        problems = check.invariant_problems(conn, catalog.free_sum_presets())
        counts = check.counts(conn)
        with many_objects():  # every revision's entry: many small objects, no cycles
            problems += rescore_problems(conn, MAX_SHOWN)
    finally:
        conn.close()
    return Report(problems, counts)

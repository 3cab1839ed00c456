"""``scorekeeper check``: the file's own checks, then every stored score re-derived.

Every revision keeps a complete entry (each seated player's outcome and values) next to
the part_a, part_b and score that were computed from it when it was stored. Scoring the
entry again under the session's frozen rules must give exactly those numbers: if not,
the file was edited outside the scorekeeper, or damaged in a way SQLite cannot see.
Every revision's digest is worked out again too (``store/check.digest_problems``): an
edit that keeps the scores adding up still changes the content its digest was made of.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.ledger import catalog
from scorekeeper.ledger.audit.rescore import rescore_problems
from scorekeeper.ledger.core.session_lookup import many_objects
from scorekeeper.store import check
from scorekeeper.store.sqlite import integrity
from scorekeeper.store.sqlite.connection import SqliteConnection
from scorekeeper.store.sqlite.files import check_header
from scorekeeper.store.target import Target, is_server
from scorekeeper.store.units import Connection, read_plain

MAX_SHOWN = check.MAX_SHOWN


@dataclass(frozen=True)
class Report:
    """What ``check`` found: problems (empty when all is well) and what it looked at."""

    problems: list[str]
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def file_report(path: Target) -> Report:
    """SQLite's integrity check on the raw file, before the app opens (or migrates) it.
    A PostgreSQL server checks its own pages, and says so when it cannot read one."""
    if is_server(path):
        return Report([])
    check_header(integrity.existing(path))  # not there, or not SQLite at all: one sentence
    conn = integrity.connect(path)
    try:
        return Report(integrity.integrity_problems(conn, path))
    finally:
        conn.close()


def full_report(target: Target, integrity_checked: bool = False) -> Report:
    """Integrity, foreign keys, the ledger's invariants, and every score re-derived (on
    the driver alone: ``check`` need not import the ORM). ``integrity_checked``: the
    caller has just had ``file_report`` pass on this file, nothing having opened it since."""
    if is_server(target):
        with read_plain(target, read_only=True) as conn:
            return _ledger_report(conn, [])
    raw = integrity.connect(target)
    try:
        problems = [] if integrity_checked else integrity.integrity_problems(raw, target)
        if problems:  # the pages themselves are bad: what the tables say means little
            return Report(problems)
        return _ledger_report(SqliteConnection(raw), integrity.foreign_key_problems(raw))
    finally:
        raw.close()


def _ledger_report(conn: Connection, problems: list[str]) -> Report:
    """What the tables say, in SQL both engines speak, and the scores re-derived."""
    problems = problems + check.invariant_problems(conn, catalog.free_sum_presets())
    problems += check.digest_problems(conn, MAX_SHOWN)
    counts = check.counts(conn)
    with many_objects():  # every revision's entry: many small objects, no cycles
        problems += rescore_problems(conn, MAX_SHOWN)
    return Report(problems, counts)

"""``scorekeeper check``: the file's own checks, then every stored score re-derived.

Every revision keeps a complete entry (each seated player's outcome and values) next to
the part_a, part_b and score that were computed from it when it was stored. Scoring the
entry again under the session's frozen rules must give exactly those numbers: if not,
the file was edited outside the scorekeeper, or damaged in a way SQLite cannot see.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from sqlmodel import Session, col, select

from scorekeeper.ledger.records import entry_of_lines, line_of, names_by_id, session_info
from scorekeeper.ledger.views import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.storage import check
from scorekeeper.storage.engine import Database
from scorekeeper.storage.files import check_header
from scorekeeper.storage.tables import Game, GameSession, Revision, RevisionEntry

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


def full_report(db: Database) -> Report:
    """Integrity, foreign keys, the ledger's invariants, and every score re-derived."""
    conn = check.connect(db.path)
    try:
        problems = check.integrity_problems(conn, db.path)
        if problems:  # the pages themselves are bad: what the tables say means little
            return Report(problems)
        problems = check.invariant_problems(conn)
        counts = check.counts(conn)
    finally:
        conn.close()
    with db.read() as session:
        problems += rescore_problems(session)
    return Report(problems, counts)


def rescore_problems(db: Session) -> list[str]:
    problems: list[str] = []
    for row in db.exec(select(GameSession).order_by(col(GameSession.id))).all():
        try:
            info = session_info(db, row)
        except (RuleError, KeyError, ValueError) as error:
            problems.append(f"session {row.name!r}: its stored rules cannot be read ({error})")
            continue
        names = names_by_id(db, row.id)
        revisions = db.exec(
            select(Revision, Game.number)
            .join(Game, col(Game.id) == col(Revision.game_id))
            .where(Revision.session_id == row.id)
            .order_by(col(Revision.id))
        ).all()
        for revision, number in revisions:
            where = f"session {row.name!r} game {number} revision {revision.number}"
            problem = _rescore(db, info, revision, names)
            if problem:
                problems.append(f"{where}: {problem}")
            if len(problems) >= MAX_SHOWN:
                return problems
        if row.settled_at and not _settlement_holds(db, info, row.settlement_json):
            problems.append(
                f"session {row.name!r}: the settlement kept when it was settled does not "
                "match its games"
            )
    return problems


def _settlement_holds(db: Session, info: SessionInfo, kept: str | None) -> bool:
    from scorekeeper.ledger.events_transfer import kept_settlement_holds

    try:
        return kept_settlement_holds(db, info, json.loads(kept or "{}").get("settlement"))
    except (RuleError, KeyError, ValueError, TypeError, AttributeError):
        return False


def _rescore(
    db: Session, info: SessionInfo, revision: Revision, names: dict[int, str]
) -> str | None:
    rows = db.exec(select(RevisionEntry).where(RevisionEntry.revision_id == revision.id)).all()
    try:
        lines = [line_of(row, names) for row in rows]
        entry = entry_of_lines(lines, json.loads(revision.flags_json))
        scores = {s.player: s for s in info.rules.score(entry)}
    except (RuleError, KeyError, ValueError) as error:
        return f"its entry cannot be scored again ({error})"
    for line in lines:
        again = scores.get(line.player)
        expected = (again.part_a, again.part_b, again.score) if again else (0, 0, 0)
        if (line.part_a, line.part_b, line.score) != expected:
            return (
                f"{line.player} is stored as {line.score} but the entry scores "
                f"{expected[2]} (part_a {expected[0]}, part_b {expected[1]})"
            )
    return None

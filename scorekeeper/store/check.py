"""What the tables themselves can tell about the ledger's health: ``check``'s first half.

The ledger's invariants that hold whatever the rules, in SQL both engines speak: every
game points at a current revision of its own, game numbers run 1…N, every revision has
a line per seat, and every revision's scores sum to zero (in the sessions of a zero-sum
preset: the caller names the others, for the store knows no rules). What SQLite alone
can say of its file (its integrity and foreign-key checks) is in ``sqlite/integrity.py``;
re-deriving scores from entries needs the rules, so ``ledger.audit`` does that.
Each problem is one sentence; an empty list means all is well.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from scorekeeper.store import digests
from scorekeeper.store.errors import StorageError
from scorekeeper.store.target import Target, is_server
from scorekeeper.store.units import Connection, read_plain

MAX_SHOWN = 20  # a damaged file can have thousands of complaints; the first ones tell

# (query, sentence): each row the query returns is one problem, told by the sentence.
INVARIANTS = [
    ("SELECT s.name, g.number FROM game g JOIN session s ON s.id = g.session_id"
     " LEFT JOIN revision r ON r.id = g.current_revision_id"
     " WHERE r.id IS NULL OR r.game_id != g.id",
     "session {!r} game {}: its current revision is missing"),
    ("SELECT s.name, g.number, g.revision, r.number FROM game g"
     " JOIN session s ON s.id = g.session_id JOIN revision r ON r.id = g.current_revision_id"
     " WHERE g.revision != r.number OR g.dealer_id != r.dealer_id"
     " OR COALESCE(g.winner_id, 0) != COALESCE(r.winner_id, 0) OR g.voided != r.voided"
     " OR g.dealt != r.dealt",
     "session {!r} game {}: the game row (revision {}) disagrees with its revision {}"),
    ("SELECT s.name, g.number, COUNT(r.id), MAX(r.number) FROM game g"
     " JOIN session s ON s.id = g.session_id JOIN revision r ON r.game_id = g.id"
     " GROUP BY s.name, g.id, g.number, g.revision"
     " HAVING COUNT(r.id) != MAX(r.number) OR MAX(r.number) != g.revision",
     "session {!r} game {}: {} revisions are stored, numbered up to {}"),
    ("SELECT s.name, COUNT(g.id), MAX(g.number) FROM session s JOIN game g"
     " ON g.session_id = s.id GROUP BY s.id, s.name HAVING COUNT(g.id) != MAX(g.number)",
     "session {!r}: {} games are stored, numbered up to {}"),
    ("SELECT s.name, g.number, r.number, COUNT(e.player_id), MAX(t.seats)"
     " FROM revision r JOIN game g ON g.id = r.game_id JOIN session s ON s.id = r.session_id"
     " JOIN (SELECT session_id, COUNT(*) AS seats FROM seat GROUP BY session_id) t"
     " ON t.session_id = s.id LEFT JOIN revision_entry e ON e.revision_id = r.id"
     " GROUP BY s.name, g.number, r.id, r.number HAVING COUNT(e.player_id) != MAX(t.seats)",
     "session {!r} game {} revision {}: {} lines for {} seats"),
    ("SELECT s.name, g.number, r.number, SUM(e.score) FROM revision r"
     " JOIN game g ON g.id = r.game_id JOIN session s ON s.id = r.session_id"
     " JOIN revision_entry e ON e.revision_id = r.id WHERE s.preset NOT IN ({free})"
     " GROUP BY s.name, g.number, r.id, r.number HAVING SUM(e.score) != 0",
     "session {!r} game {} revision {}: the scores sum to {}, not 0"),
    ("SELECT s.name, g.number, r.number, COUNT(*) FROM revision_entry e"
     " JOIN revision r ON r.id = e.revision_id JOIN game g ON g.id = r.game_id"
     " JOIN session s ON s.id = r.session_id WHERE e.part_a + e.part_b != e.score"
     " GROUP BY s.name, g.number, r.id, r.number",
     "session {!r} game {} revision {}: part_a + part_b differs from the score on {} line(s)"),
]  # fmt: skip

# The quick version at start-up: only the current revisions' sums.
CURRENT_SUMS = (
    "SELECT s.name, g.number, SUM(e.score) FROM game g JOIN session s ON s.id = g.session_id"
    " JOIN revision_entry e ON e.revision_id = g.current_revision_id"
    " WHERE s.preset NOT IN ({free}) GROUP BY s.name, g.id, g.number HAVING SUM(e.score) != 0",
    "session {!r} game {}: the scores sum to {}, not 0",
)


def rows(conn: Connection, query: str, sentence: str, free_sum: Sequence[str] = ()) -> list[str]:
    """The problems ``query`` finds; ``free_sum``: presets whose games need not sum to 0."""
    names = tuple(free_sum) or ("",)
    query = query.replace("{free}", ", ".join("?" * len(names)))
    rows = conn.execute(query, names if "?" in query else ()).fetchmany(MAX_SHOWN)
    return [sentence.format(*row) for row in rows]


def invariant_problems(conn: Connection, free_sum: Sequence[str] = ()) -> list[str]:
    """The ledger's own invariants, in SQL both engines speak."""
    problems: list[str] = []
    for query, sentence in INVARIANTS:
        problems += rows(conn, query, sentence, free_sum)
    return problems


def digest_problems(conn: Connection, most: int = MAX_SHOWN) -> list[str]:
    """Every revision's digest worked out again from its content and the digest kept before
    it: a revision changed outside the scorekeeper no longer matches (at most ``most``).
    Each link is checked on its own, so one changed score names one revision, not all after."""
    problems: list[str] = []
    sessions = conn.execute("SELECT id, name FROM session ORDER BY id").fetchall()
    for session_id, name in sessions:
        previous: str | None = None
        for revision in digests.stored(conn, session_id):
            where = f"session {name!r} game {revision.game} revision {revision.number}"
            if revision.digest is None:
                problems.append(f"{where}: it has no digest")
            elif revision.digest != digests.chained(previous, revision.text):
                problems.append(
                    f"{where}: its content does not match its digest "
                    "(changed outside the scorekeeper)"
                )
            if len(problems) >= most:
                return problems
            previous = revision.digest
    return problems


def counts(conn: Connection) -> dict[str, int]:
    return {
        table + "s": conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        for table in ("session", "game", "revision")
    }


def quick_check(target: Target, free_sum: Sequence[str] = ()) -> list[str]:
    """The start-up check: every game's current scores sum to 0, and on a file SQLite's
    ``quick_check`` first.

    Fast enough to run each time the TUI opens (it reads each page once, no rules);
    ``[]`` when all is well, else one sentence per problem for the person to see;
    it never raises, so a start-up screen can simply show what it returns.
    """
    if not is_server(target):
        return _quick_file_check(Path(target), free_sum)
    try:  # the server looks after its own pages: only the sums are read
        with read_plain(target, read_only=True) as conn:
            return rows(conn, *CURRENT_SUMS, free_sum)
    except StorageError as error:
        return [str(error)]


def _quick_file_check(path: Path, free_sum: Sequence[str]) -> list[str]:
    from scorekeeper.store.sqlite.integrity import quick_file_check

    return quick_file_check(path, lambda conn: rows(conn, *CURRENT_SUMS, free_sum))

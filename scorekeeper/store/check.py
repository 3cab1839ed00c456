"""What the file itself can tell about its health, in SQL: ``scorekeeper check``'s first half.

SQLite's own integrity check and foreign-key check, then the ledger's invariants that
hold whatever the rules: every game points at a current revision of its own, game
numbers run 1…N, every revision has a line per seat, and every revision's scores sum to
zero (in the sessions of a zero-sum preset: the caller names the others, for storage
knows no rules). Re-deriving scores from entries needs the rules, so ``ledger.audit``
does that.
Each problem is one sentence; an empty list means all is well.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from scorekeeper.store.errors import StorageError
from scorekeeper.store.sqlite.files import require_existing
from scorekeeper.store.sqlite.reading import connect_read, describe_sqlite_error
from scorekeeper.store.target import is_server
from scorekeeper.store.units import Connection

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


def existing(path: Path) -> Path:
    """``path`` if it is a file with something in it; else the one sentence that says
    what it is instead."""
    return require_existing(path)


def connect(path: Path) -> sqlite3.Connection:
    """A connection for looking only: never creates the file, works on read-only media,
    and leaves nothing beside it (``reading.connect_read``)."""
    return connect_read(existing(path))


def _rows(conn: Connection, query: str, sentence: str, free_sum: Sequence[str] = ()) -> list[str]:
    """The problems ``query`` finds; ``free_sum``: presets whose games need not sum to 0."""
    names = tuple(free_sum) or ("",)
    query = query.replace("{free}", ", ".join("?" * len(names)))
    rows = conn.execute(query, names if "?" in query else ()).fetchmany(MAX_SHOWN)
    return [sentence.format(*row) for row in rows]


def integrity_problems(conn: sqlite3.Connection, path: Path, quick: bool = False) -> list[str]:
    """SQLite's verdict on the pages and indexes (``quick_check`` skips index contents)."""
    pragma = "quick_check" if quick else "integrity_check"
    try:
        rows = [row[0] for row in conn.execute(f"PRAGMA {pragma}({MAX_SHOWN})")]
    except sqlite3.OperationalError as error:  # locked, or no -wal can be made: not damage
        raise StorageError(describe_sqlite_error(path, error)) from None
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read the file: {error}"]
    return [] if rows == ["ok"] else [f"SQLite {pragma}: {row}" for row in rows]


def foreign_key_problems(conn: sqlite3.Connection) -> list[str]:
    """SQLite's foreign-key check (PostgreSQL enforces its keys on every write)."""
    return [
        f"foreign key: a row of {table} (rowid {rowid}) points at a missing {parent}"
        for table, rowid, parent, _ in conn.execute("PRAGMA foreign_key_check").fetchmany(MAX_SHOWN)
    ]


def invariant_problems(conn: Connection, free_sum: Sequence[str] = ()) -> list[str]:
    """The ledger's own invariants, in SQL both engines speak."""
    problems: list[str] = []
    for query, sentence in INVARIANTS:
        problems += _rows(conn, query, sentence, free_sum)
    return problems


def counts(conn: Connection) -> dict[str, int]:
    return {
        table + "s": conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        for table in ("session", "game", "revision")
    }


def quick_check(path: Path | str, free_sum: Sequence[str] = ()) -> list[str]:
    """The start-up check: ``PRAGMA quick_check`` and every game's current scores sum to 0.

    Fast enough to run each time the TUI opens (it reads each page once, no rules);
    ``[]`` when all is well, else one sentence per problem for the person to see;
    it never raises, so a start-up screen can simply show what it returns.
    """
    if is_server(path):
        return _server_quick_check(str(path), free_sum)
    try:
        conn = connect(Path(path))
        try:
            problems = integrity_problems(conn, Path(path), quick=True)
            return problems or _rows(conn, *CURRENT_SUMS, free_sum)
        finally:
            conn.close()
    except StorageError as error:  # missing, locked, or its folder will not take a -wal
        return [str(error)]
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read the file: {error}"]


def _server_quick_check(url: str, free_sum: Sequence[str]) -> list[str]:
    """On PostgreSQL the server looks after its pages: only the sums are read."""
    from scorekeeper.store.units import read_plain

    try:
        with read_plain(url, read_only=True) as conn:
            return _rows(conn, *CURRENT_SUMS, free_sum)
    except StorageError as error:
        return [str(error)]

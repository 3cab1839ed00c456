"""Each revision's digest: the ledger proves that what it holds is what it wrote.

A revision's digest is SHA-256 over the digest of the revision before it in the same
session (by id, the order the changes were made; nothing for the first) and a canonical
text of the revision's own content::

    sha256(previous_hex + "\\n" + text)        # previous_hex is "" for the first

The text is one JSON object, keys sorted, no spaces, UTF-8 as it is (``canonical``):
the game's number, the revision's number, action, reason, time, dealer and winner,
voided, dealt, the flags, and one line per seat (player, active, outcome, values,
part_a, part_b, score). Players are their seat positions (0-based), not ids or names: ids
differ between a file, a server and an import, and names change with a rename, while the
seats of a session never move. ``undone`` is left out, for an undo later sets it on the
change it reverts; so are the ids that link revisions, which an import gives anew.

It is table knowledge only (no rules), so the migrations that add the column can fill
it in, and this text is as frozen as their SQL: another text would need another step.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Any, Protocol

SHOWN = 12  # hex digits of a session's fingerprint shown to people


class Rows(Protocol):
    """What is asked of a connection here: sqlite3's, or the PostgreSQL seam's."""

    def execute(self, sql: str, params: Sequence[object] = ..., /) -> Any: ...

    def executemany(self, sql: str, rows: Iterable[Sequence[object]], /) -> Any: ...


@dataclass(frozen=True)
class Line:
    player: int | None  # the seat of the line's player; None if not seated (a damaged row)
    active: bool
    outcome: str | None
    values: Mapping[str, int | bool]
    part_a: int
    part_b: int
    score: int


_encode = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical(
    game: int, revision: int, action: str, reason: str | None, at: str,
    dealer: int | None, winner: int | None, voided: bool, dealt: bool,
    flags: Iterable[str], lines: Iterable[Line],
) -> str:  # fmt: skip
    """The revision's content as one text: the same on every engine and after an import."""
    ordered = sorted(lines, key=lambda line: (line.player is None, line.player or 0))
    return _encode({
        "game": game, "revision": revision, "action": action, "reason": reason, "at": at,
        "dealer": dealer, "winner": winner, "voided": bool(voided), "dealt": bool(dealt),
        "flags": sorted(flags),
        "lines": [
            {"player": line.player, "active": bool(line.active), "outcome": line.outcome,
             "values": dict(line.values), "part_a": line.part_a, "part_b": line.part_b,
             "score": line.score}
            for line in ordered
        ],
    })  # fmt: skip


def chained(previous: str | None, text: str) -> str:
    """The digest of a revision whose content is ``text``, after the one digested ``previous``."""
    return hashlib.sha256(f"{previous or ''}\n{text}".encode()).hexdigest()


@dataclass(frozen=True)
class Stored:
    """One revision as the tables hold it: its content's text and the digest kept with it."""

    id: int
    game: int
    number: int
    text: str
    digest: str | None


# Seats joined by player: a line moved to another player, or a dealer who is not seated,
# changes the text (its seat differs, or is null) as surely as a changed score does.
_REVISIONS = """
    SELECT r.id, g.number, r.number, r.action, r.reason, r.at, d.position, w.position,
           r.voided, r.dealt, r.flags_json, r.digest,
           p.position, e.active, e.outcome, e.values_json, e.part_a, e.part_b, e.score
    FROM revision r JOIN game g ON g.id = r.game_id
    LEFT JOIN seat d ON d.session_id = r.session_id AND d.player_id = r.dealer_id
    LEFT JOIN seat w ON w.session_id = r.session_id AND w.player_id = r.winner_id
    LEFT JOIN revision_entry e ON e.revision_id = r.id
    LEFT JOIN seat p ON p.session_id = r.session_id AND p.player_id = e.player_id
    WHERE {where} ORDER BY r.id
"""


def stored(conn: Rows, session_id: int) -> Iterator[Stored]:
    """The session's revisions in the order they were made, each with its text."""
    sql = _REVISIONS.format(where="r.session_id = ?")
    yield from _built(conn.execute(sql, (session_id,)))


def _built(rows: Iterable[Sequence[Any]]) -> Iterator[Stored]:
    for _, group in groupby(rows, key=lambda row: row[0]):
        lines = list(group)
        rid, game, number, action, reason, at, dealer, winner, voided, dealt, flags, digest = lines[
            0
        ][:12]
        text = canonical(
            game, number, action, reason, at, dealer, winner, voided, dealt, json.loads(flags),
            [Line(seat, bool(active), outcome, json.loads(values), part_a, part_b, score)
             for *_, seat, active, outcome, values, part_a, part_b, score in lines
             if values is not None],
        )  # fmt: skip
        yield Stored(rid, game, number, text, digest)


def digest_of(conn: Rows, session_id: int, revision_id: int) -> str:
    """The digest a revision just written must carry: its text after its session's last."""
    sql = _REVISIONS.format(where="r.id = ?")
    [revision] = _built(conn.execute(sql, (revision_id,)).fetchall())
    before = conn.execute(
        "SELECT digest FROM revision WHERE session_id = ? AND id < ? ORDER BY id DESC LIMIT 1",
        (session_id, revision_id),
    ).fetchone()
    return chained(before[0] if before else None, revision.text)


def fill_in(conn: Rows) -> None:
    """Every revision given its digest, session by session in id order (the migrations)."""
    sessions = [sid for (sid,) in conn.execute("SELECT id FROM session ORDER BY id").fetchall()]
    for session_id in sessions:
        previous: str | None = None
        updates = []
        for revision in stored(conn, session_id):
            previous = chained(previous, revision.text)
            updates.append((previous, revision.id))
        conn.executemany("UPDATE revision SET digest = ? WHERE id = ?", updates)


def fingerprint(conn: Rows, session_id: int) -> str | None:
    """The digest of the session's latest revision, as shown (None before its first game)."""
    row = conn.execute(
        "SELECT digest FROM revision WHERE session_id = ? ORDER BY id DESC LIMIT 1",
        (session_id,),
    ).fetchone()
    return row[0][:SHOWN] if row and row[0] else None

"""Ratings moved on from a kept prefix, never taken on trust.

Rating a season means rating every game before it, so each read would rate the whole
ledger again (a second and a half at 100,000 games). Instead the state after the rated
sessions is kept in a file, with the key it was computed from:

- every session of the preset in the range, in order, each with its last revision's id
  and digest. A record, correction, void or undo adds a revision to its session, and a
  digest covers the session's content from its first revision on (store/digests.py), so
  an unchanged key is an unchanged session;
- who sits in each seat and which person each player row now is (a merge or split
  changes no revision, but changes whose games are whose).

A read takes the longest kept prefix that the ledger still begins with and rates only what
comes after it, so it gives exactly what rating from the first game gives: every session
as kept; or every session but the last, whose kept revision is still there with its
digest and whose changes since are all games added after the kept ones (a record
tonight, however long the evening); or every session but the last, rated again whole.
A file that is missing, unreadable, from another version, or whose content no longer
matches the digest it was written with (a number edited by hand, a block lost on a disk)
is ignored and the ratings are rated afresh; one that cannot be written is skipped.
The file lives in the user's cache folder, one per ledger, preset and range.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from scorekeeper.ledger.reads.ratings_tally import Resume, SessionKey, Tally
from scorekeeper.store.target import Target, is_server, label
from scorekeeper.store.units import Connection

VERSION = 3  # another way of rating, or of keeping it, needs another number

# Each session's last revision, by the (session_id, id) index.
_LAST_REVISIONS = """
    SELECT s.id, r.id, r.digest FROM session s
    LEFT JOIN revision r ON r.id =
        (SELECT MAX(x.id) FROM revision x WHERE x.session_id = s.id)
    WHERE s.preset = ?
"""
_SEATS = "SELECT session_id, position, player_id FROM seat ORDER BY session_id, position"
_DIGEST = "SELECT digest FROM revision WHERE id = ? AND session_id = ?"
# The first game a change since a revision touched, and the session's last game.
_TOUCHED_SINCE = """
    SELECT MIN(g.number) FROM revision r JOIN game g ON g.id = r.game_id
    WHERE r.session_id = ? AND r.id > ?
"""
_LAST_GAME = "SELECT MAX(number) FROM game WHERE session_id = ?"


class RatingsCache:
    """The kept passes of one ledger (``ledger``: its file's full path, or its server's
    address without the password) in ``folder``."""

    def __init__(self, folder: Path, ledger: str) -> None:
        self.folder = folder
        self.ledger = ledger

    @classmethod
    def default(cls, target: Target) -> RatingsCache:
        from platformdirs import user_cache_dir

        folder = Path(user_cache_dir("scorekeeper", appauthor=False)) / "ratings"
        return cls(folder, label(target) if is_server(target) else str(Path(target).resolve()))

    def key(
        self, conn: Connection, preset: str, order: list[int], person: dict[int, int]
    ) -> tuple[list[SessionKey], str] | None:
        """The sessions in order with their last revisions, and the seating's digest; None
        where a revision has no digest to go by (the pass is then not kept)."""
        last = {sid: (rid, digest) for sid, rid, digest in conn.execute(_LAST_REVISIONS, (preset,))}
        sessions = [(sid, *last[sid]) for sid in order]
        if any(rid is not None and digest is None for _, rid, digest in sessions):
            return None
        seats = conn.execute(_SEATS).fetchall()
        text = repr((sorted(person.items()), [tuple(row) for row in seats]))
        return sessions, hashlib.sha256(text.encode()).hexdigest()

    def resume(
        self, conn: Connection, name: str, sessions: list[SessionKey], seating: str
    ) -> Resume | None:
        """The longest kept prefix the ledger still begins with, if any."""
        kept = self._load(name)
        if kept is None or kept.get("seating") != seating:
            return None
        try:
            before = [tuple(s) for s in kept["sessions"]]
            final = Tally.from_json(kept["final"])
            before_last = kept["before_last"] and Tally.from_json(kept["before_last"])
            last_game = kept["last_game"]
        except (KeyError, TypeError, ValueError):
            return None
        if before == sessions[: len(before)]:  # every kept session as it was
            rest = [s[0] for s in sessions[len(before) :]]
            return Resume(final, rest, None, before_last if not rest else None)
        if not before or before[:-1] != sessions[: len(before) - 1]:
            return None
        later = [s[0] for s in sessions[len(before) - 1 :]]  # the last kept session on
        sid, rid, digest = before[-1]
        if later[:1] == [sid] and added_only(conn, sid, rid, digest, last_game):
            return Resume(final, later, last_game, before_last if len(later) == 1 else None)
        if before_last:
            return Resume(before_last, later)
        return None

    def keep(
        self,
        conn: Connection,
        name: str,
        sessions: list[SessionKey],
        seating: str,
        before_last: Tally | None,
        final: Tally,
    ) -> None:
        last_game = conn.execute(_LAST_GAME, (sessions[-1][0],)).fetchone()[0] if sessions else None
        body = {
            "version": VERSION,
            "seating": seating,
            "sessions": sessions,
            "last_game": last_game,
            "before_last": before_last.as_json() if before_last is not None else None,
            "final": final.as_json(),
        }
        document = {"digest": content_digest(body), **body}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".part")
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(document, out)
            os.replace(temporary, self.folder / name)
        except OSError:
            return  # a cache that cannot be written only costs the next read its time

    def _load(self, name: str) -> dict[str, Any] | None:
        try:
            kept = json.loads((self.folder / name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(kept, dict) or kept.get("version") != VERSION:
            return None
        # The key says which ledger the numbers were rated from, not that they are still
        # the numbers rated: an edited or damaged file must not become someone's rating.
        digest = kept.pop("digest", None)
        if not isinstance(digest, str) or digest != content_digest(kept):
            return None
        return kept


def content_digest(body: dict[str, Any]) -> str:
    """The digest of a kept document's content, as JSON spells it (so a tuple written
    and the list read back give the same text)."""
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def added_only(
    conn: Connection, sid: int, rid: int | None, digest: str | None, last_game: int | None
) -> bool:
    """Whether the session still holds revision ``rid`` with its digest (so everything up
    to it is as it was) and every change since is to a game after ``last_game``."""
    if rid is None or last_game is None:
        return False
    row = conn.execute(_DIGEST, (rid, sid)).fetchone()
    if row is None or row[0] != digest:
        return False
    (first_touched,) = conn.execute(_TOUCHED_SINCE, (sid, rid)).fetchone()
    return first_touched is None or first_touched > last_game


def file_name(
    ledger: str, first: tuple[int, str] | None, preset: str, since: object, until: object
) -> str:
    """One file per ledger (told apart by where it is, and by its first session's id and
    creation time, which no change moves: a copy put in its place is another ledger),
    preset and range."""
    text = repr((ledger, first, preset, str(since), str(until)))
    return f"{hashlib.sha256(text.encode()).hexdigest()[:24]}.json"

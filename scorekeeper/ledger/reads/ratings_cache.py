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

A read takes the longest kept prefix that the ledger still begins with (every session, or
every session but the last: the evening being played) and rates only the sessions after
it, so it gives exactly what rating from the first game gives. A file that is missing,
unreadable or from another version is ignored; one that cannot be written is skipped.
The file lives in the user's cache folder, one per ledger, preset and range.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorekeeper.store.units import Connection

VERSION = 1  # another way of rating, or of keeping it, needs another number

# Each session's last revision, by the (session_id, id) index.
_LAST_REVISIONS = """
    SELECT s.id, r.id, r.digest FROM session s
    LEFT JOIN revision r ON r.id =
        (SELECT MAX(x.id) FROM revision x WHERE x.session_id = s.id)
    WHERE s.preset = ?
"""
_SEATS = "SELECT session_id, position, player_id FROM seat ORDER BY session_id, position"

SessionKey = tuple[int, int | None, str | None]  # session, last revision id, its digest


@dataclass
class Tally:
    """The state of a rating pass: each person's [mu, sigma, rated games], and their
    ordinal after each session they had a rated game in."""

    skill: dict[int, list] = field(default_factory=dict)
    trend: dict[int, list[float]] = field(default_factory=dict)

    def copy(self) -> Tally:
        return Tally(
            {p: list(s) for p, s in self.skill.items()},
            {p: list(t) for p, t in self.trend.items()},
        )

    def as_json(self) -> dict[str, list]:
        return {
            "skill": [[p, *s] for p, s in self.skill.items()],
            "trend": [[p, t] for p, t in self.trend.items()],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(
            {
                int(p): [float(mu), float(sigma), int(games)]
                for p, mu, sigma, games in data["skill"]
            },
            {int(p): [float(v) for v in t] for p, t in data["trend"]},
        )


@dataclass(frozen=True)
class Resume:
    """Where a pass starts: a kept state, and the sessions still to rate after it. With
    none to rate, ``before_last`` is the state before the last session, where known."""

    tally: Tally
    sessions: list[int]
    before_last: Tally | None = None


class RatingsCache:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def default(cls) -> RatingsCache:
        from platformdirs import user_cache_dir

        return cls(Path(user_cache_dir("scorekeeper", appauthor=False)) / "ratings")

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

    def resume(self, name: str, sessions: list[SessionKey], seating: str) -> Resume | None:
        """The longest kept prefix the ledger still begins with, if any."""
        kept = self._load(name)
        if kept is None or kept.get("seating") != seating:
            return None
        try:
            before = [tuple(s) for s in kept["sessions"]]
            final = Tally.from_json(kept["final"])
            before_last = kept["before_last"] and Tally.from_json(kept["before_last"])
        except (KeyError, TypeError, ValueError):
            return None
        rest = [s[0] for s in sessions[len(before) :]]
        if before == sessions[: len(before)]:  # every kept session as it was
            return Resume(final, rest, before_last if not rest else None)
        if before and before_last and before[:-1] == sessions[: len(before) - 1]:
            return Resume(before_last, [s[0] for s in sessions[len(before) - 1 :]])
        return None

    def keep(
        self,
        name: str,
        sessions: list[SessionKey],
        seating: str,
        before_last: Tally | None,
        final: Tally,
    ) -> None:
        document = {
            "version": VERSION,
            "seating": seating,
            "sessions": sessions,
            "before_last": before_last.as_json() if before_last is not None else None,
            "final": final.as_json(),
        }
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
        return kept


def file_name(first: tuple[int, str] | None, preset: str, since: object, until: object) -> str:
    """One file per ledger (told apart by its first session's id and creation time, which
    no change moves), preset and range."""
    text = repr((first, preset, str(since), str(until)))
    return f"{hashlib.sha256(text.encode()).hexdigest()[:24]}.json"

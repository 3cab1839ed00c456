"""A short stamp of everything a session's board shows, read in one indexed query.

An open phone asks every few seconds whether anything changed; answering that by
reading the season would cost a core per handful of phones at 100,000 games. Every
change to what the board shows moves one of these:

- a record, correction, void or undo adds a revision (the session's last revision id)
  and sets ``last_used_at``;
- a stake, settle, reopen, rules change or pool rejoin adds a ``session_event`` and
  changes the session's row; a rename of the session changes its row;
- a rename, merge or split of a player adds a ``session_event`` with no session (it
  spans sessions, so the file's last event is read, not this session's);
- a file put back from a backup holds other rows: a different last revision (its ``at``
  too, should the ids coincide), other events, another ``last_used_at``.

The stamp says nothing about the rows themselves: it is only compared with an earlier
stamp of the same session, as ``totals_delta`` compares its last revision.
"""

from __future__ import annotations

import hashlib

from scorekeeper.store.units import Connection

# The session's row by its key, its last revision by (session_id, id), and the file's
# last event by its key: three index look-ups, whatever the length of the season.
_STAMP = """
    SELECT s.name, s.preset, s.rules_json, s.first_dealer_id, s.stake, s.currency,
           s.created_at, s.last_used_at, s.archived, s.settled_at,
           (SELECT r.id FROM revision r WHERE r.session_id = s.id ORDER BY r.id DESC LIMIT 1),
           (SELECT r.at FROM revision r WHERE r.session_id = s.id ORDER BY r.id DESC LIMIT 1),
           (SELECT MAX(e.id) FROM session_event e)
    FROM session s WHERE s.id = ?
"""


def session_stamp(conn: Connection, session_id: int) -> str | None:
    """A digest that moves whenever the session's board would; None once it is gone."""
    row = conn.execute(_STAMP, (session_id,)).fetchone()
    if row is None:
        return None
    # Only stamps of one file are ever compared, so each engine's own types will do.
    text = "\x1f".join(map(repr, row))
    return hashlib.sha256(text.encode()).hexdigest()[:16]

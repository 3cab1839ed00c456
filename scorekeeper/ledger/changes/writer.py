"""The changes to a session's games as one unit of work runs them, and ``Writer``.

``record``, ``correct``, ``void`` and ``undo`` here take one connection inside a write
transaction: the Ledger's (through ``raw``), for the TUI and the web face, or
``write_plain``'s, for the commands ``record``, ``correct``, ``void`` and ``undo``,
which so start without importing SQLAlchemy and SQLModel. One implementation
for every face: each refuses a settled session, makes its change (``apply.py``) and
answers with the game as it now stands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.ledger.changes.entries import build_entry
from scorekeeper.ledger.changes.guards import NOTHING, Expect, applied
from scorekeeper.ledger.changes.in_unit import correct, record, undo, void
from scorekeeper.ledger.changes.new_session import SessionMaking
from scorekeeper.ledger.changes.outcome import T, again, new_form_id, with_form_id
from scorekeeper.ledger.clock import Clock, utc_now
from scorekeeper.ledger.core.carried import carries, owed_before
from scorekeeper.ledger.core.game_rows import find_game
from scorekeeper.ledger.core.pool_play import is_pool, out_before, out_sentences, rejoin
from scorekeeper.ledger.core.rotation import next_game
from scorekeeper.ledger.core.session_lookup import (
    find_session_id,
    open_session,
    resolve_player,
    session_info,
)
from scorekeeper.ledger.core.standing import has_ending, require_not_over, session_ending
from scorekeeper.ledger.read_models import NOT_OVER, GameRow, SessionInfo
from scorekeeper.ledger.reads import games as plain
from scorekeeper.ledger.reads.games import game
from scorekeeper.ledger.reads.reader import Reader
from scorekeeper.rules import Entry
from scorekeeper.rules.ending import Ending
from scorekeeper.store.errors import OutcomeUnknown, StorageError
from scorekeeper.store.units import Connection, read_plain, write_plain

# Types only: a list's row is made when a list is read (list_rows.py), and the carry's
# module is imported by a session whose rules carry.
if TYPE_CHECKING:
    from scorekeeper.ledger.coming_game import NextGame
    from scorekeeper.ledger.list_rows import RevisionRow
    from scorekeeper.rules.carry import Counted


class GameChanges:
    """Record, correct, void and undo as methods, each one unit of work (``_change``):
    the Ledger's and Writer's, written once. Each returns the game as it now stands."""

    clock: Clock

    def _change(self) -> AbstractContextManager[Connection]:
        raise NotImplementedError

    if TYPE_CHECKING:  # each face reads the session its own way (Reader's, the Ledger's)

        def session(self, ref: str | int) -> SessionInfo: ...

    def build_entry(
        self,
        ref: str | int,
        winner: str,
        options: Mapping[str, object],
        sit_out: Sequence[str] = (),
        game: int | str | None = None,
    ) -> Entry:
        """``game``: the game the entry is for (None: the next); in a pool, the players
        out before it sit it out."""
        info = self.session(ref)
        out: frozenset[str] = frozenset()
        if is_pool(info):
            with self._look() as conn:
                if game is None:  # a won pool takes no game: say so before who is out
                    require_not_over(conn, info)
                number = find_game(conn, info, game).number if game is not None else None
                out = out_before(conn, info, number)
        return build_entry(info, winner, options, sit_out, out)

    def pool_out(self, ref: str | int, game: int | str | None = None) -> dict[str, str]:
        """In a pool, who is out before ``game`` (None: the next game), each with the
        sentence that refuses them a place in it; empty for any other preset."""
        info = self.session(ref)
        if not is_pool(info):
            return {}
        with self._look() as conn:
            number = find_game(conn, info, game).number if game is not None else None
            return out_sentences(conn, info, number)

    def next_game(self, ref: str | int, sitting_out: Sequence[str] = ()) -> NextGame:
        """Who deals, cuts and plays first next; skipping ``sitting_out`` too, if given."""
        with self._look() as conn:
            info = session_info(conn, find_session_id(conn, ref))
            return next_game(conn, info, tuple(sitting_out))

    def ending(self, ref: str | int) -> Ending:
        """Whether the session is over now (no new game is taken), who won and why; no
        query for a session without an ending rule or a pool."""
        info = self.session(ref)
        if not (has_ending(info) or is_pool(info)):
            return NOT_OVER
        with self._look() as conn:
            return session_ending(conn, info)

    def owed_before(self, ref: str | int, game: int | str | None = None) -> Counted | None:
        """The counted game before ``game`` (None: the next) with what it owes into it
        (nepali's next-game foul), for a form's preview (``carried.carried_into``)."""
        info = self.session(ref)
        if not carries(info):
            return None
        with self._look() as conn:
            number = find_game(conn, info, game).number if game is not None else None
            return owed_before(conn, info, number)

    def _look(self) -> AbstractContextManager[Connection]:
        """A read on sqlite3 (each face has its own)."""
        raise NotImplementedError

    def applied_form(self, ref: str | int, form_id: str | None) -> int | None:
        """The game a form (its ``form_id``) already made or changed in this session, if
        any: a form sent again is answered as the first time, before it is read again."""
        info = self.session(ref)
        with self._look() as conn:
            return applied(conn, info, form_id)

    # ``expect``: what the form was built on and its id (guards.py); a form already
    # applied answers with its game, an expectation gone stale raises ``Stale``.
    def record(
        self,
        ref: str | int,
        entry: Entry,
        dealer: str | None = None,
        note: str | None = None,
        expect: Expect = NOTHING,
    ) -> GameRow:
        expect = with_form_id(expect)
        return self._saved(
            ref,
            expect.form_id,
            lambda conn: record(conn, ref, entry, self.clock, dealer, note, expect),
            lambda row: row,
        )

    def correct(
        self,
        ref: str | int,
        number: int | str,
        entry: Entry,
        reason: str,
        dealer: str | None = None,
        expect: Expect = NOTHING,
    ) -> GameRow:
        expect = with_form_id(expect)
        return self._saved(
            ref,
            expect.form_id,
            lambda conn: correct(conn, ref, number, entry, reason, self.clock, dealer, expect),
            lambda row: row,
        )

    def void(
        self, ref: str | int, number: int | str, reason: str, expect: Expect = NOTHING
    ) -> GameRow:
        expect = with_form_id(expect)
        return self._saved(
            ref,
            expect.form_id,
            lambda conn: void(conn, ref, number, reason, self.clock, expect),
            lambda row: row,
        )

    def rejoin(self, ref: str | int, name: str, reason: str | None = None) -> tuple[int, int]:
        """(pool) An out player rejoins at the highest total of the players still in; kept
        in history. Returns their total before and after."""
        with self._change() as conn:
            info = open_session(conn, ref)
            player = resolve_player(info, name, "NAME")
            return rejoin(conn, info, player, reason, self.clock())

    def undo(
        self, ref: str | int, expected: RevisionRow | None = None, form_id: str | None = None
    ) -> tuple[GameRow, str]:
        """Revert the last change; returns the game as it now stands and what was undone.

        ``expected``, the change (``last_change``) a person was shown and agreed to undo:
        if another writer has changed the session since, nothing is undone (``StaleUndo``).
        """
        form = form_id or new_form_id()
        return self._saved(
            ref,
            form,
            lambda conn: undo(conn, ref, self.clock, expected, form),
            lambda row: (row, expected.action if expected else "undo"),
        )

    def _saved(
        self,
        ref: str | int,
        form_id: str | None,
        change: Callable[[Connection], T],
        found: Callable[[GameRow], T],
    ) -> T:
        """``change`` in one unit of work. When the connection drops during its commit,
        the server is asked again (a new connection) whether the form's revision is there:
        the answer is the game (``found``), or a sentence saying for certain it was not
        saved. Never "unknown" while the server can still be reached."""
        try:
            with self._change() as conn:
                return change(conn)
        except OutcomeUnknown as lost:
            if form_id is None:
                raise
            row = again(lambda: self._form_game(ref, form_id), lost)
            if row is None:
                raise StorageError(
                    "the connection was lost while the change was being committed; looked "
                    "again after reconnecting: it was not saved, try again"
                ) from None
            return found(row)

    def _form_game(self, ref: str | int, form_id: str) -> GameRow | None:
        with self._look() as conn:
            info = session_info(conn, find_session_id(conn, ref))
            number = applied(conn, info, form_id)
            return None if number is None else plain.games(conn, info, [number])[0]


class Writer(GameChanges, SessionMaking, Reader):
    """The Ledger's changes to games (and its reads, as ``Reader``) on the driver alone.

    For the commands that record, correct, void or undo a game, and ``new``. Each change is one
    ``write_plain`` unit of work, the daily backup taken first, as the Ledger's.
    """

    read_only = False  # a change: the file is created, or upgraded, first

    def __init__(self, path: Path | str, clock: Clock = utc_now) -> None:
        super().__init__(path)
        self.clock = clock

    def _change(self) -> AbstractContextManager[Connection]:
        return write_plain(self.path)

    def _look(self) -> AbstractContextManager[Connection]:
        return self._read()

    def game(self, ref: str | int, number: int | str) -> GameRow:
        return again(lambda: self._game(ref, number))

    def _game(self, ref: str | int, number: int | str) -> GameRow:
        with read_plain(self.path) as conn:
            return game(conn, session_info(conn, find_session_id(conn, ref)), number)

    def session(self, ref: str | int) -> SessionInfo:
        """As Reader's, read again when the connection drops: a game just saved is then
        shown as saved, not told as lost."""
        return again(lambda: Reader.session(self, ref))

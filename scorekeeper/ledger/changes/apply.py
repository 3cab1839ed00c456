"""The use-cases that change the ledger: record, correct, void, undo.

Each runs in one write transaction (SQLite's ``BEGIN IMMEDIATE``, PostgreSQL's advisory
lock) and adds exactly one revision; no row is ever deleted or overwritten except a game's
pointer to its current revision. Plain SQL on one connection of either engine: the Ledger
runs them in its unit of work (``raw``), the commands that change games through
``Writer`` without SQLAlchemy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ledger.changes.consent import check_expected
from scorekeeper.ledger.changes.guards import NOTHING, Expect, require_next, require_revision
from scorekeeper.ledger.clock import Clock
from scorekeeper.ledger.core.game_rows import (
    GAME_COLUMNS,
    add_revision,
    find_game,
    game_state,
    insert_game,
    next_number,
    player_ids,
)
from scorekeeper.ledger.core.pool_play import require_pool_order
from scorekeeper.ledger.core.rotation import default_dealer, last_dealt, position_after, reposition
from scorekeeper.ledger.core.session_lookup import names_by_id
from scorekeeper.ledger.core.standing import require_not_over
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import Entry, RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import check_note, check_text
from scorekeeper.store.units import Connection

if TYPE_CHECKING:  # a list's row, defined only when a list is read (read_models.py)
    from scorekeeper.ledger.list_rows import RevisionRow


def _ordered(info: SessionInfo, entry: Entry) -> Entry:
    """The entry's hands in seat order, every player seated (checked by name)."""
    by_name = {hand.player: hand for hand in entry.hands}
    unknown = [name for name in by_name if name not in info.seats]
    if unknown:
        raise RuleError(
            "players",
            N_(
                "{name!r} is not seated; seated: {seats}",
                name=unknown[0],
                seats=", ".join(info.seats),
            ),
        )
    hands = tuple(by_name[name] for name in info.seats if name in by_name)
    return Entry(hands, entry.flags)


def _dealer(conn: Connection, info: SessionInfo, dealer: str | None, entry: Entry) -> str:
    if dealer is None:
        sitting_out = tuple(name for name in info.seats if name not in entry.players)
        return default_dealer(conn, info, sitting_out)[0]
    return _seated_dealer(info, dealer)


def _seated_dealer(info: SessionInfo, dealer: str) -> str:
    """``dealer``, refused unless seated: a record's and a correction's dealer alike."""
    if dealer not in info.seats:
        raise RuleError(
            "dealer",
            N_(
                "{dealer!r} is not seated; seated: {seats}",
                dealer=dealer,
                seats=", ".join(info.seats),
            ),
        )
    return dealer


def _touch(conn: Connection, info: SessionInfo, at: str) -> None:
    conn.execute("UPDATE session SET last_used_at = ? WHERE id = ?", (at, info.id))


def record(
    conn: Connection,
    info: SessionInfo,
    entry: Entry,
    clock: Clock,
    dealer: str | None = None,
    note: str | None = None,
    expect: Expect = NOTHING,
) -> int:
    """Add the next game; returns its number. An over session takes none; nor does a form
    that said "Save game N" once game N was recorded elsewhere (``expect.game``)."""
    require_next(conn, info, expect.game)
    require_not_over(conn, info)
    entry = _ordered(info, entry)
    scores = info.rules.score(entry)
    note = check_note(note)
    dealer = _dealer(conn, info, dealer, entry)
    names = names_by_id(conn, info.id)
    last = last_dealt(conn, info)
    number = next_number(conn, info.id)
    ids = player_ids(conn, info.id)
    position = position_after(info, last, names, dealer)
    game = insert_game(conn, info.id, number, ids[dealer], position, note)
    at = clock()
    add_revision(
        conn, game, action="record", at=at, dealer_id=ids[dealer], entry=entry, scores=scores,
        form_id=expect.form_id,
    )  # fmt: skip
    require_pool_order(conn, info)
    _touch(conn, info, at)
    return game.number


def correct(
    conn: Connection,
    info: SessionInfo,
    number: int | str,
    entry: Entry,
    reason: str,
    clock: Clock,
    dealer: str | None = None,
    expect: Expect = NOTHING,
) -> int:
    """Give a game a complete new entry; the old one stays in its history. Refused when
    the game changed since the form was built on ``expect.revision``."""
    game = find_game(conn, info, number)
    require_revision(conn, info, game, expect.revision, "corrected")
    reason = check_text(reason, "reason", required=True)
    entry = _ordered(info, entry)
    scores = info.rules.score(entry)
    if dealer is not None:
        _seated_dealer(info, dealer)
    ids = player_ids(conn, info.id)
    dealer_id = ids[dealer] if dealer is not None else game.dealer_id
    moved = dealer_id != game.dealer_id or not game.dealt
    at = clock()
    add_revision(
        conn, game, action="correct", at=at, reason=reason, dealer_id=dealer_id,
        entry=entry, scores=scores, form_id=expect.form_id,
    )  # fmt: skip
    if moved:
        reposition(conn, info, game.number)
    require_pool_order(conn, info)
    _touch(conn, info, at)
    return game.number


def void(
    conn: Connection,
    info: SessionInfo,
    number: int | str,
    reason: str,
    clock: Clock,
    expect: Expect = NOTHING,
) -> int:
    """Take a game out of the totals; its deal still counts for the rotation. Refused when
    the game changed since the form was built on ``expect.revision``."""
    game = find_game(conn, info, number)
    require_revision(conn, info, game, expect.revision, "voided")
    reason = check_text(reason, "reason", required=True)
    if game.voided:
        raise RuleError(
            "GAME", N_("game {number} is already out of the totals", number=game.number)
        )
    at = clock()
    add_revision(
        conn, game, action="void", at=at, reason=reason, dealer_id=game.dealer_id,
        copy_from=game.current_revision_id, voided=True, dealt=game.dealt,
        form_id=expect.form_id,
    )  # fmt: skip
    require_pool_order(conn, info)
    _touch(conn, info, at)
    return game.number


_LAST_CHANGE = """
    SELECT r.id, r.game_id, r.number, r.action, r.dealer_id, r.previous_id, g.number, r.at
    FROM revision r JOIN game g ON g.id = r.game_id
    WHERE r.session_id = ? AND r.action != 'undo' AND NOT r.undone ORDER BY r.id DESC LIMIT 1
"""
_REVISION_STATE = "SELECT dealer_id, voided, dealt FROM revision WHERE id = ?"


def undo(
    conn: Connection,
    info: SessionInfo,
    clock: Clock,
    expected: RevisionRow | None = None,
    form_id: str | None = None,
) -> tuple[int, str]:
    """Revert the session's last record, correct or void not yet undone, as a revision.

    With ``expected`` (the change shown when the person was asked), only that change:
    anything else at the top, made since by another writer, is refused (``StaleUndo``)
    inside this same write transaction, so nothing can slip in between.
    Returns the game number and the action that was undone.
    """
    target = conn.execute(_LAST_CHANGE, (info.id,)).fetchone()
    if target is None:
        if expected is not None:
            check_expected(info, None, expected)
        raise RuleError("undo", N_("nothing to undo in {name}", name=info.name))
    target_id, game_id, target_number, action, target_dealer, previous_id, *shown = target
    if expected is not None:
        game_number, made_at = shown
        check_expected(info, (game_number, target_number, action, made_at), expected)
    sql = f"SELECT {GAME_COLUMNS} FROM game WHERE id = ?"
    game = game_state(conn.execute(sql, (game_id,)).fetchone())
    at = clock()
    reason = f"undo {action} (revision {target_number})"
    if previous_id is None:  # undoing the record itself: the game never happened
        state = dict(dealer_id=target_dealer, copy_from=target_id, voided=True, dealt=False)
    else:
        dealer_id, voided, dealt = conn.execute(_REVISION_STATE, (previous_id,)).fetchone()
        state = dict(
            dealer_id=dealer_id, copy_from=previous_id, voided=bool(voided), dealt=bool(dealt)
        )
    moved = state["dealer_id"] != game.dealer_id or state["dealt"] != game.dealt
    add_revision(
        conn, game, action="undo", at=at, reason=reason, undoes_id=target_id, form_id=form_id,
        **state,
    )  # fmt: skip
    conn.execute("UPDATE revision SET undone = TRUE WHERE id = ?", (target_id,))
    if moved:
        reposition(conn, info, game.number)
    require_pool_order(conn, info)
    _touch(conn, info, at)
    return game.number, action

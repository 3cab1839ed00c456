"""An imported session's games and revisions are stored as the ledger stored them.

The import writes a game's row once as its last revision left it and then points it at
that revision, and links each undo to the change it reverted as it writes the
revisions: here an evening played change by change (corrections, voids, undone
records, corrections and voids, two undos in a row, dealers chosen by hand, sit-outs)
is exported and imported, and every row of the new session must be the original's,
read by what it refers to (a game by its number, a revision by its game and number, a
player by name) rather than by ids, which differ between the two sessions.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.ledger import Ledger
from scorekeeper.store.units import read_plain

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha"]
AT = "2026-11-20T21:40:00+00:00"
# (change, dealer chosen by hand, who sits out): every kind of undo, and undo twice.
STEPS = [
    ("record", None, None), ("record", "Chandra", "Asha"), ("correct", None, "Bina"),
    ("undo", None, None), ("void", None, None), ("record", None, None), ("undo", None, None),
    ("undo", None, None), ("record", "Esha", "Dev"), ("correct", "Asha", None),
    ("void", None, None), ("undo", None, None), ("record", None, None), ("undo", None, None),
    ("record", None, "Esha"), ("correct", None, None), ("correct", "Bina", None),
    ("undo", None, None), ("record", None, None),
]  # fmt: skip

_REF = "(SELECT g.number FROM game g WHERE g.id = {0}.game_id), {0}.number"
GAMES = """
    SELECT game.number, game.revision, dealer.key, winner.key, game.voided, game.dealt,
        game.position, game.note, current.number
    FROM game JOIN player dealer ON dealer.id = game.dealer_id
        LEFT JOIN player winner ON winner.id = game.winner_id
        LEFT JOIN revision current ON current.id = game.current_revision_id
    WHERE game.session_id = ? ORDER BY game.number
"""
REVISIONS = f"""
    SELECT {_REF.format("r")}, r.action, r.reason, r.at, dealer.key, winner.key, r.voided,
        r.dealt, r.flags_json, r.undone, r.digest, {_REF.format("previous")},
        {_REF.format("undone_one")}
    FROM revision r JOIN player dealer ON dealer.id = r.dealer_id
        LEFT JOIN player winner ON winner.id = r.winner_id
        LEFT JOIN revision previous ON previous.id = r.previous_id
        LEFT JOIN revision undone_one ON undone_one.id = r.undoes_id
    WHERE r.session_id = ? ORDER BY r.id
"""
LINES = f"""
    SELECT {_REF.format("r")}, player.key, e.seat, e.active, e.outcome, e.values_json,
        e.part_a, e.part_b, e.score
    FROM revision_entry e JOIN revision r ON r.id = e.revision_id
        JOIN player ON player.id = e.player_id
    WHERE r.session_id = ? ORDER BY r.id, e.seat
"""


def _play(ledger: Ledger) -> None:
    for kind, dealer, away in STEPS:
        active = [name for name in SEATS if name != away]
        hands = {"hand": [f"{name}={7 + index}" for index, name in enumerate(active[1:])]}
        entry = ledger.build_entry("Eve", active[0], hands, [away] if away else [])
        games = ledger.games("Eve")
        if kind == "record":
            ledger.record("Eve", entry, dealer=dealer)
        elif kind == "correct":
            ledger.correct("Eve", games[-1].number, entry, "fix", dealer=dealer)
        elif kind == "void":
            ledger.void("Eve", games[-1].number, "misdeal")
        else:
            ledger.undo("Eve")


def _rows(target: Path | str, session: int) -> tuple[list, ...]:
    with read_plain(target) as conn:
        return tuple(
            [tuple(row) for row in conn.execute(sql, (session,)).fetchall()]
            for sql in (GAMES, REVISIONS, LINES)
        )


def test_an_imported_session_stores_the_rows_the_ledger_stored(db_path: Path | str) -> None:
    ledger = Ledger(db_path, clock=lambda: AT)
    try:
        ledger.new_session("Eve", SEATS)
        _play(ledger)
        first = ledger.session("Eve")
        imported = ledger.import_document(ledger.export_document("Eve"))
    finally:
        ledger.close()
    games, revisions, lines = _rows(db_path, first.id)
    assert len(games) == 7 and len(lines) == 5 * len(revisions)
    assert sum(row[-1] is not None for row in revisions) == 6  # every undo points back
    assert _rows(db_path, imported.id) == (games, revisions, lines)

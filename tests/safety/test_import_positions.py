"""An import writes each game at the position in the rotation the ledger itself gives it.

The positions (and so the rounds) are written with the games, not recomputed game by
game afterwards: they must be what ``rotation.reposition`` works out from game 1, and
what the exporting ledger holds, through re-deals, dealers chosen by hand, sit-outs,
voids, corrections of the dealer and undone records.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.core.rotation import reposition
from scorekeeper.ledger.core.session_lookup import session_info
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha"]
AT = "2026-11-20T21:40:00+00:00"
STEPS = st.lists(
    st.tuples(
        st.sampled_from(["record", "record", "record", "correct", "void", "undo"]),
        st.sampled_from([None, *SEATS]),  # the dealer, when chosen by hand
        st.sampled_from([None, *SEATS]),  # who sits out
    ),
    min_size=1,
    max_size=12,
)


def _positions(path: Path, session: int) -> list[tuple[int, int]]:
    with sqlite3.connect(path) as conn:
        sql = "SELECT number, position FROM game WHERE session_id = ? ORDER BY number"
        return conn.execute(sql, (session,)).fetchall()


def _play(ledger: Ledger, steps: list) -> None:
    for kind, dealer, away in steps:
        active = [name for name in SEATS if name != away]
        entry = ledger.build_entry(
            "Eve", active[0], {"hand": [f"{n}=7" for n in active[1:]]}, [away] if away else []
        )
        games = ledger.games("Eve")
        try:
            if kind == "record" or not games:
                ledger.record("Eve", entry, dealer=dealer)
            elif kind == "correct":
                ledger.correct("Eve", games[-1].number, entry, "fix", dealer=dealer)
            elif kind == "void":
                ledger.void("Eve", games[0].number, "misdeal")
            else:
                ledger.undo("Eve")
        except RuleError:
            pass  # refused (voided already, nothing to undo): nothing changed


def test_imported_positions_are_the_rotations(tmp_path: Path) -> None:
    @settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow,
              HealthCheck.function_scoped_fixture])  # fmt: skip
    @given(steps=STEPS)
    def run(steps: list) -> None:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{tmp_path / 'a.db'}{suffix}").unlink(missing_ok=True)
        ledger = Ledger(tmp_path / "a.db", clock=lambda: AT)
        try:
            ledger.new_session("Eve", SEATS)
            _play(ledger, steps)
            info = ledger.import_document(ledger.export_document("Eve"))
        finally:
            ledger.close()
        written = _positions(tmp_path / "a.db", info.id)
        assert written == _positions(tmp_path / "a.db", 1)  # as the ledger placed them
        with sqlite3.connect(tmp_path / "a.db") as conn:
            reposition(conn, session_info(conn, info.id), 1)
        assert _positions(tmp_path / "a.db", info.id) == written  # nothing left to move

    run()

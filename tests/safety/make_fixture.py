"""Write tests/fixtures/schema1.db and schema1.json: a ledger of the first schema.

Run once, with the scorekeeper of schema 1: ``python tests/safety/make_fixture.py``.
Never again after a migration is added — the point of the fixture is that it was made
by the old code, so the upgrade tests check new code against what old code wrote. The
JSON beside it holds the totals, games and history as schema 1 showed them.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "fixtures"
sys.path.insert(0, str(HERE))

from safety_harness import fixed_clock, snapshot  # noqa: E402

from scorekeeper.ledger import Ledger  # noqa: E402
from scorekeeper.store.sqlite.migrations import SCHEMA_VERSION  # noqa: E402


def build(path: Path) -> Ledger:
    book = Ledger(path, clock=fixed_clock)
    seats = ["Asha", "Bina", "Chandra", "Dév"]
    book.new_session("Friday", seats, stake="0.25", currency="NPR")

    def game(winner: str, sit_out: tuple[str, ...] = (), **options: list[str]):
        return book.build_entry("Friday", winner, options, sit_out)

    book.record("Friday", game("Bina", honors=["Asha=2", "Dév=1"], marriages=["Bina=1"],
                               hand=["Asha=12", "Dév=10"], surrender=["Chandra=first"],
                               unplayed=["Dév"]))  # fmt: skip
    book.record("Friday", game("Asha", ("Dév",), hand=["Bina=7", "Chandra=3"]))
    book.record("Friday", game("Chandra", hand=["Asha=1", "Bina=2", "Dév=3"]))
    book.correct("Friday", 2, game("Asha", ("Dév",), hand=["Bina=7", "Chandra=13"]), "typo")
    book.void("Friday", 3, "misdeal")
    book.record("Friday", game("Dév", hand=["Asha=5", "Bina=5", "Chandra=5"]))
    book.undo("Friday")  # the record of game 4: it never happened
    book.record("Friday", game("Dév", hand=["Asha=5", "Bina=6", "Chandra=5"]), note="last")
    return book


def main() -> None:
    assert SCHEMA_VERSION == 1, "the fixture is of schema 1: make it with that scorekeeper"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "schema1.db"
        book = build(path)
        expected = snapshot(book)
        book.close()
        conn = sqlite3.connect(path)
        conn.execute("VACUUM")  # small, and one file: no -wal beside it
        conn.close()
        FIXTURES.mkdir(exist_ok=True)
        (FIXTURES / "schema1.db").write_bytes(path.read_bytes())
    text = json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    (FIXTURES / "schema1.json").write_text(text, "utf-8")


if __name__ == "__main__":
    main()

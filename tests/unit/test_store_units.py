"""The storage seam: one engine chosen per target, and a connection that is what the
``Connection`` protocol says on either engine (nothing asks it what it has)."""

from __future__ import annotations

import inspect
from pathlib import Path

from scorekeeper.ledger import Ledger
from scorekeeper.store import engines, units
from scorekeeper.store.postgres.connection import PgConnection
from scorekeeper.store.sqlite.connection import SqliteConnection


def _members(protocol: type) -> set[str]:
    methods = {n for n, v in vars(protocol).items() if callable(v) and not n.startswith("_")}
    return methods | set(protocol.__annotations__)


def test_both_connections_are_the_whole_protocol() -> None:
    wanted = _members(units.Connection)
    assert {"execute", "executemany", "stream", "ids_written", "engine"} <= wanted
    for kind in (SqliteConnection, PgConnection):
        missing = {name for name in wanted if not hasattr(kind, name)}
        assert not missing, f"{kind.__name__} lacks {sorted(missing)}"
        for name in wanted - {"engine"}:  # the same way of being called as the protocol's
            ours = list(inspect.signature(getattr(kind, name)).parameters)[1:]
            said = list(inspect.signature(getattr(units.Connection, name)).parameters)[1:]
            assert len(ours) == len(said), (kind.__name__, name, ours, said)
    assert {SqliteConnection.engine, PgConnection.engine} == {"sqlite", "postgresql"}


def test_the_engine_is_told_from_the_target_once() -> None:
    assert engines.engine_for("postgresql://u@localhost/db") is engines.SERVER
    assert engines.engine_for("postgres://u@localhost/db") is engines.SERVER
    assert engines.engine_for(Path("/tmp/x.db")) is engines.FILE
    assert engines.engine_for("evening.db") is engines.FILE


def test_a_unit_of_work_hands_out_the_protocol(db_path: Path | str) -> None:
    ledger = Ledger(db_path)
    try:
        ledger.new_session("S", ["Asha", "Bina", "Chandra"])
        entry = ledger.build_entry("S", "Asha", {"hand": ["Bina=5", "Chandra=7"]})
        ledger.record("S", entry)
        ledger.record("S", entry)
    finally:
        ledger.close()
    with units.write_plain(db_path) as conn:
        assert isinstance(conn, units.Connection)
        assert conn.engine == ("postgresql" if isinstance(db_path, str) else "sqlite")
        units.ids_written(conn, "game", "revision")  # SQLite: nothing to do; a server: told
    with units.read_plain(db_path, read_only=True) as conn:
        assert isinstance(conn, units.Connection)
        # two streams walked side by side, each on a cursor of its own
        games = units.stream(conn, "SELECT number FROM game ORDER BY number")
        again = units.stream(conn, "SELECT number FROM game ORDER BY number DESC")
        assert list(zip(games, again, strict=True)) == [((1,), (2,)), ((2,), (1,))]

"""What the PostgreSQL engine tells for each way a server fails: a dropped connection
before the commit says that nothing was saved, whatever words psycopg chose for it."""

from __future__ import annotations

import pytest

from scorekeeper.store.errors import ConnectionLost
from scorekeeper.store.postgres.failures import failure

URL = "postgresql://scorer:secret@db.example/club"


@pytest.mark.parametrize(
    "said",
    [
        "terminating connection due to administrator command",
        "server closed the connection unexpectedly",
        # psycopg's words when the server drops a connection still owing pipeline answers
        "cannot exit pipeline mode while busy",
    ],
)
def test_a_dropped_connection_says_nothing_was_saved(said: str) -> None:
    told = failure(URL, Exception(said))
    assert isinstance(told, ConnectionLost)
    assert str(told).endswith("nothing was saved")
    assert "secret" not in str(told)


def test_a_refused_connection_is_not_told_as_lost() -> None:
    told = failure(URL, Exception("connection refused"))
    assert not isinstance(told, ConnectionLost)
    assert str(told).startswith("cannot connect to")

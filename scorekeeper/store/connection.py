"""What the ledger's plain SQL asks of a connection, on either engine.

Its own module so that ``units`` (the doors) and ``engines`` (what stands behind them) can
both name it without importing each other; the ledger imports it from ``units``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Connection(Protocol):
    """What the ledger's plain SQL asks of a connection: ``SqliteConnection`` or
    ``PgConnection``, each written out in full, so nothing asks a connection what it has."""

    engine: str  # "sqlite" or "postgresql"

    def execute(self, sql: str, params: Any = ..., /) -> Any: ...

    def executemany(self, sql: str, rows: Any, /) -> Any: ...

    def stream(self, sql: str, params: Sequence[object] = ...) -> Iterable[tuple]:
        """The rows read as they are walked, on a cursor of their own."""
        ...

    def ids_written(self, table: str) -> None:
        """Rows of ``table`` were given their ids by hand: the next one must not reuse one."""
        ...

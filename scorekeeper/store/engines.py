"""The two engines behind ``units``: a SQLite file and a PostgreSQL server.

``engine_for`` tells them apart from the target's text, once, for every door of the seam;
each engine imports its driver's modules only when a door is used, so a command on a file
starts without psycopg and one on a server without SQLite's file checks.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.store.target import Target, is_server

if TYPE_CHECKING:
    from scorekeeper.store.connection import Connection
    from scorekeeper.store.watching import Watch


class Engine(Protocol):
    """What differs between a file and a server, chosen once by ``engine_for``."""

    def prepare(self, target: Target) -> None: ...
    def require_readable(self, target: Target) -> None: ...
    def read_plain(self, target: Target, read_only: bool) -> AbstractContextManager[Connection]: ...
    def write_plain(self, target: Target) -> AbstractContextManager[Connection]: ...
    def daily_backup(self, target: Target) -> None: ...
    def open_database(self, target: Target, read_only: bool) -> Any: ...
    def open_watch(self, target: Target) -> Watch: ...


class _File:
    """A SQLite file. Each door imports what it needs when first used: ``totals`` needs
    only the reading module, not the migrations."""

    def prepare(self, target: Target) -> None:
        from scorekeeper.store.sqlite import engine

        engine.prepare(Path(target))

    def require_readable(self, target: Target) -> None:
        from scorekeeper.store.sqlite.reading import require_readable

        require_readable(Path(target))

    def read_plain(self, target: Target, read_only: bool) -> AbstractContextManager[Connection]:
        from scorekeeper.store.sqlite import engine

        return engine.read_plain(Path(target), read_only)

    def write_plain(self, target: Target) -> AbstractContextManager[Connection]:
        from scorekeeper.store.sqlite import engine

        return engine.write_plain(Path(target))

    def daily_backup(self, target: Target) -> None:
        from scorekeeper.store.sqlite import engine

        engine.daily_backup(Path(target))

    def open_database(self, target: Target, read_only: bool) -> Any:
        from scorekeeper.store.sqlite.engine import Database

        return Database(target, read_only)

    def open_watch(self, target: Target) -> Watch:
        from scorekeeper.store.sqlite.watch import FileWatch

        return FileWatch(Path(target))


class _Server:
    """A PostgreSQL database, named by its URL; psycopg is imported only here."""

    def prepare(self, target: Target) -> None:
        from scorekeeper.store.postgres import engine

        engine.prepare(str(target))

    def require_readable(self, target: Target) -> None:
        from scorekeeper.store.postgres import engine

        engine.require_readable(str(target))

    def read_plain(self, target: Target, read_only: bool) -> AbstractContextManager[Connection]:
        from scorekeeper.store.postgres import engine

        return engine.read_plain(str(target), read_only)

    def write_plain(self, target: Target) -> AbstractContextManager[Connection]:
        from scorekeeper.store.postgres import engine

        return engine.write_plain(str(target))

    def daily_backup(self, target: Target) -> None:
        """A server is backed up by its own means: no rolling copy."""

    def open_database(self, target: Target, read_only: bool) -> Any:
        from scorekeeper.store.postgres.engine import Database

        return Database(str(target), read_only)

    def open_watch(self, target: Target) -> Watch:
        from scorekeeper.store.postgres.watch import ServerWatch

        return ServerWatch(str(target))


FILE: Engine = _File()
SERVER: Engine = _Server()


def engine_for(target: Target) -> Engine:
    """The engine that keeps ``target``: the one place a file and a server are told apart."""
    return SERVER if is_server(target) else FILE

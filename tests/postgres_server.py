"""A throwaway PostgreSQL server for the tests: a real one, on a unix socket in a temp folder.

The system's PostgreSQL (Debian's ``postgresql`` package: ``initdb`` and ``pg_ctl`` under
/usr/lib/postgresql/N/bin) is started as its own user when the tests run as root, since
PostgreSQL refuses to run as root. Without it, the ``pgserver`` wheel's bundled server is
used if installed. With neither, the PostgreSQL tests skip, saying so, except under CI
(``CI=true``), where a missing server is a failure: CI installs one.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

_numbers = itertools.count(1)


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class Server:
    """One running server: ``url(name)`` names a database on it, ``new_database()`` makes one."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="sk-pg-"))
        self._pgserver = None
        bin_dir = _bin_dir()
        if bin_dir is not None:
            self._start_system(bin_dir)
        else:
            self._start_wheel()

    def _as_owner(self) -> list[str]:
        return ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    def _start_system(self, bin_dir: Path) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
        data = self.folder / "data"
        run = self._as_owner()
        subprocess.run([*run, str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U",
                        "postgres", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"],
                       check=True, capture_output=True)  # fmt: skip
        options = f"-k {self.folder} -c listen_addresses='' -c fsync=off -c max_connections=60"
        subprocess.run([*run, str(bin_dir / "pg_ctl"), "-D", str(data), "-l",
                        str(self.folder / "log"), "-o", options, "-w", "start"],
                       check=True, capture_output=True)  # fmt: skip
        self._stop = [*run, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]
        self.base = f"postgresql://postgres@/{{}}?host={self.folder}"

    def _start_wheel(self) -> None:
        import pgserver  # type: ignore[import-not-found]

        self._pgserver = pgserver.get_server(self.folder / "data", cleanup_mode="stop")
        uri = self._pgserver.get_uri()
        self.base = uri.rsplit("/", 1)[0] + "/{}"
        self._stop = []

    def url(self, database: str) -> str:
        return self.base.format(database)

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        import psycopg

        name = f"t{os.getpid()}_{next(_numbers)}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name} TEMPLATE template0")
        return self.url(name)

    def stop(self) -> None:
        if self._stop:
            subprocess.run(self._stop, check=False, capture_output=True)
        elif self._pgserver is not None:
            self._pgserver.cleanup()
        shutil.rmtree(self.folder, ignore_errors=True)


def start_or_skip() -> Server:
    """A server, or a skip (a failure under CI) that says what is missing."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _missing("psycopg is not installed (pip install -e '.[test]')")
    if _bin_dir() is None:
        try:
            import pgserver  # type: ignore[import-not-found]  # noqa: F401
        except ImportError:
            _missing("no PostgreSQL server: install Debian's postgresql, or pip install pgserver")
    return Server()


def _missing(why: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL tests cannot run under CI: {why}")
    pytest.skip(f"PostgreSQL tests skipped: {why}")

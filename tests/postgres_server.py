"""A throwaway PostgreSQL server for the tests: a real one, on a unix socket in a temp folder.

The machine's PostgreSQL (Debian's ``postgresql`` package: ``initdb`` and ``pg_ctl`` under
/usr/lib/postgresql/N/bin, or on PATH) is started as its own user when the tests run as
root, since PostgreSQL refuses to run as root. Without it the PostgreSQL tests skip,
saying so, except under CI (``CI=true``), where a missing server is a failure: CI
installs one.
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
        bin_dir = _bin_dir()
        assert bin_dir is not None, "start_or_skip() looks for a server first"
        self._start(bin_dir)

    def _as_owner(self) -> list[str]:
        return ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    def _start(self, bin_dir: Path) -> None:
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
        subprocess.run(self._stop, check=False, capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


def start_or_skip() -> Server:
    """A server, or a skip (a failure under CI) that says what is missing."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _missing("psycopg is not installed (pip install -e '.[test]')")
    if _bin_dir() is None:
        _missing("no PostgreSQL server on this machine (Debian: apt install postgresql)")
    return Server()


def _missing(why: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL tests cannot run under CI: {why}")
    pytest.skip(f"PostgreSQL tests skipped: {why}")

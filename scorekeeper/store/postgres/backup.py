"""``backup`` and ``restore`` of a PostgreSQL ledger, with the server's own tools.

A club's server is backed up as any database is: ``pg_dump`` writes one consistent
archive (custom format) of the ledger while scorers go on writing, and ``pg_restore``
puts one back in a single transaction, so the ledger is never seen half restored. Both
ship with PostgreSQL's client (Debian's ``postgresql-client``); without them these two
commands say so and what to install. The daily copy SQLite's ledger takes before its
first change of the day is the server's business here (its own dumps or archiving).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.store.errors import StorageError
from scorekeeper.store.postgres.connection import CHANNEL, GATE, connect, driver
from scorekeeper.store.postgres.engine import WRITE_LOCK, prepare
from scorekeeper.store.postgres.failures import describe, failure
from scorekeeper.store.target import label, scrub, without_password

if TYPE_CHECKING:
    import psycopg

SUFFIX = ".dump"


class NotAnArchive(StorageError):
    """The FILE given to restore is not a pg_dump archive of a ledger: the user's input."""


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise StorageError(
            f"{name} is not installed: a PostgreSQL ledger is backed up and restored with "
            "PostgreSQL's own tools (Debian: apt install postgresql-client)"
        )
    return found


def default_target(url: str, folder: Path) -> Path:
    """``<database>-<UTC time>.dump`` in ``folder``: never an existing name."""
    name = url.split("?")[0].rsplit("/", 1)[-1] or "scorekeeper"
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = folder / f"{name}-{stamp}{SUFFIX}"
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{name}-{stamp}-{number}{SUFFIX}"
    return target


def _run(tool: str, url: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``tool`` on the ledger: the URL goes in argv without its password (``ps`` shows
    argv to every account on the machine); the password goes in the environment."""
    bare, secret = without_password(url)
    env = dict(os.environ)
    if secret is not None:
        env["PGPASSWORD"] = secret
    done = subprocess.run(
        [_tool(tool), *args, bare], capture_output=True, text=True, check=False, env=env
    )
    done.stderr = scrub(done.stderr, url)
    return done


def dump(url: str, target: Path) -> Path:
    """One consistent archive of the ledger at ``target`` (a new file, private)."""
    prepare(url)  # refuse what is not a ledger before writing anything
    return _dump(url, target)


def _dump(url: str, target: Path) -> Path:
    done = _run("pg_dump", url, "--format=custom", "--no-owner", "--file", str(target))
    if done.returncode != 0:
        target.unlink(missing_ok=True)
        raise StorageError(describe(url, RuntimeError(done.stderr.strip() or "pg_dump failed")))
    target.chmod(0o600)
    return target


def restore(url: str, source: Path, keep_folder: Path) -> Path:
    """Put the archive back over the ledger, in one transaction, after keeping the ledger
    as it is now in ``keep_folder``; returns where that copy is.

    Both steps run while this connection holds the write lock and the gate every
    connection of ours passes (``connection.GATE``): no change lands between the copy and
    the restore (it would be in neither), no read sees the tables half replaced, and a
    scorer who waited meanwhile goes on with the ledger as restored."""
    if not source.is_file():
        raise NotAnArchive(f"there is no file at {source}")
    listed = subprocess.run(
        [_tool("pg_restore"), "--list", str(source)], capture_output=True, text=True, check=False
    )
    if listed.returncode != 0 or " TABLE public revision_entry " not in listed.stdout:
        raise NotAnArchive(
            f"{source} is not a pg_dump archive of a scorekeeper ledger (`scorekeeper backup` "
            "on a PostgreSQL ledger writes one)"
        )
    keep_folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    prepare(url)
    with _alone(url) as conn:
        kept = _dump(url, default_target(url, keep_folder))
        done = _run("pg_restore", url, "--clean", "--if-exists", "--single-transaction",
                    "--no-owner", str(source), "--dbname")  # fmt: skip
        if done.returncode != 0:
            raise StorageError(
                f"could not restore {label(url)} from {source} ({done.stderr.strip()}); the "
                f"ledger is as it was, and a copy of it is at {kept}"
            )
        conn.execute(f"NOTIFY {CHANNEL}, 'replaced'")  # every open screen reads it again
    return kept


@contextmanager
def _alone(url: str) -> Iterator[psycopg.Connection]:
    """The gate and the write lock held by one connection until the block ends."""
    psycopg = driver()
    try:
        conn = connect(url, read_only=False, gate=False)
    except psycopg.Error as error:
        raise failure(url, error) from None
    try:
        try:
            conn.execute(f"SELECT pg_advisory_lock({GATE})")
            conn.execute(f"SELECT pg_advisory_lock({WRITE_LOCK})")
        except psycopg.Error as error:
            raise failure(url, error) from None
        yield conn
    finally:
        conn.close()  # the session's advisory locks go with it

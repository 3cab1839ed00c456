"""The one way tests compare databases (equal dumps, equal databases), and the one way
they change one behind the program's back (``edit_outside``).

A SQLite file dumps as the statements that would rebuild it; a PostgreSQL database as
every row of every table of the ledger, in key order.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

TABLES = ("meta", "player", "session", "seat", "game", "revision", "revision_entry",
          "session_event")  # fmt: skip


def dump_database(target: Path | str) -> list[str]:
    """Every statement that would rebuild the file, or every row of the server's tables."""
    if str(target).startswith("postgresql://"):
        return _dump_server(str(target))
    conn = sqlite3.connect(target)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def _dump_server(url: str) -> list[str]:
    import psycopg

    with psycopg.connect(url) as conn:
        rows = []
        for table in TABLES:
            for row in conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2"):
                rows.append(f"{table}: {row!r}")
        return rows


def edit_outside(target: Path | str, *statements: tuple[str, tuple]) -> None:
    """Run ``(sql, params)`` statements (qmark style) on the database as another program
    would, in one transaction: what ``check`` and the readers must then cope with."""
    if str(target).startswith("postgresql://"):
        import psycopg

        with psycopg.connect(str(target)) as conn:
            for sql, params in statements:
                conn.execute(sql.replace("?", "%s"), params)
        return
    conn = sqlite3.connect(target)
    try:
        with conn:
            for sql, params in statements:
                conn.execute(sql, params)
    finally:
        conn.close()

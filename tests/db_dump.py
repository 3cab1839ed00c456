"""The one way tests compare database files: equal dumps, equal databases."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def dump_database(path: Path) -> list[str]:
    """Every statement that would rebuild the file."""
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()

"""The SQLModel tables and the DDL of the migrations describe the same schema."""

from __future__ import annotations

import sqlite3

import pytest
from sqlmodel import SQLModel

from scorekeeper.store import tables  # noqa: F401 - registers the tables in the metadata
from scorekeeper.store.sqlite.migrations import MIGRATIONS, SCHEMA_VERSION


@pytest.fixture(scope="module")
def migrated() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    for step in MIGRATIONS:
        step(conn)
    yield conn
    conn.close()


def ddl_tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows if not name.startswith("sqlite_")}


def model_tables() -> dict:
    return dict(SQLModel.metadata.tables)


def test_schema_version_counts_the_migrations() -> None:
    assert len(MIGRATIONS) == SCHEMA_VERSION >= 1


def test_same_tables(migrated) -> None:
    assert ddl_tables(migrated) == set(model_tables())


def test_same_columns_in_the_same_order(migrated) -> None:
    for name, table in model_tables().items():
        ddl = [row[1] for row in migrated.execute(f"PRAGMA table_info({name})")]
        assert ddl == [column.name for column in table.columns], name


def test_same_primary_keys(migrated) -> None:
    for name, table in model_tables().items():
        rows = migrated.execute(f"PRAGMA table_info({name})").fetchall()
        ddl = [row[1] for row in sorted(rows, key=lambda row: row[5]) if row[5]]
        assert ddl == [column.name for column in table.primary_key.columns], name


def test_same_nullability(migrated) -> None:
    for name, table in model_tables().items():
        ddl = {row[1]: bool(row[3]) for row in migrated.execute(f"PRAGMA table_info({name})")}
        for column in table.columns:
            if column.primary_key:
                continue
            assert ddl[column.name] == (not column.nullable), f"{name}.{column.name}"


def test_same_foreign_keys(migrated) -> None:
    for name, table in model_tables().items():
        ddl = {
            (row[3], f"{row[2]}.{row[4]}")
            for row in migrated.execute(f"PRAGMA foreign_key_list({name})")
        }
        model = {
            (column.name, key.target_fullname)
            for column in table.columns
            for key in column.foreign_keys
        }
        assert ddl == model, name


def test_integer_points_columns(migrated) -> None:
    types = {row[1]: row[2] for row in migrated.execute("PRAGMA table_info(revision_entry)")}
    assert {types[c] for c in ("part_a", "part_b", "score")} == {"INTEGER"}

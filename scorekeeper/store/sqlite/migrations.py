"""Numbered migrations, recorded in the ``meta`` table as ``schema_version``.

Plain functions over a DBAPI connection, in the manner of simonw/llm: the schema is
ours alone, so Alembic's machinery buys nothing, and frozen SQL text keeps an old
step meaning the same thing forever. Add ``m002_…`` below and to MIGRATIONS; never
edit a released step.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

APP_ID = 0x534B5052  # "SKPR": marks our files in the SQLite header (PRAGMA application_id)

M001 = """
CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
CREATE TABLE player (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL);
CREATE TABLE session (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL UNIQUE,
    preset TEXT NOT NULL, rules_json TEXT NOT NULL,
    first_dealer_id INTEGER NOT NULL REFERENCES player(id),
    stake TEXT, currency TEXT, created_at TEXT NOT NULL, last_used_at TEXT NOT NULL,
    archived BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE seat (
    session_id INTEGER NOT NULL REFERENCES session(id),
    position INTEGER NOT NULL, player_id INTEGER NOT NULL REFERENCES player(id),
    PRIMARY KEY (session_id, position), UNIQUE (session_id, player_id));
CREATE TABLE game (
    id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL REFERENCES session(id),
    number INTEGER NOT NULL, current_revision_id INTEGER REFERENCES revision(id),
    revision INTEGER NOT NULL DEFAULT 0,
    dealer_id INTEGER NOT NULL REFERENCES player(id), winner_id INTEGER REFERENCES player(id),
    voided BOOLEAN NOT NULL DEFAULT 0, dealt BOOLEAN NOT NULL DEFAULT 1,
    position INTEGER NOT NULL DEFAULT 0, note TEXT,
    UNIQUE (session_id, number));
CREATE TABLE revision (
    id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL REFERENCES game(id),
    session_id INTEGER NOT NULL REFERENCES session(id),
    number INTEGER NOT NULL, action TEXT NOT NULL
        CHECK (action IN ('record', 'correct', 'void', 'undo')),
    reason TEXT, at TEXT NOT NULL,
    dealer_id INTEGER NOT NULL REFERENCES player(id), winner_id INTEGER REFERENCES player(id),
    voided BOOLEAN NOT NULL DEFAULT 0, dealt BOOLEAN NOT NULL DEFAULT 1,
    flags_json TEXT NOT NULL DEFAULT '[]',
    previous_id INTEGER REFERENCES revision(id), undoes_id INTEGER REFERENCES revision(id),
    undone BOOLEAN NOT NULL DEFAULT 0,
    UNIQUE (game_id, number));
CREATE TABLE revision_entry (
    revision_id INTEGER NOT NULL REFERENCES revision(id),
    player_id INTEGER NOT NULL REFERENCES player(id),
    seat INTEGER NOT NULL, active BOOLEAN NOT NULL, outcome TEXT,
    values_json TEXT NOT NULL DEFAULT '{}',
    part_a INTEGER NOT NULL DEFAULT 0, part_b INTEGER NOT NULL DEFAULT 0,
    score INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (revision_id, player_id));
CREATE INDEX revision_session ON revision (session_id, id);
CREATE INDEX game_session ON game (session_id, number);
CREATE INDEX player_entries ON revision_entry (player_id);
"""


def m001_initial(conn: sqlite3.Connection) -> None:
    for statement in M001.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APP_ID}")


# Session-level changes, each a row of history like a game's revision: a stake changed,
# the evening settled (closed, with the settlement shown then) or reopened, a player
# renamed, or two players made one person (merged) or told apart again (split).
# Player changes span sessions: session_id is NULL and player_id names the player.
M002 = """
CREATE TABLE session_event (
    id INTEGER PRIMARY KEY, session_id INTEGER REFERENCES session(id),
    player_id INTEGER REFERENCES player(id),
    action TEXT NOT NULL
        CHECK (action IN ('stake', 'settle', 'reopen', 'rename-player', 'merge-player',
                          'split-player')),
    reason TEXT, at TEXT NOT NULL,
    before_json TEXT NOT NULL DEFAULT '{}', after_json TEXT NOT NULL DEFAULT '{}');
CREATE INDEX session_event_session ON session_event (session_id, id);
CREATE INDEX session_event_player ON session_event (player_id, id);
ALTER TABLE session ADD COLUMN settled_at TEXT;
ALTER TABLE session ADD COLUMN settlement_json TEXT;
ALTER TABLE player ADD COLUMN merged_into_id INTEGER REFERENCES player(id);
"""


def m002_session_events(conn: sqlite3.Connection) -> None:
    for statement in M002.split(";"):
        if statement.strip():
            conn.execute(statement)


# A session's ending rules (target, deals) may be raised between games, kept as a
# 'rules' change. SQLite cannot alter a CHECK: the table is built again, rows kept.
M003 = """
CREATE TABLE session_event_m003 (
    id INTEGER PRIMARY KEY, session_id INTEGER REFERENCES session(id),
    player_id INTEGER REFERENCES player(id),
    action TEXT NOT NULL
        CHECK (action IN ('stake', 'settle', 'reopen', 'rename-player', 'merge-player',
                          'split-player', 'rules')),
    reason TEXT, at TEXT NOT NULL,
    before_json TEXT NOT NULL DEFAULT '{}', after_json TEXT NOT NULL DEFAULT '{}');
INSERT INTO session_event_m003 (id, session_id, player_id, action, reason, at, before_json,
    after_json)
    SELECT id, session_id, player_id, action, reason, at, before_json, after_json
    FROM session_event;
DROP TABLE session_event;
ALTER TABLE session_event_m003 RENAME TO session_event;
CREATE INDEX session_event_session ON session_event (session_id, id);
CREATE INDEX session_event_player ON session_event (player_id, id);
"""


def m003_rules_changes(conn: sqlite3.Connection) -> None:
    for statement in M003.split(";"):
        if statement.strip():
            conn.execute(statement)


# Pool rummy: an out player rejoining is a session change kept in history ('rejoin',
# player_id naming who). The CHECK is widened the same way as in m003.
M004 = """
CREATE TABLE session_event_m004 (
    id INTEGER PRIMARY KEY, session_id INTEGER REFERENCES session(id),
    player_id INTEGER REFERENCES player(id),
    action TEXT NOT NULL
        CHECK (action IN ('stake', 'settle', 'reopen', 'rename-player', 'merge-player',
                          'split-player', 'rules', 'rejoin')),
    reason TEXT, at TEXT NOT NULL,
    before_json TEXT NOT NULL DEFAULT '{}', after_json TEXT NOT NULL DEFAULT '{}');
INSERT INTO session_event_m004 (id, session_id, player_id, action, reason, at, before_json,
    after_json)
    SELECT id, session_id, player_id, action, reason, at, before_json, after_json
    FROM session_event;
DROP TABLE session_event;
ALTER TABLE session_event_m004 RENAME TO session_event;
CREATE INDEX session_event_session ON session_event (session_id, id);
CREATE INDEX session_event_player ON session_event (player_id, id);
"""


def m004_rejoin_changes(conn: sqlite3.Connection) -> None:
    for statement in M004.split(";"):
        if statement.strip():
            conn.execute(statement)


# Many hands, one ledger: the id of the form (a phone's page, a script's retry) that made
# a revision, so the same form sent twice is applied once. Unique within a session; the
# revisions made before this step, and those with no form, have none (NULLs never clash).
M005 = """
ALTER TABLE revision ADD COLUMN form_id TEXT;
CREATE UNIQUE INDEX revision_form ON revision (session_id, form_id);
"""


def m005_form_ids(conn: sqlite3.Connection) -> None:
    for statement in M005.split(";"):
        if statement.strip():
            conn.execute(statement)


# The ledger proves itself: each revision's digest, chained to the one before it in its
# session (store/digests.py). The revisions already kept get theirs here, in id order.
M006 = """
ALTER TABLE revision ADD COLUMN digest TEXT
"""


def m006_revision_digests(conn: sqlite3.Connection) -> None:
    for statement in M006.split(";"):
        if statement.strip():
            conn.execute(statement)
    from scorekeeper.store import digests  # an old file's upgrade only, not every start

    digests.fill_in(conn)


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    m001_initial,
    m002_session_events,
    m003_rules_changes,
    m004_rejoin_changes,
    m005_form_ids,
    m006_revision_digests,
]
SCHEMA_VERSION = len(MIGRATIONS)

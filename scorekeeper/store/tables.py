"""The SQLModel tables. Points are INTEGER columns; nothing is ever deleted.

A game's history is its revisions: each revision is a complete copy of the game (dealer,
every seated player's line and score) as it stood after one action. The game row keeps
the current state for fast reads: ``current_revision_id`` and the fields derived from it.
Keep in step with the DDL of ``migrations.py`` (a test compares the two).
"""

from __future__ import annotations

from sqlmodel import Field, SQLModel


class Meta(SQLModel, table=True):
    __tablename__ = "meta"
    key: str = Field(primary_key=True)
    value: str


class Player(SQLModel, table=True):
    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str
    key: str = Field(unique=True)  # casefolded: one person across sessions
    created_at: str
    # Set when this row was merged into another player: it keeps its own rows (seats,
    # lines) but now carries that player's name, and its key is freed (see players.py).
    merged_into_id: int | None = Field(default=None, foreign_key="player.id")


class GameSession(SQLModel, table=True):
    """A sitting of a group: seats, frozen rules, direction, optional stake."""

    __tablename__ = "session"
    id: int | None = Field(default=None, primary_key=True)
    name: str
    key: str = Field(unique=True)
    preset: str
    rules_json: str
    first_dealer_id: int = Field(foreign_key="player.id")
    stake: str | None = None  # decimal text, exact: "0.25"
    currency: str | None = None
    created_at: str
    last_used_at: str
    archived: bool = False
    settled_at: str | None = None  # set while the evening is closed ("settled")
    settlement_json: str | None = None  # what was shown when it was settled


class Seat(SQLModel, table=True):
    __tablename__ = "seat"
    session_id: int = Field(foreign_key="session.id", primary_key=True)
    position: int = Field(primary_key=True)  # 0-based, clockwise
    player_id: int = Field(foreign_key="player.id")


class Game(SQLModel, table=True):
    __tablename__ = "game"
    id: int | None = Field(default=None, primary_key=True)
    session_id: int = Field(foreign_key="session.id")
    number: int
    current_revision_id: int | None = Field(default=None, foreign_key="revision.id")
    revision: int = 0
    dealer_id: int = Field(foreign_key="player.id")
    winner_id: int | None = Field(default=None, foreign_key="player.id")
    voided: bool = False  # out of the totals (a void, or an undone record)
    dealt: bool = True  # took its deal: counts for rotation and rounds (false once undone)
    position: int = 0  # seat steps since the first game (rules.md, rounds)
    note: str | None = None


class Revision(SQLModel, table=True):
    __tablename__ = "revision"
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id")
    session_id: int = Field(foreign_key="session.id")
    number: int
    action: str  # record | correct | void | undo
    reason: str | None = None
    at: str
    dealer_id: int = Field(foreign_key="player.id")
    winner_id: int | None = Field(default=None, foreign_key="player.id")
    voided: bool = False
    dealt: bool = True
    flags_json: str = "[]"
    previous_id: int | None = Field(default=None, foreign_key="revision.id")
    undoes_id: int | None = Field(default=None, foreign_key="revision.id")
    undone: bool = False
    form_id: str | None = None  # the form that made it: a form sent twice is applied once
    digest: str | None = None  # SHA-256 chained to the session's revision before (digests.py)


class RevisionEntry(SQLModel, table=True):
    """One seated player's line in one revision; sitting-out players score 0."""

    __tablename__ = "revision_entry"
    revision_id: int = Field(foreign_key="revision.id", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True)
    seat: int
    active: bool
    outcome: str | None = None
    values_json: str = "{}"
    part_a: int = 0
    part_b: int = 0
    score: int = 0


class SessionEvent(SQLModel, table=True):
    """One session-level change, kept like a game's revision (migration m002)."""

    __tablename__ = "session_event"
    id: int | None = Field(default=None, primary_key=True)
    session_id: int | None = Field(default=None, foreign_key="session.id")
    player_id: int | None = Field(default=None, foreign_key="player.id")
    action: str  # stake | settle | reopen | rename-player | merge-player | split-player | rules
    reason: str | None = None
    at: str
    before_json: str = "{}"
    after_json: str = "{}"

"""What a session export holds, object by object: the schema ``import`` checks first.

Pydantic, strict, every object closed (``extra="forbid"``): a key the exporter never
writes, a missing one, a string where a boolean belongs or a number out of range is
refused with the place it was found (``json_input.py``). Each field's type is one of
``fields.py``. What depends on other fields (the preset's rules, the seats, the
order of the changes) is checked next, by ``checks.py`` and ``events.py``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from scorekeeper.ledger.transfer.fields import (
    Amount,
    Bool,
    Count,
    Digest,
    Int,
    Money,
    Name,
    Note,
    Reason,
    RuleValue,
    SessionName,
    Text,
    Time,
    entry_value,
    whole,
)


class Closed(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class Line(Closed):
    player: Name
    active: Bool
    outcome: Text | None
    values: dict[str, Annotated[int | bool, entry_value]]
    part_a: Int
    part_b: Int
    score: Int


class Revision(Closed):
    seq: Count
    revision: Count
    action: Literal["record", "correct", "void", "undo"]
    reason: Reason
    at: Time
    dealer: Name
    winner: Name | None
    voided: Bool
    dealt: Bool
    undone: Bool
    flags: list[Text]
    lines: list[Line]
    # What the ledger digested it as (store/digests.py); a hand-made file may leave it out.
    digest: Digest | None = None


class Game(Closed):
    number: Count
    note: Note
    revisions: list[Revision] = Field(min_length=1)


class Session(Closed):
    name: SessionName
    preset: Text
    rules: dict[str, RuleValue]
    seats: list[Name] = Field(min_length=2, max_length=10)
    first_dealer: Name
    stake: Text | None
    currency: Text | None
    created_at: Time
    last_used_at: Time | None
    archived: Bool
    settled_at: Time | None = None  # exports made before sessions could be settled lack it


class Stake(Closed):
    stake: Text | None
    currency: Text | None


class MoneyLine(Closed):
    name: Name
    points: Int
    money: Money


class Transfer(Closed):
    payer: Name
    payee: Name
    amount: Amount


class Settlement(Closed):
    session: SessionName
    stake: Text
    currency: Text
    banker: Name | None
    lines: list[MoneyLine] = Field(min_length=2, max_length=10)
    transfers: list[Transfer] = Field(max_length=20)


class Kept(Closed):
    """What settling keeps: the settlement at the stake then (None without one), points."""

    settlement: Settlement | None
    points: dict[Name, Int] = Field(min_length=2, max_length=10)


class Reopened(Kept):
    settled_at: Time


class Nothing(Closed):
    pass


class StakeEvent(Closed):
    action: Literal["stake"]
    reason: Reason
    at: Time
    before: Stake
    after: Stake


class SettleEvent(Closed):
    action: Literal["settle"]
    reason: Reason
    at: Time
    before: Nothing
    after: Kept


class ReopenEvent(Closed):
    action: Literal["reopen"]
    reason: Reason
    at: Time
    before: Reopened
    after: Nothing


class Ending(Closed):
    target: whole(0, 1_000_000) | None = None
    deals: whole(0, 10_000) | None = None


class RulesEvent(Closed):
    action: Literal["rules"]
    reason: Reason
    at: Time
    before: Ending
    after: Ending


class RejoinedFrom(Closed):
    player: Name
    total: whole(0, 10_000_000)


class RejoinedTo(RejoinedFrom):
    after_game: whole(0, 10_000_000)  # the last game made before it (0: none yet)


class RejoinEvent(Closed):
    """(pool) An out player came back in, at the highest total of the players in."""

    action: Literal["rejoin"]
    reason: Reason
    at: Time
    before: RejoinedFrom
    after: RejoinedTo


Event = Annotated[
    StakeEvent | SettleEvent | ReopenEvent | RulesEvent | RejoinEvent,
    Field(discriminator="action"),
]


class Document(Closed):
    format: Literal["scorekeeper-session"]
    format_version: whole(1, 1)
    exported_at: Time
    session: Session
    games: list[Game]
    events: list[Event] = []  # exports made before session changes were kept lack it

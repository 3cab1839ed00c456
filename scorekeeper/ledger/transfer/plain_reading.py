"""An export read without Pydantic when it is as an exporter writes it: the common case.

The schema (``schema.py``) stays the definition of what an export may hold, and words
every refusal. Reading through it costs the import of Pydantic and the building of its
models (about 80 ms of CPU) before a season's half a million values are read. An export
as ``export --json`` writes it is read here instead: the same checks on the same values
(``field_checks.py``, the rules' checks of names, notes and reasons), into named tuples
with the schema's field names. Whatever this reading doubts (a key missing or extra, a
value of another type or out of range, a session with changes, whose settlements are
the schema's to read) it leaves to the schema (``NotPlain``), which reads the file again
and names the first wrong place. So it accepts nothing the schema refuses, and gives
what the schema gives (tests/unit/test_import_plain_reading.py compares the two).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from scorekeeper.ledger.core.limits import check_session_name
from scorekeeper.ledger.transfer.field_checks import (
    BIG,
    DIGEST,
    boolean,
    player_name,
    rule_value,
    text,
    utc_time,
)
from scorekeeper.ledger.transfer.format import FORMAT, FORMAT_VERSION
from scorekeeper.rules import RuleError
from scorekeeper.rules.text import check_note, check_text


class Line(NamedTuple):
    player: str
    active: bool
    outcome: str | None
    values: dict[str, int | bool]
    part_a: int
    part_b: int
    score: int


class Revision(NamedTuple):
    seq: int
    revision: int
    action: str
    reason: str | None
    at: str
    dealer: str
    winner: str | None
    voided: bool
    dealt: bool
    undone: bool
    flags: list[str]
    lines: list[Line]
    digest: str | None


class Game(NamedTuple):
    number: int
    note: str | None
    revisions: list[Revision]


class Session(NamedTuple):
    name: str
    preset: str
    rules: dict[str, Any]
    seats: list[str]
    first_dealer: str
    stake: str | None
    currency: str | None
    created_at: str
    last_used_at: str | None
    archived: bool
    settled_at: str | None


class Document(NamedTuple):
    format: str
    format_version: int
    exported_at: str
    session: Session
    games: list[Game]
    events: list[Any]


class NotPlain(Exception):
    """Something this reading leaves to the schema, to read or to word its refusal."""


def _keys(fields: tuple[str, ...], *optional: str) -> tuple[frozenset[str], frozenset[str]]:
    every = frozenset(fields)
    return every, every - frozenset(optional)


LINE_KEYS = frozenset(Line._fields)
REVISION_KEYS, REVISION_NEEDS = _keys(Revision._fields, "digest")
GAME_KEYS = frozenset(Game._fields)
SESSION_KEYS, SESSION_NEEDS = _keys(Session._fields, "settled_at")
DOCUMENT_KEYS, DOCUMENT_NEEDS = _keys(Document._fields, "events")
ACTIONS = ("record", "correct", "void", "undo")
# A named tuple made without its __new__'s Python call: the same tuple, for the games,
# revisions and lines of a season.
_new = tuple.__new__


def plain_document(data: object) -> Document:
    """The document as the schema would read it, or ``NotPlain``."""
    try:
        return _Reading().document(data)
    except RuleError:
        raise NotPlain from None


def _doubt(keys: Any, every: frozenset[str], needs: frozenset[str]) -> bool:
    """Whether an object's keys are not the schema's: one missing, or one it has not."""
    return not (keys <= every and keys >= needs)


class _Reading:
    """One document's reading: names and times checked once each, however often given."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.times: dict[str, str] = {}

    def name(self, value: object) -> str:
        found = self.names.get(value) if type(value) is str else None
        if found is None:
            found = self.names[text(value)] = player_name(text(value))
        return found

    def time(self, value: object) -> str:
        found = self.times.get(value) if type(value) is str else None
        if found is None:
            found = self.times[text(value)] = utc_time(value)
        return found

    def document(self, data: object) -> Document:
        if type(data) is not dict or _doubt(data.keys(), DOCUMENT_KEYS, DOCUMENT_NEEDS):
            raise NotPlain
        version, events, games = data["format_version"], data.get("events", []), data["games"]
        if data["format"] != FORMAT or type(version) is not int or version != FORMAT_VERSION:
            raise NotPlain
        if type(events) is not list or events or type(games) is not list:
            raise NotPlain  # a session's changes: the schema reads them
        session = self.session(data["session"])
        read = [self.game(game) for game in games]
        return Document(FORMAT, version, self.time(data["exported_at"]), session, read, [])

    def session(self, raw: object) -> Session:
        if type(raw) is not dict or _doubt(raw.keys(), SESSION_KEYS, SESSION_NEEDS):
            raise NotPlain
        rules, seats, archived = raw["rules"], raw["seats"], raw["archived"]
        if type(rules) is not dict or any(type(key) is not str for key in rules):
            raise NotPlain
        if type(seats) is not list or not 2 <= len(seats) <= 10:
            raise NotPlain
        return Session(
            check_session_name(text(raw["name"])), text(raw["preset"]),
            {key: rule_value(value) for key, value in rules.items()},
            [self.name(seat) for seat in seats], self.name(raw["first_dealer"]),
            _text_or_none(raw["stake"]), _text_or_none(raw["currency"]),
            self.time(raw["created_at"]), self.time_or_none(raw["last_used_at"]),
            boolean(archived), self.time_or_none(raw.get("settled_at")),
        )  # fmt: skip

    def time_or_none(self, value: object) -> str | None:
        return None if value is None else self.time(value)

    def game(self, raw: object) -> Game:
        if type(raw) is not dict or raw.keys() != GAME_KEYS:
            raise NotPlain
        number, note, revisions = raw["number"], raw["note"], raw["revisions"]
        if type(number) is not int or not 1 <= number <= BIG:
            raise NotPlain  # a count, 1 to BIG, as the schema's (whole_check(1, BIG))
        if type(revisions) is not list or not revisions:
            raise NotPlain
        note = None if note is None else check_note(text(note))
        return _new(Game, (number, note, [self.revision(item) for item in revisions]))

    def revision(self, raw: object) -> Revision:
        # Ten thousand a season: the counts, names and time checked inline, as the lines
        # are, each name and time looked up among those read before.
        if type(raw) is not dict or _doubt(raw.keys(), REVISION_KEYS, REVISION_NEEDS):
            raise NotPlain
        reason, winner, flags = raw["reason"], raw["winner"], raw["flags"]
        voided, dealt, undone = raw["voided"], raw["dealt"], raw["undone"]
        seq, number, at, dealer = raw["seq"], raw["revision"], raw["at"], raw["dealer"]
        digest = raw.get("digest")
        if type(voided) is not bool or type(dealt) is not bool or type(undone) is not bool:
            raise NotPlain
        if type(seq) is not int or type(number) is not int:
            raise NotPlain
        if not 1 <= seq <= BIG or not 1 <= number <= BIG:
            raise NotPlain
        if type(flags) is not list or (flags and any(type(flag) is not str for flag in flags)):
            raise NotPlain
        if digest is not None and (type(digest) is not str or not DIGEST.fullmatch(digest)):
            raise NotPlain
        action = raw["action"]
        if type(action) is not str or action not in ACTIONS:
            raise NotPlain
        if reason is not None:
            reason = check_text(text(reason), "reason", required=False)
        names = self.names
        at = (self.times.get(at) if type(at) is str else None) or self.time(at)
        dealer = (names.get(dealer) if type(dealer) is str else None) or self.name(dealer)
        if winner is not None:
            winner = (names.get(winner) if type(winner) is str else None) or self.name(winner)
        return _new(
            Revision,
            (seq, number, action, reason, at, dealer, winner, voided, dealt, undone, flags,
             self.lines(raw["lines"]), digest),
        )  # fmt: skip

    def lines(self, raw: object) -> list[Line]:
        # Half a million values a season: each line's checked inline, without a call each.
        if type(raw) is not list:
            raise NotPlain
        lines = []
        names = self.names
        for item in raw:
            if type(item) is not dict or item.keys() != LINE_KEYS:
                raise NotPlain
            active, outcome, values = item["active"], item["outcome"], item["values"]
            part_a, part_b, score = item["part_a"], item["part_b"], item["score"]
            if (
                type(active) is not bool
                or (outcome is not None and type(outcome) is not str)
                or type(values) is not dict
                or type(part_a) is not int
                or type(part_b) is not int
                or type(score) is not int
                or not -BIG <= part_a <= BIG
                or not -BIG <= part_b <= BIG
                or not -BIG <= score <= BIG
            ):
                raise NotPlain
            for key, value in values.items():
                if type(key) is not str or (
                    type(value) is not bool and (type(value) is not int or not -BIG <= value <= BIG)
                ):
                    raise NotPlain
            player = item["player"]
            name = names.get(player) if type(player) is str else None
            lines.append(
                _new(Line, (name or self.name(player), active, outcome, values, part_a, part_b,
                            score))
            )  # fmt: skip
        return lines


def _text_or_none(value: object) -> str | None:
    return None if value is None else text(value)

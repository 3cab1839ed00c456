"""The values an export may hold, each as strictly as the exporter writes it.

Every one is checked by type first (JSON ``"false"`` is text, not a boolean; ``1.0`` is
not a whole number) and then by the limits the command line applies to what a person
types: names (``check_player_name``), session names (``check_session_name``), reasons and
notes (``check_text``), whole numbers in range, times in UTC to the second as the ledger
stamps them. A refusal is one sentence, never the value itself: it may be huge or hold
control characters. The models that use them are in ``schema.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from typing import Annotated, Any

from pydantic import PlainValidator

from scorekeeper.ledger.core.limits import check_session_name
from scorekeeper.rules import RuleError, check_player_name
from scorekeeper.rules.errors import N_, Part
from scorekeeper.rules.escapes import is_unsafe
from scorekeeper.rules.text import check_note, check_text

BIG = 10**9  # beyond any score or game number a session can reach; well inside SQLite's
MONEY = 10**18  # minor units: points × a stake of at most 1,000,000, well inside SQLite's
EXAMPLE_TIME = "2026-11-21T22:40:00+00:00"
TIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00")
DIGEST = re.compile(r"[0-9a-f]{64}")


def got(value: object) -> str:
    """What was found instead, in a few words (never the whole value); JSON's own words
    (null, true, false) and numbers as written, the rest marked for the reader's language."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int):
        return str(value) if -(10**20) < value < 10**20 else N_("a number far too large")
    return _KINDS[type(value)] if type(value) in _KINDS else type(value).__name__


_KINDS = {float: N_("a fraction"), str: N_("text"), list: N_("a list"), dict: N_("an object")}


class FieldProblem(ValueError):
    """A value refused by a check of the rules, its sentence kept in its parts (marked), so
    the refusal is said in the reader's language where the file is refused."""

    def __init__(self, error: RuleError) -> None:
        super().__init__(error.message)
        self.parts: tuple[Part, ...] = error.parts


def _checked(check: Callable[[Any], Any]) -> PlainValidator:
    """A validator from a check of the rules: its refusal becomes the field's error."""

    def validate(value: object) -> Any:
        try:
            return check(value)
        except RuleError as error:
            raise FieldProblem(error) from None

    return PlainValidator(validate)


def whole(low: int, high: int) -> Any:
    def check(value: object) -> int:
        if type(value) is not int or not low <= value <= high:
            said = N_(
                "must be a whole number {low}–{high}, got {got}", low=low, high=high, got=got(value)
            )
            raise RuleError("", said)
        return value

    return Annotated[int, _checked(check)]


def _text(value: object) -> str:
    if type(value) is not str:
        raise RuleError("", N_("must be text, got {got}", got=got(value)))
    return value


def _boolean(value: object) -> bool:
    if type(value) is not bool:
        said = N_("must be true or false (a JSON boolean), got {got}", got=got(value))
        raise RuleError("", said)
    return value


def _time(value: object) -> str:
    try:
        valid = type(value) is str and TIME.fullmatch(value) is not None
        valid = valid and datetime.fromisoformat(str(value)) is not None
    except ValueError:  # the right shape, but no such day or hour (2026-02-30)
        valid = False
    if not valid:
        found = got(value)
        said = N_(
            "must be a UTC time such as {example}, got {got}", example=EXAMPLE_TIME, got=found
        )
        raise RuleError("", said)
    return str(value)


def _digest(value: object) -> str:
    if type(value) is not str or DIGEST.fullmatch(value) is None:
        said = N_("must be a SHA-256 digest: 64 lowercase hex digits, got {got}", got=got(value))
        raise RuleError("", said)
    return value


def _entry_value(value: object) -> int | bool:
    if type(value) is not bool and (type(value) is not int or not -BIG <= value <= BIG):
        raise RuleError("", N_("must be a whole number or true/false, got {got}", got=got(value)))
    return value


def _rule_value(value: object) -> int | str | list[str]:
    """A rule as a preset's parameters are written: a number, a word, or a list of names
    (which of them each rule takes is the preset's to say, in ``checks.py``)."""
    if type(value) is list and all(type(item) is str for item in value):
        items: list[str] = value
    elif (type(value) is int and -BIG <= value <= BIG) or type(value) is str:
        items = [str(value)]
    else:
        said = N_("must be a number, a word or a list of names, got {got}", got=got(value))
        raise RuleError("", said)
    if any(any(is_unsafe(ch) for ch in item) or len(item) > 80 for item in items):
        raise RuleError("", N_("at most 80 characters a name, and no control characters"))
    return value


entry_value = _checked(_entry_value)  # one value of a player's line, as the preset reads it
Int = whole(-BIG, BIG)
Count = whole(1, BIG)
Money = whole(-MONEY, MONEY)
Amount = whole(1, MONEY)
Bool = Annotated[bool, _checked(_boolean)]
Text = Annotated[str, _checked(_text)]
Time = Annotated[str, _checked(_time)]
Digest = Annotated[str, _checked(_digest)]


@lru_cache(maxsize=256)
def player_name(value: str) -> str:
    # Every line of every revision names its player: a season's export names the same
    # few people tens of thousands of times. A refusal raises, and is never remembered.
    return check_player_name(value)


Name = Annotated[str, _checked(lambda v: player_name(_text(v)))]
SessionName = Annotated[str, _checked(lambda v: check_session_name(_text(v)))]
# Empty text reads as null, as the command line stores it; a note or reason is optional here,
# and which changes need a reason is checked with the history (transfer_checks).
Note = Annotated[str, _checked(lambda v: check_note(_text(v)))] | None
Reason = Annotated[str, _checked(lambda v: check_text(_text(v), "reason", required=False))] | None
RuleValue = Annotated[int | str | list[str], _checked(_rule_value)]

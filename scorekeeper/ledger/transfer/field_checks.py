"""The checks of the values an export may hold, each as strictly as the exporter writes it.

Every one is checked by type first (JSON ``"false"`` is text, not a boolean; ``1.0`` is
not a whole number) and then by the limits the command line applies to what a person
types: names (``check_player_name``), whole numbers in range, times in UTC to the second
as the ledger stamps them. A refusal is a RuleError of one sentence, never the value
itself: it may be huge or hold control characters. Plain Python (no Pydantic): the
schema's fields are made of them (``fields.py``), and the plain reading of an export
calls them directly (``plain_reading.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from functools import lru_cache

from scorekeeper.rules import RuleError, check_player_name
from scorekeeper.rules.errors import N_
from scorekeeper.rules.escapes import is_unsafe

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


def whole_check(low: int, high: int) -> Callable[[object], int]:
    """The check of a whole number from ``low`` to ``high``."""

    def check(value: object) -> int:
        if type(value) is not int or not low <= value <= high:
            said = N_(
                "must be a whole number {low}–{high}, got {got}", low=low, high=high, got=got(value)
            )
            raise RuleError("", said)
        return value

    return check


def text(value: object) -> str:
    if type(value) is not str:
        raise RuleError("", N_("must be text, got {got}", got=got(value)))
    return value


def boolean(value: object) -> bool:
    if type(value) is not bool:
        said = N_("must be true or false (a JSON boolean), got {got}", got=got(value))
        raise RuleError("", said)
    return value


def utc_time(value: object) -> str:
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


def digest(value: object) -> str:
    if type(value) is not str or DIGEST.fullmatch(value) is None:
        said = N_("must be a SHA-256 digest: 64 lowercase hex digits, got {got}", got=got(value))
        raise RuleError("", said)
    return value


def entry_value(value: object) -> int | bool:
    if type(value) is not bool and (type(value) is not int or not -BIG <= value <= BIG):
        raise RuleError("", N_("must be a whole number or true/false, got {got}", got=got(value)))
    return value


def rule_value(value: object) -> int | str | list[str]:
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


@lru_cache(maxsize=256)
def player_name(value: str) -> str:
    # Every line of every revision names its player: a season's export names the same
    # few people tens of thousands of times. A refusal raises, and is never remembered.
    return check_player_name(value)

"""The values an export may hold, as the schema's field types (``schema.py``).

Each is a check of ``field_checks.py`` (or of the rules: session names, reasons and
notes) made a Pydantic validator, its refusal the field's error in one sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import PlainValidator

from scorekeeper.ledger.core.limits import check_session_name
from scorekeeper.ledger.transfer.field_checks import (
    BIG,
    MONEY,
    boolean,
    digest,
    player_name,
    rule_value,
    text,
    utc_time,
    whole_check,
)
from scorekeeper.ledger.transfer.field_checks import (
    entry_value as entry_value_check,
)
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import Part
from scorekeeper.rules.text import check_note, check_text

__all__ = ["BIG", "MONEY", "player_name"]  # kept where the schema's users found them


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
    return Annotated[int, _checked(whole_check(low, high))]


entry_value = _checked(entry_value_check)  # one value of a player's line, as the preset reads it
Int = whole(-BIG, BIG)
Count = whole(1, BIG)
Money = whole(-MONEY, MONEY)
Amount = whole(1, MONEY)
Bool = Annotated[bool, _checked(boolean)]
Text = Annotated[str, _checked(text)]
Time = Annotated[str, _checked(utc_time)]
Digest = Annotated[str, _checked(digest)]


Name = Annotated[str, _checked(lambda v: player_name(text(v)))]
SessionName = Annotated[str, _checked(lambda v: check_session_name(text(v)))]
# Empty text reads as null, as the command line stores it; a note or reason is optional here,
# and which changes need a reason is checked with the history (transfer_checks).
Note = Annotated[str, _checked(lambda v: check_note(text(v)))] | None
Reason = Annotated[str, _checked(lambda v: check_text(text(v), "reason", required=False))] | None
RuleValue = Annotated[int | str | list[str], _checked(rule_value)]

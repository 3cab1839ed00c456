"""Reading an export: JSON text to data, and data to the schema, or one sentence why not.

The JSON is refused before the schema sees it when no exporter could have written it: a
key twice in one object (JSON would keep the last without a word), NaN or Infinity, or
nesting too deep to read (the parser gives up on its own stack). A schema refusal names
the first place that is wrong, as a person finds it in the file:
``games[3].revisions[0].action: must be one of record, correct, void, undo``.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from scorekeeper.ledger.transfer.fast_schema import Document as FastDocument
from scorekeeper.ledger.transfer.fast_schema import names_as_read
from scorekeeper.ledger.transfer.fields import got
from scorekeeper.ledger.transfer.format import FORMAT, FORMAT_VERSION
from scorekeeper.ledger.transfer.schema import Document
from scorekeeper.rules import RuleError

EVENT_ACTIONS = ("stake", "settle", "reopen", "rejoin")


class JsonProblem(ValueError):
    """Text that is not JSON an exporter writes; the message says why."""


def load_json(text: str) -> object:
    try:
        return json.loads(
            text, object_pairs_hook=_unique, parse_constant=_constant, parse_int=_int_reader()
        )
    except RecursionError:
        raise JsonProblem("it nests lists or objects too deeply to be one") from None
    except ValueError as error:  # a JSONDecodeError, or digits past Python's int limit
        long = _TOO_MANY_DIGITS.search(str(error))
        if long is not None:
            raise JsonProblem(f"it holds a number of {long[1]} digits") from None
        raise JsonProblem(str(error)) from None


# Python's own refusal of a number past its limit of digits, in words about itself.
_TOO_MANY_DIGITS = re.compile(r"integer string conversion: value has (\d+) digits")
MOST_DIGITS = 4300  # Python's own limit unless it was raised (sys.set_int_max_str_digits)


def _int_reader() -> Callable[[str], int]:
    """``int`` itself (read in C, a season's half a million numbers) while Python refuses
    long numbers on its own; ``_whole`` where its limit was raised or lifted."""
    limit = sys.get_int_max_str_digits()
    return int if 0 < limit <= MOST_DIGITS else _whole


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        twice = next(key for index, (key, _) in enumerate(pairs) if key in dict(pairs[:index]))
        raise JsonProblem(f"the key {twice[:40]!r} is given twice in one object")
    return data


def _whole(digits: str) -> int:
    # Past a few thousand digits Python refuses to read it anyway, in words about itself;
    # anything past 30 digits is refused by the schema, naming the place.
    if len(digits) > 4000:
        raise JsonProblem(f"it holds a number of {len(digits)} digits")
    return int(digits)


def _constant(name: str) -> object:
    raise JsonProblem(f"{name} is not a number JSON allows")


def validate(data: object) -> Document:
    """The document as the schema reads it, or one RuleError naming the first bad place."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleError("FILE", f"not a scorekeeper session export (format {FORMAT!r} expected)")
    version = data.get("format_version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise RuleError(
            "FILE",
            f"format_version: {got(version)} is not supported (this version reads "
            f"{FORMAT_VERSION})",
        )
    try:  # the fast reading first; the exact one says what is wrong (fast_schema.py)
        fast = FastDocument.model_validate(data)
        if names_as_read(fast):
            return fast
    except ValidationError:
        pass
    try:
        return Document.model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False, include_input=False)[0]
        where = place(first["loc"])
        if first["type"] == "missing":
            raise RuleError("FILE", f"the export is incomplete: {where} is missing") from None
        raise RuleError("FILE", f"{where}: {_sentence(first)}") from None


def place(loc: tuple[int | str, ...]) -> str:
    """games[3].revisions[0].action: where a value sits, as a person reads the file."""
    parts: list[str] = []
    for index, part in enumerate(loc):
        if loc[:1] == ("events",) and index == 2 and part in EVENT_ACTIONS:
            continue  # the member of the tagged union, not a key of the file
        if isinstance(part, int):
            parts.append(f"[{part}]")
        elif part == "[key]":  # a dict's key itself is what is wrong
            parts.append(" (the key)")
        elif re.fullmatch(r"[\w-]{1,40}", part, re.ASCII):
            parts.append(f".{part}" if parts else part)
        else:
            parts.append(f"[{part[:40]!r}]")
    return "".join(parts) or "the document"


def _sentence(error: Any) -> str:
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "value_error":
        return str(ctx["error"])
    if kind in ("literal_error", "union_tag_invalid"):
        allowed = ctx.get("expected") or ctx.get("expected_tags", "")
        return f"must be one of {allowed.replace(' or ', ', ').replace(chr(39), '')}"
    if kind == "union_tag_not_found":
        return "needs an action: stake, settle or reopen"
    sentences = {
        "extra_forbidden": "is not part of a scorekeeper export",
        "list_type": "must be a list",
        "dict_type": "must be an object",
        "model_type": "must be an object",
        "model_attributes_type": "must be an object",
        "string_type": "must be text",
        "too_short": f"must hold at least {ctx.get('min_length')} item(s)",
        "too_long": f"must hold at most {ctx.get('max_length')} item(s)",
    }
    return sentences.get(kind, str(error["msg"]))

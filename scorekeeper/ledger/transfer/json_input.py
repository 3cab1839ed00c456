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
from typing import TYPE_CHECKING, Any

from scorekeeper.ledger.transfer.field_checks import got
from scorekeeper.ledger.transfer.format import FORMAT, FORMAT_VERSION
from scorekeeper.ledger.transfer.plain_reading import NotPlain, plain_document
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_, Part

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer import plain_reading, schema

EVENT_ACTIONS = ("stake", "settle", "reopen", "rejoin")


class JsonProblem(ValueError):
    """Text that is not JSON an exporter writes; the message says why, in the reader's
    language where it is formatted (a marked sentence; the parser's own words stay its)."""

    def __str__(self) -> str:
        return format(self.args[0])


def load_json(text: str) -> object:
    try:
        return json.loads(
            text, object_pairs_hook=_unique, parse_constant=_constant, parse_int=_int_reader()
        )
    except RecursionError:
        raise JsonProblem(N_("it nests lists or objects too deeply to be one")) from None
    except ValueError as error:  # a JSONDecodeError, or digits past Python's int limit
        long = _TOO_MANY_DIGITS.search(str(error))
        if long is not None:
            raise JsonProblem(N_("it holds a number of {count} digits", count=long[1])) from None
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
        raise JsonProblem(N_("the key {key!r} is given twice in one object", key=twice[:40]))
    return data


def _whole(digits: str) -> int:
    # Past a few thousand digits Python refuses to read it anyway, in words about itself;
    # anything past 30 digits is refused by the schema, naming the place.
    if len(digits) > 4000:
        raise JsonProblem(N_("it holds a number of {count} digits", count=len(digits)))
    return int(digits)


def _constant(name: str) -> object:
    raise JsonProblem(N_("{name} is not a number JSON allows", name=name))


def validate(data: object) -> schema.Document | plain_reading.Document:
    """The document as the schema reads it, or one RuleError naming the first bad place."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        said = N_("not a scorekeeper session export (format {format!r} expected)", format=FORMAT)
        raise RuleError("FILE", said)
    version = data.get("format_version")
    if type(version) is not int or version != FORMAT_VERSION:
        said = N_(
            "format_version: {version} is not supported (this version reads {supported})",
            version=got(version),
            supported=FORMAT_VERSION,
        )
        raise RuleError("FILE", said)
    try:  # without Pydantic, an export as written (plain_reading.py)
        return plain_document(data)
    except NotPlain:
        pass
    # What the plain reading doubts, the schema reads: the fast reading first; the exact
    # one says what is wrong (fast_schema.py).
    from pydantic import ValidationError

    from scorekeeper.ledger.transfer.fast_schema import Document as FastDocument
    from scorekeeper.ledger.transfer.fast_schema import names_as_read
    from scorekeeper.ledger.transfer.schema import Document

    try:
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
            said = N_("the export is incomplete: {where} is missing", where=where)
            raise RuleError("FILE", said) from None
        raise RuleError("FILE", where, ": ", *_sentence(first)) from None


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


def _sentence(error: Any) -> tuple[Part, ...]:
    """What pydantic found wrong, as the parts of one sentence (marked ones said in the
    reader's language); pydantic's own words only for a kind no export could hit."""
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "value_error":
        problem = ctx["error"]
        return getattr(problem, "parts", (str(problem),))
    if kind in ("literal_error", "union_tag_invalid"):
        allowed = ctx.get("expected") or ctx.get("expected_tags", "")
        allowed = allowed.replace(" or ", ", ").replace(chr(39), "")
        return (N_("must be one of {allowed}", allowed=allowed),)
    if kind == "union_tag_not_found":
        return (N_("needs an action: stake, settle or reopen"),)
    an_object = N_("must be an object")
    sentences = {
        "extra_forbidden": N_("is not part of a scorekeeper export"),
        "list_type": N_("must be a list"),
        "dict_type": an_object,
        "model_type": an_object,
        "model_attributes_type": an_object,
        "string_type": N_("must be text"),
        "too_short": N_("must hold at least {count} item(s)", count=ctx.get("min_length")),
        "too_long": N_("must hold at most {count} item(s)", count=ctx.get("max_length")),
    }
    return (sentences.get(kind, str(error["msg"])),)

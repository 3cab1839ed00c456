"""The plain reading of an export (``plain_reading.py``) takes nothing the schema refuses,
and gives what the schema gives: the same values, of the same types, in the same order.

Hostile values are put at every kind of place of a real export (the benchmark's, with a
sit-out, a note, a digest and a reason added): where the plain reading takes the file,
the schema must take it to the same reading; where it doubts, ``validate`` still reads
the file through the schema, or refuses it in the schema's words, naming the place.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from bench_loader import bench_data
from hypothesis import given
from hypothesis import strategies as st
from import_readings import dumped

from scorekeeper.ledger.transfer import schema
from scorekeeper.ledger.transfer.json_input import validate
from scorekeeper.ledger.transfer.plain_reading import NotPlain, plain_document
from scorekeeper.rules import RuleError

BENCH = bench_data()
text = st.text(st.characters(exclude_categories=()), max_size=8)
hostile = (
    st.none() | st.booleans() | st.integers(-(10**10), 10**10) | st.floats() | text
    | st.sampled_from(["", " Asha", "Asha ", "2026-02-30T10:00:00+00:00", "0" * 64, "record"])
    | st.lists(st.integers(0, 3) | text, max_size=2)
    | st.dictionaries(text, st.integers(-3, 3) | st.booleans(), max_size=2)
)  # fmt: skip


def _document() -> dict[str, Any]:
    data = BENCH.document(4)
    data["games"][1]["note"] = "  a long   evening "
    revision = data["games"][2]["revisions"][0]
    revision["digest"] = "ab" * 32
    data["session"]["settled_at"] = None
    return data


DOCUMENT = _document()
# Where a value may be put: a path of keys and indexes from the document.
PLACES = [
    ("format_version",), ("exported_at",),
    *(("session", key) for key in DOCUMENT["session"]),
    ("session", "rules", "pool"), ("session", "seats", 0),
    *(("games", 1, key) for key in DOCUMENT["games"][1]),
    *(("games", 2, "revisions", 0, key) for key in DOCUMENT["games"][2]["revisions"][0]),
    ("games", 2, "revisions", 0, "flags", 0),
    *(("games", 3, "revisions", 0, "lines", 1, key) for key in ("player", "active", "outcome",
      "values", "part_a", "part_b", "score")),
    ("games", 3, "revisions", 0, "lines", 1, "values", "honors"),
    ("games", 3, "revisions", 0, "lines", 1, "values", "new"),
]  # fmt: skip


def _put(data: dict[str, Any], place: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(data)
    held = changed
    for key in place[:-1]:
        held = held[key]
    if isinstance(held, list) and place[-1] >= len(held):
        held.append(value)
    else:
        held[place[-1]] = value
    return changed


def _same_as_the_schema(data: dict[str, Any]) -> bool:
    """Whether the plain reading takes ``data``; if it does, the schema's reading is its."""
    try:
        plain = plain_document(data)
    except NotPlain:
        return False
    assert repr(dumped(plain)) == repr(schema.Document.model_validate(data).model_dump())
    return True


def test_an_export_as_written_is_read_plainly_as_the_schema_reads_it() -> None:
    assert _same_as_the_schema(DOCUMENT)


@given(st.sampled_from(PLACES), hostile)
def test_a_hostile_value_is_taken_only_as_the_schema_takes_it(place: tuple, value: Any) -> None:
    data = _put(DOCUMENT, place, value)
    if _same_as_the_schema(data):
        return
    try:  # doubted: the schema reads it, or refuses it naming the place
        exact = schema.Document.model_validate(data).model_dump()
    except ValueError:
        with pytest.raises(RuleError, match=r"^FILE: "):
            validate(data)
    else:
        assert repr(dumped(validate(data))) == repr(exact)


# The keys of the schema's objects (not of a session's rules or a line's values, which
# are the preset's to name).
KEYS = [
    place
    for place in PLACES
    if isinstance(place[-1], str) and place[-2:-1] not in (("rules",), ("values",))
]


@pytest.mark.parametrize("place", KEYS, ids=lambda place: ".".join(map(str, place)))
def test_a_key_left_out_or_added_is_left_to_the_schema(place: tuple) -> None:
    missing = copy.deepcopy(DOCUMENT)
    held = missing
    for key in place[:-1]:
        held = held[key]
    del held[place[-1]]
    optional = place[-1] in ("digest", "settled_at")
    assert _same_as_the_schema(missing) == optional
    assert not _same_as_the_schema(_put(DOCUMENT, (*place[:-1], "extra"), 1))


def test_a_session_with_changes_is_left_to_the_schema() -> None:
    data = copy.deepcopy(DOCUMENT)
    data["events"] = [{"action": "stake"}]
    with pytest.raises(NotPlain):
        plain_document(data)
    with pytest.raises(RuleError, match=r"^FILE: the export is incomplete: events\[0\]\.reason"):
        validate(data)

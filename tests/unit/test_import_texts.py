"""The texts an import writes directly are json's to the byte, and its fast schema takes
nothing the exact one refuses.

A revision's digest text (``transfer/sealed.py``) must be ``store.digests.canonical``'s,
or a file's digests would not match; a line's values and a revision's flags
(``transfer/write_games.py``) as the ledger stores them, ``json.dumps`` with sorted
keys. Drawn here with any text json can carry: quotes, backslashes, control characters,
lone surrogates, characters past the BMP.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from bench_loader import bench_data
from hypothesis import given
from hypothesis import strategies as st
from import_readings import dumped

from scorekeeper.ledger.transfer import fast_schema, fields, schema, sealed, write_games
from scorekeeper.ledger.transfer.json_input import validate
from scorekeeper.rules import RuleError
from scorekeeper.store.digests import Line, canonical

BENCH = bench_data()
text = st.text(st.characters(exclude_categories=()), max_size=12)  # lone surrogates too
numbers = st.integers(-(10**9), 10**9)
values = st.dictionaries(text, st.booleans() | numbers, max_size=4)


@st.composite
def revisions(draw: Any) -> tuple[dict[str, int], schema.Revision]:
    seats = draw(st.lists(text, min_size=2, max_size=6, unique=True))
    lines = [
        schema.Line.model_construct(
            player=name, active=draw(st.booleans()), outcome=draw(st.none() | text),
            values=draw(values), part_a=draw(numbers), part_b=draw(numbers),
            score=draw(numbers),
        )
        for name in seats
    ]  # fmt: skip
    revision = schema.Revision.model_construct(
        seq=1, revision=draw(st.integers(1, 10**9)), action=draw(text),
        reason=draw(st.none() | text), at=draw(text), dealer=draw(text),
        winner=draw(st.none() | text), voided=draw(st.booleans()), dealt=draw(st.booleans()),
        undone=False, flags=draw(st.lists(text, max_size=3)), lines=lines,
    )  # fmt: skip
    return {name: seat for seat, name in enumerate(seats)}, revision


@given(revisions(), st.integers(1, 10**9))
def test_a_revision_s_text_is_canonical_to_the_byte(drawn: Any, game: int) -> None:
    seat, revision = drawn
    lines = [
        Line(position, line.active, line.outcome, line.values, line.part_a, line.part_b,
             line.score)
        for position, line in enumerate(revision.lines)
    ]  # fmt: skip
    expected = canonical(
        game, revision.revision, revision.action, revision.reason, revision.at,
        seat.get(revision.dealer), seat.get(revision.winner or ""), revision.voided,
        revision.dealt, revision.flags, lines,
    )  # fmt: skip
    assert sealed._text(seat, game, revision) == expected


@given(values)
def test_a_line_s_values_are_stored_as_json_dumps_writes_them(drawn: dict) -> None:
    assert write_games._values(drawn) == json.dumps(drawn, sort_keys=True)


@given(st.lists(text, unique=True).map(sorted))
def test_a_revision_s_flags_are_stored_as_json_dumps_writes_them(flags: list[str]) -> None:
    assert write_games._flags(flags) == json.dumps(flags)


anything = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**10), 10**10) | st.floats() | text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=6,
)
LINE = {"player": "Asha", "active": True, "outcome": "hand", "values": {"points": 3},
        "part_a": 0, "part_b": 0, "score": 0}  # fmt: skip


@given(st.sampled_from(sorted(LINE)), anything | st.sampled_from([True, 1, 0, 1.0, "1"]))
def test_the_fast_schema_takes_a_line_only_as_the_exact_one_does(key: str, value: Any) -> None:
    """What the fast reading takes, the exact one takes, to the same value and type."""
    for line in ({**LINE, key: value}, {**LINE, "values": {"k": value}}):
        try:
            fast = fast_schema.Line.model_validate(line)
        except ValueError:
            continue
        try:  # a name the exact schema refuses or reads otherwise: names_as_read says so
            if fields.player_name(fast.player) != fast.player:
                continue
        except RuleError:
            continue
        exact = schema.Line.model_validate(line)
        assert fast.model_dump() == exact.model_dump()
        assert [type(v) for v in fast.values.values()] == [type(v) for v in exact.values.values()]


@pytest.mark.parametrize("player", ["Asha ", "Asha\u0007", ""])
def test_a_line_s_player_is_read_as_the_exact_schema_reads_it(player: str) -> None:
    """Folded as the exact schema folds it, or refused in its words."""
    data = BENCH.document(3)
    data["games"][1]["revisions"][0]["lines"][0]["player"] = player
    try:
        exact = schema.Document.model_validate(data).model_dump()
    except ValueError:
        with pytest.raises(RuleError, match=r"^FILE: games\[1\]\.revisions\[0\]\.lines\[0\]"):
            validate(data)
    else:
        assert dumped(validate(data)) == exact

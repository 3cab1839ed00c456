"""Generated damage to real exports: whatever a file holds, import refuses it as the contract
says, or takes it whole and consistent.

Each example takes the export of a busy evening (or of a nepali one) and changes one to
three things anywhere in it: a value's type, a number made huge, negative or
fractional, a key dropped or added, a list item duplicated, dropped or swapped, a value
nested in lists, a control character in text. Then (import_harness.imported) either the
import exits 2 with one line naming the file's place and the database byte for byte as
it was, or ``check`` says ok and the totals are what the file's games add up to. The CLI
runs in this process (CliRunner) to keep the examples cheap; test_import_hostile.py runs
the installed script.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from import_harness import busy_evenings, copy_database, export, imported

Node = Any
Path_ = tuple[str | int, ...]

ODD_VALUES = [None, True, False, "false", "true", 0, -5, 1.7, 10**30, -(10**30), 2**63, 1, 2,
              "", "garbage", "x" * 600, "a\x1bb", "\u202eevil", "\x00", [], {}, [[[[]]]],
              {"a": 1}, "2024-13-45T00:00:00+00:00", "2024-05-04T20:00:00+00:00", "Asha",
              "Bina", "record", "correct", "void", "undo", "winner", "hand", "surrender-first",
              "settle", "reopen", "stake", "0.25", "NPR", "1/2"]  # fmt: skip
CONTROLS = "\x00\x07\x08\x1b\x7f\x85\u202e\u2066\n\t"
SETTINGS = settings(
    max_examples=50,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    db = tmp_path_factory.mktemp("fuzz-import") / "template.db"
    busy_evenings(db)
    return db, [export(db, "Evening"), export(db, "Pokhara")]


def places(node: Node, path: Path_ = ()) -> list[Path_]:
    """Every place in the document: each object's keys and each list's items."""
    found = [path]
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(
        node, list) else ()  # fmt: skip
    for key, child in items:
        found += places(child, (*path, key))
    return found


def parent_of(document: Node, path: Path_) -> tuple[Node, str | int]:
    node = document
    for key in path[:-1]:
        node = node[key]
    return node, path[-1]


@st.composite
def damage(draw: st.DrawFn, document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with one to three things changed."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(document)[1:]))
        parent, key = parent_of(document, path)
        value = parent[key]
        kind = draw(st.sampled_from(["value", "number", "drop", "add", "copy", "swap",
                                     "nest", "control"]))  # fmt: skip
        if kind == "value":
            parent[key] = draw(st.one_of(st.sampled_from(ODD_VALUES), st.text(max_size=20)))
        elif kind == "number":
            parent[key] = draw(
                st.one_of(
                    st.integers(-3, 3).map(lambda d, v=value: v + d if type(v) is int else d),
                    st.integers(-(2**70), 2**70),
                    st.floats(allow_nan=False, allow_infinity=False),
                )
            )
        elif kind == "drop":
            del parent[key]
        elif kind == "add" and isinstance(value, dict):
            value[draw(st.sampled_from(["bogus", "seq", "note", "x"]))] = draw(
                st.sampled_from(ODD_VALUES)
            )
        elif kind == "copy" and isinstance(parent, list):
            parent.insert(draw(st.integers(0, len(parent))), copy.deepcopy(value))
        elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(0, len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
        elif kind == "nest":
            for _ in range(draw(st.integers(1, 40))):
                parent[key] = [parent[key]]
        elif kind == "control" and isinstance(value, str):
            at = draw(st.integers(0, len(value)))
            parent[key] = value[:at] + draw(st.sampled_from(CONTROLS)) + value[at:]
    return document


@SETTINGS
@given(data=st.data(), which=st.sampled_from([0, 1]))
def test_damaged_exports_are_refused_or_taken_whole(
    sources: tuple[Path, list[dict[str, Any]]], tmp_path: Path, data: st.DataObject, which: int
) -> None:
    template, documents = sources
    document = data.draw(damage(documents[which]), label="document")
    db = tmp_path / "attempt.db"
    copy_database(template, db)
    file = tmp_path / "damaged.json"
    file.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    event("accepted" if imported(db, file, document) else "refused")


def test_the_exports_themselves_are_taken(
    sources: tuple[Path, list[dict[str, Any]]], tmp_path: Path
) -> None:
    """The property's other half is reached: an undamaged export is accepted."""
    template, documents = sources
    for index, document in enumerate(documents):
        db = tmp_path / f"copy-{index}.db"
        copy_database(template, db)
        file = tmp_path / f"export-{index}.json"
        file.write_text(json.dumps(document), "utf-8")
        assert imported(db, file, document)

"""The entry options are declared once and reach record and correct alike."""

from __future__ import annotations

from typing import Any

import typer
from typer.main import get_command

from scorekeeper.cli.entry_options import ENTRY_OPTIONS, SHARED_NAMES, entry_options
from scorekeeper.cli.program import app
from scorekeeper.ledger import catalog


def _options(command: str) -> dict[str, Any]:
    found = get_command(app).commands[command]  # type: ignore[attr-defined]
    return {p.name: p for p in found.params if p.param_type_name == "option"}


def test_record_and_correct_take_the_same_entry_options() -> None:
    record, correct = _options("record"), _options("correct")
    for name in SHARED_NAMES:  # the same option, the same help, in both
        assert record[name].opts == correct[name].opts, name
        assert record[name].help == correct[name].help, name
        assert record[name].help, f"--{name} has no help text"


def test_every_preset_option_is_an_entry_option() -> None:
    # a preset whose option the command line cannot give could not be recorded from it
    given = {name.replace("_", "-") for name in ENTRY_OPTIONS} | {"sit-out"}
    for name in catalog.preset_names():
        missing = set(catalog.preset(name).options) - given
        assert not missing, f"{name}: {sorted(missing)}"


def test_a_command_cannot_declare_a_shared_option_again() -> None:
    def record_twice(ctx: typer.Context, hand: list[str] | None = None) -> None: ...

    try:
        entry_options(record_twice)
    except TypeError as error:
        assert "hand" in str(error)
    else:
        raise AssertionError("a second --hand was accepted")

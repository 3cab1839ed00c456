"""Plain parameters read without Typer's Pydantic adapters: the same values, fewer imports.

Counted, never timed: the modules a command's start-up imports (``typer._adapters`` is
what building one adapter costs first), and the values a lean command gives next to the
ones Typer's own coercion gives for the same command line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import pytest
import typer
from loaded_modules import modules_by_script
from typer.testing import CliRunner

from scorekeeper.cli.lean_params import LeanCommand


def modules_after(*args: str) -> set[str]:
    """Every module in sys.modules after ``scorekeeper ARGS`` ran, in a fresh interpreter."""
    exit_code, modules = modules_by_script(*args)
    assert not exit_code, exit_code
    return modules


@pytest.mark.parametrize(
    "args",
    [["totals", "S", "--json"],
     ["record", "S", "--winner", "Asha", "--hand", "Bina=5", "--hand", "Chandra=7"],
     ["record", "S", "--winner", "Bina", "--hand", "Asha=3", "--surrender", "Chandra=first",
      "--note", "late", "--json"]],
)  # fmt: skip
def test_record_and_totals_build_no_pydantic_adapter(args: list[str], one_game: Path) -> None:
    loaded = modules_after("--db", str(one_game), *args)
    assert "scorekeeper.cli.games" in loaded  # the command ran
    assert "typer._adapters" not in loaded
    assert "pydantic.type_adapter" not in loaded


def _command(
    session: Annotated[str, typer.Argument()],
    hand: Annotated[list[str] | None, typer.Option()] = None,
    note: Annotated[str | None, typer.Option()] = None,
    flag: Annotated[bool, typer.Option("--flag")] = False,
    count: Annotated[int, typer.Option()] = 1,  # not plain: Typer coerces it
    shout: Annotated[str | None, typer.Option(callback=lambda v: v and v.upper())] = None,
) -> None:
    shown = {"session": session, "hand": hand, "note": note, "flag": flag, "count": count}
    typer.echo(repr(shown | {"shout": shout}))


def _app(cls: type | None) -> typer.Typer:
    app = typer.Typer(add_completion=False, rich_markup_mode=None)
    app.command(name="one", cls=cls)(_command)
    app.command(name="other")(lambda: None)  # a group, as the script's own app is
    return app


@pytest.mark.parametrize(
    "args",
    [["one", "S"],
     ["one", "S", "--hand", "a=1", "--hand", "b=2", "--note", "n", "--flag", "--count", "3"],
     ["one", "S", "--shout", "hey"],
     ["one", "S", "--count", "x"],
     ["one"],
     ["one", "S", "--note"],
     ["one", "--help"]],
)  # fmt: skip
def test_a_lean_command_reads_what_typer_reads(args: list[str]) -> None:
    runner = CliRunner()
    typers, lean = (runner.invoke(_app(cls), args) for cls in (None, LeanCommand))
    assert (lean.exit_code, lean.output) == (typers.exit_code, typers.output)

"""The command table names every command's module, and a run registers only what it needs:
the same commands, in the same order, however the modules came in."""

from __future__ import annotations

import importlib

import pytest
import typer

from scorekeeper.cli.command_table import (
    HOMES,
    MODULES,
    OWN,
    CommandTable,
    command_name,
    command_named,
)


def names(app: typer.Typer) -> list[str]:
    """Command names as Typer gives them (a function's name with - for _), then groups."""
    commands = [command_name(info) for info in app.registered_commands]
    return commands + [group.name or "" for group in app.registered_groups]


@pytest.mark.parametrize("module", MODULES)
def test_each_module_registers_the_commands_the_table_gives_it(module: str) -> None:
    app = typer.Typer()
    importlib.import_module(f"scorekeeper.cli.{module}").register(app)
    assert sorted(names(app)) == sorted(name for name, home in HOMES.items() if home == module)


def test_the_whole_app_has_the_table_s_commands_each_once() -> None:
    from scorekeeper.cli import app

    every = names(app)
    assert len(every) == len(set(every))
    assert set(every) == OWN | set(HOMES)


@pytest.mark.parametrize(
    ("args", "word"),
    [(["record", "S"], "record"), (["--db", "x.db", "totals", "S", "--json"], "totals"),
     (["--db=x.db", "settle", "S"], "settle"), (["--help"], None), (["--version"], None),
     (["--db"], None), ([], None), (["--db", "x.db"], None), (["recrod"], "recrod")],
)  # fmt: skip
def test_the_command_word_comes_after_the_global_options(args: list[str], word: str | None) -> None:
    assert command_named(args) == word


def fresh_app() -> tuple[typer.Typer, CommandTable]:
    app = typer.Typer()

    @app.command()
    def tui() -> None:  # stands for program.py's own commands, registered first
        pass

    @app.command()
    def demo() -> None:
        pass

    return app, CommandTable(app)


@pytest.mark.parametrize(
    "first",
    [["record", "S"], ["settle", "S"], ["players", "list"], ["ratings"], ["new", "S"], ["demo"]],
)
def test_one_command_s_module_then_all_gives_the_order_of_all_at_once(first: list[str]) -> None:
    app, table = fresh_app()
    table.register(first)
    assert table.done == ({HOMES[first[0]]} if first[0] in HOMES else set())
    assert names(app) == [first[0]]  # the one command Typer builds for this run
    table.register()
    whole, whole_table = fresh_app()
    whole_table.register()
    assert names(app) == names(whole)


@pytest.mark.parametrize("args", [["--help"], ["recrod", "S"], ["--db", "x.db"], []])
def test_help_an_unknown_command_or_none_registers_every_module(args: list[str]) -> None:
    _, table = fresh_app()
    table.register(args)
    assert table.done == set(MODULES)


def test_a_run_in_this_process_leaves_the_app_whole(tmp_path, monkeypatch) -> None:
    """A run that named one command sets the rest aside only while it runs: whoever drives
    the app next in the same process (a test through CliRunner) finds every command."""
    from scorekeeper.cli import app, program

    whole = names(app)
    monkeypatch.setattr("sys.argv", ["scorekeeper", "--db", str(tmp_path / "x.db"), "sessions"])
    with pytest.raises(SystemExit):
        program.main()
    assert names(app) == whole

"""Which module holds each command, so that a run imports only the one it calls.

Every command module costs its imports, and Typer builds every registered command's
options before it runs any: ``scorekeeper record`` would pay for ``settle``, ``serve`` and
the rest. The script registers the module of the command named on its command line and
hands Typer that command alone; the whole table is registered for ``--help``, an unknown
command (Typer's "did you mean" needs every name), and anyone importing ``app``.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

import typer
from typer.models import CommandInfo, TyperInfo

# The modules beside program.py, in the order --help lists their commands.
MODULES = ("sessions", "games", "money", "safety", "events", "pool", "serve", "ratings", "paper")

# Command name -> its module; program.py's own commands (tui, demo) need none.
# test_command_table.py holds this to what each module registers.
HOMES = {
    **dict.fromkeys(("new", "sessions", "show"), "sessions"),
    **dict.fromkeys(
        ("record", "games", "totals", "correct", "void", "undo", "history", "export",
         "rename", "import", "archive"), "games"),
    **dict.fromkeys(("settle", "stats", "chart"), "money"),
    **dict.fromkeys(("check", "backup", "restore"), "safety"),
    **dict.fromkeys(("stake", "close", "reopen", "events", "rules", "players"), "events"),
    "rejoin": "pool",
    "serve": "serve",
    **dict.fromkeys(("ratings", "versus"), "ratings"),
    **dict.fromkeys(("report", "sheet"), "paper"),
}  # fmt: skip
OWN = frozenset(("tui", "demo"))


def command_named(args: Sequence[str]) -> str | None:
    """The command word of a command line, past the global options that take a value
    (``--db``, ``--lang``…); None when another option comes first (``--help``,
    ``--version``, a mistake) or no command is given."""
    from scorekeeper.cli.language_flags import VALUED

    rest = list(args)
    while rest:
        word = rest.pop(0)
        if word in VALUED:
            if not rest:
                return None
            rest.pop(0)
        elif word.startswith(tuple(f"{option}=" for option in VALUED)):
            continue
        elif word.startswith("-"):
            return None
        else:
            return word
    return None


def modules_for(args: Sequence[str] | None) -> tuple[str, ...]:
    """The command modules a command line needs: all of them unless it names a command."""
    if args is None:
        return MODULES
    word = command_named(args)
    if word in OWN:
        return ()
    if word in HOMES:
        return (HOMES[word],)
    return MODULES


def command_name(info: CommandInfo) -> str:
    """The name Typer gives a registered command: its own, or its function's with - for _."""
    if info.name:
        return info.name
    return info.callback.__name__.lower().replace("_", "-")  # type: ignore[union-attr]


class CommandTable:
    """The app's command modules, registered as they are needed, each once; a run that
    names a command sees that command alone (Typer builds every command it holds, options
    and all, before it runs one), the rest set aside until the whole table is asked for."""

    def __init__(self, app: typer.Typer) -> None:
        self.app = app
        self.done: set[str] = set()
        # where each command sits in --help: program.py's own first, then by module
        self.rank = {id(info): (0, i) for i, info in enumerate(app.registered_commands)}
        self.aside: list[CommandInfo] = []
        self.groups_aside: list[TyperInfo] = []

    def register(self, args: Sequence[str] | None = None) -> None:
        """Register the modules ``args`` needs (every module when None), keeping the
        commands in the order of MODULES whatever order the modules came in."""
        for name in modules_for(args):
            if name in self.done:
                continue
            # by name, so that MODULES stays the one list of the modules
            importlib.import_module(f"scorekeeper.cli.{name}").register(self.app)
            self.done.add(name)
            commands = self.app.registered_commands
            new = [info for info in commands if id(info) not in self.rank]
            place = MODULES.index(name) + 1
            self.rank |= {id(info): (place, i) for i, info in enumerate(new)}
        commands, groups = self.app.registered_commands, self.app.registered_groups
        commands += self.aside
        groups += self.groups_aside
        word = None if args is None else command_named(args)
        if word in OWN or word in HOMES:
            self.aside = [info for info in commands if command_name(info) != word]
            self.groups_aside = [info for info in groups if info.name != word]
            commands[:] = [info for info in commands if command_name(info) == word]
            groups[:] = [info for info in groups if info.name == word]
        else:
            self.aside, self.groups_aside = [], []
        commands.sort(key=lambda info: self.rank[id(info)])

    def restore(self) -> None:
        """Put the commands set aside back: the app is whole again for whoever drives it
        next in this process (a test, a second run), not only the one command just run."""
        self.app.registered_commands += self.aside
        self.app.registered_groups += self.groups_aside
        self.aside, self.groups_aside = [], []
        self.app.registered_commands.sort(key=lambda info: self.rank[id(info)])

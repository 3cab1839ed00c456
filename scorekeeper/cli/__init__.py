"""The command line (Typer): parses the options, calls the ledger, prints.

``launch.py`` is the script's entry point; ``program.py`` holds the Typer app, its
callback and the commands that open the TUI, and registers the commands of the modules
beside it (sessions, games, money, safety, events, pool, serve, ratings, paper): only the
one a command line names (``command_table.py``), every one for ``--help`` or when ``app``
is asked for.
``app`` and ``main`` are loaded on first use, so that ``scorekeeper --version`` imports no
Typer at all.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name in ("app", "main"):
        from scorekeeper.cli import program

        return getattr(program, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

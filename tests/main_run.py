"""The installed script's own ``main``, run in this process: what a command prints, its
exit code and what it stores, without starting a process (a start costs more than most
commands). For the tests where the process itself is not what is tested; those that
test the process (a kill, several writers at once, a signal) start the script.
"""

from __future__ import annotations

import contextlib
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path
from unittest.mock import patch

import typer
import typer.main
from typer.testing import CliRunner

from scorekeeper.cli import app
from scorekeeper.cli.launch import main

# CliRunner.invoke rebuilds the whole command tree from the app's signatures on every
# call (half the time of a call). The tree depends on nothing but the app, so build it
# once and hand it over while these tests run.
_COMMAND = typer.main.get_command(app)
_GET_COMMAND = typer.main.get_command


def prebuilt_command(typer_app: typer.Typer) -> object:
    """``typer.main.get_command``, with the app's tree built once."""
    return _COMMAND if typer_app is app else _GET_COMMAND(typer_app)


@dataclass(frozen=True)
class Done:
    code: int
    stdout: str
    stderr: str


def run_main(argv: list[str], *, env: dict[str, str | None], folder: Path | None = None) -> Done:
    """``scorekeeper ARGV`` through ``main`` under CliRunner's isolation: ``env`` changes
    this process's environment meanwhile (script_env.in_process_env), ``folder`` is the
    working folder. A Python exception the script would print as a traceback fails."""
    isolation = CliRunner().isolation(env=env)
    place = contextlib.chdir(folder) if folder is not None else contextlib.nullcontext()
    with place, isolation as (stdout, stderr, _):
        # Typer sets its own excepthook when an app runs: keep the test run's.
        with patch.object(sys, "argv", ["scorekeeper", *argv]), \
             patch.object(sys, "excepthook", sys.excepthook), \
             patch.object(typer.main, "get_command", prebuilt_command):  # fmt: skip
            try:
                main()
                code = 0
            except SystemExit as exit:
                code = exit.code if isinstance(exit.code, int) else (exit.code is not None)
            except Exception:  # what the real script would print as a traceback
                raise AssertionError(f"{argv}: {traceback.format_exc()}") from None
            finally:  # what the command wrote but left in the streams' buffers
                sys.stdout.flush()
                sys.stderr.flush()
        return Done(int(code), stdout.getvalue().decode(), stderr.getvalue().decode())

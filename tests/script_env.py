"""The installed ``scorekeeper`` script and the environment every test runs it in.

One place for it, so that no test starts the script with the user's database, the test
run's engine (SCOREKEEPER_TEST_ENGINE) or a terminal's width by accident.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# The installed entry point, next to the interpreter of the venv running the tests.
SCRIPT = Path(sys.executable).parent / "scorekeeper"


def settings(
    db: Path | str | None = None,
    *,
    home: Path | None = None,
    now: str | None = None,
    data: Path | None = None,
) -> dict[str, str]:
    """What a test sets for the script: its database, 200 columns (a pipe's layout, never
    the terminal's), and where asked a home folder, a fixed clock (SCOREKEEPER_NOW) and
    the folder of the user's data (XDG_DATA_HOME: the default database, kept archives)."""
    chosen = {"COLUMNS": "200"}
    if db is not None:
        chosen["SCOREKEEPER_DB"] = str(db)
    if home is not None:
        chosen["HOME"] = str(home)
    if now is not None:
        chosen["SCOREKEEPER_NOW"] = now
    if data is not None:
        chosen["XDG_DATA_HOME"] = str(data)
    return chosen


def script_env(
    db: Path | str | None = None,
    *,
    home: Path | None = None,
    now: str | None = None,
    data: Path | None = None,
) -> dict[str, str]:
    """The environment of the installed script in a real process: the test run's own,
    without its SCOREKEEPER_ variables (the user's database, the test engine) but for
    the clock a test may set (monkeypatch), plus :func:`settings`."""
    env = {k: v for k, v in os.environ.items() if not _dropped(k)}
    return env | settings(db, home=home, now=now, data=data)


def _dropped(variable: str) -> bool:
    return variable.startswith("SCOREKEEPER_") and variable != "SCOREKEEPER_NOW"


def in_process_env(
    db: Path | str | None = None, *, home: Path | None = None, now: str | None = None
) -> dict[str, str | None]:
    """The same environment as changes to this process's (CliRunner's ``env``: None
    removes a variable), for the script's ``main`` run in-process."""
    dropped: dict[str, str | None] = {k: None for k in os.environ if _dropped(k)}
    return dropped | settings(db, home=home, now=now)

"""Leaving the process without taking a season's export apart object by object.

``scorekeeper import`` holds a document of half a million small objects to its end; freeing
them one by one as the command returns costs about a twentieth of the import, for memory
the operating system takes back at once when the process ends. The program (``main``)
arms this before it runs a command, where the process is the installed script itself; the
import hands over what it would free (``keep``), and once the command has finished, its
database closed and committed, the program gives its exit code (``ends_with``) and exits
as usual. At the process's end (``atexit``, after every handler registered later, before
any module is taken apart) what was written to the terminal is flushed and the process
ends with that code, nothing freed.

Unarmed (``main`` run in-process, as tests and other programs do, whose process goes on
after it), ``keep`` keeps nothing: the objects are freed as usual.
"""

from __future__ import annotations

import atexit
import os
import sys
from pathlib import Path

_kept: list[object] = []
_armed = False
_code: int | None = None  # the command's exit code, once it has finished


def arm() -> None:
    """Where this process is the installed ``scorekeeper`` script (its ``__main__``), it
    ends with the command: what ``keep`` is given may be left unfreed."""
    global _armed
    started = getattr(sys.modules.get("__main__"), "__file__", None)
    if _armed or started is None or Path(started).stem != "scorekeeper":
        return
    atexit.register(_leave)  # first, so it runs last of the handlers
    _armed = True


def keep(*objects: object) -> None:
    """Hold ``objects`` to the end of an armed process, so no one frees them."""
    if _armed:
        _kept.extend(objects)


def ends_with(code: int) -> None:
    """The command has finished, with ``code``: its writes are committed and closed."""
    global _code
    _code = code


def _leave() -> None:
    """End now if anything was kept and the command finished (nothing is left to write but
    the terminal's buffers); return otherwise, for the usual teardown."""
    if not _kept or _code is None:
        return
    try:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
    except (OSError, ValueError):  # a closed pipe or stream: the usual exit says so its way
        return
    os._exit(_code)

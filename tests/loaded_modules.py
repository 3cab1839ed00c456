"""Which modules a run of the script loads, read in a fresh interpreter each time: how the
tests hold start-up to importing only what a command needs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules_by_script(*args: str) -> tuple[object, set[str]]:
    """(exit code, every module name in sys.modules) after ``scorekeeper ARGS`` ran."""
    code = (
        "import json, sys\n"
        f"sys.argv = ['scorekeeper', *{list(args)!r}]\n"
        "from scorekeeper.cli.launch import main\n"
        "try:\n"
        "    main()\n"
        "    code = 0\n"
        "except SystemExit as exit:\n"
        "    code = exit.code\n"
        "sys.stderr.write('\\n' + json.dumps([code, sorted(sys.modules)]) + '\\n')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"scorekeeper {args} failed:\n{done.stderr}"
    exit_code, modules = json.loads(done.stderr.splitlines()[-1])
    return exit_code, set(modules)


def loaded_by_script(*args: str) -> tuple[object, set[str]]:
    """(exit code, top-level packages in sys.modules) after ``scorekeeper ARGS`` ran."""
    exit_code, modules = modules_by_script(*args)
    return exit_code, {name.split(".")[0] for name in modules}

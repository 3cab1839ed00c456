"""The layers import only what they may: checked in a fresh interpreter each time."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("textual", "sqlalchemy", "sqlmodel", "rich", "typer")


def loaded_after(module: str) -> set[str]:
    """Top-level packages in sys.modules after importing ``module`` and nothing else."""
    code = (
        "import importlib, json, sys\n"
        f"importlib.import_module({module!r})\n"
        "print(json.dumps(sorted({name.split('.')[0] for name in sys.modules})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"import {module} failed:\n{done.stderr}"
    return set(json.loads(done.stdout))


def test_the_rules_use_the_standard_library_only() -> None:
    loaded = loaded_after("scorekeeper.rules")
    assert "scorekeeper" in loaded
    assert loaded.isdisjoint(HEAVY), sorted(loaded & set(HEAVY))


@pytest.mark.parametrize("module", ["scorekeeper.ledger", "scorekeeper.cli"])
def test_textual_stays_out_of_the_ledger_and_the_cli(module: str) -> None:
    loaded = loaded_after(module)
    assert "textual" not in loaded

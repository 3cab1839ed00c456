"""The benchmark harness's ledger builder (benchmarks/bench_data.py), for the tests that
count what a long season costs: benchmarks/ is not a package, so it is loaded from its file."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def bench_data() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_data", ROOT / "benchmarks/bench_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

"""No private Textual names, in the TUI or in its tests.

Textual's private names (``_bindings``, ``_notifications``, a module such as ``textual._wait``)
change between releases without notice; a program built on them breaks on an upgrade, and
a test that reads them tests Textual's insides, not what a person sees. Read from the
source (no imports run): every attribute named here that Textual itself defines with a
leading underscore, and every import of a private Textual module, is refused. Our own
names with an underscore are fine unless Textual has the same one, where a subclass would
silently replace Textual's own.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import textual

ROOT = Path(__file__).resolve().parents[2]
CHECKED = [ROOT / "scorekeeper" / "tui", ROOT / "tests" / "tui"]  # what uses Textual


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


@cache
def textual_private_names() -> frozenset[str]:
    """Every ``_name`` Textual defines: its methods and the attributes it sets."""
    names: set[str] = set()
    for path in Path(textual.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and _private(node.name):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.update([node.attr] if _private(node.attr) else [])
    return frozenset(names)


def uses(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in textual_private_names():
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.attr}")
        modules = []
        if isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        for module in modules:
            if module.startswith("textual.") and any(map(_private, module.split("."))):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: import {module}")
    return found


def test_no_private_textual_names():
    found = [use for folder in CHECKED for path in sorted(folder.rglob("*.py"))
             for use in uses(path)]  # fmt: skip
    assert not found, "\n".join(found)

"""The package's layers import in one direction, read from the source (no imports run).

rules (pure) ← store ← ledger ← the shared presenters (catalog, chart, export, …) ← paper
(the PDF report and sheet, beside them) ← the faces (cli, tui, web); a face does not import
another, except where one launches the other (``scorekeeper tui`` opens the TUI,
``scorekeeper serve`` the web face), and only inside the function that does it. No two
modules import each other, directly or round a circle.

Every import counts, wherever it is written: at module level, inside a function (it runs
later, but it runs), and under ``if TYPE_CHECKING:`` (it never runs, but a type hint that
needs the module above is the same dependency, and a circle through one is a circle a
reader must untie to follow the code).
Third-party packages stay in the face or layer made for them: each database driver in
its own corner of the store (sqlite3 in ``store.sqlite``, psycopg in
``store.postgres``), so that no query is written twice and a family's file never loads
the server's driver.

Inside the ledger the same holds at a finer grain: ``core`` (a session, a game's rows,
rotation, carried payments, standing) imports no reads, changes, sessions, transfer or
audit module, and ``reads`` imports no changes.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "scorekeeper"
FACES = ("cli", "tui", "web")
ALLOWED = {
    "rules": {"rules"},
    "store": {"store"},
    "ledger": {"ledger", "rules", "store", "present"},
    "present": {"present", "ledger", "rules", "store"},
    "paper": {"paper", "present", "ledger", "rules", "store"},
    **{face: {face, "paper", "present", "ledger", "rules", "store"} for face in FACES},
}
LAUNCHES = {("cli", "tui"), ("cli", "web")}  # function level only
# The ledger's own floors, lowest first: a module imports its own floor or lower ones.
LEDGER_FLOORS = ("read_models game_line list_rows coming_game clock catalog", "core", "reads",
                 "changes", "sessions", "transfer audit",
                 "session_changes across_sessions", "service", "")  # fmt: skip
# package -> the parts (a layer, or a module path below scorekeeper) that may import it
THIRD_PARTY = {"textual": {"tui"}, "typer": {"cli"}, "starlette": {"web"}, "jinja2": {"web"},
               "uvicorn": {"web"}, "psycopg": {"store.postgres"}, "fpdf": {"paper"},
               "fontTools": {"paper"},
               "sqlite3": {"store.sqlite"}}  # fmt: skip


@dataclass(frozen=True)
class Edge:
    src: str  # dotted module that imports
    dst: str  # dotted module (or top-level package) imported
    line: int
    kind: str  # "M" module level, "F" inside a function, "T" under TYPE_CHECKING


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(dotted: str) -> bool:
    base = ROOT.joinpath(*dotted.split("."))
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def edges() -> list[Edge]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        src = module_name(path)
        tree = ast.parse(path.read_text("utf-8"))
        found += _walk(tree, src, "M")
    return found


def _absolute(child: ast.ImportFrom, src: str) -> str:
    """The module a ``from … import`` names, a relative one (``from .x``) made absolute."""
    if not child.level:
        return child.module or ""
    package = src.split(".")
    is_package = ROOT.joinpath(*package, "__init__.py").exists()
    base = package[: len(package) - child.level + is_package]
    return ".".join([*base, child.module] if child.module else base)


def _walk(node: ast.AST, src: str, kind: str) -> list[Edge]:
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import):
            found += [Edge(src, alias.name, child.lineno, kind) for alias in child.names]
        elif isinstance(child, ast.ImportFrom):
            module = _absolute(child, src)
            for alias in child.names:
                dotted = f"{module}.{alias.name}"
                dst = dotted if is_module(dotted) else module
                found.append(Edge(src, dst, child.lineno, kind))
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            found += _walk(child, src, "T" if kind == "T" else "F")
        elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            found += [edge for part in child.body for edge in _walk_one(part, src, "T")]
            found += [edge for part in child.orelse for edge in _walk_one(part, src, kind)]
        else:
            found += _walk(child, src, kind)
    return found


def _walk_one(node: ast.AST, src: str, kind: str) -> list[Edge]:
    holder = ast.Module(body=[node], type_ignores=[])
    return _walk(holder, src, kind)


def layer(module: str) -> str:
    """rules, storage, ledger, present (the shared root modules), paper or a face."""
    parts = module.split(".")
    if len(parts) == 1:
        return "present"  # the package itself: its version
    head = parts[1]
    if head in ("rules", "store", "ledger", "paper", "tui", "web"):
        return head
    if head == "cli" or head.startswith("cli_") or head == "launch":
        return "cli"
    return "present"


def ledger_floor(module: str) -> int | None:
    """Which of LEDGER_FLOORS a ledger module stands on (None outside the ledger)."""
    parts = module.split(".")
    if parts[:2] != ["scorekeeper", "ledger"]:
        return None
    part = parts[2] if len(parts) > 2 else ""
    floors = [i for i, floor in enumerate(LEDGER_FLOORS) if part in (floor.split() or [""])]
    assert floors, f"{module}: put it on one of the ledger's floors (LEDGER_FLOORS)"
    return floors[0]


def _may_use(module: str, parts: set[str]) -> bool:
    inside = module.removeprefix("scorekeeper.")
    return layer(module) in parts or any(
        inside == part or inside.startswith(f"{part}.") for part in parts
    )


def problems(found: list[Edge]) -> dict[str, str]:
    """Every edge against the rules, and every circle of imports: what it is (``src →
    dst``, or ``circle: a, b``) → the sentence that says where and why."""
    said: dict[str, str] = {}
    levels = {"M": "module level", "F": "in a function", "T": "under TYPE_CHECKING"}
    for edge in found:
        level = levels[edge.kind]
        where = f"{edge.src} line {edge.line} ({level})"
        top = edge.dst.split(".")[0]
        if top == "scorekeeper":
            mine, theirs = layer(edge.src), layer(edge.dst)
            launch = edge.kind == "F" and (mine, theirs) in LAUNCHES
            if theirs not in ALLOWED[mine] and not launch:
                allowed = ", ".join(sorted(ALLOWED[mine]))
                said[f"{edge.src} → {edge.dst}"] = (
                    f"{where} imports {edge.dst}: {mine} may import {allowed}"
                )
            mine_floor, their_floor = ledger_floor(edge.src), ledger_floor(edge.dst)
            if mine_floor is not None and their_floor is not None and their_floor > mine_floor:
                said[f"{edge.src} → {edge.dst}"] = (
                    f"{where} imports {edge.dst}, a floor above it in the ledger "
                    f"({' < '.join(floor or '__init__' for floor in LEDGER_FLOORS)})"
                )
        elif top in THIRD_PARTY and not _may_use(edge.src, THIRD_PARTY[top]):
            only = ", ".join(sorted(THIRD_PARTY[top]))
            said[f"{edge.src} → {top}"] = f"{where} imports {top}: only {only} may"
    for circle in circles(found):
        said[f"circle: {', '.join(circle)}"] = f"a circle of imports: {' → '.join(circle)}"
    return said


def circles(found: list[Edge]) -> list[list[str]]:
    """The strongly connected parts of two or more modules (Tarjan), over every import
    (module and function level, and type hints), each sorted."""
    graph: dict[str, set[str]] = {}
    for edge in found:
        if edge.dst.startswith("scorekeeper") and edge.src != edge.dst:
            graph.setdefault(edge.src, set()).add(edge.dst)
            graph.setdefault(edge.dst, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    parts: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for after in sorted(graph[node]):
            if after not in index:
                visit(after)
                low[node] = min(low[node], low[after])
            elif after in stack:
                low[node] = min(low[node], index[after])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                parts.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(parts)


# Exceptions to the rules, each to be fixed; none today. An entry stays only while it
# still happens (the test below), so the list can only shrink.
KNOWN: set[str] = set()


def test_the_house_keeps_its_direction() -> None:
    new = [said for key, said in problems(edges()).items() if key not in KNOWN]
    assert new == [], "\n".join(new)


def test_the_known_exceptions_still_happen() -> None:
    """An exception fixed is taken off the list, so it cannot come back unnoticed."""
    gone = KNOWN - set(problems(edges()))
    assert not gone, f"no longer happens, take it off KNOWN: {sorted(gone)}"


def test_the_checker_notices_a_wrong_edge_and_a_circle() -> None:
    found = [
        Edge("scorekeeper.ledger.reads.history", "scorekeeper.tui.app", 3, "M"),
        Edge("scorekeeper.rules.a", "scorekeeper.rules.b", 4, "F"),
        Edge("scorekeeper.rules.b", "scorekeeper.rules.a", 5, "M"),
        Edge("scorekeeper.cli", "scorekeeper.tui.app", 6, "F"),  # a launch: allowed
        Edge("scorekeeper.rules.c", "scorekeeper.ledger.read_models", 7, "T"),  # a hint, too
        Edge("scorekeeper.ledger.read_models", "textual", 8, "M"),
        Edge("scorekeeper.ledger.core.carried", "scorekeeper.ledger.reads.games", 9, "F"),
        Edge("scorekeeper.ledger.reads.games", "psycopg", 10, "M"),
        Edge("scorekeeper.store.postgres.engine", "psycopg", 11, "M"),  # its own corner
        # a circle closed by a type hint and an import inside a function
        Edge("scorekeeper.tui.app", "scorekeeper.tui.follow", 12, "M"),
        Edge("scorekeeper.tui.follow", "scorekeeper.tui.screens.session", 13, "F"),
        Edge("scorekeeper.tui.screens.session", "scorekeeper.tui.app", 14, "T"),
    ]
    assert list(problems(found).values()) == [
        "scorekeeper.ledger.reads.history line 3 (module level) imports scorekeeper.tui.app: "
        "ledger may import ledger, present, rules, store",
        "scorekeeper.rules.c line 7 (under TYPE_CHECKING) imports "
        "scorekeeper.ledger.read_models: rules may import rules",
        "scorekeeper.ledger.read_models line 8 (module level) imports textual: only tui may",
        "scorekeeper.ledger.core.carried line 9 (in a function) imports "
        "scorekeeper.ledger.reads.games, a floor above it in the ledger (read_models "
        "game_line list_rows coming_game clock catalog < core < reads < changes < sessions "
        "< transfer audit < session_changes across_sessions < service < __init__)",
        "scorekeeper.ledger.reads.games line 10 (module level) imports psycopg: only "
        "store.postgres may",
        "a circle of imports: scorekeeper.rules.a → scorekeeper.rules.b",
        "a circle of imports: scorekeeper.tui.app → scorekeeper.tui.follow → "
        "scorekeeper.tui.screens.session",
    ]


def test_the_reader_sees_imports_in_functions_under_type_checking_and_relative(
    tmp_path: Path,
) -> None:
    source = """
from typing import TYPE_CHECKING
from .sibling import thing
from . import other

if TYPE_CHECKING:
    from scorekeeper.tui.app import ScorekeeperApp

class Screen:
    if TYPE_CHECKING:
        def hint(self) -> None: ...
    def act(self) -> None:
        from scorekeeper.tui.undoing import Undo
        if True:
            import scorekeeper.rules
"""
    found = _walk(ast.parse(source), "scorekeeper.tui.screens.session", "M")
    assert [(edge.dst, edge.kind) for edge in found] == [
        ("typing", "M"),
        ("scorekeeper.tui.screens.sibling", "M"),
        ("scorekeeper.tui.screens", "M"),
        ("scorekeeper.tui.app", "T"),
        ("scorekeeper.tui.undoing", "F"),
        ("scorekeeper.rules", "F"),
    ]

"""Every sentence, label, heading and key description the TUI shows is marked.

The same AST check as the CLI's (test_cli_words_marked.py), over tui/**.py, with the
TUI's own sinks: widgets that show text (``Label``, ``Static``, ``Button``,
``RadioButton``, ``update``), ``notify`` and its title, dialogs' questions and answers,
table headings (``add_column``), titles and sub-titles, and a ``Binding``'s description
and tooltip (marked ``N_()`` there, said by ``tui/said.py`` when the footer is drawn).
A constant of the module (``WELCOME = "…"``) shown by name is checked too.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TUI = HERE.parents[1] / "scorekeeper" / "tui"
_spec = importlib.util.spec_from_file_location("cli_marks", HERE / "test_cli_words_marked.py")
assert _spec and _spec.loader
cli_marks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cli_marks)

SINKS: dict[str, tuple[int, ...] | None] = {
    "Label": (0,), "Static": (0,), "Button": (0,), "RadioButton": (0,), "update": (0,),
    "notify": (0,), "ConfirmDialog": (0, 1, 2), "add_column": (0,), "Binding": (2,),
    "SystemCommand": (0, 1), "PromptDialog": (0,), "Header": None, "shown": (0,),
    "set_status": (0,), "escape": (0,), "status": (0,), "say": (0,), "Text": (0,),
    "FormDialog": (0,), "Field": (1, 3), "RuleError": (1,), "show_problem": (0,),
}  # fmt: skip
KEYWORDS = {"title", "tooltip", "yes", "no", "description", "label", "placeholder", "ok"}
# Said as they are in every language.
ALLOWED = {"Scorekeeper", "Scorekeeper DEMO", "English", "QR"}
ALLOWED |= {"bold", "italic", "dim", "bold red", "bold green"}  # rich styles, not words
ALLOWED |= {"from scorekeeper.cli.launch import main; main()"}  # code the web face runs


def _is_words(text: str) -> bool:
    return text not in ALLOWED and cli_marks._is_words(text)


def _module_scope(tree: ast.Module) -> dict[str, list[ast.AST]]:
    scope: dict[str, list[ast.AST]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    scope.setdefault(target.id, []).append(node.value)
    return scope


def unmarked(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    module = _module_scope(tree)
    found: set[tuple[int, str]] = set()
    for owner in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))]:
        scope = module | (cli_marks._assignments(owner) if owner is not tree else {})
        for node in ast.walk(owner):
            shown: list[ast.AST] = []
            if isinstance(node, ast.Call) and cli_marks._name(node) in SINKS:
                which = SINKS[cli_marks._name(node)]
                args = node.args if which is None else [node.args[i] for i in which
                                                        if i < len(node.args)]  # fmt: skip
                shown = [*args, *(k.value for k in node.keywords if k.arg in KEYWORDS)]
            elif isinstance(node, ast.Assign):
                titled = [t for t in node.targets if isinstance(t, ast.Attribute)]
                if any(t.attr in ("title", "sub_title") for t in titled):
                    shown = [node.value]
            if owner is tree and isinstance(node, ast.Assign) and node in tree.body:
                # a sentence kept in a module's constant (two words or more) is shown
                # somewhere: marked N_() here, said with _() where it is shown
                named = [t for t in node.targets if isinstance(t, ast.Name) and t.id.isupper()]
                value = node.value
                sentence = isinstance(value, ast.Constant) and isinstance(value.value, str)
                if named and sentence and " " in value.value.strip():
                    shown = [value]
            for arg in shown:
                texts = cli_marks._literals(arg, scope, set())
                found |= {(node.lineno, t) for t in texts if _is_words(t)}
    return sorted(found)


@pytest.mark.parametrize("path", sorted(TUI.rglob("*.py")), ids=lambda p: str(p.relative_to(TUI)))
def test_tui_text_is_marked(path: Path) -> None:
    found = unmarked(path.read_text("utf-8"))
    assert not found, f"{path.name}: shown without _(): {found}"


def test_the_check_finds_what_it_should() -> None:
    source = """
NOTE = "Nothing is kept."
HOW = "Points times stake."
FINE = N_("Marked where defined.")
KEYS = [Binding("q", "quit", "Quit"), Binding("x", "x", N_("Fine"), tooltip="Tip here")]
def compose(self, name):
    yield Label(NOTE)
    yield Button(f"Go {name}")
    self.notify(_("Saved {name}").format(name=name), title="Saved game")
    table.add_column("players", key="players")
    self.sub_title = "sessions"
    yield Label(_("Marked"))
    yield ConfirmDialog(_("Sure?"), yes="Resume", no=_("Not now"))
"""
    texts = {text for _line, text in unmarked(source)}
    assert texts == {
        "Nothing is kept.", "Points times stake.", "Quit", "Tip here", "Go ", "Saved game",
        "players", "sessions", "Resume",
    }  # fmt: skip

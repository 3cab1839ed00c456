"""Every sentence, label, heading and key description the TUI shows is marked.

The same AST check as the CLI's (test_cli_words_marked.py), over tui/**.py, with the
TUI's own sinks: widgets that show text (``Label``, ``Static``, ``Button``,
``RadioButton``, ``update``), ``notify`` and its title, dialogs' questions and answers,
table headings (``add_column``), titles and sub-titles, and a ``Binding``'s description
and tooltip (marked ``N_()`` there, said by ``tui/said.py`` when the footer is drawn).
A constant of the module (``WELCOME = "…"``) shown by name is checked too, and so is a
dict of sentences looked up where it is shown (``WORDS[key]``, ``WORDS.get(key)``: its
values are shown), a sentence handed to a helper inside a sink (``update(plain("…"))``),
and any f-string holding words anywhere in tui/ (a sentence built with ``f"…"`` cannot be
translated: its words go in ``_("… {name} …").format(name=…)``).
"""

from __future__ import annotations

import ast
import importlib.util
from collections.abc import Iterator
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
    "assemble": None,
}  # fmt: skip
KEYWORDS = {"title", "tooltip", "yes", "no", "description", "label", "placeholder", "ok"}
# Said as they are in every language.
ALLOWED = {"Scorekeeper", "Scorekeeper DEMO", "English", "QR"}
ALLOWED |= {"bold", "italic", "dim", "bold red", "bold green"}  # rich styles, not words
ALLOWED |= {"from scorekeeper.cli.launch import main; main()"}  # code the web face runs


UNSAID = "N_() shown without _(): "


def _is_words(text: str) -> bool:
    return text not in ALLOWED and cli_marks._is_words(text)


def _dict(node: ast.AST, scope: dict[str, list[ast.AST]]) -> list[ast.Dict]:
    """The dict literals ``node`` names (itself, or a name bound to one)."""
    if isinstance(node, ast.Dict):
        return [node]
    if isinstance(node, ast.Name):
        return [value for value in scope.get(node.id, []) if isinstance(value, ast.Dict)]
    return []


def _literals(node: ast.AST, scope: dict[str, list[ast.AST]], seen: set[str]) -> Iterator[str]:
    """The string literals in ``node`` that end up shown unmarked: the CLI check's rules,
    and a dict's values where it is looked up, and a helper's positional arguments."""
    if isinstance(node, ast.Call) and cli_marks._name(node) == "N_":
        # N_() only marks a sentence for the catalogue; shown as it is, it stays English
        yield f"{UNSAID}{ast.unparse(node)[:60]}"
        return
    if isinstance(node, ast.Call) and cli_marks._name(node) in cli_marks.MARKERS:
        return
    if isinstance(node, ast.Subscript):
        for table in _dict(node.value, scope):  # WORDS[key]: one of its values is shown
            yield from (t for v in table.values for t in _literals(v, scope, seen))
        return
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        tables = _dict(node.func.value, scope) if node.func.attr == "get" else []
        if tables:  # WORDS.get(key, default): a value or the default
            yield from (t for table in tables for v in table.values
                        for t in _literals(v, scope, seen))  # fmt: skip
            yield from (t for arg in node.args[1:] for t in _literals(arg, scope, seen))
            return
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        # a helper's result is the helper's to mark, but what is handed to it is shown
        # (plain("…"), shown(f"…")); its keywords are options (justify="right")
        for arg in node.args:
            yield from _literals(arg, scope, seen)
        return
    if isinstance(node, ast.Name) and node.id in scope and node.id not in seen:
        for value in scope[node.id]:
            if not isinstance(value, ast.Dict):  # a dict is shown by its values, looked up
                yield from _literals(value, scope, seen | {node.id})
        return
    yield from cli_marks._literals(node, scope, seen)


def fstrings(tree: ast.AST) -> set[tuple[int, str]]:
    """Every f-string whose own text holds words and a space: a sentence, shown or not
    (an id such as ``f"game-{key}"`` has no space)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(
                v.value
                for v in node.values
                if isinstance(v, ast.Constant) and isinstance(v.value, str)
            )
            if " " in text.strip() and _is_words(text):
                found.add((node.lineno, text))
    return found


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
    functions = (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))
    for owner in [tree, *functions]:
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
            # a key's description is said where it is shown (tui/said.py): N_() is enough
            keys = isinstance(node, ast.Call) and cli_marks._name(node) == "Binding"
            for arg in shown:
                texts = _literals(arg, scope, set())
                found |= {(node.lineno, t) for t in texts
                          if _is_words(t) and not (keys and t.startswith(UNSAID))}  # fmt: skip
    return sorted(found | fstrings(tree))


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
    yield Static(FINE)
    yield Label(_(FINE))
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
        "players", "sessions", "Resume", "N_() shown without _(): N_('Marked where defined.')",
    }  # fmt: skip


def test_the_check_finds_fstrings_and_dict_values() -> None:
    source = """
WORDS = {"a": "Saved it", "b": N_("Marked value")}
SAID = {"x": N_("Fine here"), "y": N_("Fine too")}
ids = {"k": "game-field"}
async def save(self, n, key):
    said = f"Game {n} saved"
    self.notify(said)
    self.query_one(f"#game-{key}").update(plain(f"Not kept {n}"))
    yield Label(WORDS[key])
    yield Static(WORDS.get(key, "Nothing here"))
    yield Label(_(SAID[key]))
    yield Label(Text.assemble(("x", "bold"), " · r: how to go on"))
    yield Label(plain(_("Marked {n}").format(n=n), justify="right"))
def question(self):
    return f"Resume game {self.n}?"
"""
    texts = {text for _line, text in unmarked(source)}
    assert texts == {
        "Game  saved", "Game ", " saved", "Not kept ", "Saved it", "Nothing here",
        " · r: how to go on", "Resume game ?", "N_() shown without _(): N_('Marked value')",
    }  # fmt: skip

"""Every sentence, heading and label the CLI prints is marked for translation.

Reads cli/*.py: each argument of a call that shows text to a person (``echo``, ``say``,
``fail``, a rich ``_table``'s headings or a ``_text``, ``typer.BadParameter``, a
``RuleError``'s sentence) must hold no English words outside ``_()`` / ``ngettext()``,
including through a name assigned in the same function (``said = "…"; say(said)``).
Option names (``--hand``), placeholders (``{name}``), metavars (``SESSION``) and the
values a script reads are not words to translate; the few deliberate exceptions are listed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

CLI = Path(__file__).resolve().parents[2] / "scorekeeper" / "cli"
# Calls whose arguments a person reads: the sink's name, and which arguments (None: all).
SINKS = {"echo": (0,), "say": (0,), "fail": (0,), "BadParameter": (0,), "RuleError": (1,)}
SINKS |= {"_table": None, "_text": (0,), "print": (0,)}
MARKERS = {"_", "ngettext", "N_"}
# Said in English on purpose, in every language.
ALLOWED = {
    "ok: ",  # check's first word: scripts look for it
    "check: ",  # a command's name, as typed
    "scorekeeper",  # the program's name (its version line, "see: scorekeeper --help")
    "scorekeeper ",
    "target",  # rule keys, as typed in --rule and `scorekeeper rules`
    "deals",
}
_NOT_WORDS = re.compile(r"\{[^}]*\}|--?[a-z][a-z-]*|\b[A-Z][A-Z_]+\b|`[^`]*`")


def _is_words(text: str) -> bool:
    return text not in ALLOWED and re.search(r"[A-Za-z]{2,}", _NOT_WORDS.sub("", text)) is not None


def _name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _literals(node: ast.AST, scope: dict[str, list[ast.AST]], seen: set[str]) -> Iterator[str]:
    """The string literals in ``node`` that end up shown unmarked."""
    if isinstance(node, ast.Call) and _name(node) in MARKERS:
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
        return
    if isinstance(node, ast.Name) and node.id in scope and node.id not in seen:
        for value in scope[node.id]:
            yield from _literals(value, scope, seen | {node.id})
        return
    if isinstance(node, ast.JoinedStr):  # an f-string: its text, and what it holds
        for part in node.values:
            inner = part.value if isinstance(part, ast.FormattedValue) else part
            yield from _literals(inner, scope, seen)
        return
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Attribute) and node.func.attr == "get":
            # a sentence looked up in a dict of them (``WORDS.get(kind, "…")``)
            yield from _dict_values(node.func.value, scope, seen)
            for arg in node.args[1:]:
                yield from _literals(arg, scope, seen)
            return
        # a value computed by another function is that function's to mark; but the text a
        # method is called on ("…".format(), ", ".join()) and its arguments are shown
        if isinstance(node.func, ast.Attribute):
            yield from _literals(node.func.value, scope, seen)
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                yield from _literals(arg, scope, seen)
        return
    if isinstance(node, ast.Subscript):  # a sentence looked up in a dict (``WORDS[kind]``)
        yield from _dict_values(node.value, scope, seen)
        return
    if isinstance(node, ast.Compare | ast.Dict):
        return  # a key or a value compared: data, not words
    for child in ast.iter_child_nodes(node):
        yield from _literals(child, scope, seen)


def _dict_values(node: ast.AST, scope: dict[str, list[ast.AST]], seen: set[str]) -> Iterator[str]:
    """The values of the dict ``node`` is (a literal, or a name assigned one): what a
    lookup in it shows. Its keys are data; a list or a text indexed is not looked into."""
    if isinstance(node, ast.Name) and node.id in scope and node.id not in seen:
        for value in scope[node.id]:
            yield from _dict_values(value, scope, seen | {node.id})
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _literals(value, scope, seen)
    elif isinstance(node, ast.Call) and _name(node) == "dict":
        for keyword in node.keywords:
            yield from _literals(keyword.value, scope, seen)


def _assignments(function: ast.AST, module: ast.AST | None = None) -> dict[str, list[ast.AST]]:
    """What each name is assigned in ``function``, else at the top of ``module`` (a
    module's constant: ``HEADING = "…"``, a dict of sentences)."""
    scope: dict[str, list[ast.AST]] = {}
    if module is not None:
        scope |= _assignments(ast.Module(body=[*_top_level(module)], type_ignores=[]))
    for node in ast.walk(function):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) and node.value:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    scope.setdefault(target.id, []).append(node.value)
    return scope


def _top_level(module: ast.AST) -> Iterator[ast.stmt]:
    """The module's own statements, not those inside its functions and classes."""
    for node in getattr(module, "body", []):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node


def unmarked(source: str, sinks: dict | None = None) -> list[tuple[int, str]]:
    """(line, text) of every unmarked English literal a sink shows."""
    sinks = SINKS if sinks is None else sinks
    tree = ast.parse(source)
    found = []
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    for function in functions:
        scope = _assignments(function, tree)
        for call in ast.walk(function):
            if not isinstance(call, ast.Call) or _name(call) not in sinks:
                continue
            which = sinks[_name(call)]
            args = (
                call.args if which is None else [call.args[i] for i in which if i < len(call.args)]
            )
            args += [k.value for k in call.keywords if k.arg == "title"]
            for arg in args:
                found += [(call.lineno, t) for t in _literals(arg, scope, set()) if _is_words(t)]
    return sorted(set(found))


@pytest.mark.parametrize("path", sorted(CLI.glob("*.py")), ids=lambda p: p.name)
def test_cli_text_is_marked(path: Path) -> None:
    found = unmarked(path.read_text("utf-8"))
    assert not found, f"{path.name}: shown without _(): {found}"


# The rules, the ledger and the web say their refusals through RuleError: every part after the field
# is a sentence (``N_("…", name=…)`` from rules/errors.py), an option, or a value.
# ledger/transfer refuses an import file through ``refuse(where, …)``: the place (a JSON path,
# as the file spells it) is never translated, every part after it is.
RULES = [
    *sorted((CLI.parent / "rules").glob("*.py")),
    *sorted((CLI.parent / "ledger").rglob("*.py")),
    *sorted((CLI.parent / "web").glob("*.py")),
]
RULE_SINKS = {"RuleError": tuple(range(1, 12)), "SessionOver": None, "JsonProblem": (0,)}
RULE_SINKS |= {"refuse": tuple(range(1, 12)), "_refuse": tuple(range(1, 12))}


@pytest.mark.parametrize("path", RULES, ids=lambda p: str(p.relative_to(CLI.parent)))
def test_rules_and_ledger_sentences_are_marked(path: Path) -> None:
    found = unmarked(path.read_text("utf-8"), RULE_SINKS)
    assert not found, f"{path.name}: a refusal not marked with N_(): {found}"


def test_the_rules_check_finds_what_it_should() -> None:
    source = """
def check(player, option):
    said = f"{player} has both "
    raise RuleError("hand", said, Option("hand"), " and ", N_("{player} fine", player=player))
"""
    assert [text for _line, text in unmarked(source, RULE_SINKS)] == [" and ", " has both "]


def test_the_check_finds_what_it_should() -> None:
    source = """
def command(ctx, name):
    said = f"{name} pays"
    say(said)
    echo(_("Marked {name}").format(name=name) + " unmarked tail")
    raise fail("--output: give a file name", 2)
    raise RuleError("winner", "give one --winner")
    table = _table(_("player"), "score", title=f"Game {name}")
    echo(_("fine"))
    fail("--games, --json: " + _("give one"), 2)
    echo(f"ok: {name}")
"""
    texts = [text for _line, text in unmarked(source)]
    assert sorted(texts) == sorted(
        [" pays", " unmarked tail", "--output: give a file name", "give one --winner", "score",
         "Game "]
    )  # fmt: skip


def test_the_check_finds_sentences_in_dicts_and_f_strings() -> None:
    source = """
WORDS = {"saved": "Game saved", "gone": _("Game gone")}
HEADING = f"Totals for {SESSION}"
FINE = {"kind": _("Marked")}


def command(ctx, n, kind):
    echo(f"Game {n} saved")
    say(WORDS[kind])
    echo(WORDS.get(kind, "Nothing to show"))
    local = {"a": "Nothing to do", "b": _("fine")}
    echo(local[kind], err=True)
    fail(_("{what} is gone").format(what=dict(a="gone for good")[kind]), 2)
    echo(HEADING)
    echo(FINE[kind])
    echo({"x": "Inline sentence"}[kind])


async def later(n):
    echo(f"Round {n} over")
"""
    texts = [text for _line, text in unmarked(source)]
    assert sorted(texts) == sorted(
        ["Game ", " saved", "Game saved", "Game saved", "Nothing to show", "Nothing to do",
         "gone for good", "Totals for ", "Inline sentence", "Round ", " over"]
    )  # fmt: skip

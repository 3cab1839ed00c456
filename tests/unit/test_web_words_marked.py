"""Every word a web page shows is marked in its template: read from the source (no page
rendered), so a page a test never fetches is held to it too.

What a person reads in a template is its text between tags, the words of its
``aria-label``, ``placeholder``, ``title`` and ``alt`` attributes, and a quoted string an
output expression (``{{ … }}``) prints there. Each must come through ``_()`` (or be a name,
a number, a symbol, a code such as NPR): an English word written as it is would reach a
Nepali reader as it is. A command in ``<code>`` is typed as it is, in every language; the
other attributes (a class, an address, an input's mode) are never read.
The web's Python modules are checked by ``test_cli_words_marked.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TEMPLATES = Path(__file__).resolve().parents[2] / "scorekeeper" / "web" / "templates"
# Said as they are in every language: the language switch names English in English.
ALLOWED = {"English"}
WORD = re.compile(r"\b(?![A-Z]{2,}\b)[A-Za-z]{2,}")  # a code (NPR, CSV) is not a word
READ = ("aria-label", "placeholder", "title", "alt")
SAID = re.compile(r"""\b_\(\s*("[^"]*"|'[^']*')""")  # _("…") and _('…'): marked
QUOTED = re.compile(r"""("[^"]*"|'[^']*')""")


def _expressions(source: str) -> list[str]:
    return re.findall(r"\{\{(.*?)\}\}", source, re.S)


def _printed_literals(expression: str) -> list[str]:
    """Quoted strings an expression prints: not marked, not a filter's or a test's
    argument written after ``|`` or ``==``, not a key or attribute looked up."""
    unmarked = SAID.sub(" ", expression)
    found = []
    for match in QUOTED.finditer(unmarked):
        before = unmarked[: match.start()].rstrip()
        if before.endswith(("==", "!=", "(", "[", ",", " in", "=")) or "|" in before[-3:]:
            continue  # compared, an argument, a key: never printed as it stands
        found.append(match.group(1)[1:-1])
    return found


def _text(source: str) -> str:
    """What stands between the tags, Jinja's statements, comments and expressions out."""
    body = re.sub(r"\{#.*?#\}", " ", source, flags=re.S)
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    body = re.sub(r"\{%.*?%\}|\{\{.*?\}\}", " ", body, flags=re.S)
    return re.sub(r"<[^>]*>", " ", body)


def _attributes(source: str) -> list[str]:
    found = re.findall(rf'\b(?:{"|".join(READ)})="([^"]*)"', source)
    return [re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", value) for value in found]


def _unread(source: str) -> str:
    """The template without what nobody reads: attributes other than READ, ``<code>``."""
    kept = "|".join(READ)
    source = re.sub(r"<code>.*?</code>", " ", source, flags=re.S)
    return re.sub(rf'\s(?!(?:{kept})=)[a-z][a-z-]*="[^"]*"', " ", source)


def english(source: str) -> list[str]:
    """The English words a template shows outside ``_()``."""
    source = _unread(source)
    shown = [_text(source), *_attributes(source)]
    shown += [literal for e in _expressions(source) for literal in _printed_literals(e)]
    return sorted({w for text in shown for w in WORD.findall(text) if w not in ALLOWED})


@pytest.mark.parametrize("path", sorted(TEMPLATES.glob("*.html")), ids=lambda p: p.name)
def test_a_template_shows_no_english_word_unmarked(path: Path) -> None:
    found = english(path.read_text("utf-8"))
    assert not found, f"{path.name}: mark these with _() (docs/translating.md): {found}"


def test_the_check_finds_an_unmarked_word() -> None:
    assert english("<h2>Overall</h2>") == ["Overall"]
    assert english('<nav aria-label="Presets">') == ["Presets"]
    assert english('{{ "won" if s.over else _("first") }}') == ["won"]
    assert english('<h2>{{ _("Overall") }}</h2>{% if a == "b" %}{{ x | num }}{% endif %}') == []
    assert english("<p class=\"{{ 'ok' if a else 'bad' }}\" title=\"{{ 'Sum' }}\">") == ["Sum"]
    assert english("<code>scorekeeper new NAME</code> NPR") == []

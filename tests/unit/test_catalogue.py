"""The Nepali catalogue is whole and shipped as it is written.

Every sentence marked in the source (``_()``, ``ngettext``, ``N_``) is in the ``ne``
catalogue, translated, not fuzzy, with the same ``{placeholders}``; and the compiled
``.mo`` the package ships is what the ``.po`` compiles to today (docs/translating.md says
how to refresh both). Babel is a test and development tool; the program never imports it.
"""

from __future__ import annotations

import io
import re
import string
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "scorekeeper" / "locale"
PO = LOCALE / "ne" / "LC_MESSAGES" / "scorekeeper.po"
MO = PO.with_suffix(".mo")
KEYWORDS = {"_": None, "ngettext": (1, 2), "N_": None}


def _catalogue():
    with PO.open("rb") as file:
        return read_po(file, locale="ne")


def _marked(plain_only: bool = False) -> set[str]:
    """Every msgid marked in the source, extracted as babel.cfg says (``plain_only``: those
    marked with ``_`` or ``N_``, looked up alone, not with a plural by ``ngettext``)."""
    with (ROOT / "babel.cfg").open() as file:
        method_map, options_map = parse_mapping_cfg(file)
    found: set[str] = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
        ROOT, method_map, options_map, keywords=KEYWORDS
    ):
        if isinstance(message, str):
            found.add(message)
        elif not plain_only:
            found.add(message[0])
    return found


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_every_marked_sentence_is_in_the_catalogue() -> None:
    assert len(_marked()) > 150  # the extraction itself finds the marks
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in _catalogue() if m.id}
    missing = sorted(_marked() - ids)
    assert not missing, f"not in {PO.name} (run the update in docs/translating.md): {missing}"


def test_a_sentence_looked_up_alone_has_an_entry_of_its_own() -> None:
    """``_("{count} game")`` finds the first form of a plural entry only where Python's
    gettext falls back to it (3.11.7 does, Debian's 3.11.2 does not, and says English): a
    count is said with ``ngettext``, and a sentence looked up alone has its own entry."""
    catalogue = _catalogue()
    plural_only = [
        msgid for msgid in sorted(_marked(plain_only=True))
        if (entry := catalogue.get(msgid)) is not None and entry.pluralizable
    ]  # fmt: skip
    assert plural_only == []


def test_every_entry_is_translated_not_fuzzy_with_the_same_placeholders() -> None:
    catalogue = _catalogue()
    assert len(catalogue) > 150
    for message in catalogue:
        if not message.id:
            continue
        source = message.id if isinstance(message.id, str) else message.id[1]
        strings = [message.string] if isinstance(message.id, str) else list(message.string)
        assert "fuzzy" not in message.flags, f"fuzzy: {message.id!r}"
        for text in strings:
            assert text, f"untranslated: {message.id!r}"
            assert _fields(text) == _fields(source), f"placeholders differ: {message.id!r}"
            # a command, an option or a file's name stays as typed in every language
            for literal in re.findall(r"`[^`]*`|--[a-z-]+|\b[A-Z]{3,}\b", source):
                assert literal in text, f"{literal!r} lost in {message.id!r}"


def test_the_shipped_mo_is_the_po_compiled() -> None:
    compiled = io.BytesIO()
    write_mo(compiled, _catalogue(), use_fuzzy=False)
    assert MO.read_bytes() == compiled.getvalue(), (
        "scorekeeper.mo is older than scorekeeper.po: pybabel compile -d scorekeeper/locale "
        "-D scorekeeper"
    )


def test_the_package_ships_the_compiled_catalogue() -> None:
    """A fresh install (not only this checkout) reads Nepali: the .mo is package data."""
    import tomllib
    from fnmatch import fnmatch

    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["scorekeeper"]
    shipped = MO.relative_to(ROOT / "scorekeeper").as_posix()
    assert any(fnmatch(shipped, pattern) for pattern in patterns), patterns

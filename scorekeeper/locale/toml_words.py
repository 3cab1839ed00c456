"""Babel's extraction method for the presets' own words (data/presets/*.toml).

A preset file says what a person reads about it: its ``title`` and ``summary``, and for
each parameter its ``label``, its ``help`` and the ``choices`` a form offers. babel.cfg
names this function (``[extractors]``), so ``pybabel extract`` puts those words in the
catalogue beside the marked sentences of the source; ``present/preset_words.py`` says them
through ``_()`` where a face shows them. Only pybabel (a development tool) imports this
module: the program never does.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from typing import IO, Any

Extracted = tuple[int, str | None, str, list[str]]


def words(data: dict[str, Any]) -> Iterator[str]:
    """Every word of one preset file a person reads, in the file's order."""
    for key in ("title", "summary"):
        if data.get(key):
            yield data[key]
    for table in data.get("params", {}).values():
        for key in ("label", "help"):
            if table.get(key):
                yield table[key]
        yield from table.get("choices", ())


def extract(
    fileobj: IO[bytes], keywords: object, comment_tags: object, options: object
) -> Iterator[Extracted]:
    """(line, function, message, comments) for each word, as babel's methods yield them;
    the line is where the word is first written in the file."""
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for word in words(tomllib.loads(text)):
        line = next((n for n, row in enumerate(lines, 1) if f'"{word}"' in row), 0)
        yield line, None, word, []

"""Characters that could steer a terminal, and how text holding them is printed.

C0 and C1 control characters (ESC among them, which starts every terminal escape
sequence) and the bidirectional overrides and isolates that can make a line read
differently from what it holds. Nothing here imports the rest of the package: an error
message escapes what it quotes with ``shown``, and every face prints through it.
"""

from __future__ import annotations

import unicodedata

# Explicit embeddings, overrides and isolates (the "Trojan Source" characters).
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def is_unsafe(ch: str) -> bool:
    """A character that may not be stored in free text: controls and bidi overrides."""
    return unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS


def shown(text: str, keep: str = "") -> str:
    """Text as it may be printed: each unsafe character (from an older file) as \\x1b etc.

    ``keep`` names characters left as they are (a CSV cell keeps its tabs and newlines).
    """
    if not any(is_unsafe(ch) and ch not in keep for ch in text):
        return text
    return "".join(code_of(ch) if is_unsafe(ch) and ch not in keep else ch for ch in text)


def code_of(ch: str) -> str:
    """A character as it may be printed: \\x1b, \\u202e."""
    point = ord(ch)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"

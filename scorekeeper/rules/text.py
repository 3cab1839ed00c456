"""Free text a person types (reasons, notes, names): what may be stored, and how it is shown.

Anything stored ends up printed to a terminal or drawn in a screen, so text that could
steer a terminal is refused on the way in: C0 and C1 control characters (ESC among
them, which starts every terminal escape sequence) and the bidirectional overrides
and isolates that can make a line read differently from what it holds. Files written
by older versions may still hold such text; ``shown`` makes it harmless to print.
"""

from __future__ import annotations

import unicodedata

from scorekeeper.rules.errors import RuleError

MAX_TEXT = 500
# Explicit embeddings, overrides and isolates (the "Trojan Source" characters).
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Zero-width (non-)joiners are part of how Devanagari and other scripts are written.
JOINERS = frozenset("\u200c\u200d")


def is_unsafe(ch: str) -> bool:
    """A character that may not be stored in free text: controls and bidi overrides."""
    return unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS


def nfc(text: str) -> str:
    """One spelling for what looks the same: é typed as one character or as e + accent."""
    return unicodedata.normalize("NFC", text)


def check_text(value: str | None, field: str, required: bool) -> str | None:
    """A reason or a note: spaces folded, NFC, at most 500 characters, nothing unsafe."""
    raw = str(value) if value is not None else ""
    bad = next((ch for ch in raw if is_unsafe(ch) and ch not in " \t\n\r"), None)
    if bad is not None:
        raise RuleError(
            field,
            f"cannot contain control characters (here {_code(bad)}); use plain words",
        )
    text = nfc(" ".join(raw.split()))
    if required and not text:
        raise RuleError(field, "a reason is required (say why, in a few words)")
    if len(text) > MAX_TEXT:
        raise RuleError(field, f"at most {MAX_TEXT} characters, got {len(text)}")
    return text or None


def shown(text: str) -> str:
    """Text as it may be printed: each unsafe character (from an older file) as \\x1b etc."""
    if not any(is_unsafe(ch) for ch in text):
        return text
    return "".join(_code(ch) if is_unsafe(ch) else ch for ch in text)


def _code(ch: str) -> str:
    point = ord(ch)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"

"""Free text a person types (reasons, notes, names): what may be stored, and how it is shown.

Anything stored ends up printed to a terminal or drawn in a screen, so text that could
steer a terminal is refused on the way in: C0 and C1 control characters (ESC among
them, which starts every terminal escape sequence) and the bidirectional overrides
and isolates that can make a line read differently from what it holds. Files written
by older versions may still hold such text; ``escapes.shown`` makes it harmless to print.
"""

from __future__ import annotations

import unicodedata

from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.escapes import code_of, is_unsafe

MAX_TEXT = 500
# Zero-width (non-)joiners are part of how Devanagari and other scripts are written.
JOINERS = frozenset("\u200c\u200d")


def nfc(text: str) -> str:
    """One spelling for what looks the same: é typed as one character or as e + accent."""
    return unicodedata.normalize("NFC", text)


def name_key(name: str) -> str:
    """What a name is stored under and matched by: spaces folded, NFC, any case."""
    return nfc(" ".join(str(name).split())).casefold()


def key_spellings(name: str) -> tuple[str, ...]:
    """Every key ``name`` may be stored under, the name as typed first: today's key, and
    those of files written before names were normalised (the plain casefold of the name,
    perhaps typed in NFD)."""
    text = " ".join(str(name).split())
    decomposed = unicodedata.normalize("NFD", text).casefold()
    return tuple(dict.fromkeys((text.casefold(), name_key(text), decomposed)))


def same_name(first: str, second: str) -> bool:
    """Two names for one person: equal once spaces are folded, in NFC, ignoring case."""
    return name_key(first) == name_key(second)


def check_text(
    value: str | None, field: str, required: bool, folded: str = " \t\n\r"
) -> str | None:
    """A reason or a note: spaces folded, NFC, at most 500 characters, nothing unsafe.

    ``folded``: the whitespace taken and folded into single spaces (a reason may arrive
    pasted across lines); any other control character is refused."""
    raw = str(value) if value is not None else ""
    bad = next((ch for ch in raw if is_unsafe(ch) and ch not in folded), None)
    if bad is not None:
        raise RuleError(
            field,
            N_(
                "cannot contain control characters (here {code}); use plain words",
                code=code_of(bad),
            ),
        )
    text = nfc(" ".join(raw.split()))
    if required and not text:
        raise RuleError(field, N_("a reason is required (say why, in a few words)"))
    if len(text) > MAX_TEXT:
        raise RuleError(
            field, N_("at most {most} characters, got {count}", most=MAX_TEXT, count=len(text))
        )
    return text or None


def check_note(value: str | None, field: str = "note") -> str | None:
    """A game's note: as a reason, but every control character is refused, line ends and
    tabs too: a note is one line of a game, written by every face and every import alike,
    and a CR or LF in it was silently made a space. Unicode's own line and paragraph
    separators are line ends as well."""
    bad = next((ch for ch in str(value or "") if ch in "\u2028\u2029"), None)
    if bad is not None:
        raise RuleError(
            field,
            N_(
                "cannot contain control characters (here {code}); use plain words",
                code=code_of(bad),
            ),
        )
    return check_text(value, field, required=False, folded=" ")


def json_escaped(document: str) -> str:
    """A JSON document written with ``ensure_ascii=False`` made safe to print: DEL, C1
    controls and bidi overrides (which ``json`` leaves raw) written as \\uXXXX escapes.

    JSON already escapes C0 controls; these characters can only stand inside strings, where
    an escape reads back as the same text, so a reader of the file sees no difference.
    """
    if not any(_raw_in_json(ch) for ch in document):
        return document
    return "".join(f"\\u{ord(ch):04x}" if _raw_in_json(ch) else ch for ch in document)


def _raw_in_json(ch: str) -> bool:
    # Below 0x20 json escapes inside strings itself; outside them it is the indent's layout.
    return ch >= "\x7f" and is_unsafe(ch)

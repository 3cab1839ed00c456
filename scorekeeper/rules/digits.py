"""The digits a person may type in a number: ASCII 0–9 and Devanagari ०–९, nothing else.

Nepali families type Devanagari digits (``--hand Asha=१२`` is 12), in every face and
under every language. Python itself is far more lenient: ``int()`` and ``str.isdigit``
take fullwidth ``１２``, Arabic-Indic ``١٢`` and mathematical ``𝟗``, and ``isdigit`` calls
``²`` a digit that ``int()`` then refuses. Every number typed passes through ``plain_digits``
first, so what a field takes is one rule, said one way; JSON and CSV numbers stay ASCII.
"""

from __future__ import annotations

from scorekeeper.rules.errors import N_, RuleError

DEVANAGARI_DIGITS = "०१२३४५६७८९"
# The digit characters a form's number cell may hold, for a regex character class
# (a TUI cell's ``restrict``, a web input's ``pattern``).
DIGIT_CLASS = "0-9०-९"
ALLOWED_DIGITS = "digits 0–9 or ०–९"
_TO_ASCII = str.maketrans(DEVANAGARI_DIGITS, "0123456789")


def _shown(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def _foreign(ch: str) -> bool:
    # isnumeric covers isdigit and isdecimal, and also ², ½ and Ⅻ: none is typed as a number.
    return not ch.isascii() and ch.isnumeric()


def plain_digits(text: str, field: str, allowed: str) -> str:
    """``text`` with its Devanagari digits written as ASCII ones; any other non-ASCII digit
    refused naming ``field`` and ``allowed`` (what the field takes, such as "must be a whole
    number 0–20"), in the sentence the field's other refusals use. Everything else is left
    as it is, for the field's own parser to judge."""
    plain = str(text).translate(_TO_ASCII)
    if any(_foreign(ch) for ch in plain):
        raise RuleError(
            field,
            N_(
                "{allowed}, got {typed!r} ({digits})",
                allowed=allowed,
                typed=_shown(str(text)),
                digits=ALLOWED_DIGITS,
            ),
        )
    return plain


def number_or_none(text: str) -> int | None:
    """``text`` as a whole number when it is only digits (ASCII or Devanagari, at most nine,
    so that SQLite can hold it), else None: for a reference that is a number or a name
    (a session, a game), where other scripts' digits are simply not a number."""
    plain = str(text).translate(_TO_ASCII)
    if plain.isascii() and plain.isdigit() and 0 < len(plain) < 10:
        return int(plain)
    return None

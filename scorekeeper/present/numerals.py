"""Digits as shown: ASCII 0–9 written as Devanagari ०–९ when the reader chose ``deva``.

Only text for a person's eyes passes through here (tables, sentences); JSON and CSV never
do, so a script or a spreadsheet always reads ASCII numbers. Reading digits back in is
``rules/digits.py``'s ``plain_digits``: ``१२`` typed anywhere is 12.
"""

from __future__ import annotations

from scorekeeper.present.language import TO_DEVANAGARI, current


def deva_digits(text: str) -> str:
    """``text`` with every ASCII digit as its Devanagari one (``+12`` → ``+१२``)."""
    return text.translate(TO_DEVANAGARI)


def shown_digits(text: str) -> str:
    """``text`` in the digits the reader chose (unchanged under ``latin``)."""
    return deva_digits(text) if current().digits == "deva" else text

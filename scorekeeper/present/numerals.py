"""Digits as shown: ASCII 0–9 written as Devanagari ०–९ when the reader chose ``deva``.

Only text for a person's eyes passes through here (tables, sentences); JSON and CSV never
do, so a script or a spreadsheet always reads ASCII numbers. Reading digits back in is
``rules/digits.py``'s ``plain_digits``: ``१२`` typed anywhere is 12.
"""

from __future__ import annotations

# shown_digits: ``text`` in the digits the reader chose (unchanged under ``latin``)
from scorekeeper.present.language import TO_DEVANAGARI
from scorekeeper.present.language import shown_digits as shown_digits


def deva_digits(text: str) -> str:
    """``text`` with every ASCII digit as its Devanagari one (``+12`` → ``+१२``)."""
    return text.translate(TO_DEVANAGARI)

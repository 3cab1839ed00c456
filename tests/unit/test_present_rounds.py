"""Rounds played are written one way in every face: two decimal places at most."""

from __future__ import annotations

from fractions import Fraction

import pytest

from scorekeeper.present.rounds import rounds_number, rounds_played, rounds_text


@pytest.mark.parametrize(
    ("value", "number", "text", "phrase"),
    [
        (Fraction(3), 3, "3", "3 rounds played"),
        (Fraction(1), 1, "1", "1 round played"),
        (Fraction(12, 5), 2.4, "2.4", "2.4 rounds played"),
        (Fraction(5, 3), 1.67, "1.67", "1.67 rounds played"),
        (Fraction(1, 3), 0.33, "0.33", "0.33 rounds played"),
        (Fraction(9, 7), 1.29, "1.29", "1.29 rounds played"),  # seven seats
    ],
)
def test_every_face_writes_rounds_alike(value: Fraction, number, text: str, phrase: str):
    assert rounds_number(value) == number
    assert rounds_text(value) == text
    assert rounds_played(value) == phrase

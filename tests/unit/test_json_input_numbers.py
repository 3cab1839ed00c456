"""An export's numbers are read by ``int`` itself, and a number too long to be one of
ours is still refused in one sentence, whatever Python's own limit of digits is."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from scorekeeper.ledger.transfer import json_input
from scorekeeper.ledger.transfer.json_input import JsonProblem, load_json

LONG = '{"format": ' + "9" * 5000 + "}"


@pytest.fixture(params=[json_input.MOST_DIGITS, 0, 100_000], ids=["default", "lifted", "raised"])
def digits_limit(request: pytest.FixtureRequest) -> Iterator[int]:
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(request.param)
    try:
        yield request.param
    finally:
        sys.set_int_max_str_digits(before)


def test_a_number_of_thousands_of_digits_is_refused_in_one_sentence(digits_limit: int) -> None:
    with pytest.raises(JsonProblem, match=r"^it holds a number of 5000 digits$"):
        load_json(LONG)


def test_numbers_are_read_by_int_itself_under_pythons_own_limit(digits_limit: int) -> None:
    """No call into Python for each of a season's half a million numbers."""
    reader = json_input._int_reader()
    assert (reader is int) == (digits_limit == json_input.MOST_DIGITS)
    assert load_json('{"a": [1, -2, 30]}') == {"a": [1, -2, 30]}

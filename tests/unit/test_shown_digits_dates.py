"""Digits and dates as shown: Devanagari digits under ``deva``; Bikram Sambat dates
under ``bs``, held to the nepali-datetime package itself for known days."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import nepali_datetime
import pytest

from scorekeeper.present import language
from scorekeeper.present.calendar_dates import dated, day, stamp
from scorekeeper.present.language import Choice
from scorekeeper.present.numerals import deva_digits, shown_digits
from scorekeeper.rules.digits import plain_digits


@pytest.fixture
def chosen() -> Iterator[list]:
    """Set a choice for the test; English again after it."""
    tokens: list = []
    yield tokens
    for token in reversed(tokens):
        language.restore(token)


def test_deva_digits_round_trip() -> None:
    assert deva_digits("Game 10: +41, -3, 0.25 NPR") == "Game १०: +४१, -३, ०.२५ NPR"
    assert plain_digits(deva_digits("0123456789"), "x", "") == "0123456789"
    assert deva_digits("no digits") == "no digits"


def test_shown_digits_follow_the_choice(chosen: list) -> None:
    assert shown_digits("+41") == "+41"
    chosen.append(language.use(Choice("en", "deva", "gregorian")))
    assert shown_digits("+41") == "+४१"
    chosen.append(language.use(Choice("ne", "latin", "gregorian")))
    assert shown_digits("+41") == "+41"


# Days the package's own tables give: 2026-11-25 is 9 Mangsir 2083; New Year 2083 (1
# Baisakh) fell on 2026-04-14; 2000-01-01 was 17 Poush 2056.
KNOWN = [
    (dt.date(2026, 11, 25), (2083, 8, 9)),
    (dt.date(2026, 4, 14), (2083, 1, 1)),
    (dt.date(2000, 1, 1), (2056, 9, 17)),
]


@pytest.mark.parametrize(("gregorian", "bs"), KNOWN)
def test_bs_dates_match_the_package(chosen: list, gregorian: dt.date, bs: tuple) -> None:
    converted = nepali_datetime.date.from_datetime_date(gregorian)
    assert (converted.year, converted.month, converted.day) == bs
    at = f"{gregorian.isoformat()}T18:30:05+00:00"
    assert stamp(at) == f"{gregorian.isoformat()} 18:30"  # gregorian: as stored, UTC
    chosen.append(language.use(Choice("en", "latin", "bs")))
    assert stamp(at) == f"{bs[0]:04d}-{bs[1]:02d}-{bs[2]:02d} 18:30"
    assert dated(at) == f"{bs[0]:04d}-{bs[1]:02d}-{bs[2]:02d}T18:30:05+00:00"


def test_bs_month_names_follow_the_language(chosen: list) -> None:
    at = "2026-11-25T23:59:00+00:00"
    assert day(at) == "2026-11-25"
    chosen.append(language.use(Choice("en", "latin", "bs")))
    assert day(at) == "9 Mangsir 2083"
    chosen.append(language.use(Choice("ne", "deva", "bs")))
    assert day(at) == "मंसिर 9, 2083"  # digits are the shown text's, turned as it is printed
    assert shown_digits(day(at)) == "मंसिर ९, २०८३"

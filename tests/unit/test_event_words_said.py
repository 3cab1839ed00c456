"""A session change is told in the reader's language and digits, its English (and its
ASCII numbers) kept for --json and the stored words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.ledger.reads.event_history import describe
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.rules.errors import N_

PLAN = {"stake": "0.25", "currency": "NPR", "transfers": [
    {"payer": "Dev", "payee": "Asha 2", "amount": 2050}]}  # fmt: skip


@pytest.fixture
def nepali() -> Iterator[None]:
    token = use(Choice(lang="ne", digits="deva", calendar="gregorian"))
    yield
    restore(token)


def test_a_stake_and_a_settle_up_in_english_keep_their_words() -> None:
    assert str(describe("stake", {}, {"stake": "0.25", "currency": "NPR"})) == (
        "stake none → 0.25 NPR"
    )
    assert str(describe("settle", {}, {"settlement": PLAN})) == (
        "settled at 0.25 NPR a point: Dev pays Asha 2 20.50 NPR"
    )


def test_in_nepali_the_words_and_the_numbers_are_the_readers(nepali: None) -> None:
    stake = describe("stake", {}, {"stake": "0.25", "currency": "NPR"})
    assert f"{stake}" == "दाउ छैन → ०.२५ NPR"
    settled = describe("settle", {}, {"settlement": PLAN})
    # the amounts in Devanagari digits; a name with a digit in it stays as it was typed
    assert f"{settled}" == "प्रति अङ्क ०.२५ NPR मा हिसाब मिलियो: Dev ले Asha 2 लाई २०.५० NPR तिर्नुपर्छ"
    assert str(settled) == "settled at 0.25 NPR a point: Dev pays Asha 2 20.50 NPR"


def test_latin_digits_under_nepali_keep_ascii_numbers() -> None:
    token = use(Choice(lang="ne", digits="latin", calendar="gregorian"))
    try:
        assert f"{N_('stake {before} → {after}', before=N_('none'), after='x')}" == "दाउ छैन → x"
        assert "0.25" in f"{describe('stake', {}, {'stake': '0.25', 'currency': 'NPR'})}"
    finally:
        restore(token)

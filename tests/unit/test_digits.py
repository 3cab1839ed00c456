"""One rule for every number typed: ASCII and Devanagari digits, nothing else (rules/digits.py).

Python is more lenient than the contract: int() and str.isdigit take fullwidth, Arabic-Indic
and mathematical digits, and isdigit calls "²" a digit that int() refuses. Every parser of a
person's number goes through ``plain_digits``; a field that cannot be negative refuses a sign.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from scorekeeper.ledger.core.limits import check_stake
from scorekeeper.rules import RuleError
from scorekeeper.rules.cards import TYPED
from scorekeeper.rules.digits import number_or_none, plain_digits
from scorekeeper.rules.game_values import GameField
from scorekeeper.rules.numbers import parse_fraction, parse_points_sum, parse_whole
from scorekeeper.rules.params import ParamSpec
from scorekeeper.rules.points import CARD_VALUES
from scorekeeper.rules.tiles import parse_rack

FOREIGN = ["１２", "١٢", "۱۲", "𝟗", "²", "½", "১২"]  # fullwidth, Arabic-Indic ×2, math, Bengali
SIGNED = ["+5", "-0", "-5", "+0"]


def test_devanagari_digits_read_as_ascii_and_the_rest_is_left_alone() -> None:
    assert plain_digits("०१२३४५६७८९", "hand", "must be points") == "0123456789"
    assert plain_digits("K Q १०", "hand", "must be points") == "K Q 10"


@pytest.mark.parametrize("typed", FOREIGN)
def test_every_other_digit_is_refused_naming_the_field(typed: str) -> None:
    with pytest.raises(RuleError) as caught:
        plain_digits(typed, "honors", "Asha: must be a whole number 0–20")
    assert caught.value.field == "honors"
    assert caught.value.message == (
        f"Asha: must be a whole number 0–20, got {typed!r} (digits 0–9 or ०–९)"
    )


def test_devanagari_counts_points_sums_cards_tiles_and_fractions() -> None:
    assert parse_whole("१२", "honors", 0, 20) == 12
    assert parse_points_sum("१२", "hand", 500) == 12
    assert parse_points_sum("१०+१०+३", "hand", 500) == 23
    assert parse_points_sum("K Q १०", "hand", 500, cards=CARD_VALUES) == 30
    assert parse_rack("१३ ५ JK", "") == (18, 1)
    assert parse_rack("१३+५", "") == (18, 0)
    assert parse_fraction("१/२", "rule f", Fraction(0), Fraction(1)) == Fraction(1, 2)
    assert GameField("multiplier", "x", 1, 10, 1).parse("३") == 3


@pytest.mark.parametrize("typed", FOREIGN)
def test_every_parser_refuses_other_digits_in_its_own_sentence(typed: str) -> None:
    tail = f", got {typed!r} (digits 0–9 or ०–९)"
    cases = [
        (lambda: parse_whole(typed, "honors", 0, 20, "Asha: "), "Asha: must be a whole number"),
        (lambda: parse_points_sum(typed, "hand", 500, "Asha: "), "Asha: must be points 0–500"),
        (lambda: parse_points_sum(typed, "hand", 500, "", CARD_VALUES), "must be points 0–500"),
        (lambda: parse_rack(typed, "Asha: "), "Asha: must be points 0–10000"),
        (lambda: parse_fraction(typed, "rule f", Fraction(0), Fraction(1)), "must be a fraction"),
    ]
    for call, start in cases:
        with pytest.raises(RuleError) as caught:
            call()
        assert caught.value.message.startswith(start) and caught.value.message.endswith(tail)


@pytest.mark.parametrize("typed", SIGNED)
def test_a_field_that_cannot_be_negative_refuses_a_sign_alike_for_honors_and_hands(
    typed: str,
) -> None:
    with pytest.raises(
        RuleError, match=rf"honors: Asha: must be a whole number 0–20, got '\{typed}'"
    ):
        parse_whole(typed, "honors", 0, 20, "Asha: ")
    with pytest.raises(RuleError, match=r"hand: Asha: must be points 0–500 as a number or a sum"):
        parse_points_sum(typed, "hand", 500, "Asha: ")
    with pytest.raises(RuleError, match=r"^rule pool: must be a whole number"):
        ParamSpec("pool", "int", 101, "pool", minimum=50, maximum=500).parse(typed)


def test_a_field_that_may_be_negative_takes_a_minus_but_no_plus() -> None:
    assert parse_whole("-५", "x", -10, 10) == -5
    with pytest.raises(RuleError):
        parse_whole("+5", "x", -10, 10)


def test_amounts_take_devanagari_and_refuse_other_digits() -> None:
    fee = ParamSpec("entry-fee", "money", 500, "fee")
    assert fee.parse("५००") == "500"
    assert fee.parse("१२.५०") == "12.50"
    assert check_stake("०.२५", "NPR") == ("0.25", "NPR")
    with pytest.raises(RuleError, match=r"^rule entry-fee: must be an amount such as 500"):
        fee.parse("５００")
    with pytest.raises(RuleError, match=r"^stake: must be an amount per point above 0"):
        check_stake("٠.٢٥", "NPR")


def test_a_points_cell_lets_devanagari_digits_through() -> None:
    import re

    assert re.fullmatch(TYPED, "K Q १०+५")
    assert not re.fullmatch(TYPED, "１２")


@pytest.mark.parametrize(
    ("text", "number"),
    [("12", 12), ("१२", 12), ("०७", 7), ("١٢", None), ("１２", None), ("²", None), ("", None),
     ("1234567890", None), ("-1", None), ("+1", None)],
)  # fmt: skip
def test_a_reference_is_a_number_only_in_the_digits_a_person_types(text, number) -> None:
    assert number_or_none(text) == number


def test_sessions_and_games_are_found_by_devanagari_numbers_only(tmp_path) -> None:
    from scorekeeper.ledger import Ledger

    book = Ledger(tmp_path / "t.db")
    try:
        book.new_session("Friday", ["Asha", "Bina"])
        book.record("१", book.build_entry("Friday", "Asha", {"hand": ["Bina=5"]}))
        assert book.game("१", "१").number == 1
        with pytest.raises(RuleError, match="no session '١'"):
            book.session("١")
        with pytest.raises(RuleError, match="no game '١'"):
            book.game(1, "١")
    finally:
        book.close()

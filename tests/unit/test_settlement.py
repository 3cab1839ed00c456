"""Settle-up plans and money shares: exact, short and stable (rules.md, Settlement)."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.money import format_minor, split_money
from scorekeeper.rules.settlement import plan_through_banker, plan_transfers

NAMES = [f"P{i}" for i in range(10)]


@st.composite
def zero_sum_totals(draw: st.DrawFn) -> list[int]:
    count = draw(st.integers(2, 10))
    head = draw(st.lists(st.integers(-5000, 5000), min_size=count - 1, max_size=count - 1))
    return [*head, -sum(head)]


stakes = st.decimals(min_value=Decimal("0.0001"), max_value=Decimal("100"), places=4)


def _net(transfers: list, names: list[str]) -> dict[str, int]:
    net = dict.fromkeys(names, 0)
    for transfer in transfers:
        net[transfer.payer] -= transfer.amount
        net[transfer.payee] += transfer.amount
    return net


@settings(max_examples=150, deadline=None)
@given(zero_sum_totals(), stakes)
def test_money_shares_sum_exactly_and_stay_within_a_cent(totals: list[int], stake: Decimal):
    shares = split_money(totals, stake)
    assert sum(shares) == 0
    for total, cents in zip(totals, shares, strict=True):
        assert abs(Decimal(total) * stake * 100 - cents) < 1


@settings(max_examples=150, deadline=None)
@given(zero_sum_totals(), stakes)
def test_plan_balances_every_player_in_at_most_n_minus_one_transfers(totals, stake):
    names = NAMES[: len(totals)]
    balances = list(zip(names, split_money(totals, stake), strict=True))
    plan = plan_transfers(balances)
    assert len(plan) <= len(totals) - 1
    assert all(transfer.amount > 0 for transfer in plan)
    assert _net(plan, names) == dict(balances)


@settings(max_examples=100, deadline=None)
@given(zero_sum_totals(), st.data())
def test_banker_plan_balances_every_player(totals: list[int], data: st.DataObject):
    names = NAMES[: len(totals)]
    banker = data.draw(st.sampled_from(names))
    balances = list(zip(names, totals, strict=True))
    plan = plan_through_banker(balances, banker)
    assert _net(plan, names) == dict(balances)
    assert all(banker in (t.payer, t.payee) for t in plan)


def test_plan_is_the_largest_debtor_to_the_largest_creditor_with_seat_ties():
    balances = [("Asha", -500), ("Bina", 300), ("Chandra", -500), ("Dev", 700)]
    plan = [(t.payer, t.payee, t.amount) for t in plan_transfers(balances)]
    # Asha and Chandra owe alike: the earlier seat pays first. Dev is then owed 200,
    # less than Bina's 300, so Chandra pays Bina before Dev.
    assert plan == [("Asha", "Dev", 500), ("Chandra", "Bina", 300), ("Chandra", "Dev", 200)]


def test_a_small_correction_changes_only_the_transfers_it_must():
    before = [("Asha", -1000), ("Bina", 2500), ("Chandra", -900), ("Dev", -600)]
    after = [("Asha", -1000), ("Bina", 2520), ("Chandra", -920), ("Dev", -600)]
    old = [(t.payer, t.payee) for t in plan_transfers(before)]
    new = [(t.payer, t.payee) for t in plan_transfers(after)]
    assert old == new  # same people pay the same people; only Chandra's amount moves


def test_half_cents_go_to_the_earlier_seat_and_format_exactly():
    assert split_money([1, -1], Decimal("0.125")) == [13, -13]
    assert split_money([2, -1, -1], Decimal("0.125")) == [25, -12, -13]
    assert [format_minor(c) for c in (0, 5, -5, 1250, -1250)] == [
        "0.00",
        "0.05",
        "-0.05",
        "12.50",
        "-12.50",
    ]

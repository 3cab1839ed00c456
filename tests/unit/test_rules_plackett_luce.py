"""The rating update written out in ``rules.plackett_luce`` gives what the ``openskill``
package gives, to the last bit, on chains of random games with ties and sit-outs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from scorekeeper.rules import plackett_luce
from scorekeeper.rules.plackett_luce import rate

MODEL = PlackettLuce()


def ranks(scores: list[int], lowest_wins: bool) -> list[int]:
    """rules.md's rank: 1 + the number of strictly better scores; equal scores share one."""
    sign = 1 if lowest_wins else -1
    return [1 + sum(sign * other < sign * s for other in scores) for s in scores]


def test_ranks_share_ties_and_pool_orders_lowest_first():
    assert ranks([60, -10, -10, -40], lowest_wins=False) == [1, 2, 2, 4]
    assert ranks([0, 25, 25, 80], lowest_wins=True) == [1, 2, 2, 4]


# A game: who of ten people played (two or more) and each one's score.
games = st.lists(
    st.dictionaries(st.integers(0, 9), st.sampled_from([-40, -10, 0, 3, 10, 60, 101]), min_size=2),
    min_size=1,
    max_size=25,
)


def test_the_defaults_are_the_packages():
    assert (MODEL.mu, MODEL.sigma) == (plackett_luce.MU, plackett_luce.SIGMA)
    assert (
        MODEL.beta,
        MODEL.kappa,
        MODEL.tau,
    ) == (plackett_luce.BETA, plackett_luce.KAPPA, plackett_luce.TAU)
    assert not MODEL.limit_sigma and not MODEL.balance


@settings(max_examples=300, deadline=None)
@given(games, st.booleans())
def test_every_game_of_a_chain_equals_the_package_bit_for_bit(played, lowest_wins):
    theirs: dict[int, object] = {}
    ours: dict[int, list[float]] = {}
    for scores in played:
        ids = list(scores)
        ranked = ranks([scores[p] for p in ids], lowest_wins)
        teams = [[theirs.get(p) or MODEL.rating()] for p in ids]
        for pid, (after,) in zip(ids, MODEL.rate(teams, ranks=ranked), strict=True):
            theirs[pid] = after
        skills = [ours.setdefault(p, [plackett_luce.MU, plackett_luce.SIGMA]) for p in ids]
        rate(skills, ranked)
        for pid in ids:
            assert ours[pid] == [theirs[pid].mu, theirs[pid].sigma]  # exact, not approximate


def test_a_place_may_be_a_turned_score_as_well_as_a_rank():
    # The ledger passes scores turned so that the best is lowest, not ranks: the same order
    # and the same ties, so the same update.
    by_rank = [[25.0, 8.0], [27.0, 6.5], [22.0, 7.0]]
    by_score = [list(s) for s in by_rank]
    rate(by_rank, [2, 1, 2])
    rate(by_score, [-10, -60, -10])  # highest score best, turned so that lower is better
    assert by_rank == by_score

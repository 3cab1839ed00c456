"""One game's rating update: OpenSkill's Plackett–Luce model, every player a team of one.

The same arithmetic, in the same order, as ``openskill`` 6.x's ``PlackettLuce().rate(teams,
ranks=ranks)`` with its defaults (Weng and Lin, Algorithm 4), so the results are equal to
the last bit; the tests hold it to that on random games. Written out here because the
package's general ``rate`` (argument checks, deep copies, rating objects, weights, margins)
costs several times the arithmetic, and a ledger rates every game it holds on each read.

Where the package's code multiplies by a weight of 1.0 or divides a player's variance by
the same number as the team's (a team of one), the factor is exactly 1.0 and left out. Its
averaging of tied players' changes adds exactly 0.0 (it compares each player with itself
after the update) and is left out too.
"""

from __future__ import annotations

from math import exp, sqrt

MU = 25.0
SIGMA = MU / 3
BETA = SIGMA / 2
KAPPA = 0.0001
TAU = MU / 300

_BETA_SQUARED = BETA**2
_TAU_SQUARED = TAU * TAU


def rate(skills: list[list[float]], places: list[int]) -> None:
    """Move each player's skill, ``[mu, sigma, …]``, on by one game, in place. ``places``
    orders the players, lower first (a rank, or a score turned so that the best is
    lowest); equal places are a tie. Needs two players or more."""
    n = len(places)
    order = sorted(range(n), key=places.__getitem__)  # stable, as the package's sort
    place = [places[i] for i in order]
    ordered = [skills[i] for i in order]
    mu = [s[0] for s in ordered]
    sigma = [sqrt(s[1] * s[1] + _TAU_SQUARED) for s in ordered]
    variance = [s**2 for s in sigma]

    collective = 0.0
    for v in variance:
        collective += v + _BETA_SQUARED
    c = sqrt(collective)
    strength = [exp(m / c) for m in mu]
    if len(set(place)) == n:
        omegas, deltas = _untied(strength)
    else:
        omegas, deltas = _tied(strength, place)

    c_squared = c**2
    for i, skill in enumerate(ordered):
        v = variance[i]
        delta = deltas[i] * (v / c_squared)
        delta *= sqrt(v) / c
        skill[0] = mu[i] + omegas[i] * (v / c)
        skill[1] = sigma[i] * sqrt(max(1 - delta, KAPPA))


def _tied(strength: list[float], place: list[int]) -> tuple[list[float], list[float]]:
    """Omega and delta before scaling, for players in order of place, some tied."""
    n = len(place)
    # sum_q[q]: the strengths of the players placed as q or worse, added in order.
    sum_q = [0.0] * n
    for i in range(n):
        for q in range(n):
            if place[i] >= place[q]:
                sum_q[q] += strength[i]
    tied = [place.count(p) for p in place]
    omegas = [0.0] * n
    deltas = [0.0] * n
    for i in range(n):
        omega = 0.0
        delta = 0.0
        e_i = strength[i]
        p_i = place[i]
        for q in range(n):
            if place[q] <= p_i:  # everyone placed as i or better
                share = e_i / sum_q[q]
                delta += share * (1 - share) / tied[q]
                if q == i:
                    omega += (1 - share) / tied[q]
                else:
                    omega -= share / tied[q]
        omegas[i] = omega
        deltas[i] = delta
    return omegas, deltas


def _untied(strength: list[float]) -> tuple[list[float], list[float]]:
    """``_tied`` where every place differs: each group is one player, so dividing by its
    size (1) changes nothing and is left out."""
    n = len(strength)
    sum_q = [0.0] * n
    for q in range(n):
        total = 0.0
        for e in strength[q:]:
            total += e
        sum_q[q] = total
    omegas = [0.0] * n
    deltas = [0.0] * n
    for i in range(n):
        omega = 0.0
        delta = 0.0
        e_i = strength[i]
        for q in range(i):
            share = e_i / sum_q[q]
            delta += share * (1 - share)
            omega -= share
        share = e_i / sum_q[i]
        delta += share * (1 - share)
        omegas[i] = omega + (1 - share)
        deltas[i] = delta
    return omegas, deltas

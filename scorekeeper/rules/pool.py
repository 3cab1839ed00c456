"""Preset ``pool``: pool rummy 101 / 201, penalty points count up, the last one in wins.

::

    pay_i   = as ``points``: min(P_i, max-points) | first-drop | middle-drop | wrong-show
    score_i = + pay_i (losers);  score_w = 0          not zero-sum, the lowest total wins

A player whose total reaches ``pool`` is out. Who is out is never stored: ``standing``
works it out from the counted games and the rejoins, in order, on every read, so a
correction of an old game that brings a player back under the limit brings them back
in. A rejoin puts an out player back at the highest total of the players still in at
that point plus ``rejoin-premium`` (0 unless the table says), and so changes with any
earlier game. The session is over when one player is left in; they win the pool.

The limit is 101 or 201, each with its own column of drops and ``rejoin-below``, or any
whole number 50–1000, which takes the 101 column with ``rejoin-below`` = limit − 22
unless given (22 below, as 79 is below 101).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.rules import points
from scorekeeper.rules.ending import Ending
from scorekeeper.rules.entry import Entry, PlayerScore
from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.numbers import parse_whole

NAME = "pool"
BREAKDOWN = points.BREAKDOWN
OUTCOMES = points.OUTCOMES
SEATS = points.SEATS
ZERO_SUM = False
# What every game meets instead of a zero sum, in words for the forms' check line.
INVARIANT = "losers score what they pay, the winner 0"
LOWEST_WINS = True
CARD_VALUES = points.CARD_VALUES
HAND_FIELDS = points.HAND_FIELDS
GAME_FLAGS = points.GAME_FLAGS
OPTIONS = points.OPTIONS
# What a 201 pool changes when the table does not say otherwise.
DEFAULTS_201 = {"first-drop": 25, "middle-drop": 50, "rejoin-below": 174}
# Any other limit keeps 101's drops; its rejoin-below sits as far under it as 79 under 101.
REJOIN_GAP = 22
POOL_LOW, POOL_HIGH = 50, 1000


def defaults_for(given: Mapping[str, object]) -> dict[str, object]:
    """Defaults that depend on the pool: 201 has its own column; another limit than 101
    rejoins below limit − 22. A pool that is no whole number 50–1000 changes nothing here:
    its own check refuses it, naming the key."""
    try:
        limit = parse_whole(given.get("pool", 101), "rule pool", POOL_LOW, POOL_HIGH)
    except RuleError:
        return {}
    if limit == 201:
        return dict(DEFAULTS_201)
    return {} if limit == 101 else {"rejoin-below": limit - REJOIN_GAP}


def check_params(values: Mapping[str, Any]) -> None:
    limit = int(values["pool"])
    if values["rejoin-below"] >= limit:
        raise RuleError(
            "rule rejoin-below",
            N_(
                "must be below the pool ({limit}), got {value}",
                limit=limit,
                value=values["rejoin-below"],
            ),
        )


def premium(params: Mapping[str, Any]) -> int:
    """What a rejoin adds above the highest total still in (a session made before the
    key existed has none)."""
    return int(params.get("rejoin-premium", 0) or 0)


def rejoin_total(params: Mapping[str, Any], still_in: Sequence[int]) -> int:
    """Where a rejoiner starts: the highest total still in, plus the premium."""
    return max(still_in) + premium(params)


def score(params: Mapping[str, Any], entry: Entry) -> tuple[PlayerScore, ...]:
    winner = points.check(entry)
    return tuple(
        PlayerScore(hand.player, 0, 0)
        if hand.player == winner
        else PlayerScore(hand.player, *points.payment(hand, params))
        for hand in entry.hands
    )


def check_scores(params: Mapping[str, Any], entry: Entry, scores: tuple[PlayerScore, ...]) -> None:
    """The winner scores 0; each loser exactly what they pay, never less than 0."""
    winner = entry.winner
    paid = {h.player: points.payment(h, params) for h in entry.hands if h.player != winner}
    for item in scores:
        if item.player == winner:
            if item.part_a or item.part_b:
                raise ArithmeticError(f"{winner} won and must score 0: refusing to store")
        elif (item.part_a, item.part_b) != paid[item.player] or item.score < 0:
            raise ArithmeticError(f"{item.player} must score {sum(paid[item.player])}: refusing")


def entry_from_options(active: Sequence[str], winner: str, options: Mapping[str, Any]) -> Entry:
    return points.entry_from_options(active, winner, options)


@dataclass(frozen=True)
class Played:
    """A counted game as the pool sees it: every seat's score (0 sitting out), who played."""

    number: int
    scores: Mapping[str, int]
    active: frozenset[str]


@dataclass(frozen=True)
class Rejoin:
    """An out player came back in after game ``after`` (0: before the first game)."""

    player: str
    after: int


@dataclass(frozen=True)
class Rejoined:
    """What a rejoin did, worked out from the games as they stand now."""

    player: str
    after: int
    was: int  # their total before it
    total: int  # their total after it (``was`` when it did nothing)
    applied: bool  # False: they were not out at that point (an earlier game was corrected)

    @property
    def added(self) -> int:
        return self.total - self.was


@dataclass(frozen=True)
class Standing:
    totals: Mapping[str, int]
    out: tuple[str, ...]  # out now, in seat order
    out_before: Mapping[int, frozenset[str]]  # per counted game: who was out before it
    rejoined: tuple[Rejoined, ...]
    clashes: tuple[tuple[int, str], ...]  # (game, player): played while out
    ending: Ending
    # an out player may rejoin now: every player in ≤ rejoin-below, and the highest in plus
    # the premium below the pool
    may_rejoin: bool
    entries: Mapping[str, int] = field(default_factory=dict)  # entry fees each paid

    @property
    def still_in(self) -> tuple[str, ...]:
        return tuple(name for name in self.totals if name not in self.out)

    def added(self, player: str) -> int:
        """The points the rejoins added to ``player``'s total."""
        return sum(item.added for item in self.rejoined if item.player == player)


def standing(
    params: Mapping[str, Any],
    seats: Sequence[str],
    games: Sequence[Played],
    rejoins: Sequence[Rejoin],
) -> Standing:
    """The pool as it stands after ``games`` (counted, in order) and ``rejoins`` (in the
    order made)."""
    limit = int(params["pool"])
    totals = dict.fromkeys(seats, 0)
    waiting = list(rejoins)
    done: list[Rejoined] = []
    out_before: dict[int, frozenset[str]] = {}
    clashes: list[tuple[int, str]] = []

    def rejoin_up_to(number: int | None) -> None:
        while waiting and (number is None or waiting[0].after < number):
            item = waiting.pop(0)
            still_in = [totals[seat] for seat in seats if totals[seat] < limit]
            was = totals.get(item.player, 0)
            applied = was >= limit and bool(still_in)
            if applied:
                totals[item.player] = rejoin_total(params, still_in)
            done.append(Rejoined(item.player, item.after, was, totals[item.player], applied))

    for game in games:
        rejoin_up_to(game.number)
        out = frozenset(seat for seat in seats if totals[seat] >= limit)
        out_before[game.number] = out
        clashes += [(game.number, seat) for seat in seats if seat in out and seat in game.active]
        for player, points_scored in game.scores.items():
            totals[player] = totals.get(player, 0) + points_scored
    rejoin_up_to(None)
    out_now = tuple(seat for seat in seats if totals[seat] >= limit)
    still_in = [seat for seat in seats if seat not in out_now]
    end = _ending(params, totals, still_in, games)
    entries = {seat: 1 + sum(1 for r in done if r.player == seat and r.applied) for seat in seats}
    may = (
        bool(out_now)
        and not end.over
        and bool(still_in)
        and all(totals[seat] <= params["rejoin-below"] for seat in still_in)
        # a premium that would put the rejoiner at the pool again takes nobody back
        and rejoin_total(params, [totals[seat] for seat in still_in]) < limit
    )
    return Standing(totals, out_now, out_before, tuple(done), tuple(clashes), end, may, entries)


def _ending(
    params: Mapping[str, Any],
    totals: Mapping[str, int],
    still_in: Sequence[str],
    games: Sequence[Played],
) -> Ending:
    if not games:
        return Ending(False)
    last = games[-1].number
    if len(still_in) == 1:
        (winner,) = still_in
        why = f"only {winner} is left in the pool after game {last}"
        return Ending(True, (winner,), totals[winner], why, last, "pool")
    deals = int(params.get("deals", 0) or 0)
    if deals and len(games) >= deals and still_in:
        best = min(totals[seat] for seat in still_in)
        winners = tuple(seat for seat in still_in if totals[seat] == best)
        why = f"{deals} deal{'s were' if deals != 1 else ' was'} played"
        return Ending(True, winners, best, why, last, "deals")
    return Ending(False)


def settle_pool(
    fee_minor: int, seats: Sequence[str], winner: str, entries: Mapping[str, int]
) -> list[tuple[str, int]]:
    """Each player's money in minor units: everyone paid ``fee_minor`` per entry (once,
    and once more per rejoin); the winner collects the whole pot. Sums to zero."""
    pot = fee_minor * sum(entries[seat] for seat in seats)
    return [(seat, (pot if seat == winner else 0) - fee_minor * entries[seat]) for seat in seats]


def out_sentence(player: str, total: int, limit: int, number: int | None) -> str:
    """Why a player cannot play: one sentence for every face."""
    if number is None:
        return N_(
            "{player} is out of the pool ({total}, the pool is {limit}) and sits out the next "
            "game; they may rejoin between games",
            player=player, total=total, limit=limit,
        )  # fmt: skip
    return N_(
        "{player} is out of the pool ({total}, the pool is {limit}) and sits out game {number}; "
        "they may rejoin between games",
        player=player, total=total, limit=limit, number=number,
    )  # fmt: skip

"""When a session is over: ``target`` and ``deals``, the two ending rules every preset has.

``target=N`` ends the session after the first counted game in which some player's total
reaches N; for a preset where the lowest total wins, after the first game in which at most
one player is left under N. ``deals=N`` ends it after N counted games. 0 means never.
An over session names its winners, the best total (ties share), and takes no new games;
a correction, void or undo may make it not over again, so this is always worked out
afresh from the games as they stand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.rules.errors import N_, RuleError, Said

ENDING_KEYS = ("target", "deals")


@dataclass(frozen=True)
class Ending:
    """Whether the session is over, who won, and why, in words for every face."""

    over: bool
    winners: tuple[str, ...] = ()
    best: int | None = None  # the winners' total
    why: str = ""  # "Asha reached the target of 500 in game 7" / "10 deals were played"
    game: int | None = None  # the game that ended it
    rule: str = ""  # "target" or "deals": the rule that ended it

    def headline(self) -> str:
        """One line for a screen: ``Over — Asha wins with 512``."""
        if not self.over:
            return ""
        return N_("Over — {result}", result=self.result())

    def result(self) -> Said:
        """Who won, with what: ``Asha wins with 512``."""
        if len(self.winners) == 1:
            return N_("{player} wins with {best}", player=self.winners[0], best=self.best)
        return N_("{players} share the win with {best}", players=both(self.winners), best=self.best)


def both(names: Sequence[str]) -> str:
    """``Asha and Bina`` (and so on), said in the reader's language."""
    said: str = names[0]
    for name in names[1:]:
        said = N_("{first} and {second}", first=said, second=name)
    return said


def best_of(totals: Mapping[str, int], seats: Sequence[str], lowest_wins: bool) -> tuple[str, ...]:
    """The players with the best total, in seat order (all of them when tied)."""
    if not totals:
        return ()
    pick = min if lowest_wins else max
    best = pick(totals.get(seat, 0) for seat in seats)
    return tuple(seat for seat in seats if totals.get(seat, 0) == best)


def _reached(
    totals: Mapping[str, int], seats: Sequence[str], target: int, lowest_wins: bool
) -> tuple[str, ...]:
    """Who makes the target end the game now ('' when nobody does)."""
    if lowest_wins:
        under = [seat for seat in seats if totals.get(seat, 0) < target]
        return tuple(under) if len(under) <= 1 and len(seats) > 1 else ()
    return tuple(seat for seat in seats if totals.get(seat, 0) >= target)


def ending(
    params: Mapping[str, object],
    seats: Sequence[str],
    lowest_wins: bool,
    games: Iterable[tuple[int, Mapping[str, int]]],
) -> Ending:
    """The session's ending, from its counted games in order: (number, scores) each."""
    target, deals = int(params.get("target", 0) or 0), int(params.get("deals", 0) or 0)
    totals: dict[str, int] = dict.fromkeys(seats, 0)
    ended: tuple[int, str, str] | None = None
    count = 0
    for number, scores in games:
        count += 1
        for player, score in scores.items():
            totals[player] = totals.get(player, 0) + score
        if ended is not None:
            continue
        if target:
            who = _reached(totals, seats, target, lowest_wins)
            if who:
                if lowest_wins:
                    why = N_(
                        "only {player} is left under {target} after game {number}",
                        player=who[0], target=target, number=number,
                    )  # fmt: skip
                else:
                    why = N_(
                        "{players} reached the target of {target} in game {number}",
                        players=both(who), target=target, number=number,
                    )  # fmt: skip
                ended = (number, why, "target")
                continue
        if deals and count >= deals:
            played = (
                N_("{deals} deal was played", deals=deals)
                if deals == 1
                else N_("{deals} deals were played", deals=deals)
            )
            ended = (number, played, "deals")
    if ended is None:
        return Ending(False)
    winners = best_of(totals, seats, lowest_wins)
    if lowest_wins and target:
        under = [seat for seat in winners if totals[seat] < target]
        winners = tuple(under) or winners
    return Ending(True, winners, totals[winners[0]], ended[1], ended[0], ended[2])


class SessionOver(RuleError):
    """A new game refused because the session is over: who won and why. How to go on is
    each face's to say in its own terms (a command, a key, a page), from ``ending`` and
    ``limit``, the value of the rule that ended it (``target`` or ``deals``; 0 for a pool
    won by its last player in)."""

    def __init__(self, session: str, end: Ending, limit: int = 0) -> None:
        won = (
            N_("{player} wins the pool", player=end.winners[0])
            if end.rule == "pool"
            else end.result()
        )
        super().__init__(
            "SESSION", N_("{session} is over: {why}; {won}", session=session, why=end.why, won=won)
        )
        self.session = session
        self.ending = end
        self.limit = limit

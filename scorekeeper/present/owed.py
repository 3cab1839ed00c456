"""What the coming game starts owing, in words every face prints the same way.

Under nepali's ``foul-payment = next-game`` a foul is paid in the next counted game, to
its winner. Between the two games nothing in the totals shows it yet, so the faces say
it beside who deals next: without that, a foul in the evening's last game is invisible
until somebody records another.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.ledger.read_models import NextGame


def owed_sentence(coming: NextGame) -> str:
    """'' when nothing is owed; else e.g. 'Owed into game 5: Chandra 15, game 4's foul,
    paid to that game's winner unless Chandra wins it.'"""
    return owed_words(coming.number, coming.owed_from, coming.owed)


def owed_words(number: int, foul_game: int, owed: Sequence[tuple[str, int]]) -> str:
    """What ``owed`` (player, points) from game ``foul_game`` means for game ``number``,
    the one it is paid in."""
    if not owed:
        return ""
    debts = [f"{name} {amount}" for name, amount in owed]
    if len(debts) == 1:
        ((name, _),) = owed
        return (
            f"Owed into game {number}: {debts[0]}, game {foul_game}'s foul, "
            f"paid to that game's winner unless {name} wins it."
        )
    listed = ", ".join(debts[:-1]) + " and " + debts[-1]
    return (
        f"Owed into game {number}: {listed}, game {foul_game}'s fouls, "
        "each paid to that game's winner unless they win it."
    )


def owed_mark(coming: NextGame, player: str) -> str:
    """A scoreboard row's note: 'owes 15 next game', or ''."""
    amount = dict(coming.owed).get(player)
    return f"owes {amount} next game" if amount else ""

"""What the coming game starts owing, in words every face prints the same way.

Under nepali's ``foul-payment = next-game`` a foul is paid in the next counted game, to
its winner. Between the two games nothing in the totals shows it yet, so the faces say
it beside who deals next: without that, a foul in the evening's last game is invisible
until somebody records another.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scorekeeper.present.language import _

if TYPE_CHECKING:  # the coming game is made only where it is worked out (read_models.py)
    from scorekeeper.ledger.coming_game import NextGame


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
        ((name, _amount),) = owed
        said = _(
            "Owed into game {game}: {debt}, game {foul_game}'s foul, paid to that game's "
            "winner unless {name} wins it."
        )
        return said.format(game=number, debt=debts[0], foul_game=foul_game, name=name)
    listed = ", ".join(debts[:-1]) + _(" and ") + debts[-1]
    said = _(
        "Owed into game {game}: {debts}, game {foul_game}'s fouls, each paid to that game's "
        "winner unless they win it."
    )
    return said.format(game=number, debts=listed, foul_game=foul_game)


def owed_mark(coming: NextGame, player: str) -> str:
    """A scoreboard row's note: 'owes 15 next game', or ''."""
    amount = dict(coming.owed).get(player)
    return _("owes {amount} next game").format(amount=amount) if amount else ""

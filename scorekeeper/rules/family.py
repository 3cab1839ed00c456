"""What the rummy family's presets share when reading options: who each option names.

Every preset's ``entry_from_options`` takes options already resolved to seated names
(``{player: text}`` for NAME=VALUE options, a set of names otherwise, a bool for a
flag); these checks refuse what cannot be meant, naming the option.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorekeeper.rules.errors import N_, Option, RuleError

if TYPE_CHECKING:
    from scorekeeper.rules.entry import Entry


def only_active(active: Sequence[str], options: Mapping[str, Any], names: Sequence[str]) -> None:
    """A player sitting out gets nothing: an option naming them is refused."""
    for option in names:
        for player in options.get(option, ()):
            if player not in active:
                said = N_(
                    "{player} sits out this game; give no {option} for them",
                    player=player,
                    option=option,
                )
                raise RuleError(option, said, player=player)


def not_the_winner(winner: str, options: Mapping[str, Any], names: Sequence[str]) -> None:
    for option in names:
        if winner in options.get(option, ()):
            said = N_(
                "{winner} is the winner; the winner has no {option}",
                winner=winner,
                option=Option(option),
            )
            raise RuleError(option, said, player=winner)


def one_of(player: str, options: Mapping[str, Any], names: Sequence[str]) -> str | None:
    """The one option of ``names`` given for ``player`` (None: none); two are refused."""
    given = [option for option in names if player in options.get(option, ())]
    if len(given) > 1:
        first, second = Option(given[0]), Option(given[1])
        said = N_(
            "{player} has both {first} and {second}; give one",
            player=player,
            first=first,
            second=second,
        )
        raise RuleError(given[1], said, player=player)
    return given[0] if given else None


def points_only_in_hand(entry: Entry) -> None:
    """Hand points belong to a loser holding a hand: a drop, a surrender or a win has none."""
    for hand in entry.hands:
        if hand.outcome != "hand" and "points" in hand.values:
            raise RuleError(
                "hand",
                N_(
                    "{player} is {outcome}: no hand points with that",
                    player=hand.player,
                    outcome=hand.outcome,
                ),
                player=hand.player,
            )

"""What is entered for one game, and what it scores: plain immutable values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from scorekeeper.rules.cards import CardValues
from scorekeeper.rules.errors import N_, RuleError, about

WINNER = "winner"


def the_winner(winners: Sequence[str]) -> str:
    """The one player who declared: none or several are refused in the same words by an
    entry, a form and an import."""
    if not winners:
        raise RuleError("winner", N_("who won? Exactly one player must be the winner"))
    if len(winners) > 1:
        said = N_(
            "{winners} cannot all win; exactly one player is the winner", winners=", ".join(winners)
        )
        raise RuleError("winner", said)
    return winners[0]


@dataclass(frozen=True)
class Hand:
    """One active player's line in a game: an outcome and the preset's values."""

    player: str
    outcome: str
    values: Mapping[str, int | bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", MappingProxyType(dict(self.values)))

    @classmethod
    def owning(cls, player: str, outcome: str, values: dict[str, int | bool]) -> Hand:
        """``Hand(player, outcome, values)`` of a dict no one changes after (a reader's
        own, read from a file): the same hand, its values behind the same read-only
        view, without the copy and the frozen ``__init__``'s four checked assignments,
        for an import builds a hand for every line of a season."""
        hand = object.__new__(cls)
        hand.__dict__.update(player=player, outcome=outcome, values=MappingProxyType(values))
        return hand

    def int_value(self, key: str) -> int:
        value = self.values.get(key, 0)
        return int(value)

    def flag(self, key: str) -> bool:
        return bool(self.values.get(key, False))

    def to_json(self) -> dict:
        return {"player": self.player, "outcome": self.outcome, **dict(self.values)}

    @classmethod
    def from_json(cls, data: Mapping) -> Hand:
        rest = {k: v for k, v in data.items() if k not in ("player", "outcome")}
        return cls(player=data["player"], outcome=data["outcome"], values=rest)


@dataclass(frozen=True)
class Entry:
    """A whole game as entered: the active players' hands in seat order, and flags."""

    hands: tuple[Hand, ...]
    flags: frozenset[str] = frozenset()

    @classmethod
    def of(cls, hands: tuple[Hand, ...], flags: frozenset[str]) -> Entry:
        """``Entry(hands, flags)`` without the frozen ``__init__``'s checked assignments:
        an import builds one for every revision of a season."""
        entry = object.__new__(cls)
        entry.__dict__.update(hands=hands, flags=flags)
        return entry

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(hand.player for hand in self.hands)

    @property
    def winner(self) -> str:
        """The one player who declared; refuses an entry with none or several."""
        return the_winner([hand.player for hand in self.hands if hand.outcome == WINNER])

    def to_json(self) -> dict:
        return {"hands": [hand.to_json() for hand in self.hands], "flags": sorted(self.flags)}

    @classmethod
    def from_json(cls, data: Mapping) -> Entry:
        return cls(
            hands=tuple(Hand.from_json(item) for item in data["hands"]),
            flags=frozenset(data.get("flags", ())),
        )


@dataclass(frozen=True)
class PlayerScore:
    """One active player's result: the preset's two-part breakdown and the score."""

    player: str
    part_a: int
    part_b: int

    @property
    def score(self) -> int:
        return self.part_a + self.part_b


def check_zero_sum(scores: tuple[PlayerScore, ...]) -> None:
    """A zero-sum preset's game sums to exactly zero; anything else is a bug, never stored."""
    total = sum(item.score for item in scores)
    if total != 0 or sum(item.part_a for item in scores) != 0:
        raise ArithmeticError(f"scores do not sum to zero (sum {total}): refusing to store")


def check_winner_collects(scores: tuple[PlayerScore, ...], winner: str) -> None:
    """Zero-sum, and no loser gains: the winner collects exactly what the losers pay."""
    check_zero_sum(scores)
    for item in scores:
        if item.player != winner and item.score > 0:
            raise ArithmeticError(f"{item.player} lost but gains points: refusing to store")


@dataclass(frozen=True)
class HandField:
    """A value a preset asks for on each active player's line (for forms and help)."""

    key: str
    label: str
    kind: str  # "count" | "points" | "flag"
    maximum: int = 0
    help: str = ""
    # A points field may be typed as the cards themselves, worth these values.
    cards: CardValues | None = None
    # The outcomes this field means something with (empty: every outcome), so a form
    # can leave the cell out where it has no meaning (a winner has no hand left).
    only_with: tuple[str, ...] = ()


def check_hands(
    entry: Entry,
    outcomes: tuple[str, ...],
    fields: tuple[HandField, ...],
    game_flags: tuple[str, ...],
) -> str:
    """Checks every preset shares; returns the winner's name."""
    unknown_flags = entry.flags - set(game_flags)
    if unknown_flags:
        raise RuleError("entry", N_("unknown game flag {flag!r}", flag=sorted(unknown_flags)[0]))
    if len(entry.hands) < 2:
        raise RuleError("sit-out", N_("at least 2 players must be active in a game"))
    names = [hand.player.casefold() for hand in entry.hands]
    if len(set(names)) != len(names):
        raise RuleError("players", N_("a player is listed twice in the game"))
    if not _plainly_valid(entry, outcomes, _limits(fields)):
        _refuse_hands(entry, outcomes, fields)
    return entry.winner


# Each preset's fields as the checks read them: key -> maximum (None for a flag), by the
# identity of its HAND_FIELDS tuple (a module constant, kept here alive with its limits).
_LIMITS: dict[int, tuple[tuple[HandField, ...], dict[str, int | None]]] = {}


def _limits(fields: tuple[HandField, ...]) -> dict[str, int | None]:
    found = _LIMITS.get(id(fields))
    if found is None or found[0] is not fields:
        limits = {spec.key: None if spec.kind == "flag" else spec.maximum for spec in fields}
        found = _LIMITS[id(fields)] = (fields, limits)
    return found[1]


def _plainly_valid(entry: Entry, outcomes: tuple[str, ...], limits: dict[str, int | None]) -> bool:
    """Whether every hand passes ``_refuse_hands`` — answered by looking only at the values
    given (a field left out is always valid), without a message built: an import or check
    scores a season of entries, nearly all of them valid. Anything doubtful answers False,
    and ``_refuse_hands`` says what is wrong, in its own order."""
    for hand in entry.hands:
        if hand.outcome not in outcomes:
            return False
        for key, value in hand.values.items():
            if key not in limits:
                return False
            maximum = limits[key]
            if maximum is None:
                if type(value) is not bool:
                    return False
            elif type(value) is not int or not 0 <= value <= maximum:
                return False
    return True


def _refuse_hands(entry: Entry, outcomes: tuple[str, ...], fields: tuple[HandField, ...]) -> None:
    """The first hand's first problem, field by field in the preset's order."""
    for hand in entry.hands:
        with about(hand.player):
            if hand.outcome not in outcomes:
                raise RuleError(
                    "outcome",
                    N_(
                        "{player}'s outcome {outcome!r} is not one of {outcomes}",
                        player=hand.player,
                        outcome=hand.outcome,
                        outcomes=", ".join(outcomes),
                    ),
                )
            for spec in fields:
                value = hand.values.get(spec.key, False if spec.kind == "flag" else 0)
                if spec.kind == "flag":
                    if not isinstance(value, bool):
                        raise RuleError(
                            spec.key, N_("{player}: must be true or false", player=hand.player)
                        )
                    continue
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RuleError(
                        spec.key, N_("{player}: must be a whole number", player=hand.player)
                    )
                if not 0 <= value <= spec.maximum:
                    raise RuleError(
                        spec.key,
                        N_(
                            "{player}: must be 0–{maximum}, got {value}",
                            player=hand.player,
                            maximum=spec.maximum,
                            value=value,
                        ),
                    )
            unknown = set(hand.values) - {spec.key for spec in fields}
            if unknown:
                raise RuleError(
                    "entry",
                    N_(
                        "{player}: unknown field {name!r}",
                        player=hand.player,
                        name=sorted(unknown)[0],
                    ),
                )

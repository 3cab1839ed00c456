"""Cards typed instead of points: ``K Q 7`` is worth what the preset says a card is worth.

Each preset declares its card values once (a ``CardValues``); the parser here turns the
cards a player reads off their hand into points, so nobody adds up at the table.
A card is a rank (``A 2 … 10 J Q K``), optionally followed by a suit letter or symbol
that is ignored (``Ks``, ``K♠``); ``JK`` or ``*`` is a joker. Cards are separated by
spaces or commas.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from scorekeeper.rules.digits import DIGIT_CLASS
from scorekeeper.rules.errors import N_, RuleError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKERS = ("JK", "*")
MAX_CARDS = 60
_SUITS = "SHDC♠♥♦♣♤♡♢♧"
_CARD = re.compile(rf"(10|[2-9AJQK])[{_SUITS}]?\uFE0F?", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,]+")
# Every character a points-or-cards field can hold (forms restrict typing to these).
TYPED = rf"[{DIGIT_CLASS}+ ,AJQK*{_SUITS}{_SUITS.lower()}ajqk\uFE0F]*"


@dataclass(frozen=True)
class CardValues:
    """What each rank and a joker are worth under one preset, and how to say so."""

    ranks: Mapping[str, int]
    joker: int | None  # None: the game has no jokers, and JK is refused
    summary: str = field(default="")

    def __post_init__(self) -> None:
        missing = [rank for rank in RANKS if rank not in self.ranks]
        if missing:
            raise ValueError(f"card values lack {', '.join(missing)}")
        object.__setattr__(self, "ranks", MappingProxyType(dict(self.ranks)))

    @classmethod
    def face(cls, joker: int | None, summary: str, **pictures: int) -> CardValues:
        """2–10 at face value; A J Q K (by keyword) as given."""
        ranks = {str(number): number for number in range(2, 11)}
        ranks.update(pictures)
        return cls(ranks, joker, summary)


def _shown(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def card_value(token: str, values: CardValues) -> int | None:
    """One card's points, or None when ``token`` is not a card."""
    if token.upper() in JOKERS:
        return values.joker
    match = _CARD.fullmatch(token)
    return values.ranks[match.group(1).upper()] if match else None


def split_cards(text: str) -> list[str]:
    return [token for token in _SEPARATORS.split(text.strip()) if token]


def cards_total(text: str, values: CardValues, field: str, high: int, what: str = "") -> int:
    """The points of the cards in ``text``; refuses anything that is not a card."""
    tokens = split_cards(text)
    if len(tokens) > MAX_CARDS:
        raise RuleError(
            field,
            N_(
                "{what}must be at most {most} cards, got {count}",
                what=what,
                most=MAX_CARDS,
                count=len(tokens),
            ),
        )
    bad = [token for token in tokens if card_value(token, values) is None]
    if bad or not tokens:
        which = N_(" ({card!r} is not a card)", card=_shown(bad[0])) if len(tokens) > 1 else ""
        jokers = N_("JK or * a joker") if values.joker is not None else N_("no jokers in this game")
        raise RuleError(
            field,
            N_(
                "{what}must be points 0–{high} (23 or 10+10+3) or cards such as K Q 7 "
                "(A 2–10 J Q K, a suit is ignored, {jokers}), got {typed!r}{which}",
                what=what,
                high=high,
                jokers=jokers,
                typed=_shown(text),
                which=which,
            ),
        )
    return sum(card_value(token, values) or 0 for token in tokens)

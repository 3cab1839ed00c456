"""The table: seats, dealer rotation, cutter and first player, rounds, deck capacity.

Seats are listed clockwise. Positions count seat steps in the direction of play, so
``round = pos // n + 1`` and rounds played after a game is ``(pos + 1) / n``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from scorekeeper.rules.errors import N_, RuleError
from scorekeeper.rules.text import JOINERS, name_key, nfc

MIN_SEATS, MAX_SEATS = 2, 10
MAX_NAME = 40
CARDS_PER_DECK = 52
MAX_DECKS = 5  # the presets' limit on decks
EXTRA_CARDS = 2  # the open card and the joker shown


def check_seat_names(names: Sequence[str]) -> tuple[str, ...]:
    """2–10 names, each as ``check_player_name`` allows, no two alike (NFC, any case)."""
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise RuleError(
            "players",
            N_(
                "need {low}–{high} players, got {count}",
                low=MIN_SEATS,
                high=MAX_SEATS,
                count=len(names),
            ),
        )
    seen: dict[str, str] = {}
    for name in map(check_player_name, names):
        if name_key(name) in seen:
            raise RuleError(
                "players",
                N_(
                    "{name!r} and {other!r} are the same name",
                    name=name,
                    other=seen[name_key(name)],
                ),
            )
        seen[name_key(name)] = name
    return tuple(seen.values())


def check_player_name(raw: str, field: str = "players") -> str:
    """One player's name: spaces folded, NFC, not empty, printable, at most 40 characters.

    Stricter than a reason (``check_text``): no format character either, which takes in
    the bidi overrides and isolates, only the joiners some scripts are written with.
    """
    name = nfc(" ".join(str(raw).split()))
    if not name:
        raise RuleError(field, N_("a player's name cannot be empty or only spaces"))
    if len(name) > MAX_NAME:
        raise RuleError(
            field,
            N_("names are at most {most} characters: {start!r}…", most=MAX_NAME, start=name[:20]),
        )
    if any(_is_control(ch) for ch in str(raw)):
        raise RuleError(field, N_("{name!r} has control characters; use letters", name=name))
    return name


def _is_control(ch: str) -> bool:
    """Control and format characters; spaces of any kind are fine (they are folded)."""
    if ch in JOINERS or unicodedata.category(ch) == "Zs":
        return False
    return not ch.isprintable()


def decks_needed(active: int, cards: int) -> int:
    return -(-(active * cards + EXTRA_CARDS) // CARDS_PER_DECK)


def capacity_problem(active: int, cards: int, decks: int) -> str | None:
    """A sentence when the deal does not fit the decks, else None."""
    needed = active * cards + EXTRA_CARDS
    if needed <= decks * CARDS_PER_DECK:
        return None
    wanted = decks_needed(active, cards)
    remedy = (
        N_("use {wanted} decks or fewer cards", wanted=wanted)
        if wanted <= MAX_DECKS
        else N_(
            "even {most} decks are too few; deal fewer cards or seat fewer players", most=MAX_DECKS
        )
    )
    return N_(
        "{active} players × {cards} cards + {extra} needs {needed} cards, more than "
        "{decks} deck(s) hold ({held}); {remedy}",
        active=active,
        cards=cards,
        extra=EXTRA_CARDS,
        needed=needed,
        decks=decks,
        held=decks * CARDS_PER_DECK,
        remedy=remedy,
    )


@dataclass(frozen=True)
class Table:
    """Seats (clockwise) and the direction of play."""

    seats: tuple[str, ...]
    direction: str = "clockwise"

    @property
    def step(self) -> int:
        return 1 if self.direction == "clockwise" else -1

    def index(self, player: str) -> int:
        return self.seats.index(player)

    def steps_between(self, from_player: str, to_player: str) -> int:
        """Seat steps in the direction of play from one dealer to the next (0: re-deal)."""
        n = len(self.seats)
        return ((self.index(to_player) - self.index(from_player)) * self.step) % n

    def neighbour(self, player: str, away: Iterable[str], forward: bool = True) -> str:
        """The next seat from ``player`` in (or against) the direction, skipping ``away``."""
        skip = set(away)
        n = len(self.seats)
        start = self.index(player)
        move = self.step if forward else -self.step
        for distance in range(1, n):
            candidate = self.seats[(start + move * distance) % n]
            if candidate not in skip:
                return candidate
        return player

    def next_dealer(self, last_dealer: str | None, sat_out: Iterable[str], first: str) -> str:
        """After ``last_dealer``, the next seat in the direction, skipping last game's sit-outs."""
        if last_dealer is None:
            return first
        return self.neighbour(last_dealer, sat_out, forward=True)

    def cutter(self, dealer: str, away: Iterable[str]) -> str:
        return self.neighbour(dealer, away, forward=False)

    def first_player(self, dealer: str, away: Iterable[str]) -> str:
        return self.neighbour(dealer, away, forward=True)

    def round_of(self, position: int) -> int:
        return position // len(self.seats) + 1

    def rounds_played(self, position: int | None) -> Fraction:
        if position is None:
            return Fraction(0)
        return Fraction(position + 1, len(self.seats))

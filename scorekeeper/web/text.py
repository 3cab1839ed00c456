"""How numbers, times and statuses read on the page (Jinja filters)."""

from __future__ import annotations

from scorekeeper.present.owed import owed_sentence
from scorekeeper.rules.ending import ENDING_KEYS, Ending
from scorekeeper.rules.money import format_minor
from scorekeeper.web.game_form import status_label

# How a revision's action reads in a sentence: "undo the correction of game 2".
ACTION_NOUNS = {"record": "recording", "correct": "correction", "void": "void", "undo": "undo"}


def signed(value: int) -> str:
    """+40, −10 (a real minus sign, as wide as the plus), 0."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


def when(iso: str | None) -> str:
    """2024-05-01T21:03:09+00:00 -> 2024-05-01 21:03."""
    return (iso or "")[:16].replace("T", " ")


def initials(name: str, width: int = 5) -> str:
    """A column head that fits a phone: the name, cut to ``width`` characters."""
    return name if len(name) <= width else name[: width - 1] + "…"


def played(game: object) -> dict[str, int]:
    """A game's score per player who played in it (sitting out: absent, unless a payment
    carried into this game is theirs: nepali's foul paid in the next game)."""
    lines = game.lines  # type: ignore[attr-defined]
    return {line.player: line.score for line in lines if line.active or line.score}


def play_on(end: Ending) -> str:
    """How to go on from an over session, in this face's terms: the rules that end a
    session are raised on the computer (the TUI), as a settled session is reopened there."""
    if end.rule in ENDING_KEYS:
        return f"To play on, raise the {end.rule} on the computer, or start a new session."
    return "Start a new session to play again."


def over_sentence(name: str, end: Ending) -> str:
    """Why no game can be recorded: who won, why, and how to go on."""
    won = end.headline().removeprefix("Over — ")
    return f"{name} is over: {end.why}; {won}. {play_on(end)}"


FILTERS = {
    "played": played,
    "signed": signed,
    "when": when,
    "money": lambda minor: format_minor(minor).replace("-", "−"),
    "status": status_label,
    "noun": lambda action: ACTION_NOUNS.get(action, action),
    "short": initials,
    "owed": owed_sentence,
    "play_on": play_on,
}

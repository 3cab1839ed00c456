"""How numbers, times and statuses read on the page (Jinja filters)."""

from __future__ import annotations

from markupsafe import Markup, escape

from scorekeeper.present.calendar_dates import day, stamp
from scorekeeper.present.game_words import action_word, flag_word, outcome_word, preset_title
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.owed import owed_sentence
from scorekeeper.rules.ending import ENDING_KEYS, Ending
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.money import format_minor
from scorekeeper.web.game_form import SIT_OUT, status_label

# How a revision's action reads in a sentence: "undo the correction of game 2".
ACTION_NOUNS = {
    "record": N_("recording"), "correct": N_("correction"), "void": N_("void"), "undo": N_("undo")
}  # fmt: skip
# A game's state on its badge, and a hand's values by key (the preset's fields).
STATES = {"undone": N_("undone"), "voided": N_("voided"), "corrected": N_("corrected")}
FIELD_KEYS = (N_("honors"), N_("marriages"), N_("points"), N_("maal"), N_("unplayed"))
# The change an undo takes back: "Undo the recording of game 3?"
UNDO_WHAT = {
    "record": N_("recording of game {game}"), "correct": N_("correction of game {game}"),
    "void": N_("void of game {game}"), "undo": N_("undo of game {game}"),
}  # fmt: skip
# What the board's flash says after a change: "Game 3 recorded."
DONE = {
    "recorded": N_("Game {number} recorded."), "corrected": N_("Game {number} corrected."),
    "voided": N_("Game {number} voided."), "undone": N_("Game {number} undone."),
}  # fmt: skip


def signed(value: int) -> str:
    """+40, −10 (a real minus sign, as wide as the plus), 0."""
    if value > 0:
        return shown_digits(f"+{value}")
    return shown_digits(f"−{-value}") if value < 0 else shown_digits("0")


def num(value: object) -> str:
    """A count or number in a sentence or cell, in the reader's digits (०–९ in Nepali);
    never used in a link, a form's value or JSON, which stay ASCII."""
    return shown_digits(str(value))


def when(iso: str | None) -> str:
    """2024-05-01T21:03:09+00:00 -> 2024-05-01 21:03 (its date Bikram Sambat's under bs)."""
    return shown_digits(stamp(iso or ""))


def _printed(text: object) -> str:
    """A value put into a page's HTML by a filter, escaped as every page value is (an
    older file's name may hold a terminal escape; the page's ``finalize`` never sees it)."""
    return shown(str(text), keep="\t\r\n")


def name(text: str) -> Markup:
    """A player's name inside a marked sentence, kept in its own direction."""
    return Markup("<bdi>{}</bdi>").format(_printed(text))


def names(seats: list[str], separator: str = ", ") -> Markup:
    """Names in a sentence, each in its own direction: ``Asha, Bina``."""
    return escape(separator).join(name(seat) for seat in seats)


def bold_name(text: str) -> Markup:
    return Markup("<b><bdi>{}</bdi></b>").format(_printed(text))


def done(change: tuple[str, int] | list) -> str:
    """The flash after a change: ``Game 3 recorded.``"""
    said = DONE.get(str(change[0]))
    return _(said).format(number=num(change[1])) if said else ""


def initials(name: str, width: int = 5) -> str:
    """A column head that fits a phone: the name, cut to ``width`` characters."""
    return name if len(name) <= width else name[: width - 1] + "…"


def status_word(status: str) -> str:
    """A seat's status on a pill: the outcome's word in the reader's language."""
    if status == SIT_OUT:
        return _("sits out")
    said = outcome_word(status)
    return status_label(status) if said == status else said


def undo_what(last: object) -> Markup:
    """What an undo takes back, in bold: ``the recording of game 3``."""
    action = str(last.action)  # type: ignore[attr-defined]
    said = _(UNDO_WHAT[action]) if action in UNDO_WHAT else action
    game = num(last.game)  # type: ignore[attr-defined]
    return Markup("<b>{}</b>").format(_printed(said.format(game=game)))


def played(game: object) -> dict[str, int]:
    """A game's score per player who played in it (sitting out: absent, unless a payment
    carried into this game is theirs: nepali's foul paid in the next game)."""
    lines = game.lines  # type: ignore[attr-defined]
    return {line.player: line.score for line in lines if line.active or line.score}


def play_on(end: Ending) -> str:
    """How to go on from an over session, in this face's terms: the rules that end a
    session are raised on the computer (the TUI), as a settled session is reopened there."""
    if end.rule in ENDING_KEYS:
        return _("To play on, raise the {rule} on the computer, or start a new session.").format(
            rule=end.rule
        )
    return _("Start a new session to play again.")


def over_sentence(name: str, end: Ending) -> str:
    """Why no game can be recorded: who won, why, and how to go on."""
    said = _("{name} is over: {why}; {won}. {how}")
    return said.format(name=name, why=end.why, won=end.result(), how=play_on(end))


FILTERS = {
    "played": played,
    "signed": signed,
    "num": num,
    "name": name,
    "bold_name": bold_name,
    "names": names,
    "day": lambda at: shown_digits(day(at)),
    "title_word": preset_title,
    "bold": lambda text: Markup("<b>{}</b>").format(_printed(text)),
    "code": lambda text: Markup("<code>{}</code>").format(_printed(text)),
    "done": done,
    "word": lambda text: _(text),
    "preset": lambda key: key,
    "when": when,
    "money": lambda minor: shown_digits(format_minor(minor).replace("-", "−")),
    "status": status_word,
    "state": lambda state: _(STATES[state]) if state in STATES else state,
    "action": action_word,
    "flag": flag_word,
    "field": lambda key: _(key) if key in FIELD_KEYS else key,
    "undo_what": undo_what,
    "noun": lambda action: _(ACTION_NOUNS[action]) if action in ACTION_NOUNS else action,
    "short": initials,
    "owed": owed_sentence,
    "play_on": play_on,
}

"""The record/correct form as data, the same for the TUI and the web: one row per seat.

Each row holds a status (one of the preset's OUTCOMES, or ``SIT_OUT``) and the text typed
under each of the preset's HAND_FIELDS (a tick as ``True``); the game holds the preset's
flags ticked, the text of each game value (a double game's multiplier), the dealer, a
note and a correction's reason. ``entry_build`` turns it into an ``Entry``; a face only
draws it and reads it back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from scorekeeper.rules import WINNER, HandField, Preset
from scorekeeper.rules.game_values import GameField

SIT_OUT = "out"


@dataclass
class Row:
    """One seat's line as typed: its status and what is under each hand field."""

    player: str
    status: str
    fields: dict[str, str | bool] = field(default_factory=dict)

    def value(self, key: str) -> str:
        """A field's text as typed ("on" for a tick), "" when empty."""
        raw = self.fields.get(key, "")
        if isinstance(raw, bool):
            return "on" if raw else ""
        return raw

    def given(self, key: str) -> bool:
        return bool(self.value(key).strip())

    def typed(self) -> tuple[str, str, dict[str, str]]:
        """What was typed, empty fields left out: two forms alike look alike here."""
        kept = {key: self.value(key).strip() for key in self.fields if self.given(key)}
        return self.player, self.status, kept


@dataclass
class Form:
    rows: list[Row]
    flags: set[str] = field(default_factory=set)  # the preset's game flags ticked
    values: dict[str, str] = field(default_factory=dict)  # each game value's text as typed
    dealer: str = ""
    note: str = ""
    reason: str = ""


def statuses(outcomes: Sequence[str]) -> tuple[str, ...]:
    """Every status a seat may take: the preset's outcomes, then sitting out."""
    return (*outcomes, SIT_OUT)


def status_label(status: str) -> str:
    return "sits out" if status == SIT_OUT else status.replace("-", " ")


def loser_default(outcomes: Sequence[str]) -> str:
    """The status a new game's seat starts with: the first losing outcome (a hand)."""
    return next(item for item in outcomes if item != WINNER)


def applies(spec: HandField, status: str) -> bool:
    """Whether the field means something with this status (the preset says, per field)."""
    if status == SIT_OUT:
        return False
    return not spec.only_with or status in spec.only_with


def required(spec: HandField, status: str) -> bool:
    """A points field must be typed on a loser's line when it belongs to its outcome (a
    hand's points); one that holds for every line (a table) or a winner's is 0 if empty."""
    return (
        spec.kind == "points" and bool(spec.only_with) and status != WINNER
        and applies(spec, status)
    )  # fmt: skip


def blank(preset: Preset, seats: Sequence[str], sitting_out: Iterable[str] = ()) -> Form:
    """A new game: last game's sit-outs out, everyone else the first losing outcome."""
    away = set(sitting_out)
    first = loser_default(preset.outcomes)
    rows = [Row(seat, SIT_OUT if seat in away else first) for seat in seats]
    return Form(rows, values=game_texts(preset.game_fields, ()))


def from_game(
    preset: Preset, seats: Sequence[str], lines: Iterable, flags: Iterable[str], dealer: str
) -> Form:
    """The form pre-filled with a stored game's lines and flags (to correct it)."""
    by_player = {line.player: line for line in lines}
    rows = []
    for seat in seats:
        line = by_player.get(seat)
        if line is None or not line.active:
            rows.append(Row(seat, SIT_OUT))
            continue
        texts: dict[str, str | bool] = {}
        for spec in preset.hand_fields:
            value = line.values.get(spec.key)
            if spec.kind == "flag":
                texts[spec.key] = bool(value)
            elif value is not None and (value or spec.kind == "points"):
                texts[spec.key] = str(value)
        rows.append(Row(seat, line.outcome or "", texts))
    flags = set(flags)
    plain = {flag for flag in flags if "=" not in flag} & set(preset.game_flags)
    return Form(rows, plain, game_texts(preset.game_fields, flags), dealer=dealer)


def game_texts(specs: Sequence[GameField], flags: Iterable[str]) -> dict[str, str]:
    """Each game value's text on the form: a game's (or draft's) ``KEY=VALUE`` flag as it
    was kept, else the value's default."""
    texts = {spec.key: str(spec.default) for spec in specs}
    for flag in flags:
        key, sep, raw = flag.partition("=")
        if sep and key in texts:
            texts[key] = raw
    return texts


def kept_texts(specs: Sequence[GameField], texts: Mapping[str, str]) -> set[str]:
    """The game values as a draft keeps them among its flags, as typed (``KEY=TEXT``):
    what is wrong with one is said when the form is built, never lost meanwhile."""
    kept = set()
    for spec in specs:
        text = texts.get(spec.key, "").strip()
        if text and text != str(spec.default):
            kept.add(f"{spec.key}={text}")
    return kept

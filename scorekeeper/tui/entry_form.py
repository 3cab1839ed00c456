"""The record/correct form as plain data: rows of typed text -> an ``Entry`` or a reason.

No Textual here, so the rules of the form are tested without a screen. A row's
``status`` is one of the preset's outcomes or ``SIT_OUT``; its ``fields`` hold the
text (or bool) typed under each of the preset's hand fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from scorekeeper.rules import (
    WINNER,
    Entry,
    Hand,
    HandField,
    PlayerScore,
    Preset,
    RuleError,
    RuleSet,
)
from scorekeeper.rules.game_values import GameField
from scorekeeper.rules.numbers import parse_points_sum, parse_whole
from scorekeeper.rules.preset_module import hook

SIT_OUT = "out"
LABELS = {
    WINNER: "winner",
    "hand": "hand",
    "surrender-first": "surr 1st",
    "surrender-later": "surr later",
    "seen": "seen",
    "unseen": "unseen",
    "foul": "foul",
    "dublee-seen": "dbl seen",
    "drop-first": "drop 1st",
    "drop-middle": "drop mid",
    "wrong-show": "wrong show",
    SIT_OUT: "sits out",
}


@dataclass
class RowState:
    player: str
    status: str
    fields: dict[str, str | bool] = field(default_factory=dict)

    def typed(self) -> tuple[str, str, dict[str, str | bool]]:
        """What was typed, ignoring empty fields: two forms alike look alike here."""
        kept = {key: value for key, value in self.fields.items() if value not in ("", False)}
        return self.player, self.status, {k: str(v).strip() for k, v in kept.items()}


class FieldProblem(RuleError):
    """A refusal that points at one player's field, so the form can mark it."""

    def __init__(self, player: str, key: str, message: str) -> None:
        super().__init__(key, message)
        self.player = player


def statuses(outcomes: Sequence[str]) -> tuple[str, ...]:
    return (*outcomes, SIT_OUT)


def shortcut(status: str) -> str:
    """The letter that picks a status: the first letter of its last word."""
    return status.rsplit("-", 1)[-1][0]


def shortcuts(choices: Sequence[str]) -> dict[str, str]:
    """Each status's letter, none shared: its ``shortcut`` unless an earlier status has
    it (nepali's seen and dublee-seen), then the first free letter of its name; never
    ``n``, the form's next-empty key."""
    taken: dict[str, str] = {}
    for status in choices:
        letters = [shortcut(status), *status.replace("-", "")]
        free = [c for c in letters if c.isalpha() and c != "n" and c not in taken.values()]
        if free:
            taken[status] = free[0]
    return taken


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


Typed = Mapping[str, Callable[[str, str], Mapping[str, int]]]


def typed_fields(preset: Preset) -> Typed:
    """The preset's cells that may hold several fields at once (tiles' rack: 13 5 6 JK,
    the numbers and a joker), each with what reads it."""
    return hook(preset.module, "TYPED_FIELDS")


def _value(spec: HandField, row: RowState, typed: Typed) -> Mapping[str, int | bool]:
    """The values one cell gives: its own, and any a typed-together cell adds."""
    raw = row.fields.get(spec.key, False if spec.kind == "flag" else "")
    if spec.kind == "flag":
        return {spec.key: True} if raw else {}
    text = str(raw).strip()
    what = f"{row.player}: "
    try:
        if spec.kind == "points":
            if not text and required(spec, row.status):
                cards = ", or the cards" if spec.cards or spec.key in typed else ""
                needed = f"{spec.label.lower()} points are needed (a number, a sum{cards})"
                raise RuleError(spec.key, f"{what}{needed}")
            if text and spec.key in typed:
                return typed[spec.key](text, what)
            return {spec.key: parse_points_sum(text or 0, spec.key, spec.maximum, what, spec.cards)}
        return {spec.key: parse_whole(text or 0, spec.key, 0, spec.maximum, what)}
    except RuleError as error:
        raise FieldProblem(row.player, spec.key, error.message) from None


def _refuse_unused(spec: HandField, row: RowState) -> None:
    """A value typed where the status gives it no meaning is refused, never dropped."""
    if row.fields.get(spec.key) in (None, "", False) or not str(row.fields[spec.key]).strip():
        return
    what = LABELS.get(row.status, row.status)
    raise FieldProblem(
        row.player, spec.key, f"{row.player} is {what}: leave {spec.label.lower()} empty"
    )


def build(
    fields: Sequence[HandField],
    rows: Iterable[RowState],
    flags: Iterable[str],
    typed: Typed | None = None,
) -> Entry:
    """The entry the rows describe; raises RuleError (often a FieldProblem) saying why not.

    A value two cells give (a joker typed in the rack and counted in its own cell) is
    added up."""
    typed = typed or {}
    rows = list(rows)
    winners = [row.player for row in rows if row.status == WINNER]
    if not winners:
        raise RuleError("winner", "who won? Set one player's status to winner (key w)")
    if len(winners) > 1:
        raise RuleError("winner", f"{', '.join(winners)} cannot all win; exactly one declares")
    hands = []
    for row in rows:
        if row.status == SIT_OUT:
            for spec in fields:
                _refuse_unused(spec, row)
            continue
        values: dict[str, int | bool] = {}
        for spec in fields:
            if not applies(spec, row.status):
                _refuse_unused(spec, row)
                continue
            for key, value in _value(spec, row, typed).items():
                values[key] = value if key not in values else int(values[key]) + int(value)
        hands.append(Hand(row.player, row.status, values))
    return Entry(tuple(hands), frozenset(flags))


def preview(rules: RuleSet, entry: Entry) -> dict[str, PlayerScore]:
    return {item.player: item for item in rules.score(entry)}


def rows_from_lines(
    seats: Sequence[str], lines: Iterable, fields: Sequence[HandField]
) -> list[RowState]:
    """Rows pre-filled from a stored game's lines (the correct form)."""
    by_player = {line.player: line for line in lines}
    rows = []
    for seat in seats:
        line = by_player.get(seat)
        if line is None or not line.active:
            rows.append(RowState(seat, SIT_OUT))
            continue
        texts: dict[str, str | bool] = {}
        for spec in fields:
            value = line.values.get(spec.key)
            if spec.kind == "flag":
                texts[spec.key] = bool(value)
            elif value is not None and (value or spec.kind == "points"):
                texts[spec.key] = str(value)
        rows.append(RowState(seat, line.outcome or "", texts))
    return rows


def blank_rows(seats: Sequence[str], sitting_out: Iterable[str], first: str) -> list[RowState]:
    """Rows for a new game: last game's sit-outs out, everyone else a losing hand."""
    away = set(sitting_out)
    return [RowState(seat, SIT_OUT if seat in away else first) for seat in seats]


def loser_default(outcomes: Sequence[str]) -> str:
    return next(item for item in outcomes if item != WINNER)


def with_carried(
    scores: Mapping[str, PlayerScore], extra: Mapping[str, int]
) -> dict[str, PlayerScore]:
    """The preview's scores with what the game receives from the one before (nepali's
    foul paid in the next game), among the payments as the ledger shows them; a fouler
    sitting this game out pays it too."""
    shown = dict(scores)
    for player, points in extra.items():
        was = shown.get(player, PlayerScore(player, 0, 0))
        shown[player] = PlayerScore(player, was.part_a, was.part_b + points)
    return shown


def carried_note(extra: Mapping[str, int], winner: str, before: int | None) -> str:
    """`` · game 1's foul: Chandra pays Bina 15``, or nothing."""
    payers = [f"{player} pays {winner} {-points}" for player, points in extra.items() if points < 0]
    return f" · game {before}'s foul: {', '.join(payers)}" if payers else ""


def summary(scores: Mapping[str, PlayerScore], preset: Preset | None = None) -> str:
    """The preview's check line: the sum for a zero-sum preset, else the preset's own rule
    (scored means it held: the rules refuse a game that breaks it)."""
    if preset is not None and not preset.zero_sum:
        rule = hook(preset.module, "INVARIANT") or f"the {preset.name} rule"
        return f"{rule} ✓"
    total = sum(item.score for item in scores.values())
    return "scores sum 0 ✓" if total == 0 else f"scores sum {total:+d} ✗ (must be 0)"


def field_texts(specs: Sequence[GameField], flags: Iterable[str]) -> dict[str, str]:
    """Each game field's text on the form: a game's (or draft's) ``KEY=VALUE`` flag as it
    was kept, else the field's default."""
    texts = {spec.key: str(spec.default) for spec in specs}
    for flag in flags:
        key, sep, raw = flag.partition("=")
        if sep and key in texts:
            texts[key] = raw
    return texts


def field_flags(specs: Sequence[GameField], texts: Mapping[str, str]) -> set[str]:
    """The game fields as a game keeps them among its flags: ``KEY=VALUE``, nothing at the
    default or left empty. A value out of range is kept as typed: the form refuses it by
    name (``game_values.split_flags``) and a draft keeps what was typed."""
    flags = set()
    for spec in specs:
        text = texts.get(spec.key, "").strip()
        if not text:
            continue
        try:
            flag = spec.flag(spec.parse(text))
        except RuleError:
            flag = f"{spec.key}={text}"
        if flag:
            flags.add(flag)
    return flags

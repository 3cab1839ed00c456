"""The one road from a form (``entry_form.Form``) to an ``Entry``, and its live preview.

The rows are handed to the preset's own ``entry_from_options`` as the options it reads
(``{player: text}`` per field, the players of a status, the ticks), so every refusal is
the rules' own, in the same words as on the command line, and carries the player it is
about: a face marks that row from the error, never from its sentence. Only what a form
alone can get wrong (no winner picked, a status the preset lacks) is checked here first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from scorekeeper.ledger.core.carried import carried_into
from scorekeeper.present.entry_form import SIT_OUT, Form, Row, status_label, statuses
from scorekeeper.rules import WINNER, Entry, Hand, HandField, PlayerScore, Preset, RuleError
from scorekeeper.rules.carry import Counted
from scorekeeper.rules.entry import the_winner
from scorekeeper.rules.errors import about
from scorekeeper.rules.numbers import parse_whole
from scorekeeper.rules.preset_module import hook
from scorekeeper.rules.presets import RuleSet

# Options a form gives as a set of players (a status, a tick on a row); every other
# option of a row is a mapping player → text.
NAMED = ("unplayed", "unseen", "foul", "wrong-show", "dublee-seen")


def option_of(preset: Preset, spec: HandField) -> str | None:
    """The option a field is read under: its key, or else its label (marriage-rummy's
    ``points`` field is the ``hand`` option); None when the options hold no such field
    (tiles' jokers, added to the rack's own)."""
    if spec.key in preset.options:
        return spec.key
    label = spec.label.lower().replace(" ", "-")
    return label if label in preset.options else None


def _status_option(preset: Preset, row: Row, given: dict[str, object]) -> None:
    """What a status says as an option: nepali's ``unseen`` (a set of players), a
    surrender's ``first`` (``surrender``: player → kind); a hand or seen says nothing."""
    by_field = {option_of(preset, spec) for spec in preset.hand_fields}
    if row.status in preset.options and row.status not in by_field:
        given.setdefault(row.status, set()).add(row.player)  # type: ignore[union-attr]
        return
    option, _, kind = row.status.partition("-")
    if kind and option in preset.options:
        given.setdefault(option, {})[row.player] = kind  # type: ignore[index]


def options(preset: Preset, form: Form) -> dict[str, object]:
    """The rows as the preset's ``entry_from_options`` reads them."""
    given: dict[str, object] = {}
    for row in form.rows:
        if row.status not in (WINNER, SIT_OUT):
            _status_option(preset, row, given)
        for spec in preset.hand_fields:
            option = option_of(preset, spec)
            if option is None or not row.given(spec.key):
                continue
            if spec.kind == "flag" or option in NAMED:
                given.setdefault(option, set()).add(row.player)  # type: ignore[union-attr]
            else:
                given.setdefault(option, {})[row.player] = row.value(spec.key)  # type: ignore[index]
    for flag in preset.game_flags:
        given[flag] = flag in form.flags
    return given


def _extra(preset: Preset, form: Form, entry: Entry) -> Entry:
    """Counts no option takes (tiles' jokers in a cell of their own) added to the hand."""
    extra = [spec for spec in preset.hand_fields if option_of(preset, spec) is None]
    if not extra:
        return entry
    hands = {hand.player: hand for hand in entry.hands}
    for row in form.rows:
        for spec in extra:
            if not row.given(spec.key):
                continue
            name = spec.label.lower()
            if row.player not in hands:
                said = f"{row.player} sits out this game; give no {name} for them"
                raise RuleError(spec.key, said, player=row.player)
            with about(row.player):
                count = parse_whole(
                    row.value(spec.key), spec.key, 0, spec.maximum, f"{row.player}: "
                )
            hand = hands[row.player]
            values = {**hand.values, spec.key: hand.int_value(spec.key) + count}
            hands[row.player] = Hand(hand.player, hand.outcome, values)
    return replace(entry, hands=tuple(hands[hand.player] for hand in entry.hands))


def game_flags(preset: Preset, form: Form) -> frozenset[str]:
    """The game values as a game keeps them: ``KEY=VALUE``, nothing at the default (an
    empty box is the default). A value out of range is refused with the value's name."""
    kept = set()
    for spec in preset.game_fields:
        text = form.values.get(spec.key, "").strip()
        flag = spec.flag(spec.parse(text)) if text else None
        if flag:
            kept.add(flag)
    return frozenset(kept)


def build(rules: RuleSet, form: Form, out: Mapping[str, str] | None = None) -> Entry:
    """The entry the form describes, or the RuleError that says why not. ``out``: a pool's
    players out before this game, each with the ledger's sentence saying why."""
    preset = rules.preset
    allowed = statuses(preset.outcomes)
    for row in form.rows:
        if out and row.player in out and row.status != SIT_OUT:
            raise RuleError("sit-out", out[row.player], player=row.player)
        if row.status not in allowed:
            shown = ", ".join(status_label(item) for item in allowed)
            said = f"{row.player}'s status must be one of {shown}"
            raise RuleError("status", said, player=row.player)
    winner = the_winner([row.player for row in form.rows if row.status == WINNER])
    active = [row.player for row in form.rows if row.status != SIT_OUT]
    entry = rules.entry_from_options(active, winner, options(preset, form))
    entry = _extra(preset, form, entry)
    return replace(entry, flags=entry.flags | game_flags(preset, form))


def bad_row(form: Form, error: RuleError) -> int | None:
    """The row a refusal is about, from the player it carries."""
    return next((i for i, row in enumerate(form.rows) if row.player == error.player), None)


def bad_cell(preset: Preset, error: RuleError) -> str | None:
    """The hand field a refusal about one row points at (its key), ``status`` when it is
    about the row's status, None when it is about no row."""
    if error.player is None:
        return None
    for spec in preset.hand_fields:
        if error.field in (spec.key, option_of(preset, spec)):
            return spec.key
    return "status"


@dataclass(frozen=True)
class Preview:
    """What the form shows before it is saved: each line's score (with what the game
    receives from the one before), the check line and whether it held."""

    scores: dict[str, PlayerScore]
    held: bool
    check: str
    paid: str  # `` · game 1's foul: Chen pays Bina 15``, or nothing
    notes: str  # allowed, but refused at many tables: said before the game is saved


def preview(rules: RuleSet, entry: Entry, owed: Counted | None) -> Preview:
    """Score the entry (RuleError or the rules' ArithmeticError when it cannot be)."""
    scores = {item.player: item for item in rules.score(entry)}
    extra = carried_into(owed, entry.winner)
    for player, points in extra.items():
        was = scores.get(player, PlayerScore(player, 0, 0))
        scores[player] = PlayerScore(player, was.part_a, was.part_b + points)
    payers = [f"{player} pays {entry.winner} {-points}" for player, points in extra.items()
              if points < 0]  # fmt: skip
    paid = f" · game {owed.number}'s foul: {', '.join(payers)}" if owed and payers else ""
    notes = "".join(f" · note: {item.message}" for item in rules.warnings(entry))
    held, check = sum_check(rules.preset, sum(item.score for item in scores.values()))
    return Preview(scores, held, check, paid, notes)


def sum_check(preset: Preset, total: int) -> tuple[bool, str]:
    """The check line: the sum for a zero-sum preset, else the preset's own rule (scored
    means it held: the rules refuse a game that breaks it)."""
    if not preset.zero_sum:
        rule = hook(preset.module, "INVARIANT") or f"the {preset.name} rule"
        return True, f"{rule} ✓"
    if total == 0:
        return True, "scores sum 0 ✓"
    shown = f"+{total}" if total > 0 else f"−{-total}"  # a real minus, as the faces show
    return False, f"scores sum {shown} ✗ (must be 0)"

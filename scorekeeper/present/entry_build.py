"""The one road from a form (``entry_form.Form``) to an ``Entry``.

The rows are handed to the preset's own ``entry_from_options`` as the options it reads
(``{player: text}`` per field, the players of a status, the ticks), so every refusal is
the rules' own, in the same words as on the command line, and carries the player it is
about: a face marks that row from the error, never from its sentence. Only what a form
alone can get wrong (no winner picked, a status the preset lacks) is checked here first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from scorekeeper.present.entry_form import SIT_OUT, Form, Row, status_label, statuses
from scorekeeper.rules import WINNER, Entry, Hand, HandField, Preset, RuleError
from scorekeeper.rules.entry import the_winner
from scorekeeper.rules.errors import about
from scorekeeper.rules.numbers import parse_whole
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


class _Given:
    """The options being gathered: ``player → text`` ones, and sets of players."""

    def __init__(self) -> None:
        self.pairs: dict[str, dict[str, str]] = {}
        self.names: dict[str, set[str]] = {}

    def pair(self, option: str, player: str, text: str) -> None:
        self.pairs.setdefault(option, {})[player] = text

    def name(self, option: str, player: str) -> None:
        self.names.setdefault(option, set()).add(player)


def _status_option(preset: Preset, row: Row, given: _Given) -> None:
    """What a status says as an option: nepali's ``unseen`` (a set of players), a
    surrender's ``first`` (``surrender``: player → kind); a hand or seen says nothing."""
    by_field = {option_of(preset, spec) for spec in preset.hand_fields}
    if row.status in preset.options and row.status not in by_field:
        given.name(row.status, row.player)
        return
    option, _, kind = row.status.partition("-")
    if kind and option in preset.options:
        given.pair(option, row.player, kind)


def options(preset: Preset, form: Form) -> dict[str, object]:
    """The rows as the preset's ``entry_from_options`` reads them."""
    given = _Given()
    for row in form.rows:
        if row.status not in (WINNER, SIT_OUT):
            _status_option(preset, row, given)
        for spec in preset.hand_fields:
            option = option_of(preset, spec)
            if option is None or not row.given(spec.key):
                continue
            if spec.kind == "flag" or option in NAMED:
                given.name(option, row.player)
            else:
                given.pair(option, row.player, row.value(spec.key))
    ticks = {flag: flag in form.flags for flag in preset.game_flags}
    return {**given.pairs, **given.names, **ticks}


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

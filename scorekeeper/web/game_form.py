"""The record/correct form, built from any preset's OUTCOMES, HAND_FIELDS, GAME_FLAGS and
GAME_FIELDS.

Each seat gets a status (one of the outcomes, or sitting out) and the preset's fields;
the game gets the preset's flags and its game values (a double game's multiplier), the
latter kept among the game's flags as ``KEY=VALUE`` just as the command line keeps them,
so correcting a game never drops one. What was posted is turned into the very options the
command line takes (``--hand Bina=23``, ``--surrender Chen=first``, ``--sit-out Dev``)
and handed to the ledger's ``build_entry``, so a bad form is refused with the same
sentence as the command line, and no rule is written twice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from scorekeeper.ledger.core.carried import carried_into
from scorekeeper.rules import WINNER, Entry, HandField, Preset, RuleError
from scorekeeper.rules.carry import Counted
from scorekeeper.rules.game_values import split_flags
from scorekeeper.rules.preset_module import hook

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger
    from scorekeeper.ledger.read_models import GameRow, SessionInfo

SIT_OUT = "out"


@dataclass
class Row:
    """One seat's line as typed: its status and the text (or tick) under each field."""

    player: str
    status: str
    values: dict[str, str] = field(default_factory=dict)

    def value(self, key: str) -> str:
        return self.values.get(key, "")


@dataclass
class Form:
    rows: list[Row]
    flags: set[str] = field(default_factory=set)
    values: dict[str, str] = field(default_factory=dict)  # each game field's text as typed
    dealer: str = ""
    note: str = ""
    reason: str = ""


def status_label(status: str) -> str:
    return "sits out" if status == SIT_OUT else status.replace("-", " ")


def statuses(preset: Preset) -> tuple[str, ...]:
    return (*preset.outcomes, SIT_OUT)


def option_of(preset: Preset, spec: HandField) -> str:
    """The command-line option a field is typed under: its key, or else its label
    (marriage-rummy's ``points`` field is the ``--hand`` option)."""
    if spec.key in preset.options:
        return spec.key
    label = spec.label.lower().replace(" ", "-")
    return label if label in preset.options else spec.key


def blank(info: SessionInfo, sitting_out: Iterable[str] = ()) -> Form:
    """A new game: last game's sit-outs out, everyone else the first losing outcome."""
    away = set(sitting_out)
    preset = info.rules.preset
    loser = next(item for item in preset.outcomes if item != WINNER)
    rows = [Row(seat, SIT_OUT if seat in away else loser) for seat in info.seats]
    return Form(rows, values={spec.key: str(spec.default) for spec in preset.game_fields})


def from_game(info: SessionInfo, game: GameRow) -> Form:
    """The form pre-filled with a stored game (to correct it)."""
    by_player = {line.player: line for line in game.lines}
    rows = []
    for seat in info.seats:
        line = by_player.get(seat)
        if line is None or not line.active:
            rows.append(Row(seat, SIT_OUT))
            continue
        texts = {}
        for spec in info.rules.preset.hand_fields:
            value = line.values.get(spec.key)
            if spec.kind == "flag":
                if value:
                    texts[spec.key] = "on"
            elif value is not None and (value or spec.kind == "points"):
                texts[spec.key] = str(value)
        rows.append(Row(seat, line.outcome or "", texts))
    plain, values = split_flags(game.flags, info.rules.preset.game_fields)
    texts = {key: str(value) for key, value in values.items()}
    return Form(rows, set(plain), texts, dealer=game.dealer)


def read(info: SessionInfo, posted: Mapping[str, str | list[str]]) -> Form:
    """The form as posted: ``status-<i>`` and ``<key>-<i>`` per seat i, ``flag`` ticks,
    ``game-<key>`` per game field."""
    preset = info.rules.preset
    rows = []
    for index, seat in enumerate(info.seats):
        texts = {}
        for spec in preset.hand_fields:
            text = _one(posted.get(f"{spec.key}-{index}"))
            if text.strip():
                texts[spec.key] = text
        rows.append(Row(seat, _one(posted.get(f"status-{index}")), texts))
    flags = posted.get("flag", [])
    flags = {flags} if isinstance(flags, str) else set(flags)
    values = {spec.key: _one(posted.get(f"game-{spec.key}")) for spec in preset.game_fields}
    return Form(
        rows,
        flags & set(preset.game_flags),
        values,
        dealer=_one(posted.get("dealer")),
        note=_one(posted.get("note")),
        reason=_one(posted.get("reason")),
    )


def _one(value: str | list[str] | None) -> str:
    if isinstance(value, list):
        return value[-1] if value else ""
    return value or ""


def options(preset: Preset, form: Form) -> tuple[list[str], dict[str, object], list[str]]:
    """(winners, options, sit-outs): the form as the command line's options."""
    winners: list[str] = []
    sit_out: list[str] = []
    given: dict[str, list[str]] = {}
    # An outcome that names a field's option (marriage-rummy's hand) is told by the field.
    by_field = {option_of(preset, spec) for spec in preset.hand_fields}
    for row in form.rows:
        if row.status == WINNER:
            winners.append(row.player)
        elif row.status == SIT_OUT:
            sit_out.append(row.player)
        elif row.status in preset.options and row.status not in by_field:
            # nepali's unseen, foul: a name option (--unseen NAME)
            given.setdefault(row.status, []).append(row.player)
        elif row.status not in preset.outcomes:
            shown = ", ".join(status_label(item) for item in statuses(preset))
            raise RuleError("outcome", f"{row.player}: pick one of {shown}")
        else:
            option, _, kind = row.status.partition("-")
            if kind and option in preset.options:  # surrender-first: --surrender NAME=first
                given.setdefault(option, []).append(f"{row.player}={kind}")
        for spec in preset.hand_fields:
            text = row.value(spec.key).strip()
            if not text:
                continue
            option = option_of(preset, spec)
            item = row.player if spec.kind == "flag" else f"{row.player}={text}"
            given.setdefault(option, []).append(item)
    result: dict[str, object] = dict(given)
    for flag in preset.game_flags:
        result[flag] = flag in form.flags
    return winners, result, sit_out


def game_flags(preset: Preset, form: Form) -> frozenset[str]:
    """The game fields as a game keeps them: ``KEY=VALUE``, nothing at the default (an
    empty box is the default). A value out of range is refused with the field's name."""
    kept = set()
    for spec in preset.game_fields:
        text = form.values.get(spec.key, "").strip()
        flag = spec.flag(spec.parse(text)) if text else None
        if flag:
            kept.add(flag)
    return frozenset(kept)


def build(ledger: Ledger, info: SessionInfo, form: Form, number: int | None = None) -> Entry:
    """The entry the form describes for game ``number`` (None: the next), through the
    ledger; RuleError says why not. A pool's out player put in the game is refused with
    the ledger's sentence, also with no points typed (it would sit them out silently)."""
    preset = info.rules.preset
    out = ledger.pool_out(info.id, number)
    for row in form.rows:
        if row.player in out and row.status != SIT_OUT:
            raise RuleError("sit-out", out[row.player])
    winners, given, sit_out = options(preset, form)
    if len(winners) != 1:
        got = ", ".join(winners) if winners else "none"
        raise RuleError("winner", f"give exactly one winner (who declared); got {got}")
    entry = ledger.build_entry(info.id, winners[0], given, sit_out, game=number)
    return replace(entry, flags=entry.flags | game_flags(preset, form))


def sum_check(preset: Preset, total: int) -> tuple[bool, str]:
    """The preview's check: the sum for a zero-sum preset, else the preset's own rule
    (scored means it held: the rules refuse a game that breaks it)."""
    if not preset.zero_sum:
        rule = hook(preset.module, "INVARIANT") or f"the {preset.name} rule"
        return True, f"{rule} ✓"
    if total == 0:
        return True, "scores sum 0 ✓"
    shown = f"+{total}" if total > 0 else f"−{-total}"  # a real minus, as on the rest of the page
    return False, f"scores sum {shown} ✗ (must be 0)"


def with_carried(
    scores: dict[str, int], owed: Counted | None, winner: str
) -> tuple[dict[str, int], str]:
    """The preview's scores with what the game receives from ``owed``, the game before
    (nepali's foul paid in the next game, also by a fouler sitting it out), and the words
    that say so (`` · game 1's foul: Chen pays Bina 15``, or nothing)."""
    extra = carried_into(owed, winner)
    shown = dict(scores)
    for player, points in extra.items():
        shown[player] = shown.get(player, 0) + points
    payers = [f"{player} pays {winner} {-points}" for player, points in extra.items() if points < 0]
    said = f" · game {owed.number}'s foul: {', '.join(payers)}" if owed and payers else ""
    return shown, said


def bad_row(form: Form, error: RuleError) -> int | None:
    """The seat a refusal is about, when its sentence starts with or names one player."""
    for index, row in enumerate(form.rows):
        if error.message.startswith(f"{row.player}:") or error.message.startswith(f"{row.player} "):
            return index
    return None

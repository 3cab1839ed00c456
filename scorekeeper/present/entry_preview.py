"""The record form's live preview, the same in the TUI and on the web: each line's score
(with what the game receives from the one before, nepali's next-game foul), the check line,
and the notes on what is allowed but refused at many tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.ledger.core.carried import carried_into
from scorekeeper.present.language import _
from scorekeeper.rules import Entry, PlayerScore, Preset
from scorekeeper.rules.carry import Counted
from scorekeeper.rules.preset_module import hook
from scorekeeper.rules.presets import RuleSet


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
    pays = _("{player} pays {winner} {points}")
    payers = [pays.format(player=player, winner=entry.winner, points=-points)
              for player, points in extra.items() if points < 0]  # fmt: skip
    foul = _(" · game {number}'s foul: {payers}")
    paid = foul.format(number=owed.number, payers=", ".join(payers)) if owed and payers else ""
    note = _(" · note: {message}")
    notes = "".join(note.format(message=item.message) for item in rules.warnings(entry))
    held, check = sum_check(rules.preset, sum(item.score for item in scores.values()))
    return Preview(scores, held, check, paid, notes)


def sum_check(preset: Preset, total: int) -> tuple[bool, str]:
    """The check line: the sum for a zero-sum preset, else the preset's own rule (scored
    means it held: the rules refuse a game that breaks it)."""
    if not preset.zero_sum:
        rule = hook(preset.module, "INVARIANT") or _("the {name} rule").format(name=preset.name)
        return True, f"{rule} ✓"
    if total == 0:
        return True, _("scores sum 0 ✓")
    shown = f"+{total}" if total > 0 else f"−{-total}"  # a real minus, as the faces show
    return False, _("scores sum {total} ✗ (must be 0)").format(total=shown)

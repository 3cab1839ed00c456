"""What changed between two revisions of a game, in words (the history screen)."""

from __future__ import annotations

from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.ledger.read_models import Line
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.entry_form import label
from scorekeeper.tui.text import signed

# The values a hand holds (each preset's hand fields), by key: said as words.
VALUE_WORDS = (
    N_("points"), N_("honors"), N_("marriages"), N_("unplayed"), N_("maal"), N_("table"),
    N_("jokers"), N_("rack"),
)  # fmt: skip


def value_word(key: str) -> str:
    """A hand's value key in the reader's language (a newer preset's own: as it is)."""
    return _(key) if key in VALUE_WORDS else key


def _values(line: Line) -> str:
    return ", ".join(
        f"{value_word(key)} {shown_digits(str(value))}"
        for key, value in sorted(line.values.items())
    )


def _line_change(old: Line, new: Line) -> str | None:
    name = new.player
    if old.active != new.active:
        now = _("now plays") if new.active else _("now sits out")
        return f"{name} {now} ({signed(new.score)})"
    parts = []
    if old.outcome != new.outcome:
        was, now = ((label(o) if o else "-") for o in (old.outcome, new.outcome))
        parts.append(f"{was} → {now}")
    for key in sorted(set(old.values) | set(new.values)):
        before, after = old.values.get(key, 0), new.values.get(key, 0)
        if before != after:
            was, now = shown_digits(str(before)), shown_digits(str(after))
            parts.append(f"{value_word(key)} {was} → {now}")
    if old.score != new.score:
        parts.append(
            _("score {before} → {after}").format(before=signed(old.score), after=signed(new.score))
        )
    return f"{name}: {', '.join(parts)}" if parts else None


def describe(previous: RevisionRow | None, revision: RevisionRow) -> list[str]:
    """One sentence per difference; the first revision is described as recorded."""
    if revision.action == "void":
        return [_("taken out of the totals (its deal still counts for the rotation)")]
    if previous is None:
        game = (
            _(" · game: {flags}").format(flags=_flags_text(revision.flags))
            if revision.flags
            else ""
        )
        return [_("recorded: {summary}").format(summary=_values_summary(revision)) + game]
    changes = []
    if revision.action == "undo":
        changes.append(revision.reason or _("undo"))
        if revision.voided and not previous.voided:
            changes.append(_("the game no longer counts"))
    if previous.voided and not revision.voided:
        changes.append(_("counts in the totals again"))
    if previous.dealer != revision.dealer:
        changes.append(
            _("dealer {before} → {after}").format(before=previous.dealer, after=revision.dealer)
        )
    if previous.winner != revision.winner:
        changes.append(
            _("winner {before} → {after}").format(before=previous.winner, after=revision.winner)
        )
    if set(previous.flags) != set(revision.flags):
        was, now = _flags_text(previous.flags), _flags_text(revision.flags)
        changes.append(_("game {before} → {after}").format(before=was, after=now))
    old_lines = {line.player: line for line in previous.lines}
    for line in revision.lines:
        old = old_lines.get(line.player)
        change = _line_change(old, line) if old else None
        if change:
            changes.append(change)
    return changes or [_("no change in the scores")]


def _values_summary(revision: RevisionRow) -> str:
    return "; ".join(
        f"{line.player} {label(line.outcome or '')}"
        + (f" ({_values(line)})" if line.values else "")
        for line in revision.lines
        if line.active
    )


def _flags_text(flags: tuple[str, ...] | list[str]) -> str:
    """A game's own values in words: ``dublee, ×2`` (a multiplier kept as multiplier=2)."""
    if not flags:
        return _("none")
    words = [f"×{flag.split('=', 1)[1]}" if flag.startswith("multiplier=") else flag
             for flag in sorted(flags)]  # fmt: skip
    return ", ".join(words)

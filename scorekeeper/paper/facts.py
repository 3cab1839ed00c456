"""What the paper says in words and numbers, worked out apart from the drawing."""

from __future__ import annotations

import unicodedata

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.paper import words
from scorekeeper.present import preset_words
from scorekeeper.present.language import ngettext
from scorekeeper.rules.presets import RuleSet


def counted_games(count: int) -> str:
    """``1 game``, ``3 games``: the plural entry of the catalogue, looked up as one (a
    plain look-up of its first form finds nothing on Python 3.11.2, and says English)."""
    return ngettext("{count} game", "{count} games", count).format(count=count)


def score_text(value: int, info: SessionInfo) -> str:
    """A total as the other faces print it: signed where the games sum to zero."""
    return f"{value:+d}" if info.rules.preset.zero_sum and value else str(value)


def changed_rules(rules: RuleSet) -> list[str]:
    """One line per rule this session set away from its preset's default."""
    preset = rules.preset
    defaults = preset.rules().values
    lines = []
    for key, spec in preset.params.items():
        value, default = rules.values.get(key), defaults.get(key)
        if value is None or value == default:
            continue
        shown = preset_words.value(spec, value)
        before = preset_words.value(spec, default) if default is not None else words.NONE
        label = preset_words.label(spec)
        lines.append(words.RULE_LINE.format(label=label, value=shown, default=before))
    return lines


def safe_file_name(name: str, fallback: str) -> str:
    """The session's name made safe for a file: letters (with their vowel signs, so a
    Devanagari word stays whole), digits and hyphens; anything else becomes one hyphen."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", name):
        kind = unicodedata.category(ch)
        if kind[0] in "LN" or (kind[0] == "M" and out and out[-1] != "-"):
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    stem = "".join(out).strip("-")[:80].strip("-")
    return f"{stem or fallback}.pdf"

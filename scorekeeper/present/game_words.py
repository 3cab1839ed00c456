"""The game's own words as every face shows them: outcomes, breakdown columns, actions.

The ledger and the rules hold these as keys (``maal_net``, ``dublee-seen``, ``correct``),
which are also JSON keys and values, so never translated there. A face shows a key through
these functions: English shows the key itself, as it always has; Nepali shows the word the
table uses (docs/glossary.md). Each key is marked with ``N_`` so that extraction finds it.
"""

from __future__ import annotations

from scorekeeper.present.language import N_, _

# Breakdown columns of the totals and game tables (each preset's BREAKDOWN).
BREAKDOWNS = (
    N_("part_a"), N_("part_b"), N_("maal_net"), N_("payments"), N_("hands"), N_("rummy"),
    N_("penalties"), N_("table"), N_("hand"), N_("racks"), N_("winner_rack"),
)  # fmt: skip

# A player's outcome in a game (each preset's OUTCOMES).
OUTCOMES = (
    N_("winner"), N_("hand"), N_("surrender-first"), N_("surrender-later"), N_("seen"),
    N_("unseen"), N_("foul"), N_("dublee-seen"), N_("drop-first"), N_("drop-middle"),
    N_("wrong-show"),
)  # fmt: skip

# Each bundled preset's title (data/presets/*.toml); a test holds this to the files.
PRESET_TITLES = (
    N_("Basic rummy"), N_("Marriage rummy"), N_("Nepali Marriage (maal exchange)"),
    N_("Points rummy (13 cards)"), N_("Pool rummy (101 / 201)"), N_("Table and hand count"),
    N_("Numbered tiles (Rummikub style)"),
)  # fmt: skip

# A game's flag, ticked on a form (each preset's GAME_FLAGS); typed as the key itself.
GAME_FLAGS = (N_("dublee"), N_("rummy"), N_("no-out"))

# A revision's action in history.
ACTIONS = (N_("record"), N_("correct"), N_("void"), N_("undo"))


def _word(key: str, known: tuple[str, ...]) -> str:
    """A known key in the reader's language; an unknown one (a newer preset) as it is."""
    return _(key) if key in known else key


def breakdown_word(key: str) -> str:
    return _word(key, BREAKDOWNS)


def outcome_word(key: str) -> str:
    return _word(key, OUTCOMES)


def flag_word(key: str) -> str:
    return _word(key, GAME_FLAGS)


def action_word(key: str) -> str:
    return _word(key, ACTIONS)


def preset_title(title: str) -> str:
    """A preset's title in the reader's language (a preset of one's own: as written)."""
    return _word(title, PRESET_TITLES)

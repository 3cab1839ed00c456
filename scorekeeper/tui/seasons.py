"""The season a screen is narrowed to (key s on the ratings screen): two days, asked for.

Each day is YYYY-MM-DD or empty (no bound), the sessions created in between counted by
their day in UTC, as ``stats --since --until`` counts them. A malformed day, or a first
day after the last, is refused in the dialog in one sentence naming the field; nothing
changes until both are good.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from textual.screen import Screen

from scorekeeper.present.ratings_table import check_season
from scorekeeper.tui.dialogs.form import Field, FormDialog

Season = tuple[str | None, str | None]
QUESTION = (
    "Sessions created from one day to the other (UTC), both days counted. "
    "Both empty: every session."
)


def season_fields(since: str | None, until: str | None) -> list[Field]:
    hint = "YYYY-MM-DD, or empty: {}"
    return [
        Field("since", "Since", since or "", hint.format("from the first"), max_length=10),
        Field("until", "Until", until or "", hint.format("to today"), max_length=10),
    ]


def ask_season(
    screen: Screen,
    since: str | None,
    until: str | None,
    narrow: Callable[[str | None, str | None], None],
) -> None:
    """Open the dialog on ``screen`` with the days shown now; ``narrow(since, until)``
    once both typed days are good (not at all when cancelled)."""

    def save(values: Mapping[str, str]) -> Season:
        return check_season(values["since"], values["until"])  # RuleError names the field

    def done(season: Season | None) -> None:
        if season is not None:
            narrow(*season)

    dialog = FormDialog(QUESTION, season_fields(since, until), save, ok="Show")
    screen.app.push_screen(dialog, done)

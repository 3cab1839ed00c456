"""The season a screen is narrowed to (key s on the ratings screen): two days, asked for.

Each day is YYYY-MM-DD or empty (no bound), the sessions created in between counted by
their day in UTC, as ``stats --since --until`` counts them. A malformed day, or a first
day after the last, is refused in the dialog in one sentence naming the field; nothing
changes until both are good.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from textual.screen import Screen

from scorekeeper.present.language import N_, _
from scorekeeper.present.ratings_table import check_season
from scorekeeper.tui.dialogs.form import Field, FormDialog

Season = tuple[str | None, str | None]
QUESTION = N_(
    "Sessions created from one day to the other (UTC), both days counted. "
    "Both empty: every session."
)


def season_fields(since: str | None, until: str | None) -> list[Field]:
    hint = _("YYYY-MM-DD, or empty: {what}")
    first, today = hint.format(what=_("from the first")), hint.format(what=_("to today"))
    return [
        Field("since", _("Since"), since or "", first, max_length=10),
        Field("until", _("Until"), until or "", today, max_length=10),
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

    dialog = FormDialog(_(QUESTION), season_fields(since, until), save, ok=_("Show"))
    screen.app.push_screen(dialog, done)

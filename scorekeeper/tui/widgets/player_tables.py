"""A player's page as text: the line of statistics and the three tables under it.

Rich tables, not DataTables: the page is read, not picked from, and the screen scrolls
it whole (a DataTable inside a scrolling page keeps its own cursor out of view). Every
name goes through ``plain``: stored text is never read as markup.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from scorekeeper.ledger.reads.player_page import PlayerPage
from scorekeeper.ledger.reads.ratings import PROVISIONAL_BELOW
from scorekeeper.present.calendar_dates import dated
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import num, ordinal, signed
from scorekeeper.tui.widgets.sparkline import TREND_WIDTH, sparkline

FIRST = "★"


def headline(page: PlayerPage) -> Text:
    """Sessions, games, wins, and the best and worst game, in one line."""
    stats = page.stats
    if stats is None or not stats.games:
        return Text(_("No counted games yet."))
    best = signed(stats.best) if stats.best is not None else "–"
    worst = signed(stats.worst) if stats.worst is not None else "–"
    return Text(
        _(
            "{sessions} session(s) · {games} game(s) · {wins} win(s) · "
            "best game {best} · worst game {worst}"
        ).format(
            sessions=num(stats.sessions),
            games=num(stats.games),
            wins=num(stats.wins),
            best=best,
            worst=worst,
        )
    )


def _table(title: str) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=None,
                  padding=(0, 1), header_style="dim", expand=False)  # fmt: skip
    return table


def ratings_table(page: PlayerPage) -> Table | Text:
    """Each preset rated: the ordinal now, rated games, and its course after each
    session (the last ``TREND_WIDTH`` as bars), from its lowest to its highest."""
    if not page.ratings:
        return Text(_("No rated games yet."), style="dim")
    table = _table(_("Rating after each session"))
    table.add_column(_("preset"))
    table.add_column(_("now"), justify="right")
    table.add_column(_("games"), justify="right")
    table.add_column(_("course"), no_wrap=True)
    table.add_column(_("low"), justify="right")
    table.add_column(_("high"), justify="right")
    for rated in page.ratings:
        values = [point.ordinal for point in rated.points]
        prov = _(" prov") if rated.rating.provisional else ""
        table.add_row(
            Text(rated.preset),
            Text(ordinal(rated.rating.ordinal), style="bold"),
            Text(f"{num(rated.rating.games)}{prov}"),
            Text(sparkline(values), style="bold"),
            Text(ordinal(min(values)) if values else "–"),
            Text(ordinal(max(values)) if values else "–"),
        )
    return table


def ratings_note(page: PlayerPage) -> str:
    widest = max((len(r.points) for r in page.ratings), default=0)
    shown = _(" (the last {count})").format(count=num(TREND_WIDTH)) if widest > TREND_WIDTH else ""
    return _(
        "course: the rating after each session, oldest first{last}; "
        "prov: fewer than {count} rated games."
    ).format(last=shown, count=num(PROVISIONAL_BELOW))


def sessions_table(page: PlayerPage) -> Table | Text:
    """The sessions sat in, the most recent first; ★ where the player is first."""
    if not page.sessions:
        return Text(_("No sessions yet."), style="dim")
    table = _table(_("Sessions — {count}, most recent first").format(count=num(len(page.sessions))))
    # The preset only when they differ: 80 columns keep the room for the name.
    presets = len({played.preset for played in page.sessions}) > 1
    table.add_column(_("session"), overflow="fold", max_width=40)
    table.add_column(_("day"), no_wrap=True)
    if presets:
        table.add_column(_("preset"), overflow="fold")
    table.add_column(_("games"), justify="right")
    table.add_column(_("total"), justify="right")
    table.add_column("", no_wrap=True)
    for played in page.sessions:
        mark = (FIRST + (_(" won") if played.over else "")) if played.first else ""
        cells = [
            plain(played.name + (_(" (archived)") if played.archived else "")),
            Text(shown_digits(dated(played.day))),
            *([Text(played.preset)] if presets else []),
            Text(num(played.games)),
            Text(signed(played.total), style="bold"),
            Text(mark, style="bold yellow"),
        ]
        table.add_row(*cells)
    return table


def rivals_table(page: PlayerPage, shown: int) -> Table | Text:
    """The ``shown`` people played with most, with who was ahead in those games."""
    if not page.rivals:
        return Text(_("No games with anyone yet."), style="dim")
    table = _table(_("Most frequent rivals"))
    table.add_column(_("rival"), justify="left")
    for head in (_("games"), _("ahead"), _("behind")):
        table.add_column(head, justify="right")
    for rival in page.rivals[:shown]:
        numbers = (num(rival.games), num(rival.ahead), num(rival.behind))
        table.add_row(plain(rival.name), *numbers)
    return table

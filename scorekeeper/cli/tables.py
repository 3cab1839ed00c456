"""Human output of the CLI: rich tables, imported only when a table is printed.

Every cell, title and line is a rich ``Text`` made by ``_text``: a stored name or reason
is never read as rich markup (``[/b]`` in a name would stop the table with an error), and
a control character an older file may hold is printed escaped (``\\x1b``), never raw.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from scorekeeper.cli.shapes import totals_json
from scorekeeper.ledger.read_models import (
    NOT_OVER,
    GameRow,
    PlayerTotal,
    SessionInfo,
    Totals,
)
from scorekeeper.present import preset_words
from scorekeeper.present.calendar_dates import dated, day, stamp
from scorekeeper.present.game_words import (
    action_word,
    breakdown_word,
    outcome_word,
    preset_title,
)
from scorekeeper.present.language import _, ngettext
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.owed import owed_sentence
from scorekeeper.present.rounds import rounds_played, rounds_text
from scorekeeper.rules.ending import Ending
from scorekeeper.rules.escapes import shown

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from scorekeeper.ledger.coming_game import NextGame
    from scorekeeper.ledger.list_rows import EventRow, RevisionRow, SessionSummary
    from scorekeeper.ledger.reads.stats import PlayerStats


def _console() -> Console:
    """A console as wide as the terminal; piped, wide enough that no name is cut."""
    from rich.console import Console

    from scorekeeper.present import cell_widths

    cell_widths.install()  # Devanagari names line up, as in the TUI (see cell_widths.py)
    width = None if sys.stdout.isatty() else 200
    return Console(highlight=False, soft_wrap=False, width=width)


def _text(value: str, style: str = "") -> Text:
    """Text as printed: plain (no markup), anything that could steer a terminal escaped,
    in the digits the reader chose."""
    from rich.text import Text

    return Text(shown_digits(shown(value)), style=style)


def _table(*columns: str, title: str | None = None, numeric: int = 0) -> Table:
    """A table whose last ``numeric`` columns hold numbers (right-aligned)."""
    from rich.table import Table

    table = Table(title=_text(title) if title else None, title_justify="left")
    for index, column in enumerate(columns):
        right = index >= len(columns) - numeric
        table.add_column(_text(column), justify="right" if right else "left")
    return table


def _add(table: Table, cells: Sequence[str], style: str | None = None) -> None:
    table.add_row(*(_text(cell) for cell in cells), style=style)


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def print_totals(info: SessionInfo, totals: Totals) -> None:
    data = totals_json(info, totals)
    first, second = totals.breakdown
    pool = "rejoined" in data["players"][0] if data["players"] else False
    columns = [_("seat"), _("player"), _("games"), _("wins"), _("sat out")]
    columns += [breakdown_word(first), breakdown_word(second)]
    columns += [_("rejoined"), _("total"), _("pool")] if pool else [_("total")]
    money = "money" in data["players"][0] if data["players"] else False
    columns += [_("money ({currency})").format(currency=info.currency)] if money else []
    title = _headline(info, totals.games, totals.rounds_played)
    table = _table(*columns, title=title, numeric=len(columns) - 2)
    leader = totals.leader
    for seat, (p, item) in enumerate(zip(totals.players, data["players"], strict=True), 1):
        cells = [str(seat), p.name, str(p.games), str(p.wins), str(p.sat_out)]
        cells += [_signed(p.part_a), _signed(p.part_b)]
        cells += (
            [_signed(totals.added_by_rejoining(p.name)), _signed(p.total), _pool_state(p, totals)]
            if pool
            else [_signed(p.total)]
        )
        cells += [item["money"]] if money else []
        style = "bold" if leader is not None and p.name == leader.name else None
        _add(table, cells, style)
    _console().print(table)
    print_ending(totals)


def _pool_state(player: PlayerTotal, totals: Totals) -> str:
    """In the pool, out, or out and free to rejoin now."""
    if player.name not in totals.out:
        return _("in")
    return _("out, may rejoin") if player.name in totals.may_rejoin else _("out")


def print_ending(totals: Totals) -> None:
    """``Over — Asha wins with 512 (Asha reached the target of 500 in game 7).``"""
    if totals.ending.over:
        _console().print(_text(f"{totals.ending.headline()} ({totals.ending.why})."))


def _headline(info: SessionInfo, games: int, rounds: Fraction) -> str:
    played = rounds_played(rounds)
    counted = ngettext("{count} game", "{count} games", games).format(count=games)
    return f"{info.name} — {info.preset}, {counted}, {played}"


def print_games(info: SessionInfo, games: list[GameRow]) -> None:
    columns = [_("game"), _("round"), _("dealer"), _("winner"), _("state")]
    table = _table(*columns, *info.seats, numeric=len(info.seats))
    for game in games:
        state = (
            _("undone")
            if not game.dealt
            else _("voided")
            if game.voided
            else _("corrected r{revision}").format(revision=game.revision)
            if game.corrected  # an undone void is back as it was, not corrected
            else ""
        )
        cells = [str(game.number), str(game.round), game.dealer, game.winner or "", state]
        # A player sitting out scores 0, unless they pay a foul carried from the game before.
        cells += [_signed(line.score) if line.active or line.score else "·" for line in game.lines]
        _add(table, cells, "dim strike" if game.voided else None)
    _console().print(table)


def print_game(info: SessionInfo, game: GameRow, verb: str) -> None:
    first, second = info.rules.preset.breakdown
    columns = [_("player"), _("outcome"), breakdown_word(first), breakdown_word(second), _("score")]
    title = _("Game {game} {verb} — round {round}, dealer {dealer}").format(
        game=game.number, verb=verb, round=game.round, dealer=game.dealer
    )
    rows = []
    for line in game.lines:
        outcome = outcome_word(line.outcome) if line.outcome else _("sits out")
        if line.values.get("unplayed"):
            outcome += " " + _("(unplayed)")
        cells = [line.player, outcome, _signed(line.part_a), _signed(line.part_b)]
        rows.append([*cells, _signed(line.score)])
    closing = _("This game is out of the totals.") if game.voided else None
    if _printed_plain(columns, rows, 3, title, closing):
        return
    table = _table(*columns, title=title, numeric=3)
    for cells in rows:
        _add(table, cells)
    _console().print(table)
    if closing is not None:
        _console().print(_text(closing))


def _printed_plain(
    columns: Sequence[str], rows: Sequence[Sequence[str]], numeric: int, title: str,
    closing: str | None = None,
) -> bool:  # fmt: skip
    """The table (and a line after it) printed as rich would print it into a pipe, without
    importing rich's console (``plain_table.py``); False where rich must print it."""
    from scorekeeper.cli import plain_table

    if not plain_table.plain_output():
        return False
    columns = [shown_digits(shown(cell)) for cell in columns]
    rows = [[shown_digits(shown(cell)) for cell in row] for row in rows]
    title = shown_digits(shown(title))
    if not all(map(plain_table.narrow, [title, *columns, *(c for row in rows for c in row)])):
        from scorekeeper.present import cell_widths

        cell_widths.install()  # as _console: Devanagari names measured as terminals do
    text = plain_table.render(columns, rows, numeric, title)
    said = None if closing is None else shown_digits(shown(closing))
    if text is None or (
        said is not None and (not said.isprintable() or len(said) > plain_table.WIDTH)
    ):
        return False
    sys.stdout.write(text + ("" if said is None else said + "\n"))
    return True


def print_history(
    info: SessionInfo, rows: list[RevisionRow], changes: Sequence[EventRow] = ()
) -> None:
    """The games' revisions, then the changes to the session itself (stake, settled…).

    On a terminal too narrow for the reasons beside the scores (80 columns and five
    seats), each reason goes under the table, by game and revision, rather than wrapped
    a word a line in a column the width of a word."""
    console = _console()
    table = _history_table(info, rows, reasons_beside=True)
    unbounded = console.options.update_width(10_000)  # its natural width, not the terminal's
    if console.measure(table, options=unbounded).maximum > console.width:
        table = _history_table(info, rows, reasons_beside=False)
        console.print(table)
        for row in rows:
            if row.reason:
                said = _("game {game} rev {revision}: {reason}")
                console.print(
                    _text(said.format(game=row.game, revision=row.revision, reason=row.reason))
                )
    else:
        console.print(table)
    if changes:
        session_table = _table(_("at"), _("change"), _("reason"))
        for change in changes:
            _add(session_table, [stamp(change.at), change.summary, change.reason or ""])
        console.print(_text(_("Changes to the session:")))
        console.print(session_table)


def _history_table(info: SessionInfo, rows: list[RevisionRow], reasons_beside: bool) -> Table:
    from rich import box

    reason = [_("reason")] if reasons_beside else []
    columns = [_("game"), _("rev"), _("action"), _("at"), *reason, _("winner"), *info.seats]
    table = _table(*columns, numeric=len(info.seats))
    if not reasons_beside:  # narrow: no lines between the columns, and no year
        table.box, table.show_edge, table.padding = box.SIMPLE_HEAD, False, (0, 1, 0, 0)
    for column in table.columns:
        column.no_wrap = column.header != _("reason")  # a date or a score never breaks
    for row in rows:
        at = stamp(row.at)[0 if reasons_beside else 5 :]
        cells = [str(row.game), str(row.revision), action_word(row.action), at]
        cells += [row.reason or ""] if reasons_beside else []
        cells += [row.winner or ""]
        # sitting out: ·, unless they pay a foul carried from the game before (as in games)
        cells += [_signed(line.score) if line.active or line.score else "·" for line in row.lines]
        _add(table, cells, "dim" if row.voided else None)
    return table


def print_show(info: SessionInfo, coming: NextGame, end: Ending = NOT_OVER) -> None:
    console = _console()
    headline = _text(info.name, "bold")
    console.print(headline + _text(f" — {preset_title(info.rules.preset.title)} ({info.preset})"))
    seats = ", ".join(f"{i}. {s}" for i, s in enumerate(info.seats, 1))
    console.print(_text(_("Seats (clockwise): {seats}").format(seats=seats)))
    table = _table(_("rule"), _("value"), _("limits"))
    for key, spec in info.rules.preset.params.items():
        said = preset_words.label(spec)  # beside the key as typed, where it is translated
        rule = key if said == spec.label else f"{key} ({said})"
        _add(table, [rule, preset_words.value(spec, info.rules[key]), spec.limits_text()])
    console.print(table)
    if info.stake:
        said = _("Stake: {stake} {currency} per point")
        console.print(_text(said.format(stake=info.stake, currency=info.currency)))
    if info.settled_at:
        said = _(
            "Settled on {day}: no more games unless it is reopened (scorekeeper reopen SESSION)"
        )
        console.print(_text(said.format(day=day(info.settled_at))))
    rounds = rounds_text(coming.rounds_played)
    counted = coming.games_counted
    games = ngettext("{count} game counted", "{count} games counted", counted)
    rounds_said = (_("{rounds} round") if rounds == "1" else _("{rounds} rounds")).format(
        rounds=rounds
    )
    played = _("Played: {games}, {rounds}").format(
        games=games.format(count=counted), rounds=rounds_said
    )
    console.print(_text(played))
    if end.over:  # no next game: who won, why, and how to go on
        from scorekeeper.cli.support import play_on

        limit = int(info.rules.values.get(end.rule, 0) or 0)
        console.print(_text(f"{end.headline()} ({end.why})."))
        said = _("No next game. {way}.").format(way=play_on(info.name, end, limit))
        console.print(_text(said))
        return
    said = _(
        "Next: game {game}, round {round} — deals: {dealer}, cuts: {cutter}, plays first: {first}"
    )
    console.print(
        _text(
            said.format(
                game=coming.number, round=coming.round, dealer=coming.dealer,
                cutter=coming.cutter, first=coming.first_player,
            )
        )
    )  # fmt: skip
    if coming.owed:
        console.print(_text(owed_sentence(coming)))


def print_sessions(rows: list[SessionSummary]) -> None:
    table = _table("#", _("name"), _("players"), _("games"), _("leader"), _("last used"))
    for row in rows:
        leader = f"{row.leader} {row.leader_total:+d}" if row.leader else ""
        name = row.name + (" " + _("(settled)") if row.settled_at else "")
        name += " " + _("(archived)") if row.archived else ""
        _add(table, [str(row.id), name, ", ".join(row.seats), str(row.games), leader,
                     dated(row.last_used_at)])  # fmt: skip
    _console().print(table)


def print_stats(rows: list[PlayerStats], data: dict, title: str | None = None) -> None:
    columns = [_("player"), _("sessions"), _("games"), _("sat out"), _("wins"), _("win %")]
    columns += [_("total"), _("per game"), _("honors"), _("marriages"), _("surrenders")]
    columns += [_("best"), _("worst"), _("money")]
    title = _("Across every session") if title is None else title
    table = _table(*columns, title=title, numeric=len(columns) - 1)
    table.columns[-1].justify = "left"
    for row, item in zip(rows, data["players"], strict=True):
        money = ", ".join(f"{amount} {code}" for code, amount in item["money"].items())
        best = "" if row.best is None else _signed(row.best)
        worst = "" if row.worst is None else _signed(row.worst)
        _add(table, [
            row.name, str(row.sessions), str(row.games), str(row.sat_out), str(row.wins),
            f"{row.win_rate:.0%}", _signed(row.total), f"{row.average:+.2f}", str(row.honors),
            str(row.marriages), str(row.surrenders), best, worst, money,
        ])  # fmt: skip
    _console().print(table)

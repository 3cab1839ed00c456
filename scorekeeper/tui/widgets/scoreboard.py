"""The scoreboard: one row per seat with games, wins, the breakdown and the total."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import DataTable

from scorekeeper.ledger.coming_game import NextGame
from scorekeeper.ledger.read_models import Totals
from scorekeeper.present.game_words import breakdown_word
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.owed import owed_mark
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.fitted import add_fitted_columns

BREAKDOWN_LABELS = {
    "part_a": N_("part A"),
    "part_b": N_("part B"),
    "maal_net": N_("maal"),
    "payments": N_("pay"),
    "winner_rack": N_("winner rack"),  # the key's underscore is for scripts, not for the table
}


class Scoreboard(DataTable):
    """Seat order; the leader is starred and bold, who sits out next game is marked."""

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="none", zebra_stripes=True, **kwargs)

    def show(self, totals: Totals, coming: NextGame) -> None:
        first, second = (
            _(BREAKDOWN_LABELS[key]) if key in BREAKDOWN_LABELS else breakdown_word(key)
            for key in totals.breakdown
        )
        labels = {
            "seat": Text("#"),
            "player": Text(_("player")),
            "games": Text(_("games"), justify="right"),
            "wins": Text(_("wins"), justify="right"),
            "a": Text(first, justify="right"),
            "b": Text(second, justify="right"),
            "total": Text(_("total"), justify="right"),
            "mark": Text(""),
        }
        rows = self.rows_for(totals, coming)
        self.clear(columns=True)
        # refilled while a form closes: drawn at once with every name and mark whole
        add_fitted_columns(self, labels.items(), [cells for _, cells in rows])
        for name, cells in rows:
            self.add_row(*cells, key=name)

    def rows_for(self, totals: Totals, coming: NextGame) -> list[tuple[str, list[Text]]]:
        rows: list[tuple[str, list[Text]]] = []
        leader = totals.leader
        away = set(coming.sat_out_last)
        for player in totals.players:
            top = leader is not None and player.name == leader.name
            style = "bold green" if top else ""
            mark = _("★ leads") if top else ""
            if totals.over:  # the session's winners (all of them when tied), not a leader
                top = player.name in totals.ending.winners
                style, mark = ("bold green", _("★ wins")) if top else ("", "")
            pool = _pool_mark(totals, player.name)
            if pool:  # out, free to rejoin, or the pool's winner
                mark = pool
            elif player.name in away:
                # about the coming game: the form starts them out, o brings them back
                mark = (mark + " · " if mark else "") + _("sits out next game")
            owes = owed_mark(coming, player.name)
            if owes and not totals.over:
                mark = (mark + " · " if mark else "") + owes
            cells = [
                Text(shown_digits(str(player.seat + 1))),
                plain(player.name, style=style),
                Text(shown_digits(str(player.games)), justify="right"),
                Text(shown_digits(str(player.wins)), justify="right"),
                Text(signed(player.part_a), justify="right"),
                Text(signed(player.part_b), justify="right"),
                Text(signed(player.total), justify="right", style=style),
                Text(mark, style="dim" if player.name in away and not top else style),
            ]
            rows.append((player.name, cells))
        return rows


def _pool_mark(totals: Totals, name: str) -> str:
    """In a pool: who won it, who is out, and who may still rejoin ('' otherwise)."""
    if totals.ending.over and totals.ending.rule == "pool" and name in totals.ending.winners:
        return _("★ wins the pool")
    if name in totals.may_rejoin:
        return _("out · may rejoin (j)")
    if name in totals.out:
        return _("out")
    added = totals.added_by_rejoining(name)  # the total is not hands + penalties then
    return _("rejoined ({added})").format(added=shown_digits(f"{added:+d}")) if added else ""

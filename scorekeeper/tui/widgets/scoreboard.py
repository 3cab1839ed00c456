"""The scoreboard: one row per seat with games, wins, the breakdown and the total."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import DataTable

from scorekeeper.ledger.views import NextGame, Totals
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import signed

BREAKDOWN_LABELS = {
    "part_a": "part A",
    "part_b": "part B",
    "maal_net": "maal",
    "payments": "pay",
}


class Scoreboard(DataTable):
    """Seat order; the leader is starred and bold, who sits out next game is marked."""

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="none", zebra_stripes=True, **kwargs)

    def show(self, totals: Totals, coming: NextGame) -> None:
        self.clear(columns=True)
        first, second = (BREAKDOWN_LABELS.get(key, key) for key in totals.breakdown)
        self.add_column("#", key="seat")
        self.add_column("player", key="player")
        self.add_column(Text("games", justify="right"), key="games")
        self.add_column(Text("wins", justify="right"), key="wins")
        self.add_column(Text(first, justify="right"), key="a")
        self.add_column(Text(second, justify="right"), key="b")
        self.add_column(Text("total", justify="right"), key="total")
        self.add_column("", key="mark")
        leader = totals.leader
        away = set(coming.sat_out_last)
        for player in totals.players:
            top = leader is not None and player.name == leader.name
            style = "bold green" if top else ""
            mark = "★ leads" if top else ""
            if totals.over:  # the session's winners (all of them when tied), not a leader
                top = player.name in totals.ending.winners
                style, mark = ("bold green", "★ wins") if top else ("", "")
            pool = _pool_mark(totals, player.name)
            if pool:  # out, free to rejoin, or the pool's winner
                mark = pool
            elif player.name in away:
                # about the coming game: the form starts them out, o brings them back
                mark = (mark + " · " if mark else "") + "sits out next game"
            cells = [
                str(player.seat + 1),
                plain(player.name, style=style),
                Text(str(player.games), justify="right"),
                Text(str(player.wins), justify="right"),
                Text(signed(player.part_a), justify="right"),
                Text(signed(player.part_b), justify="right"),
                Text(signed(player.total), justify="right", style=style),
                Text(mark, style="dim" if player.name in away and not top else style),
            ]
            self.add_row(*cells, key=player.name)


def _pool_mark(totals: Totals, name: str) -> str:
    """In a pool: who won it, who is out, and who may still rejoin ('' otherwise)."""
    if totals.ending.over and totals.ending.rule == "pool" and name in totals.ending.winners:
        return "★ wins the pool"
    if name in totals.may_rejoin:
        return "out · may rejoin (j)"
    if name in totals.out:
        return "out"
    added = totals.added_by_rejoining(name)  # the total is not hands + penalties then
    return f"rejoined ({added:+d})" if added else ""

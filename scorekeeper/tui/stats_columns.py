"""The statistics table's columns: each player's cells, the columns that say something
here, those that fit the screen whole, and the highlighted player in words.

What a player looks for first comes first. The columns that do not fit whole are left out
rather than cut at the edge (a heading cut to ``s`` reads as nothing); every count is also
in the words below the table, for the highlighted player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from rich.text import Text

from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.present.language import N_, _
from scorekeeper.rules.escapes import shown as escaped
from scorekeeper.tui.plain import plain
from scorekeeper.tui.text import money, num, signed

Column = tuple[str, str, bool]  # key, heading (marked), justified right?
COLUMNS: list[Column] = [
    ("name", N_("player"), False),
    ("games", N_("games"), True),
    ("wins", N_("wins"), True),
    ("win_rate", N_("win %"), True),
    ("total", N_("total"), True),
    ("average", N_("avg"), True),
    ("best", N_("best"), True),
    ("worst", N_("worst"), True),
    ("money", N_("money"), False),
    ("sat_out", N_("out"), True),
    ("sessions", N_("sess"), True),
    ("honors", N_("hon"), True),
    ("marriages", N_("mar"), True),
    ("surrenders", N_("surr"), True),
]
PADDING = 2  # a DataTable cell's padding, one cell each side


def game(value: int | None) -> str:
    return signed(value) if value is not None else "—"


def cells(row: PlayerStats) -> dict[str, str]:
    """One player's numbers as shown (the reader's digits); the name as typed."""
    shown = {
        "sessions": row.sessions,
        "games": row.games,
        "sat_out": row.sat_out,
        "wins": row.wins,
        "win_rate": f"{row.win_rate * 100:.0f}%",
        "total": signed(row.total),
        "average": f"{row.average:+.2f}" if row.average else "0.00",
        "honors": row.honors,
        "marriages": row.marriages,
        "surrenders": row.surrenders,
        "best": game(row.best),
        "worst": game(row.worst),
        "money": money(row.money),
    }
    return {"name": row.name} | {key: num(value) for key, value in shown.items()}


def justify(right: bool) -> Literal["right", "left"]:
    return "right" if right else "left"


def line(shown: dict[str, str], columns: Sequence[Column]) -> list[Text]:
    """One player's cells in the table's column order."""
    return [plain(shown[key], justify=justify(right)) for key, _heading, right in columns]


def shown_columns(rows: list[PlayerStats], one_session: bool) -> list[Column]:
    """The columns that say something here: one session's count of sessions is always 1,
    and money is a column of dashes until a stake is set."""
    idle = {"sessions"} if one_session else set()
    if not any(row.money for row in rows):
        idle.add("money")
    return [column for column in COLUMNS if column[0] not in idle]


def heading(column: Column) -> Text:
    return Text(_(column[1]), justify=justify(column[2]))


def fitting(columns: list[Column], lines: list[list[Text]], width: int) -> int:
    """How many of ``columns`` (in order) fit ``width`` cells whole; all of them when the
    width is not known yet (0)."""
    used = 0
    for index, column in enumerate(columns):
        used += max([heading(column).cell_len, *(cut[index].cell_len for cut in lines)])
        used += PADDING
        if width and used > width:
            return max(index, 1)
    return len(columns)


def in_words(row: PlayerStats) -> Text:
    shown = cells(row)
    return Text.assemble(
        (escaped(row.name), "bold"),
        _(
            " — {sessions} session(s), {games} game(s) played, {sat_out} sat out; "
            "{wins} win(s) ({win_rate}). Total {total}, {average} a game; "
            "best game {best}, worst {worst}. Honors {honors}, marriages {marriages}, "
            "surrenders {surrenders}. Money: {money}."
        ).format(**{key: value for key, value in shown.items() if key != "name"}),
    )

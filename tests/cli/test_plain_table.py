"""The plain table ``record`` prints into a pipe is rich's table to the character.

``plain_table.render`` writes the characters rich's table would print into a pipe, so
that a command need not import rich's console; where it cannot be sure (a cell rich
would wrap, a title wider than the table), it answers None and rich prints. Here every
table it does write is compared with rich's own, on names in many scripts.
"""

from __future__ import annotations

import io

from hypothesis import example, given, settings
from hypothesis import strategies as st
from rich.console import Console

from scorekeeper.cli import plain_table, tables
from scorekeeper.present import cell_widths
from scorekeeper.rules.escapes import shown

# Latin, Devanagari (with spacing and non-spacing marks), CJK (two cells), emoji with a
# joiner and a skin tone, a combining accent, a soft hyphen, a control character, spaces
LETTERS = "aZé ाआशकिं्漢字😀\u200d🏻\u0301\u00ad\x1b·+-0123456789"
CELL = st.text(alphabet=LETTERS, max_size=12)


def by_rich(columns: list[str], rows: list[list[str]], numeric: int, title: str | None) -> str:
    cell_widths.install()
    out = io.StringIO()
    console = Console(file=out, width=plain_table.WIDTH, highlight=False, soft_wrap=False,
                      _environ={})  # fmt: skip
    table = tables._table(*columns, title=title, numeric=numeric)
    for row in rows:
        tables._add(table, row)
    console.print(table)
    return out.getvalue()


@settings(max_examples=300, deadline=None)
@given(
    shape=st.integers(1, 6).flatmap(
        lambda n: st.tuples(
            st.lists(CELL, min_size=n, max_size=n),
            st.lists(st.lists(CELL, min_size=n, max_size=n), min_size=1, max_size=5),
            st.integers(0, n),
        )
    ),
    title=st.none() | CELL,
)
@example(
    shape=(["player", "outcome", "part_a", "part_b", "score"],
           [["आशा", "winner", "0", "+56", "+56"], ["Bina", "hand", "0", "-14", "-14"]], 3),
    title="Game 11 recorded — round 3, dealer आशा",
)  # fmt: skip
def test_a_plain_table_is_what_rich_prints(
    shape: tuple[list[str], list[list[str]], int], title: str | None
) -> None:
    columns, rows, numeric = shape
    columns, rows = [shown(c) for c in columns], [[shown(c) for c in row] for row in rows]
    title = None if title is None else shown(title)  # as print_game shows every text
    cell_widths.install()
    plain = plain_table.render(columns, rows, numeric, title)
    if plain is not None:
        assert plain == by_rich(columns, rows, numeric, title)


def test_the_usual_game_table_is_written_plainly() -> None:
    """Not a table left to rich every time: record's own table is written plainly."""
    columns = ["player", "outcome", "part_a", "part_b", "score"]
    rows = [["Asha", "winner", "0", "+56", "+56"], ["Bina", "hand", "0", "-14", "-14"]]
    title = "Game 11 recorded — round 3, dealer Asha"
    cell_widths.install()
    plain = plain_table.render(columns, rows, 3, title)
    assert plain is not None
    assert plain == by_rich(columns, rows, 3, title)


def test_a_narrow_character_is_one_cell_in_rich_too() -> None:
    """``narrow`` lets a table be measured without rich's width table: only where rich
    gives each of its characters one cell."""
    from rich.cells import cell_len

    cell_widths.install()
    every = [chr(point) for point in range(0x3000)]
    assert all(cell_len(ch) == 1 for ch in every if plain_table.narrow(ch))
    assert plain_table.narrow("Game 11 recorded — round 3, dealer Asha")


def test_a_title_wider_than_the_table_is_left_to_rich() -> None:
    assert plain_table.render(["a"], [["1"]], 1, "a title wider than the table") is None

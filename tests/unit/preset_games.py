"""Hypothesis strategies for the rummy family's presets: games as command-line options.

Each strategy draws the active players, a winner and the options ``record`` would be
given (``{option: {player: text}}``, sets of names, flags), so the same games drive the
rules (``entry_from_options``) and a real ledger (``build_entry``).
"""

from __future__ import annotations

from hypothesis import strategies as st

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha", "Farid", "Gita", "Hari"]
CARDS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def points_text(draw, high: int, cards: list[str], jokers: bool = True) -> str:
    """Points typed as a number, a sum or the cards."""
    kind = draw(st.sampled_from(["number", "sum", "cards"]))
    if kind == "number":
        return str(draw(st.integers(0, high)))
    if kind == "sum":
        return "+".join(str(n) for n in draw(st.lists(st.integers(0, 20), min_size=1, max_size=5)))
    pool = cards + (["JK"] if jokers else [])
    return " ".join(draw(st.lists(st.sampled_from(pool), min_size=1, max_size=13)))


@st.composite
def seated(draw, low: int, high: int) -> tuple[list[str], list[str], str]:
    """(seats, active players in seat order, winner)."""
    seats = SEATS[: draw(st.integers(low, high))]
    active = [p for p in seats if draw(st.booleans()) or len(seats) == 2]
    active = active if len(active) >= 2 else seats[:2]
    return seats, active, draw(st.sampled_from(active))


@st.composite
def points_games(draw, seats: list[str] | None = None):
    table = draw(seated(2, 6)) if seats is None else draw(fixed(seats))
    _, active, winner = table
    options: dict = {"hand": {}, "drop": {}, "wrong-show": set()}
    for player in active:
        if player == winner:
            continue
        kind = draw(st.sampled_from(["hand", "hand", "drop", "wrong-show"]))
        if kind == "hand":
            options["hand"][player] = points_text(draw, 200, CARDS)
        elif kind == "drop":
            options["drop"][player] = draw(st.sampled_from(["first", "middle"]))
        else:
            options["wrong-show"].add(player)
    return table, options


@st.composite
def basic_games(draw, seats: list[str] | None = None):
    table = draw(seated(2, 6)) if seats is None else draw(fixed(seats))
    _, active, winner = table
    hands = {p: points_text(draw, 100, CARDS, jokers=False) for p in active if p != winner}
    return table, {"hand": hands, "rummy": draw(st.booleans())}


def _not_lone(text: str) -> str:
    return f"0+{text}" if text.strip() in set("2346789") else text


@st.composite
def table_hand_games(draw, seats: list[str] | None = None):
    table = draw(seated(2, 8)) if seats is None else draw(fixed(seats))
    _, active, winner = table
    # a lone 2–9 (not 5) is refused as ambiguous (the card or the points): typed as a sum
    tables = {p: _not_lone(points_text(draw, 300, CARDS, jokers=False)) for p in active}
    hands = {
        p: _not_lone(points_text(draw, 100, CARDS, jokers=False)) for p in active if p != winner
    }
    return table, {"table": tables, "hand": hands}


@st.composite
def tiles_games(draw, seats: list[str] | None = None):
    table = draw(seated(2, 4)) if seats is None else draw(fixed(seats))
    _, active, winner = table
    no_out = draw(st.booleans())
    racks = {}
    for player in active:
        if player == winner and not no_out:
            continue
        tiles = draw(st.lists(st.integers(1, 13), max_size=14))
        jokers = draw(st.integers(0, 2))
        racks[player] = " ".join([*map(str, tiles), *["JK"] * jokers]) or "0"
    if no_out:  # the winner holds the lowest rack: give them nothing
        racks[winner] = "0"
    return table, {"rack": racks, "no-out": no_out}


@st.composite
def fixed(draw, seats: list[str]) -> tuple[list[str], list[str], str]:
    active = [p for p in seats if draw(st.booleans())]
    active = active if len(active) >= 2 else list(seats[:2])
    return list(seats), active, draw(st.sampled_from(active))


STRATEGIES = {
    "points": points_games,
    "basic": basic_games,
    "table-hand": table_hand_games,
    "tiles": tiles_games,
}

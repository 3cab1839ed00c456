"""The ratings screen (g on the session list): the ledger's ratings, followed as they change."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from test_other_writers import after_looks
from textual.pilot import Pilot
from tui_harness import PLAYERS, fixed_clock, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.rules import Entry, Hand
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.ratings import BARS, RatingsScreen, sparkline
from scorekeeper.tui.screens.sessions import SessionsScreen


def game(winner: str, points: dict[str, int]) -> Entry:
    hands = [Hand(winner, "winner", {})]
    hands += [Hand(name, "hand", {"points": value}) for name, value in points.items()]
    return Entry(tuple(hands))


def three_sessions(ledger: Ledger) -> Ledger:
    """Three evenings of the same four players, two games each."""
    asha, bina, chandra, dev = PLAYERS
    for name, winners in (("Mon", (asha, bina)), ("Tue", (asha, chandra)), ("Wed", (dev, asha))):
        ledger.new_session(name, PLAYERS)
        for number, winner in enumerate(winners):
            others = [p for p in PLAYERS if p != winner]
            ledger.record(name, game(winner, {p: 5 + 7 * i + number for i, p in enumerate(others)}))
    return ledger


def expected(ledger: Ledger) -> list[list[str]]:
    _, rows = ledger.ratings()
    return [[r.name, f"{r.ordinal:.1f}", str(r.games)] for r in rows]


def shown(pilot: Pilot) -> list[list[str]]:
    return [row[:3] for row in table_rows(pilot, "#ratings")]


def test_sparkline_scales_between_least_and_most():
    assert sparkline([1.0, 2.0, 3.0]) == BARS[0] + BARS[4] + BARS[-1]
    assert sparkline([2.0, 2.0]) == BARS[3] * 2
    assert sparkline([]) == ""
    assert len(sparkline([float(i) for i in range(40)])) == 24


def test_trends_end_at_the_ratings(ledger: Ledger):
    three_sessions(ledger)
    preset, rows, trends = ledger.rating_trends()
    assert (preset, rows) == ledger.ratings()
    for row in rows:
        assert len(trends[row.name]) == 3  # everyone played all three evenings
        assert trends[row.name][-1] == row.ordinal


async def test_ratings_from_the_list_follow_another_writer(ledger: Ledger, tmp_path: Path):
    three_sessions(ledger)
    app = ScorekeeperApp(ledger)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SessionsScreen)
        await pilot.press("g")
        await settle(pilot)
        assert isinstance(app.screen, RatingsScreen)
        before = expected(ledger)
        assert shown(pilot) == before
        assert all(len(row[4]) == 3 for row in table_rows(pilot, "#ratings"))
        assert all(row[3] == "prov" for row in table_rows(pilot, "#ratings"))  # 6 games < 10

        other = Ledger(ledger.db.path, clock=fixed_clock)
        try:  # Dev, not Asha, won Monday's first game
            others = {p: 30 for p in PLAYERS if p != "Dev"}
            other.correct("Mon", 1, game("Dev", others), reason="Dev went out first")
        finally:
            other.close()
        await after_looks(pilot)
        assert isinstance(app.screen, RatingsScreen)
        after = expected(ledger)
        assert after != before
        assert shown(pilot) == after

        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SessionsScreen)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        console = Console(width=80, record=True, file=io.StringIO())
        for static in app.screen.query("Static"):
            console.print(static.content)
        text = console.export_text()
        assert any(line.split()[:2] == ["g", "Ratings"] for line in text.splitlines())


async def test_p_steps_to_another_preset(ledger: Ledger):
    three_sessions(ledger)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        screen = pilot.app.screen
        assert isinstance(screen, RatingsScreen)
        first = screen.preset
        assert first == ledger.ratings()[0]
        await pilot.press("p")
        await settle(pilot)
        assert screen.preset != first
        assert shown(pilot) == []
        await pilot.press("P")
        await settle(pilot)
        assert screen.preset == first
        assert shown(pilot) == expected(ledger)

"""A player's page (enter on a row of the ratings screen): the sessions, games and wins,
best and worst game, the rating's course and the rivals, at 80×24; its keys in help and
the palette; and another writer's correction shown without a key pressed."""

from __future__ import annotations

import io
from collections.abc import Iterable

from rich.console import Console
from test_other_writers import after_looks
from test_ratings_screen import game, three_sessions
from test_ratings_season import ask, open_ratings
from test_ratings_season import seasons as seasons  # the fixture: May, June and July
from textual.pilot import Pilot
from textual.widgets import DataTable
from tui_harness import PLAYERS, fixed_clock, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.player import PlayerScreen
from scorekeeper.tui.screens.ratings import RatingsScreen
from scorekeeper.tui.widgets.sparkline import sparkline


def drawn(renderables: Iterable[object], width: int = 78) -> str:
    """What the renderables look like on a terminal ``width`` columns wide."""
    console = Console(width=width, record=True, file=io.StringIO())
    for item in renderables:
        console.print(item)
    return console.export_text()


def page_text(screen: PlayerScreen) -> str:
    parts = ["#player-title", "#player-stats", "#player-ratings", "#player-sessions",
             "#player-rivals"]  # fmt: skip
    return drawn(screen.query_one(part).content for part in parts)


async def open_player(pilot: Pilot, row: int) -> PlayerScreen:
    """g on the session list, the cursor down ``row`` rows, enter."""
    await settle(pilot)
    await pilot.press("g")
    await settle(pilot)
    assert isinstance(pilot.app.screen, RatingsScreen)
    for _ in range(row):
        await pilot.press("down")
    await pilot.press("enter")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, PlayerScreen)
    return screen


def session_lines(text: str) -> list[list[str]]:
    """The sessions table's rows, split into words."""
    block = text.split("most recent first", 1)[1].split("Most frequent rivals", 1)[0]
    return [line.split() for line in block.splitlines()[2:] if line.strip()]


async def test_enter_opens_the_highlighted_players_page(ledger: Ledger):
    three_sessions(ledger)
    second = ledger.ratings()[1][1].name  # the second row of the ratings screen
    page = ledger.player_page(second)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        screen = await open_player(pilot, 1)
        assert screen.player == second
        text = page_text(screen)
        stats = page.stats
        assert f"{second} — player's page" in text
        assert (
            f"{stats.sessions} session(s) · {stats.games} game(s) · {stats.wins} win(s) · "
            f"best game {stats.best:+d} · worst game {stats.worst:+d}"
        ) in text
        rating = page.ratings[0]
        bars = sparkline([point.ordinal for point in rating.points])
        assert len(bars) == 3
        assert any(line.split()[:4] == ["marriage-rummy", f"{rating.rating.ordinal:.1f}", "6",
                                        "prov"] and bars in line
                   for line in text.splitlines())  # fmt: skip
        assert [line[0] for line in session_lines(text)] == ["Wed", "Tue", "Mon"]
        for line, played in zip(session_lines(text), page.sessions, strict=True):
            total = f"{played.total:+d}" if played.total else "0"
            assert line[2:4] == [str(played.games), total]
            assert ("★" in line) == played.first
        rivals = text.split("Most frequent rivals", 1)[1]
        for rival in page.rivals:
            assert [rival.name, str(rival.games), str(rival.ahead), str(rival.behind)] in [
                line.split() for line in rivals.splitlines()
            ]
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(pilot.app.screen, RatingsScreen)


async def test_the_keys_are_in_help_and_the_palette(ledger: Ledger):
    three_sessions(ledger)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        app = pilot.app
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        assert commands["Player"].startswith("Open the page of the player")
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = drawn(static.content for static in app.screen.query("Static"))
        mine = text.split("Ratings (this screen)", 1)[1].split("Everywhere", 1)[0]
        assert ["⏎", "Player"] in [line.split()[:2] for line in mine.splitlines()]
        await pilot.press("escape")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PlayerScreen)
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        assert commands["Back"] == "Back to the ratings"
        await pilot.press("question_mark")
        text = drawn(static.content for static in app.screen.query("Static"))
        mine = text.split("A player's page (this screen)", 1)[1].split("Everywhere", 1)[0]
        assert ["esc", "Back"] in [line.split()[:2] for line in mine.splitlines()]


async def test_the_palettes_command_and_the_seasons_table_open_a_page(seasons: Ledger):
    """The palette's Player opens the highlighted row's page; in a season, enter on the
    season's table opens the page of the player on its highlighted row."""
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        ratings = await open_ratings(pilot)
        app = pilot.app
        await pilot.press("down")
        wanted = ratings.highlighted()
        await pilot.press("ctrl+p", *"Player")  # the palette, as a person uses it
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PlayerScreen) and app.screen.player == wanted
        await pilot.press("escape")
        await settle(pilot)
        await ask(pilot, "2024-06-01", "2024-06-30")  # June: Asha, Bina, Chandra
        season = ratings.query_one("#season", DataTable)
        season.focus()
        await pilot.press("down", "down")
        third = season.coordinate_to_cell_key(season.cursor_coordinate).row_key.value
        assert third in ("Asha", "Bina", "Chandra")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PlayerScreen) and app.screen.player == third


async def test_the_page_follows_another_writers_correction(ledger: Ledger):
    three_sessions(ledger)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        asha = ledger.ratings()[1]
        row = next(i for i, r in enumerate(asha) if r.name == "Asha")
        screen = await open_player(pilot, row)
        assert screen.player == "Asha"
        before = page_text(screen)
        other = Ledger(ledger.db.path, clock=fixed_clock)
        try:  # Dev, not Asha, won Monday's first game
            others = {p: 30 for p in PLAYERS if p != "Dev"}
            other.correct("Mon", 1, game("Dev", others), reason="Dev went out first")
        finally:
            other.close()
        await after_looks(pilot)
        assert pilot.app.screen is screen
        after = page_text(screen)
        assert after != before
        monday = next(s for s in ledger.player_page("Asha").sessions if s.name == "Mon")
        line = next(line for line in session_lines(after) if line[0] == "Mon")
        assert line[2:4] == [str(monday.games), f"{monday.total:+d}"]
        assert f"{ledger.player_page('Asha').ratings[0].rating.ordinal:.1f}" in after


async def test_a_long_page_scrolls_and_nothing_is_cut_at_80_columns(ledger: Ledger):
    """Twelve evenings, one with a long name: the page scrolls to the rivals, and every
    session's name is there whole (folded, not cut)."""
    long = "The longest evening name anybody typed"
    for number in range(12):
        name = long if number == 5 else f"Evening {number + 1}"
        ledger.new_session(name, PLAYERS)
        others = {p: 5 + 3 * i for i, p in enumerate(PLAYERS[1:])}
        ledger.record(name, game("Asha", others))
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        screen = await open_player(pilot, 0)
        assert screen.player == "Asha"
        body = screen.query_one("#player-body")
        assert body.max_scroll_y > 0  # taller than the screen: it scrolls
        text = page_text(screen)
        assert all(len(line) <= 78 for line in text.splitlines())
        assert "…" not in text
        folded = [line.split("2024-")[0].split() for line in text.splitlines()]
        assert [word for line in folded for word in line if word in long.split()] == long.split()
        assert [line[0:2] for line in session_lines(text)][:2] == [["Evening", "12"],
                                                                   ["Evening", "11"]]  # fmt: skip
        await pilot.press("end")
        await settle(pilot)
        assert body.scroll_y == body.max_scroll_y
        rivals = screen.query_one("#player-rivals")
        assert rivals.region.y < screen.size.height - 2  # above the status line and footer


def test_player_snapshot(snap_compare, ledger: Ledger):
    """The page of the ratings' second row at 80×24: three evenings, fixed data."""
    three_sessions(ledger)

    async def open_page(pilot: Pilot) -> None:
        await open_player(pilot, 1)

    assert snap_compare(ScorekeeperApp(ledger), terminal_size=(80, 24), run_before=open_page)


async def test_a_name_renamed_elsewhere_is_said_not_crashed_on(ledger: Ledger):
    three_sessions(ledger)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        screen = await open_player(pilot, 0)
        gone = screen.player
        other = Ledger(ledger.db.path, clock=fixed_clock)
        try:
            other.rename_player(gone, "Someone else")
        finally:
            other.close()
        await after_looks(pilot)
        assert pilot.app.screen is screen
        status = str(screen.query_one("#player-status").content)
        assert f"no player named {gone!r}" in status and "esc: back" in status
        assert screen.query_one("#player-body").has_class("-stale")
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(pilot.app.screen, RatingsScreen)

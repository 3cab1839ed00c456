"""The ratings screen narrowed to a season (key s) with the season's table below, a
malformed day refused in the dialog, and the ratings shown written to CSV (key x)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from rich.console import Console
from test_other_writers import after_looks
from test_ratings_screen import game
from textual.pilot import Pilot
from tui_harness import PLAYERS, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.export import ExportDialog
from scorekeeper.tui.dialogs.form import FormDialog
from scorekeeper.tui.screens.help import HelpScreen
from scorekeeper.tui.screens.ratings import RatingsScreen

JUNE = ("2024-06-01", "2024-06-30")


@pytest.fixture
def seasons(ledger: Ledger) -> Ledger:
    """May (no stake), June (0.50 NPR a point; Dev stays home) and July, one session each,
    created on those days; each evening's two games won by different players."""
    asha, bina, chandra, dev = PLAYERS
    evenings = (
        ("May", "2024-05-03", PLAYERS, (asha, bina), None),
        ("June", "2024-06-14", [asha, bina, chandra], (chandra, chandra), "0.50"),
        ("July", "2024-07-05", PLAYERS, (dev, asha), None),
    )
    for name, day, players, winners, stake in evenings:
        ledger.clock = lambda day=day: f"{day}T19:00:00+00:00"
        ledger.new_session(name, players, stake=stake, currency="NPR" if stake else None)
        for number, winner in enumerate(winners):
            others = [p for p in players if p != winner]
            points = {p: 5 + 7 * i + number for i, p in enumerate(others)}
            ledger.record(name, game(winner, points))
    return ledger


async def open_ratings(pilot: Pilot) -> RatingsScreen:
    await settle(pilot)
    await pilot.press("g")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RatingsScreen)
    return screen


async def ask(pilot: Pilot, since: str, until: str) -> None:
    """s, then the two days typed as a person types them (the first field has the focus)."""
    await pilot.press("s")
    assert isinstance(pilot.app.screen, FormDialog)
    await pilot.press("ctrl+a", "ctrl+k", *since, "tab", "ctrl+a", "ctrl+k", *until, "enter")
    await settle(pilot)


def ratings_shown(pilot: Pilot) -> list[list[str]]:
    return [row[:3] for row in table_rows(pilot, "#ratings")]


def expected(ledger: Ledger, since: str | None, until: str | None) -> list[list[str]]:
    return [
        [r.name, f"{r.ordinal:.1f}", str(r.games)] for r in ledger.ratings(None, since, until)[1]
    ]


async def test_s_narrows_to_a_season_and_shows_its_table(seasons: Ledger):
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        everyone = ratings_shown(pilot)
        assert everyone == expected(seasons, None, None)
        assert not screen.query_one("#season").display  # every session: no season's table

        await ask(pilot, *JUNE)
        assert pilot.app.screen is screen
        assert (screen.since, screen.until) == JUNE
        june = ratings_shown(pilot)
        assert june == expected(seasons, *JUNE) and june != everyone
        assert {row[0] for row in june} == {"Asha", "Bina", "Chandra"}  # Dev stayed home
        title = str(screen.query_one("#ratings-title").render())
        assert "2024-06-01 to 2024-06-30" in title

        assert screen.query_one("#season").display
        table = seasons.season_stats(*JUNE, "marriage-rummy")
        shown = table_rows(pilot, "#season")
        assert [row[0] for row in shown] == [s.name for s in table]
        for row, stats in zip(shown, table, strict=True):  # games, wins, points, money
            money = f"{int(stats.money['NPR']) / 100:.2f} NPR"
            total = f"{stats.total:+d}" if stats.total else "0"
            assert row[1:] == [str(stats.games), str(stats.wins), total, money]

        await ask(pilot, "2024-05-01", "2024-05-31")  # May had no stake: no money column
        assert len(table_rows(pilot, "#season")[0]) == 4
        await ask(pilot, "", "")  # both empty: every session again
        assert ratings_shown(pilot) == everyone
        assert not screen.query_one("#season").display


@pytest.mark.parametrize(
    ("since", "until", "sentence"),
    [
        ("2024-6-1", "", "Since: give a date as YYYY-MM-DD, not '2024-6-1'"),
        ("", "June", "Until: give a date as YYYY-MM-DD, not 'June'"),
        ("2024-07-01", "2024-06-01", "Since: 2024-07-01 is after the until day 2024-06-01"),
    ],
)
async def test_a_malformed_day_is_refused_naming_the_field(
    seasons: Ledger, since: str, until: str, sentence: str
):
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        before = ratings_shown(pilot)
        await ask(pilot, since, until)
        dialog = pilot.app.screen
        assert isinstance(dialog, FormDialog)  # still open, with what was typed
        assert str(dialog.query_one("#problem").render()).startswith(sentence)
        assert "\n" not in str(dialog.query_one("#problem").render())
        await pilot.press("escape")
        await settle(pilot)
        assert pilot.app.screen is screen
        assert (screen.since, screen.until) == (None, None)
        assert ratings_shown(pilot) == before


async def test_x_writes_the_ratings_shown_to_csv(
    seasons: Ledger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.chdir(tmp_path)  # the default folder is the current one
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        await ask(pilot, *JUNE)
        await pilot.press("x")
        dialog = pilot.app.screen
        assert isinstance(dialog, ExportDialog)
        target = tmp_path / "ratings-marriage-rummy-from-2024-06-01-to-2024-06-30.csv"
        assert str(dialog.query_one("#target").render()) == f"Will write {target}"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert pilot.app.screen is screen
        status = str(screen.query_one("#ratings-status").render())
        assert status == f"Exported Ratings (CSV) to {target}"
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and raw[3:].isascii()
    lines = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert lines[0] == [
        "player",
        "ordinal",
        "mu",
        "sigma",
        "games",
        "provisional",
    ]  # as ratings --csv
    rows = seasons.ratings(None, *JUNE)[1]
    assert [line[0] for line in lines[1:]] == [r.name for r in rows]
    for line, r in zip(lines[1:], rows, strict=True):  # every digit the JSON gives
        assert [float(cell) for cell in line[1:4]] == [r.ordinal, r.mu, r.sigma]
        assert line[4:] == [str(r.games), "yes"]
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".tmp") == []


async def test_the_new_keys_are_in_help_and_the_palette(seasons: Ledger):
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        commands = {c.title: c.help for c in pilot.app.get_system_commands(screen)}
        assert commands["Season"].startswith("Narrow the ratings")
        assert commands["Export"].startswith("Write the ratings shown")
        assert "Previous preset" in commands
        await pilot.press("question_mark")
        assert isinstance(pilot.app.screen, HelpScreen)
        console = Console(width=80, record=True, file=io.StringIO())
        for static in pilot.app.screen.query("Static"):
            console.print(static.content)
        text = console.export_text()
        mine = text.split("Ratings (this screen)", 1)[1].split("Everywhere", 1)[0]
        keys = [line.split()[:2] for line in mine.splitlines()]
        assert ["s", "Season"] in keys and ["x", "Export"] in keys


async def test_the_season_follows_another_writer(seasons: Ledger):
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        await ask(pilot, *JUNE)
        before = table_rows(pilot, "#season")
        other = Ledger(seasons.db.path, clock=lambda: "2024-06-14T22:00:00+00:00")
        try:  # a third game in June, Bina's
            other.record("June", game("Bina", {"Asha": 9, "Chandra": 4}))
        finally:
            other.close()
        await after_looks(pilot)
        assert pilot.app.screen is screen and (screen.since, screen.until) == JUNE
        after = table_rows(pilot, "#season")
        assert after != before
        assert {row[0]: row[1] for row in after} == {"Asha": "3", "Bina": "3", "Chandra": "3"}
        assert ratings_shown(pilot) == expected(seasons, *JUNE)


async def test_both_tables_and_the_note_fit_80_by_24(seasons: Ledger):
    """Fourteen players in June: each table scrolls its own rows; neither pushes the
    other, the note or the footer's keys off the terminal."""
    seasons.clock = lambda: "2024-06-20T19:00:00+00:00"
    for evening, names in (("Big", "EFGHIJK"), ("Bigger", "LMNOPQR")):
        players = [f"{letter}{evening.lower()}" for letter in names]
        seasons.new_session(evening, players)
        seasons.record(evening, game(players[0], {p: 3 + i for i, p in enumerate(players[1:])}))
    async with ScorekeeperApp(seasons).run_test(size=(80, 24)) as pilot:
        screen = await open_ratings(pilot)
        await ask(pilot, *JUNE)
        assert len(table_rows(pilot, "#ratings")) == 17 == len(table_rows(pilot, "#season"))
        ratings, season = screen.query_one("#ratings"), screen.query_one("#season")
        note = screen.query_one("#ratings-note")
        assert ratings.region.height > 0 and ratings.region.bottom <= season.region.y
        assert season.region.height > 3 and season.region.bottom <= note.region.y
        assert note.region.height >= 2 and note.region.bottom <= 23  # the footer is row 23
        keys = list(screen.query_one("Footer").query("FooterKey"))
        assert {"Back", "Next preset", "Season", "Export", "Keys"} <= {k.description for k in keys}
        assert all(key.region.width > 0 and key.region.right <= 80 for key in keys)

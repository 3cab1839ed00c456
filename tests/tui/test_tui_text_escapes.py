"""Text that could steer a terminal, in the TUI: the reason dialog refuses it in place and
saves nothing; what an older file holds is drawn escaped (\\x1b), never raw."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from textual.widgets import DataTable, Input, Static
from tui_harness import settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.reason import PromptDialog
from scorekeeper.tui.screens.history import HistoryScreen
from scorekeeper.tui.screens.players import PlayersScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.screens.sessions import SessionsScreen
from scorekeeper.tui.screens.settle import SettleScreen
from scorekeeper.tui.screens.stats import StatsScreen

TITLE = "\x1b]0;pwned\x07"  # sets the terminal's title
SHOWN = "\\x1b]0;pwned\\x07"


def problem(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#problem").render())


async def test_the_reason_dialog_refuses_an_escape_in_place(evening: Ledger):
    history = evening.history("Friday")
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("up", "up", "delete")  # void game 1: a reason is asked
        assert isinstance(app.screen, PromptDialog)
        app.screen.query_one("#answer", Input).value = "misdeal\x1b[2J"  # as if pasted
        await pilot.press("enter")
        assert isinstance(app.screen, PromptDialog)  # still open, the typing kept
        assert problem(app) == (
            "Reason: cannot contain control characters (here \\x1b); use plain words"
        )
        app.screen.query_one("#answer", Input).value = "left\u202eright"
        await pilot.press("enter")
        assert "(here \\u202e)" in problem(app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    assert evening.history("Friday") == history  # nothing saved
    assert not evening.game("Friday", 1).voided


def as_an_older_file(path: Path) -> None:
    """A reason, a session change and a name as a version without the checks kept them."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE revision SET reason = ? WHERE reason = 'Asha held 25, not 20'",
                     (f"Asha held 25{TITLE}",))  # fmt: skip
        conn.execute("UPDATE player SET name = ? WHERE name = 'Asha'", (f"As{TITLE}ha",))
        conn.execute("UPDATE session_event SET reason = ? WHERE reason = 'more'", (f"mo{TITLE}re",))
    conn.close()


def labels(app: ScorekeeperApp, selector: str) -> list[str]:
    return [
        str(column.label) for column in app.screen.query_one(selector, DataTable).columns.values()
    ]


async def test_an_older_files_escapes_are_drawn_escaped(evening: Ledger, tmp_path: Path):
    evening.change_stake("Friday", "1", "NPR", "more")
    as_an_older_file(tmp_path / "scores.db")
    asha = f"As{SHOWN}ha"
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        assert [row[1] for row in table_rows(pilot, "#scoreboard")] == [
            asha,
            "Bina",
            "Chandra",
            "Dev",
        ]
        assert table_rows(pilot, "#games")[0][2] == asha  # Asha dealt game 1
        assert asha in labels(app, "#games")
        await pilot.press("h")  # the history of game 3, the corrected one
        assert isinstance(app.screen, HistoryScreen)
        changes = str(app.screen.query_one("#changes").render())
        assert f"reason: Asha held 25{SHOWN}" in changes
        assert f"• {asha}: points 20 → 25" in changes  # what changed names the player
        events = str(app.screen.query_one("#events").render())
        assert f"reason: mo{SHOWN}re" in events
        assert "\x1b" not in changes + events
        assert asha in labels(app, "#revisions")


def drawn(app: ScorekeeperApp) -> str:
    """What the current screen draws as text: its sub-title, labels and table cells."""
    parts = [app.screen.sub_title]
    for widget in app.screen.query("*"):
        if isinstance(widget, DataTable):
            parts += [str(column.label) for column in widget.columns.values()]
            for index in range(widget.row_count):
                parts += [str(cell) for cell in widget.get_row_at(index)]
        elif isinstance(widget, Static):  # labels too
            parts.append(str(widget.render()))
    return "\n".join(parts)


async def test_every_view_draws_names_as_typed_and_escapes_as_escapes(ledger: Ledger, tmp_path):
    """Brackets in a name are letters, not markup; an older file's escape is shown escaped:
    the session list, settle up, statistics, players and a session's history."""
    seats = ["Asha", "B[/b]ina", "[red]Chandra"]
    ledger.new_session("Odd", seats, stake="1", currency="NPR")
    entry = ledger.build_entry("Odd", "Asha", {"hand": ["B[/b]ina=5", "[red]Chandra=7"]})
    ledger.record("Odd", entry)
    as_an_older_file(tmp_path / "scores.db")
    asha = f"As{SHOWN}ha"
    app = ScorekeeperApp(ledger)
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        seen = {type(app.screen): drawn(app)}
        for screen in (SettleScreen(1), StatsScreen(1), PlayersScreen(), HistoryScreen(1, 1)):
            await app.push_screen(screen)
            await settle(pilot)
            seen[type(app.screen)] = drawn(app)
            app.pop_screen()
    assert list(seen) == [SessionsScreen, SettleScreen, StatsScreen, PlayersScreen, HistoryScreen]
    for view, text in seen.items():
        assert "\x1b" not in text and "\x07" not in text, view
        assert asha in text and "B[/b]ina" in text and "[red]Chandra" in text, (view, text)

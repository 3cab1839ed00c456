"""The TUI's forms and other scorers: a game recorded elsewhere while the record form is
open moves its title on; a correction of a game changed elsewhere shows both entries and
asks before saving on top. The other scorer is the real command in a subprocess, on the
same file; waiting is counted in the app's looks at the file, never in seconds.
"""

from __future__ import annotations

from test_other_writers import GAME, after_looks, cli
from tui_harness import settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.dialogs.confirm import ConfirmDialog
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen


def title(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#form-title").render())


async def test_the_record_form_follows_a_game_recorded_elsewhere(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r")
        assert isinstance(app.screen, RecordScreen)
        assert title(app).startswith("Record game 4 ")
        cli(db, "record", "Friday", *GAME)  # a phone saves game 4 meanwhile
        await after_looks(pilot)
        assert isinstance(app.screen, RecordScreen)  # the form stays, with what was typed
        assert title(app) == "Record game 5 · round 2 · game 4 was recorded elsewhere"
        rows = app.screen.query("HandRow")
        rows[0].query_one(".status").value = "winner"
        for row in rows[1:]:
            row.query_one(".f-points").value = "5"
        await pilot.press("ctrl+s")
        await after_looks(pilot)
        assert isinstance(app.screen, SessionScreen)
        # the game recorded elsewhere shows too, not only the one saved here
        assert [row[0].split()[0] for row in table_rows(pilot, "#games")] == [
            "1", "2", "3", "4", "5"]  # fmt: skip
    numbers = [row.number for row in Ledger(db).games("Friday")]
    assert numbers == [1, 2, 3, 4, 5]


async def test_a_correction_of_a_game_changed_elsewhere_asks_first(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("up", "up", "e")  # correct game 1
        assert isinstance(app.screen, RecordScreen)
        assert title(app).endswith("revision 1")
        cli(db, "correct", "Friday", "1", *GAME, "--reason", "from the phone")
        await after_looks(pilot)
        assert title(app) == (
            "Correct game 1 · revision 1 · changed elsewhere since (now revision 2)"
        )
        app.screen.query("HandRow")[0].query_one(".f-points").value = "22"
        app.screen.query_one("#reason").value = "Asha held 22"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        question = app.screen.question
        assert question.startswith(
            "Game 1 was changed elsewhere since this form was opened (revision 1 → 2: "
            "correction); nothing was corrected."
        )
        assert "Now (Bina won): Asha -20, Bina +70" in question
        assert "Yours: Asha -44, Bina +106" in question
        await pilot.press("n")  # keep editing: nothing saved
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert Ledger(db).game("Friday", 1).revision == 2
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("y")  # save on top, knowingly
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    game = Ledger(db).game("Friday", 1)
    assert (game.revision, game.winner, game.scores["Asha"]) == (3, "Bina", -44)


async def test_a_void_asked_about_a_game_changed_elsewhere_voids_nothing(evening: Ledger):
    db = evening.db.path
    app = ScorekeeperApp(evening, session="Friday")
    said: list[str] = []
    notify = app.notify

    def heard(message: str, **options: object) -> None:  # what the person is told
        said.append(str(message))
        notify(message, **options)

    app.notify = heard  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("up", "up", "delete")  # "Void game 1? … Reason:"
        cli(db, "correct", "Friday", "1", *GAME, "--reason", "from the phone")
        await pilot.press(*"misdeal", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert any("(revision 1 → 2: correction); nothing was voided" in text for text in said)
    game = Ledger(db).game("Friday", 1)
    assert (game.voided, game.revision) == (False, 2)

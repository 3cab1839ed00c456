"""Stories 1–3: first run, the session list, and the new-session form."""

from __future__ import annotations

from tui_harness import PLAYERS, example_one, settle, table_rows

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.new_session import NewSessionScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.screens.sessions import SessionsScreen
from scorekeeper.tui.screens.welcome import WelcomeScreen


def shown(app, selector: str) -> str:
    widget = app.screen.query_one(selector)
    return str(widget.render()) if widget.display else ""


async def test_first_run_welcomes_and_says_what_to_do(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        assert isinstance(app.screen, WelcomeScreen)
        text = shown(app, "#welcome-text")
        assert "start a new session" in text and "scorekeeper demo" in text
        await pilot.press("n")
        assert isinstance(app.screen, NewSessionScreen)


async def test_new_session_form_refuses_in_place_then_creates(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 40)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await pilot.press(*"Friday", "enter")  # enter moves on to the players
        for name in ("Asha", "Chandra", "Bina", "Dev"):
            await pilot.press(*name, "enter")
        await pilot.press("tab", "home", "down", "ctrl+down")  # Chandra moves past Bina
        await pilot.press("down", "delete")  # Dev leaves the table
        assert app.screen.query_one("PlayersEditor").players == ["Asha", "Bina", "Chandra"]
        honor = app.screen.query_one("#param-honor-value")
        assert honor.value == "4"  # every parameter pre-filled with its default
        labels = [str(label.render()) for label in app.screen.query(".field-label")]
        assert "Honor value (0–100)" in labels and "Unplayed factor (a fraction 0–1)" in labels
        honor.value = "500"
        app.screen.query_one("#param-decks").value = "1"
        await pilot.pause()
        assert shown(app, "#problem-honor-value") == "must be a whole number 0–100, got 500"
        assert "3 players × 21 cards + 2 needs 65 cards" in shown(app, "#capacity")
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, NewSessionScreen)  # not saved while invalid
        assert ledger.sessions() == []
        honor.value = "5"
        await pilot.press("ctrl+s")  # the capacity problem only warns
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    info = ledger.session("Friday")
    assert info.seats == ("Asha", "Bina", "Chandra")
    assert info.rules["honor-value"] == 5 and info.rules["decks"] == 1


async def test_new_session_form_shows_missing_fields_on_save(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("n", "ctrl+s")
        assert "needs a name" in shown(app, "#problem-NAME")
        assert "need 2–10 players, got 0" in shown(app, "#problem-players")
        await pilot.press("escape")  # nothing typed: leaves without asking
        assert isinstance(app.screen, WelcomeScreen)


async def test_list_open_rename_archive_and_resume(ledger: Ledger):
    ledger.new_session("Thursday", ["Ram", "Sita"])
    ledger.new_session("Friday", PLAYERS)
    ledger.record("Friday", example_one())
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        assert isinstance(app.screen, SessionsScreen)
        rows = table_rows(pilot, "#sessions")
        assert [row[0] for row in rows] == ["Friday", "Thursday"]  # most recent first
        assert rows[0][1:4] == ["Asha, Bina, Chandra, Dev", "1", "Bina +86"]
        await pilot.press("r", *"Saturday", "enter")
        assert table_rows(pilot, "#sessions")[0][0] == "Saturday"
        await pilot.press("down", "a")  # archive Thursday
        assert table_rows(pilot, "#sessions")[1][0] == "Thursday (archived)"
        await pilot.press("up", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.sub_title.startswith("Saturday")
    assert ledger.session("Thursday").archived
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionScreen)  # resumes the last one open
        await pilot.press("s")
        assert isinstance(pilot.app.screen, SessionsScreen)


async def test_a_pasted_list_of_names_seats_one_player_a_line(ledger: Ledger):
    from textual import events

    async with ScorekeeperApp(ledger).run_test(size=(80, 40)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await pilot.press(*"Club", "enter")
        field = app.screen.query_one("#player-name")
        field.post_message(events.Paste("Asha\r\n  Bina \n\nChandra\nasha\nDev\n"))
        await pilot.pause()
        # In order, blank lines skipped; the repeat of Asha stops the paste with a notice.
        assert app.screen.query_one("PlayersEditor").players == ["Asha", "Bina", "Chandra"]
        field.post_message(events.Paste("Dev"))  # one line: typed into the field as usual
        await pilot.pause()
        assert field.value == "Dev"


async def test_names_typed_ahead_each_take_a_seat(ledger: Ledger):
    from textual import events

    async with ScorekeeperApp(ledger).run_test(size=(80, 40)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await pilot.press(*"Club", "enter")
        field = app.screen.query_one("#player-name")
        for key in [*"Asha", "enter", *"Bina", "enter", *"Dev"]:  # all queued before any runs
            character = key if len(key) == 1 else None
            field.post_message(events.Key(key, character))
        await pilot.pause()
        assert app.screen.query_one("PlayersEditor").players == ["Asha", "Bina"]
        assert field.value == "Dev"


async def test_the_list_fits_80_columns_with_every_date_whole(ledger: Ledger):
    seats = ["Asha", "Bina", "Chandrakala", "Devendra", "Esha", "Farida", "Gopal"]
    ledger.new_session("Saturday at Didi's", seats)
    ledger.new_session("Pool night", seats[:3], preset="pool")
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionsScreen)
        table = pilot.app.screen.query_one("#sessions")
        # nothing past the right edge: the last-used column (the dates) is whole
        assert table.virtual_size.width <= table.size.width, table.virtual_size
        players = [row[1] for row in table_rows(pilot, "#sessions")]
        assert any(text.endswith("…") for text in players), players


async def test_back_on_the_list_the_cursor_is_on_the_session_left(ledger: Ledger):
    ledger.new_session("Older", ["Asha", "Bina"])
    ledger.new_session("Newer", ["Asha", "Bina"])  # the top row: most recent first
    async with ScorekeeperApp(ledger, session="Older").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionScreen)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(pilot.app.screen, SessionsScreen)
        assert pilot.app.screen.selected() == ledger.session("Older").id


async def test_the_new_session_form_shows_which_field_has_the_cursor(ledger: Ledger):
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        field = pilot.app.screen.query_one

        def tinted(selector: str) -> bool:
            return field(selector).styles.background != field("#param-cards").styles.background

        assert pilot.app.focused is field("#name") and tinted("#name")
        assert not tinted("#param-decks")
        await pilot.press("enter", "tab", "tab", "tab")  # players, dealer, preset, decks
        await settle(pilot)
        assert pilot.app.focused is field("#param-decks")
        assert tinted("#param-decks") and not tinted("#name")


async def test_a_wider_terminal_shows_every_name_of_the_table(ledger: Ledger):
    seats = ["Asha", "Bina", "Chandrakala", "Devendra", "Esha", "Farida", "Gopal"]
    ledger.new_session("Saturday at Didi's", seats)
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert table_rows(pilot, "#sessions")[0][1].endswith("…")
        await pilot.resize_terminal(140, 24)
        await settle(pilot)
        assert table_rows(pilot, "#sessions")[0][1] == ", ".join(seats)


async def test_esc_on_the_session_screen_goes_back_to_the_list_unless_a_dialog_is_open(
    evening: Ledger,
):
    from textual.screen import ModalScreen

    async with ScorekeeperApp(evening, session="Friday").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app = pilot.app
        assert isinstance(app.screen, SessionScreen)
        await pilot.press("delete")  # void: the reason dialog, a modal over the session
        await settle(pilot)
        assert isinstance(app.screen, ModalScreen)
        await pilot.press("escape")  # closes the dialog alone
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert not evening.games("Friday")[-1].voided
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SessionsScreen)
        assert app.screen.selected() == evening.session("Friday").id

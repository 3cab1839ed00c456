"""The record form's game values (nepali's multiplier) and nepali's statuses, with Pilot.

A ×3 game entered with keys, then corrected in one hand, must keep its ×3 and score
exactly as the installed script's ``record --multiplier 3`` and ``correct`` of the same
game; ``d`` is dublee seen, ``s`` still seen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from textual.widgets import Input, Label
from tui_harness import PLAYERS, settle

from scorekeeper.ledger import Ledger
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.record import RecordScreen
from scorekeeper.tui.screens.session import SessionScreen
from scorekeeper.tui.widgets.hand_row import HandRow

SCRIPT = Path(sys.executable).parent / "scorekeeper"
# rules.md's example 2: Asha declares with maal 10, Bina seen with 5, Chandra seen with 0,
# Dev unseen holding 8; here a triple game.
GAME = ["--winner", "Asha", "--maal", "Asha=10", "--maal", "Bina=5", "--maal", "Dev=8",
        "--unseen", "Dev", "--multiplier", "3"]  # fmt: skip
# 1 on Asha's status: she won, the cursor on her maal; down the maal column; Dev unseen.
KEYS = ["r", "1", "1", "0", "down", "5", "down", "down", "8", "left", "u"]


def _cli(db: Path, *args: str) -> str:
    env = {**os.environ, "SCOREKEEPER_DB": str(db)}
    done = subprocess.run(
        [str(SCRIPT), "--db", str(db), *args], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _cli_games(tmp_path: Path, *commands: list[str]) -> list[dict]:
    db = tmp_path / "cli.db"
    _cli(db, "new", "Friday", *[a for p in PLAYERS for a in ("-p", p)], "--preset", "nepali")
    for command in commands:
        _cli(db, *command)
    return json.loads(_cli(db, "games", "Friday", "--json"))


def _nepali(ledger: Ledger) -> Ledger:
    ledger.new_session("Friday", PLAYERS, preset="nepali")
    return ledger


async def _to_multiplier(pilot, app) -> Input:
    """From a status, up to the dealer, then tab along the game line to the multiplier."""
    while app.focused.id != "dealer":
        await pilot.press("up")
    await pilot.press("tab", "tab")  # past the dublee tick
    box = app.screen.query_one("#game-multiplier", Input)
    assert app.focused is box
    return box


async def test_a_triple_game_kept_through_a_correction_as_the_cli_scores_it(
    ledger: Ledger, tmp_path: Path
) -> None:
    app = ScorekeeperApp(_nepali(ledger), session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press(*KEYS)
        assert isinstance(app.screen, RecordScreen)
        box = await _to_multiplier(pilot, app)
        assert box.value == "1"  # the default, shown
        await pilot.press("end", "backspace", "3")
        assert "Ready to save" in str(app.screen.query_one("#check").render())
        asha = app.screen.query(HandRow)[0]
        assert str(asha.query_one(".p-score", Label).render()) == "+123"  # 3 × 41
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)

        await pilot.press("e")  # the cursor is on the last game: game 1
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert app.screen.query_one("#game-multiplier", Input).value == "3"  # pre-filled
        await pilot.press(*"Bina had 7")  # the reason comes first
        bina = app.screen.query(HandRow)[1]
        app.screen.set_focus(bina.query_one(".f-maal", Input))
        await pilot.press("backspace", "7", "ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)

    (game,) = ledger.games("Friday")
    assert game.corrected and ledger.game("Friday", 1).flags == ("multiplier=3",)
    corrected = [a if a != "Bina=5" else "Bina=7" for a in GAME]
    (cli,) = _cli_games(
        tmp_path,
        ["record", "Friday", *GAME],
        ["correct", "Friday", "1", *corrected, "--reason", "Bina had 7"],
    )
    assert game.scores == cli["scores"]
    assert game.scores["Asha"] == 3 * 39  # maal_net 23 + payments 16, tripled


async def test_a_multiplier_out_of_range_is_refused_on_its_box(ledger: Ledger) -> None:
    app = ScorekeeperApp(_nepali(ledger), session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press(*KEYS)
        box = await _to_multiplier(pilot, app)
        await pilot.press("end", "backspace", "1", "1")
        check = str(app.screen.query_one("#check").render())
        said = "multiplier: the multiplier must be a whole number 1–10, got 11"  # as on the web
        assert check == f"Cannot save yet — {said}"
        assert box.has_class("-invalid")
        app.screen.set_focus(app.screen.query(HandRow)[0].status)
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, RecordScreen) and app.focused is box
        assert ledger.games("Friday") == []
        await pilot.press("backspace")  # 1: the default again, kept as no flag
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    assert ledger.game("Friday", 1).flags == ()
    assert ledger.games("Friday")[0].scores == {"Asha": 41, "Bina": 2, "Chandra": -18, "Dev": -25}


async def test_d_is_dublee_seen_and_s_still_seen(ledger: Ledger) -> None:
    app = ScorekeeperApp(_nepali(ledger), session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r", "down")  # Bina's status
        legend = str(app.screen.query_one("#legend").render())
        assert "s seen" in legend and "d dbl seen" in legend and "u unseen" in legend
        bina = app.screen.query(HandRow)[1]
        await pilot.press("d")
        assert bina.status.value == "dublee-seen"
        assert "dbl seen" in str(bina.status.render())
        await pilot.press("s")
        assert bina.status.value == "seen"
        await pilot.press("d", "up", "w", "ctrl+s")  # Asha wins, all maal 0
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    outcomes = {line.player: line.outcome for line in ledger.game("Friday", 1).lines}
    assert outcomes["Bina"] == "dublee-seen" and outcomes["Chandra"] == "seen"


async def test_a_dublee_win_at_three_players_is_noted_before_and_after_saving(
    ledger: Ledger,
) -> None:
    # Allowed, but many tables refuse it: the form says so, as the command line warns.
    app = ScorekeeperApp(_nepali(ledger), session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r", "1", "1", "0")  # Asha won with maal 10
        dev = app.screen.query(HandRow)[3]
        app.screen.set_focus(dev.status)
        await pilot.press("o")  # Dev sits this game out: three play
        await _to_multiplier(pilot, app)
        await pilot.press("shift+tab", "space")  # the dublee tick
        check = str(app.screen.query_one("#check").render())
        note = "note: a dublee win with 3 active players; many tables allow it only with 4"
        assert check.startswith("Ready to save") and note in check
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert note in str(app.screen.query_one("#session-status").render())
    assert ledger.game("Friday", 1).flags == ("dublee",)


async def test_n_walks_the_maal_cells_left_empty(ledger: Ledger) -> None:
    # No maal must be typed (empty is 0), but a table calls each player's maal in turn:
    # n goes to the next one left empty, so a digit never lands on a status by mistake.
    app = ScorekeeperApp(_nepali(ledger), session="Friday")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("r", "1", "1", "0")  # Asha won with maal 10
        await pilot.press("n", "7", "n", "3", "n", "5")
        rows = app.screen.query(HandRow)
        maal = [row.query_one(".f-maal", Input).value for row in rows]
        assert maal == ["10", "7", "3", "5"]
        assert rows[0].status.value == "winner"

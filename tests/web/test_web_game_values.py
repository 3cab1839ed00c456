"""A game value (nepali's multiplier) on the web form: shown, sent, prefilled, kept.

A ×K game recorded or corrected through the form must score as the command line's
``record --multiplier K`` of the same game; correcting it must not drop the K.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from web_client import FIXED_AT, PLAYERS, WebClient, alert, make_client

from scorekeeper.ledger import Ledger

SCRIPT = Path(sys.executable).parent / "scorekeeper"
# rules.md's example 2: Asha declares with maal 10, Bina seen with 5, Chen seen with 0,
# Dev unseen holding 8.
GAME = {
    "status-0": "winner",
    "maal-0": "10",
    "status-1": "seen",
    "maal-1": "5",
    "status-2": "seen",
    "status-3": "unseen",
    "maal-3": "8",
}
CLI_GAME = ("--winner", "Asha", "--maal", "Asha=10", "--maal", "Bina=5", "--maal", "Dev=8",
            "--unseen", "Dev")  # fmt: skip


@pytest.fixture
def nepali(tmp_path: Path) -> WebClient:
    path = tmp_path / "nepali.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Friday", PLAYERS, preset="nepali")
    book.close()
    client, _, book = make_client(path)
    with client:
        yield client
    book.close()


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SCOREKEEPER_DB": str(db)}
    done = subprocess.run(
        [str(SCRIPT), "--db", str(db), *args], capture_output=True, text=True, env=env, timeout=60
    )
    return done


def _cli_scores(tmp_path: Path, *record: str) -> dict[str, int]:
    """What the installed script scores for one nepali game on a fresh file."""
    db = tmp_path / f"cli-{len(list(tmp_path.iterdir()))}.db"
    players = [arg for name in PLAYERS for arg in ("-p", name)]
    assert _cli(db, "new", "Friday", *players, "--preset", "nepali").returncode == 0
    done = _cli(db, "record", "Friday", *record)
    assert done.returncode == 0, done.stderr
    (game,) = json.loads(_cli(db, "games", "Friday", "--json").stdout)
    return game["scores"]


def _stored(db: Path) -> tuple:
    book = Ledger(db, clock=lambda: FIXED_AT)
    try:
        (game,) = book.games("Friday")
        return game.scores, set(book.game("Friday", 1).flags)
    finally:
        book.close()


def _as_posted(page: str) -> dict[str, str]:
    """What a browser posts from a form page untouched: text and number boxes, the
    checked radios and ticks (the CSRF token is added by ``submit``)."""
    posted: dict[str, str] = {}
    for tag in re.findall(r"<input\b[^>]*>", page):
        name = re.search(r'name="([^"]+)"', tag)
        value = re.search(r'value="([^"]*)"', tag)
        kind = re.search(r'type="([^"]+)"', tag)
        if not name or name.group(1) == "csrf":
            continue
        if kind and kind.group(1) in ("radio", "checkbox") and " checked" not in tag:
            continue
        posted[name.group(1)] = html.unescape(value.group(1)) if value else ""
    return posted


def test_the_form_asks_for_the_multiplier_within_its_limits(nepali: WebClient) -> None:
    page = nepali.get("/s/1/record").text
    box = re.search(r'<input type="number" name="game-multiplier"[^>]*>', page, re.S)
    assert box, page
    for part in ('value="1"', 'min="1"', 'max="10"', 'inputmode="numeric"'):
        assert part in box.group(0)
    assert "Multiplier (1–10)" in page and 'name="flag" value="dublee"' in page
    assert 'value="dublee-seen"' in page


def test_a_double_game_is_recorded_corrected_and_kept_as_the_cli_does(
    nepali: WebClient, tmp_path: Path
) -> None:
    shown = nepali.submit("/s/1/preview", {**GAME, "game-multiplier": "2"}, page="/s/1/record")
    assert '<output id="score-0" class="score" hx-swap-oob="true">+82</output>' in shown.text

    saved = nepali.submit("/s/1/record", {**GAME, "game-multiplier": "2"})
    assert saved.status_code == 303, alert(saved.text)
    scores, flags = _stored(nepali.db)
    assert scores == _cli_scores(tmp_path, *CLI_GAME, "--multiplier", "2")
    assert scores == {"Asha": 82, "Bina": 4, "Chen": -36, "Dev": -50}
    assert flags == {"multiplier=2"}

    prefilled = _as_posted(nepali.get("/s/1/g/1/correct").text)
    assert prefilled["game-multiplier"] == "2"
    # Only Bina's maal changes; the ×2 is posted as the form shows it.
    fixed = nepali.submit("/s/1/g/1/correct", {**prefilled, "maal-1": "7", "reason": "Bina had 7"})
    assert fixed.status_code == 303, alert(fixed.text)
    scores, flags = _stored(nepali.db)
    cli = _cli_scores(tmp_path, *CLI_GAME[:5], "Bina=7", *CLI_GAME[6:], "--multiplier", "2")
    assert scores == cli and flags == {"multiplier=2"}
    assert scores["Asha"] == 2 * 39  # maal_net 23 + payments 16, doubled


def test_back_to_one_is_no_flag_and_a_bad_multiplier_is_refused(nepali: WebClient) -> None:
    assert nepali.submit("/s/1/record", {**GAME, "game-multiplier": "3"}).status_code == 303
    before = nepali.dump()
    refused = nepali.submit(
        "/s/1/g/1/correct",
        {**GAME, "game-multiplier": "11", "reason": "x"},
        page="/s/1/g/1/correct",
    )
    assert refused.status_code == 400
    assert alert(refused.text) == "multiplier: the multiplier must be a whole number 1–10, got 11"
    assert re.search(r'name="game-multiplier" value="11"[^>]*aria-invalid="true"', refused.text)
    assert nepali.dump() == before
    cli = _cli(nepali.db, "correct", "Friday", "1", *CLI_GAME, "--multiplier", "11",
               "--reason", "x")  # fmt: skip
    assert cli.returncode == 2 and cli.stderr.strip() == f"--{alert(refused.text)}"
    assert nepali.dump() == before
    single = {**GAME, "game-multiplier": "1", "reason": "not a double game"}
    assert nepali.submit("/s/1/g/1/correct", single, page="/s/1/g/1/correct").status_code == 303
    scores, flags = _stored(nepali.db)
    assert flags == set() and scores == {"Asha": 41, "Bina": 2, "Chen": -18, "Dev": -25}

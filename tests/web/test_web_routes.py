"""The web face's pages through Starlette's TestClient, on a real SQLite file.

Each change goes through the same form a phone posts; what it stored is read back
through the Ledger, and a refused form must leave the file byte for byte as it was.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from script_env import SCRIPT, script_env
from web_client import FIXED_AT, GAME, GAME_SCORES, WebClient, alert, hidden_fields

from scorekeeper.ledger import Ledger


def _games(db: Path) -> list:
    book = Ledger(db, clock=lambda: FIXED_AT)
    try:
        return book.games("Friday")
    finally:
        book.close()


def _hidden(page: str) -> dict[str, str]:
    """The hidden fields of the undo question: the change the person was shown, the form's
    id and the CSRF token."""
    return hidden_fields(page)


def _cli_refusal(db: Path, *args: str) -> str:
    done = subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    return done.stderr.strip()


def test_sessions_page_links_each_session(web: WebClient) -> None:
    page = web.get("/")
    assert page.status_code == 200
    assert 'href="/s/1"' in page.text and "Friday" in page.text


def test_record_by_form_stores_what_the_command_line_would(web: WebClient) -> None:
    form_page = web.get("/s/1/record")
    for field in ('name="status-0" value="winner"', 'name="honors-0"', 'name="points-1"'):
        assert field in form_page.text
    assert 'inputmode="numeric"' in form_page.text  # honors and marriages: the number pad
    saved = web.submit("/s/1/record", GAME)
    assert saved.status_code == 303 and saved.headers["location"] == "/s/1?did=recorded&game=1"
    (game,) = _games(web.db)
    assert game.scores == GAME_SCORES
    board = web.get(saved.headers["location"])
    assert "Game 1 recorded." in board.text and "+140" in board.text


def test_preview_scores_from_the_rules_and_checks_zero_sum(web: WebClient) -> None:
    before = web.dump()
    shown = web.submit("/s/1/preview", GAME, page="/s/1/record")
    assert shown.status_code == 200
    assert "scores sum 0 ✓" in shown.text
    # a sound preview hides the refusal of an earlier save, which it has outlived
    assert '<p class="problem" id="error" hidden hx-swap-oob="true"></p>' in shown.text
    assert '<output id="score-0" class="score" hx-swap-oob="true">+140</output>' in shown.text
    assert '<output id="score-3" class="score" hx-swap-oob="true">−16</output>' in shown.text
    refused = web.submit("/s/1/preview", {**GAME, "points-1": "23 apples"}, page="/s/1/record")
    assert alert(refused.text).startswith("hand: Bina: must be points 0–10000")
    assert 'id="error"' not in refused.text
    begun = web.submit("/s/1/preview", {"status-0": "hand"}, page="/s/1/record")
    # just begun, no winner yet: the save's sentence as guidance, not as an alarm
    assert 'role="alert"' not in begun.text and "tap <b>winner</b>" in begun.text
    assert web.dump() == before  # a preview stores nothing


def test_bad_form_gets_the_command_lines_sentence_and_changes_nothing(web: WebClient) -> None:
    before = web.dump()
    cases = [
        ({**GAME, "points-2": "abc"}, ("--hand", "Chen=abc")),
        ({**GAME, "points-1": ""}, ()),  # Bina's hand left out
        ({**GAME, "honors-0": "-2"}, ("--honors", "Asha=-2")),
    ]
    for form, cli_change in cases:
        refused = web.submit("/s/1/record", form)
        assert refused.status_code == 400
        sentence = alert(refused.text)
        args = ["--winner", "Asha", "--honors", "Asha=3", "--surrender", "Dev=first"]
        hands = {"Bina": "23", "Chen": "K Q 7"}
        if form["points-1"] == "":
            hands.pop("Bina")
        if cli_change and cli_change[0] == "--hand":
            hands[cli_change[1].split("=")[0]] = cli_change[1].split("=", 1)[1]
        elif cli_change:
            args[2:4] = list(cli_change)
        args += [item for name, points in hands.items() for item in ("--hand", f"{name}={points}")]
        # the same sentence; an option it names is said as the form has it, not a flag
        said_by_cli = _cli_refusal(web.db, "record", "Friday", *args)
        form_words = {"--hand P": "hand points", "--surrender first|later": "a surrender status"}
        for flag, words in form_words.items():
            said_by_cli = said_by_cli.replace(f" {flag}", f" {words}")
        assert said_by_cli == f"--{sentence}"
        assert "--" not in sentence
        assert web.dump() == before
        # The form comes back as typed, the player it is about marked.
        assert 'value="K Q 7"' in refused.text or 'value="abc"' in refused.text
        assert 'class="seat bad"' in refused.text
    no_winner = web.submit("/s/1/record", {**GAME, "status-0": "hand", "points-0": "5"})
    assert alert(no_winner.text) == "winner: who won? Exactly one player must be the winner"
    assert web.dump() == before


def test_correct_void_and_undo_each_asks_and_is_kept(web: WebClient) -> None:
    web.submit("/s/1/record", GAME)
    prefilled = web.get("/s/1/g/1/correct").text
    assert 'value="K Q 7"' not in prefilled and 'value="27"' in prefilled  # stored as points
    before = web.dump()
    no_reason = web.submit("/s/1/g/1/correct", {**GAME, "points-1": "32"})
    assert no_reason.status_code == 400 and alert(no_reason.text).startswith("reason:")
    assert web.dump() == before
    fixed = web.submit("/s/1/g/1/correct", {**GAME, "points-1": "32", "reason": "miscounted"})
    assert fixed.status_code == 303
    (game,) = _games(web.db)
    assert game.corrected and game.scores["Bina"] == -76
    assert "✎" in web.get("/s/1").text

    asked = web.get("/s/1/g/1/void")
    assert "Void game 1" in asked.text and _games(web.db)[0].voided is False
    voided = web.submit("/s/1/g/1/void", {"reason": "misdeal"})
    assert voided.status_code == 303 and _games(web.db)[0].voided

    question = web.get("/s/1/undo").text
    assert "Undo the <b>void of game 1</b>" in question
    assert _games(web.db)[0].voided  # asking changed nothing
    fields = _hidden(question)
    undone = web.submit("/s/1/undo", fields)
    assert undone.status_code == 303
    (game,) = _games(web.db)
    assert not game.voided and game.corrected and game.scores["Bina"] == -76
    history = web.get("/s/1/history").text
    for action in ("record", "correct", "void", "undo"):
        assert f"Game 1 · {action}" in history


def test_undo_refuses_when_the_session_changed_since_it_asked(web: WebClient) -> None:
    web.submit("/s/1/record", GAME)
    fields = _hidden(web.get("/s/1/undo").text)
    web.submit("/s/1/record", GAME)  # another phone records game 2 meanwhile
    before = web.dump()
    refused = web.submit("/s/1/undo", fields)
    assert refused.status_code == 409
    assert "nothing undone" in alert(refused.text)
    assert web.dump() == before


def test_live_fragment_answers_204_until_another_face_changes_the_session(
    web: WebClient,
) -> None:
    first = web.get("/s/1/live")
    version = re.search(r'/live\?v=([0-9a-f]+)"', first.text).group(1)
    assert web.get(f"/s/1/live?v={version}").status_code == 204
    book = Ledger(web.db, clock=lambda: FIXED_AT)  # the CLI or the TUI, writing meanwhile
    entry = book.build_entry(1, "Bina", {"hand": ["Asha=5", "Chen=6", "Dev=7"]})
    book.record(1, entry)
    book.close()
    changed = web.get(f"/s/1/live?v={version}")
    assert changed.status_code == 200 and "+36" in changed.text, changed.text


def test_settle_up_shows_who_pays_whom(web: WebClient) -> None:
    web.submit("/s/1/record", GAME)
    no_stake = web.get("/s/1/settle")
    # said with the page's own boxes, not the command line's --stake AMOUNT
    assert alert(no_stake.text) == "stake: Friday has no stake; give a stake and a currency"
    half = web.get("/s/1/settle?stake=0.5")
    assert alert(half.text) == "currency: a currency code is needed with a stake (such as NPR)"
    plan = web.get("/s/1/settle?stake=0.5&currency=NPR").text
    assert "Bina</b> pays <b>Asha</b>" in plan and "29.00 NPR" in plan


def test_scores_that_do_not_sum_to_zero_are_not_asked_for_a_stake(
    web_db: Path, tmp_path: Path
) -> None:
    from web_client import make_client

    book = Ledger(web_db, clock=lambda: FIXED_AT)
    book.new_session("Basic night", ("Asha", "Bina"), preset="basic")
    book.record("Basic night", book.build_entry("Basic night", "Asha", {"hand": ["Bina=12"]}))
    book.close()
    client, _, _ = make_client(web_db)
    with client:
        page = client.get("/s/2/settle?stake=1&currency=NPR")
        assert page.status_code == 200 and 'role="alert"' not in page.text
        assert 'name="stake"' not in page.text and "do not sum to zero" in page.text
        assert 'Asha</bdi></td><td class="num total">+12' in page.text


def test_nepali_form_is_built_from_its_preset(web_db: Path, tmp_path: Path) -> None:
    from web_client import make_client

    book = Ledger(web_db, clock=lambda: FIXED_AT)
    book.new_session("Dashain", ("Asha", "Bina", "Chen"), preset="nepali")
    book.close()
    client, _, own = make_client(web_db)
    with client:
        form = client.get("/s/2/record").text
        for part in ('value="unseen"', 'value="foul"', 'name="maal-0"', 'value="dublee"'):
            assert part in form
        game = {"status-0": "winner", "maal-0": "5", "status-1": "seen", "maal-1": "3"}
        game |= {"status-2": "unseen", "flag": "dublee"}
        # allowed, but many tables refuse it: the preview says so before it is saved
        shown = client.submit("/s/2/preview", game, page="/s/2/record")
        assert "note: a dublee win with 3 active players" in shown.text
        saved = client.submit("/s/2/record", game)
        assert saved.status_code == 303, alert(saved.text)
    own.close()
    expected = Ledger(tmp_path / "cli.db", clock=lambda: FIXED_AT)
    expected.new_session("Dashain", ("Asha", "Bina", "Chen"), preset="nepali")
    entry = expected.build_entry(
        1, "Asha", {"maal": ["Asha=5", "Bina=3"], "unseen": ["Chen"], "dublee": True}
    )
    want = expected.record(1, entry).scores
    expected.close()
    check = Ledger(web_db)
    assert check.games("Dashain")[0].scores == want
    check.close()

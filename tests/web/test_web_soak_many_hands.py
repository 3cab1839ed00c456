"""An evening scored by two phones and the TUI at once, with random races, to 20 games.

Real parts throughout: ``scorekeeper serve`` on a SQLite file, two phones (two Chromium
contexts at 390×844), the TUI in a tmux terminal on the same file. Each round picks a race
(seeded, so a failure can be replayed): both phones save the same game; a phone records
while the TUI's form is open; both phones correct the same game. At the end every game is
stored once (the numbers 1–20, each the save that made it), every refused save was shown
to its person as a 409 page, and ``check`` is ok. Slow: CI runs it with ``pytest -m slow``.
"""

from __future__ import annotations

import json
import os
import random
import shlex
import sys
from collections import Counter
from pathlib import Path

import pytest
from test_web_browser import PHONE, _cli, playwright_api
from web_server import serve

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tui"))
from test_tmux import TMUX, Terminal, program

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)"),
]
expect = playwright_api.expect
SEATS = ["Asha", "Bina", "Chen", "Dev"]
GAMES = 20


def games(db: Path) -> list[dict]:
    return json.loads(_cli(db, "games", "Friday", "--json"))


class Phone:
    def __init__(self, browser, server, name: str) -> None:
        self.page = browser.new_context(**PHONE).new_page()
        self.page.goto(server.local(server.url))
        self.base = server.local(server.url).split("?")[0]
        self.name = name

    def open(self, path: str) -> None:
        self.page.goto(self.base + path)

    def fill(self, winner: int, points: int) -> None:
        seats = self.page.locator("fieldset.seat")
        seats.nth(winner).get_by_text("winner", exact=True).click()
        for seat in range(len(SEATS)):
            if seat != winner:
                seats.nth(seat).get_by_label("Hand", exact=True).fill(str(points + seat))
        expect(self.page.locator("#preview")).to_contain_text("scores sum 0 ✓")

    def save(self, button: str) -> str:
        """Tap save: 'saved' or 'conflict' (the 409 page, shown to the person)."""
        self.page.evaluate("document.body.dataset.sent = 'yes'")  # gone with this page
        self.page.get_by_role("button", name=button).click()
        expect(self.page.locator("body[data-sent]")).to_have_count(0)  # the answer's page
        done = self.page.locator(".flash").or_(self.page.locator(".conflict"))
        expect(done).to_be_visible()
        if self.page.locator(".conflict").count():
            expect(self.page.locator(".conflict")).to_contain_text("nothing was saved")
            return "conflict"
        return "saved"


def test_two_phones_and_the_tui_score_an_evening_with_random_races(browser, tmp_path: Path) -> None:
    rng = random.Random(int(os.environ.get("SCOREKEEPER_SOAK_SEED", "23")))  # replayable
    db = tmp_path / "table.db"
    _cli(db, "new", "Friday", *(arg for seat in SEATS for arg in ("-p", seat)))
    command = f"{shlex.quote(program())} --db {shlex.quote(str(db))} tui Friday; sleep 30"
    terminal = Terminal(f"env TERM=xterm-256color sh -c {shlex.quote(command)}", tmp_path)
    made: Counter[str] = Counter()  # who stored each game
    seen = Counter()  # the races, and the 409 pages shown
    try:
        terminal.wait_for("game 1 next")
        with serve(db) as server:
            one, two = Phone(browser, server, "one"), Phone(browser, server, "two")
            while len(games(db)) < GAMES:
                number = len(games(db)) + 1
                race = rng.choice(["phones", "phone-and-tui", "corrections"])
                if race == "corrections" and number < 3:
                    race = "phones"
                seen[race] += 1
                if race == "phones":
                    first, second = rng.sample([one, two], 2)
                    for phone in (first, second):
                        phone.open("s/1/record")
                        phone.fill(rng.randrange(4), rng.randrange(2, 30))
                    assert first.save(f"Save game {number}") == "saved"
                    made[first.name] += 1
                    assert second.save(f"Save game {number}") == "conflict"
                    seen["409"] += 1
                    if rng.random() < 0.5 and number < GAMES:  # saved on top, knowingly
                        assert second.save(f"Save game {number + 1} on top") == "saved"
                        made[second.name] += 1
                elif race == "phone-and-tui":
                    terminal.keys("r")
                    terminal.wait_for(f"Record game {number} ")
                    phone = rng.choice([one, two])
                    phone.open("s/1/record")
                    phone.fill(rng.randrange(4), rng.randrange(2, 30))
                    assert phone.save(f"Save game {number}") == "saved"
                    made[phone.name] += 1
                    if number == GAMES:  # the evening is full: the TUI's form is dropped
                        terminal.keys("Escape")  # nothing typed in it: closed without asking
                        terminal.wait_for("game 21 next")
                        break
                    terminal.wait_for(f"game {number} was recorded elsewhere")
                    winner = rng.randrange(4)
                    keys = [str(winner + 1)]  # the seat that won, on the first status
                    for seat in range(3):
                        keys += ["n", f"t:{5 + seat}"]
                    terminal.keys(*keys, "C-s")
                    terminal.wait_for(f"game {number + 2} next")
                    made["tui"] += 1
                else:
                    game = rng.randrange(1, number)
                    winner = games(db)[game - 1]["winner"]
                    loser = next(seat for seat, name in enumerate(SEATS) if name != winner)
                    first, second = rng.sample([one, two], 2)
                    for phone in (first, second):
                        phone.open(f"s/1/g/{game}/correct")
                    for phone, points in ((first, 11), (second, 22)):
                        seat = phone.page.locator("fieldset.seat").nth(loser)
                        seat.get_by_label("Hand", exact=True).fill(str(points))
                        phone.page.get_by_label("Why is it corrected?").fill(phone.name)
                    assert first.save("Save correction") == "saved"
                    assert second.save("Save correction") == "conflict"
                    seen["409"] += 1
            stored = games(db)
    finally:
        terminal.close()
    numbers = [game["number"] for game in stored]
    assert numbers == list(range(1, len(stored) + 1)) and len(stored) == GAMES
    assert sum(made.values()) == GAMES, made  # each game is one save, none twice
    check = _cli(db, "check")
    assert check.startswith("ok"), check
    print(f"\nraces {dict(seen)}; games stored by {dict(made)}; check: {check.strip()}")

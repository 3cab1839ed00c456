"""The rules' and the ledger's sentences in Nepali: a refusal, an ending, a pool's out
player. English stays as it was (the golden transcripts hold it); here the same evening
under ``--lang ne`` is refused and ended in Nepali words, with the options, names and
numbers as typed, and the database unchanged by a refusal."""

from __future__ import annotations

import re

from cli_harness import Cli

# English words a Nepali refusal may keep: options, their metavars, names, keys, commands.
KEPT = {
    "hand",
    "winner",
    "target",
    "scorekeeper",
    "rules",
    "Asha",
    "Bina",
    "Chet",
    "fri",
    "SESSION",
}


def _english(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in KEPT}


def test_a_rule_refusal_is_nepali_and_names_the_option(cli: Cli) -> None:
    cli.ok("new", "fri", "--preset", "basic", "-p", "Asha", "-p", "Bina", "-p", "Chet")
    english = cli.refuses("record", "fri", "--winner", "Asha", "--hand", "Bina=5")
    nepali = cli.refuses("--lang", "ne", "record", "fri", "--winner", "Asha", "--hand", "Bina=5")
    assert english.strip() == "--hand: Chet needs --hand P (every loser gives their cards)"
    assert nepali.strip() == "--hand: Chet लाई --hand P चाहिन्छ (हरेक हार्नेले आफ्ना पत्ती दिन्छ)"
    said = cli.refuses("--lang", "ne", "record", "fri", "--winner", "Asha", "--hand", "Bina=x")
    assert "पूर्ण सङ्ख्या" in said or "अङ्क" in said, said
    assert not _english(said), said


def test_an_ending_and_its_why_are_nepali(cli: Cli) -> None:
    cli.ok("new", "fri", "--preset", "basic", "-p", "Asha", "-p", "Bina", "--rule", "target=20")
    cli.ok("record", "fri", "--winner", "Asha", "--hand", "Bina=25")
    shown = cli.ok("--lang", "ne", "show", "fri").stdout
    assert "सकियो — Asha २५ अङ्कसहित जिते" in shown
    assert "बाजी १ मा Asha २० को लक्ष्यमा पुगे" in shown
    assert "Over — Asha wins with 25" in cli.ok("show", "fri").stdout
    over = cli.refuses("--lang", "ne", "record", "fri", "--winner", "Bina", "--hand", "Asha=3")
    assert over.startswith("SESSION: fri सकियो: बाजी 1 मा Asha 20 को लक्ष्यमा पुगे; Asha 25"), over
    assert not _english(over.split("(")[0]), over

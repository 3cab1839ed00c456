"""A refusal that names an entry option reads as the command line gives it there, and as
the form has it in the TUI and the web: the same sentence, never a flag on a form."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.present.form_words import form_sentence
from scorekeeper.rules import RuleError

# (preset, winner, options, the command line's sentence, the form's)
CASES = [
    ("marriage-rummy", "Asha", {"hand": {"Bina": "5"}},
     "Chen needs --hand P or --surrender first|later (every loser does)",
     "Chen needs hand points or a surrender status (every loser does)"),
    ("marriage-rummy", "Asha", {"hand": {"Bina": "5", "Chen": "3"}, "surrender": {"Chen": "first"}},
     "Chen has both --hand and --surrender; give one",
     "Chen has both hand points and a surrender status; give one"),
    ("points", "Asha", {"hand": {"Bina": "5"}},
     "Chen needs --hand P, --drop first|middle or --wrong-show (every loser does)",
     "Chen needs hand points, a drop status or a wrong show status (every loser does)"),
    ("basic", "Asha", {"hand": {"Bina": "5"}},
     "Chen needs --hand P (every loser gives their cards)",
     "Chen needs hand points (every loser gives their cards)"),
    ("tiles", "Asha", {"rack": {"Asha": "3", "Bina": "5", "Chen": "4"}},
     "Asha went out: the winner has no rack (or give --no-out)",
     "Asha went out: the winner has no rack (or tick “no-out”)"),
    ("tiles", "Asha", {"rack": {"Asha": "3", "Bina": "5"}, "no-out": True},
     "Chen needs --rack P (with --no-out every player gives the tiles left)",
     "Chen needs rack points (with “no-out” ticked every player gives the tiles left)"),
    ("nepali", "Asha", {"foul": ["Bina"], "unseen": ["Bina"]},
     "Bina is given both --unseen and --foul; give one",
     "Bina is given both an unseen status and a foul status; give one"),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "winner", "options", "cli", "form"), CASES)
def test_one_sentence_each_face_naming_options_its_way(
    preset: str, winner: str, options: dict, cli: str, form: str
) -> None:
    rules = catalog.preset(preset).rules()
    with pytest.raises(RuleError) as refused:
        rules.entry_from_options(("Asha", "Bina", "Chen"), winner, options)
    assert refused.value.message == cli
    flags = rules.preset.game_flags
    assert form_sentence(refused.value, flags) == form
    assert "--" not in form_sentence(refused.value, flags)
    # about one seat: the error carries it, the sentence starts with it (never read back)
    assert refused.value.player == cli.split()[0]


def test_a_tiles_game_scored_says_the_tick_too() -> None:
    rules = catalog.preset("tiles").rules()
    entry = rules.entry_from_options(
        ("Asha", "Bina"), "Asha", {"rack": {"Asha": "9", "Bina": "5"}, "no-out": True}
    )
    with pytest.raises(RuleError) as refused:
        rules.score(entry)
    assert refused.value.message.startswith("with --no-out the lowest rack wins: Bina's 5")
    said = form_sentence(refused.value, rules.preset.game_flags)
    assert said.startswith("with “no-out” ticked the lowest rack wins: Bina's 5")
    assert refused.value.player == "Bina"


@pytest.mark.parametrize(
    ("preset", "options", "player"),
    [
        ("marriage-rummy", {"hand": {"Bina": "5", "Chen": "x"}}, "Chen"),
        ("marriage-rummy", {"honors": {"Bina": "99999"}, "hand": {"Bina": "5", "Chen": "3"}},
         "Bina"),
        ("points", {"hand": {"Bina": "5"}, "drop": {"Chen": "late"}}, "Chen"),
        ("basic", {"hand": {"Bina": "5", "Chen": "1e9"}}, "Chen"),
        ("nepali", {"maal": {"Chen": "-1"}}, "Chen"),
        ("table-hand", {"hand": {"Bina": "5", "Chen": "7"}}, "Chen"),
        ("tiles", {"rack": {"Bina": "5", "Chen": "99 99 99"}}, "Chen"),
    ],
)  # fmt: skip
def test_a_value_refused_carries_its_player(preset: str, options: dict, player: str) -> None:
    """A check that knows only the value (a number, a card) still says whose it was."""
    rules = catalog.preset(preset).rules()
    with pytest.raises(RuleError) as refused:
        rules.entry_from_options(("Asha", "Bina", "Chen"), "Asha", options)
    assert refused.value.player == player

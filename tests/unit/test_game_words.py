"""The game's words by key: English shows the key as it always did, Nepali the table's word;
every outcome, breakdown and preset title the bundled presets use is in the list marked
for the catalogue, so a new one cannot be shown untranslated unnoticed."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.ledger.catalog import preset
from scorekeeper.present import language
from scorekeeper.present.game_words import (
    BREAKDOWNS,
    OUTCOMES,
    PRESET_TITLES,
    breakdown_word,
    outcome_word,
    preset_title,
)
from scorekeeper.present.language import Choice

PRESETS = Path(__file__).resolve().parents[2] / "data" / "presets"
NAMES = sorted(p.stem for p in PRESETS.glob("*.toml"))


@pytest.fixture
def nepali() -> Iterator[None]:
    token = language.use(Choice("ne", "deva", "gregorian"))
    yield
    language.restore(token)


def test_every_bundled_preset_title_is_marked() -> None:
    titles = {tomllib.loads(p.read_text("utf-8"))["title"] for p in PRESETS.glob("*.toml")}
    assert titles == set(PRESET_TITLES)


@pytest.mark.parametrize("name", NAMES)
def test_every_outcome_and_breakdown_is_marked(name: str) -> None:
    found = preset(name)
    assert set(found.outcomes) <= set(OUTCOMES)
    assert set(found.breakdown) <= set(BREAKDOWNS)


def test_english_shows_the_key_nepali_the_word(nepali: None) -> None:
    assert (outcome_word("unseen"), breakdown_word("maal_net")) == ("अनसिन", "माल (खुद)")
    assert preset_title("Nepali Marriage (maal exchange)") == "नेपाली म्यारिज (माल साटासाट)"
    assert preset_title("A house preset") == "A house preset"  # not ours: as written
    assert outcome_word("a-new-outcome") == "a-new-outcome"


def test_english_is_the_key_itself() -> None:
    assert [outcome_word(key) for key in OUTCOMES] == list(OUTCOMES)
    assert [breakdown_word(key) for key in BREAKDOWNS] == list(BREAKDOWNS)

"""The presets' own words (data/presets/*.toml: title, summary, each parameter's label,
help and choices) are in the catalogue's template and translated in the Nepali catalogue,
and ``present/preset_words`` says them: English as the file writes them, Nepali from the
catalogue, a preset's typed values never."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorekeeper.ledger.catalog import preset, preset_names
from scorekeeper.locale.toml_words import words
from scorekeeper.present import language, preset_words
from scorekeeper.present.language import Choice
from scorekeeper.rules.params import ParamSpec

ROOT = Path(__file__).resolve().parents[2]
PRESETS = sorted((ROOT / "data" / "presets").glob("*.toml"))
LOCALE = ROOT / "scorekeeper" / "locale"


def _read(path: Path):
    with path.open("rb") as file:
        return read_po(file, locale="ne" if path.suffix == ".po" else None)


@pytest.fixture
def nepali() -> Iterator[None]:
    token = language.use(Choice("ne", "deva", "gregorian"))
    yield
    language.restore(token)


@pytest.mark.parametrize("path", PRESETS, ids=lambda p: p.stem)
def test_every_word_of_a_preset_file_is_in_the_template_and_translated(path: Path) -> None:
    found = list(words(tomllib.loads(path.read_text("utf-8"))))
    assert len(found) > 10  # title, summary, and each parameter's label and help at least
    template, nepali = (
        _read(LOCALE / "scorekeeper.pot"),
        _read(LOCALE / "ne/LC_MESSAGES/scorekeeper.po"),
    )
    for word in found:
        assert word in template, (
            f"{word!r} not in scorekeeper.pot: pybabel extract (translating.md)"
        )
        said = nepali.get(word)
        assert said is not None and said.string and said.string != word, f"untranslated: {word!r}"


def test_english_is_the_file_itself() -> None:
    for name in preset_names():
        found = preset(name)
        assert preset_words.title(found) == found.title
        assert preset_words.summary(found) == found.summary
        for spec in found.params.values():
            assert (preset_words.label(spec), preset_words.help(spec)) == (spec.label, spec.help)
            assert [preset_words.choice(c) for c in spec.choices] == list(spec.choices)


def test_nepali_says_the_words_and_keeps_the_values(nepali: None) -> None:
    found = preset("marriage-rummy")
    assert preset_words.title(found) == "म्यारिज रमी"
    assert preset_words.summary(found).startswith("अनर र म्यारिज (भाग क)")
    direction = found.params["direction"]
    assert preset_words.label(direction) == "खेलको दिशा"
    assert preset_words.choice("anticlockwise") == "घडीको उल्टो दिशामा"
    assert preset_words.value(direction, "clockwise") == "घडीको दिशामा"
    assert direction.choices == ("clockwise", "anticlockwise")  # what is typed: as it was
    decks = found.params["decks"]
    assert (preset_words.label(decks), preset_words.value(decks, 3)) == ("गड्डी", "3")
    combos = found.params["marriage-combinations"]
    assert preset_words.value(combos, ("three joker-1",)) == "three joker-1"  # names: as typed


def test_a_word_of_ones_own_reads_as_written(nepali: None) -> None:
    spec = ParamSpec("house", "int", 1, "House rule", help="", minimum=0, maximum=9)
    assert (preset_words.label(spec), preset_words.help(spec)) == ("House rule", "")


def test_every_game_flag_is_marked_and_said(nepali: None) -> None:
    from scorekeeper.present.game_words import GAME_FLAGS, flag_word

    for name in preset_names():
        assert set(preset(name).game_flags) <= set(GAME_FLAGS), name
    assert flag_word("dublee") == "डबली" and flag_word("a-new-flag") == "a-new-flag"


def test_a_refusal_that_quotes_a_help_says_it_in_nepali(nepali: None) -> None:
    from scorekeeper.rules import RuleError

    with pytest.raises(RuleError) as refused:
        preset("pool").rules({"target": 5})
    assert str(refused.value).endswith("not used: the pool itself says when a player is out; got 5")
    said = language.refusal(refused.value)
    assert said == "प्रयोग हुँदैन: खेलाडी कहिले बाहिर हुन्छ, पुलले नै भन्छ; 5 दिइयो", said
